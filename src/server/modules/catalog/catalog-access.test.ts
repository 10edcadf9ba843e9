import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { Permission } from '../../http/route-access.ts';
import { ADMIN_ONLY, expectAccess, personaCookies } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';
import { areas, specialties } from '../../db/schema/reference.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
});
afterAll(() => close());

let counter = 0;
const fresh = (base: string) => `${base} ${++counter} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every catalog route × {visitor, user, provider, admin holding every other action of the
 * resource, admin holding only this one, Admin Master}. Each allowed call acts on a record of its
 * own, so a second allowed persona is not answered 404 or 409 because of the first.
 */
describe.each([
  { path: '/api/admin/specialties', resource: 'specialties', table: specialties },
  { path: '/api/admin/areas', resource: 'areas', table: areas },
] as const)('who may call $path', ({ path, resource, table }) => {
  const permission = (action: string) => `${resource}:${action}` as Permission;
  const headers = (cookie: string | undefined) => (cookie ? { cookie } : {});
  async function insert() {
    const [row] = await db
      .insert(table as typeof specialties)
      .values({ name: fresh('Acesso') })
      .returning({ id: specialties.id });
    return row!.id;
  }

  it(`GET needs ${resource}:read`, async () => {
    const cookies = await personaCookies(app, db, permission('read'));
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: `${path}?q=a`, headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it(`POST needs ${resource}:create`, async () => {
    const cookies = await personaCookies(app, db, permission('create'));
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'POST',
          url: path,
          headers: headers(cookie),
          payload: { name: fresh('Criada') },
        }),
      ADMIN_ONLY(201),
    );
  });

  it(`PUT needs ${resource}:update`, async () => {
    const cookies = await personaCookies(app, db, permission('update'));
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'PUT',
          url: `${path}/${await insert()}`,
          headers: headers(cookie),
          payload: { name: fresh('Renomeada') },
        }),
      ADMIN_ONLY(200),
    );
  });

  it(`DELETE needs ${resource}:delete`, async () => {
    const cookies = await personaCookies(app, db, permission('delete'));
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'DELETE',
          url: `${path}/${await insert()}`,
          headers: headers(cookie),
        }),
      ADMIN_ONLY(200),
    );
  });
});
