import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
});
afterAll(() => close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issue 13's matrix, from the routes the app actually registered (so a route added later is
 * covered without editing this file): a role holding only providers:read is refused every
 * admin write of every resource, and every admin read but the providers' own and those open
 * to any admin.
 */
describe('a role with only providers:read', () => {
  it('gets 403 on every admin write route and on every admin read of other resources', async () => {
    const admin = await signedInAdmin(app, db, ['providers:read']);
    const target = await insertUser(db);
    const adminRoutes = app.apiRoutes.filter((route) => route.access.kind === 'admin');
    expect(adminRoutes.filter((route) => WRITES.has(route.method)).length).toBeGreaterThan(15);

    const outcomes: string[] = [];
    for (const route of adminRoutes) {
      if (route.method === 'HEAD') continue;
      const url = route.url.replace(
        ':id',
        route.url.startsWith('/api/admin/users') ? target.id : '1',
      );
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        ...(WRITES.has(route.method) ? { payload: '{}' } : {}),
      });
      const declared = route.access.kind === 'admin' ? route.access : undefined;
      // A read open to every admin (the dashboard) or to providers:read is the one allowed.
      const allowed =
        !WRITES.has(route.method) &&
        (declared?.permission === undefined ||
          declared.permission === 'providers:read' ||
          (declared.orPermissions ?? []).includes('providers:read'));
      if (allowed ? response.statusCode === 403 : response.statusCode !== 403) {
        outcomes.push(`${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('cannot edit a user by replaying the request with users:read only', async () => {
    const reader = await signedInAdmin(app, db, ['users:read', 'providers:read']);
    const target = await insertUser(db, { name: 'Pessoa Intocada' });
    const replay = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.id}`,
      headers: { cookie: reader.cookie },
      payload: { name: 'Pessoa Alterada', status: 'inactive', userType: 'user' },
    });
    expect(replay.statusCode).toBe(403);
    const listed = await app.inject({
      url: `/api/admin/users?q=${encodeURIComponent(target.email)}`,
      headers: { cookie: reader.cookie },
    });
    expect(listed.json().items).toMatchObject([{ name: 'Pessoa Intocada', status: 'active' }]);
  });
});
