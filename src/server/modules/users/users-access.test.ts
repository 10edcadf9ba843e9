import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { ADMIN_ONLY, expectAccess, personaCookies } from '../../test/personas.ts';
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

const headers = (cookie: string | undefined) => (cookie ? { cookie } : {});
let counter = 0;

/**
 * Each users route × {visitor, user, provider, admin holding every other users action, admin
 * holding only this one, Admin Master}: the page's disabled buttons are mirrored by the server.
 */
describe('who may call /api/admin/users', () => {
  it('GET needs users:read', async () => {
    const cookies = await personaCookies(app, db, 'users:read');
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: '/api/admin/users?list=admins', headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it('POST needs users:create', async () => {
    const cookies = await personaCookies(app, db, 'users:create');
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers: headers(cookie),
          payload: {
            name: 'Pessoa Criada',
            // Each allowed persona creates its own person, so the second is not a 409.
            email: `acesso.${++counter}.${Date.now()}@exemplo.com.br`,
            status: 'active',
            userType: 'user',
          },
        }),
      ADMIN_ONLY(201),
    );
  });

  it('PUT needs users:update', async () => {
    const cookies = await personaCookies(app, db, 'users:update');
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/users/${(await insertUser(db)).id}`,
          headers: headers(cookie),
          payload: { name: 'Nome Editado', status: 'active', userType: 'user' },
        }),
      ADMIN_ONLY(200),
    );
  });

  it('DELETE needs users:delete', async () => {
    const cookies = await personaCookies(app, db, 'users:delete');
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${(await insertUser(db)).id}`,
          headers: headers(cookie),
        }),
      ADMIN_ONLY(200),
    );
  });
});
