import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import type { Permission } from '../../http/route-access.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  ADMIN_ONLY,
  expectAccess,
  personaCookies,
  signedInAdmin,
  type Persona,
} from '../../test/personas.ts';
import { listFieldConfigurations } from './field-configuration-service.ts';

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

/**
 * The personas for a route that any one of `allowed` opens: 'adminWithout' holds every other
 * action of `fields`, 'adminWith' only the first of `allowed`; `alsoAllowed` gets in with the
 * second one alone.
 */
async function anyOfCookies(allowed: [Permission, Permission]) {
  const base = await personaCookies(app, db, null);
  const others = (['create', 'read', 'update', 'delete', 'configure'] as const)
    .map((action) => `fields:${action}` as Permission)
    .filter((permission) => !allowed.includes(permission));
  return {
    ...base,
    adminWithout: (await signedInAdmin(app, db, others)).cookie,
    adminWith: (await signedInAdmin(app, db, [allowed[0]])).cookie,
    alsoAllowed: (await signedInAdmin(app, db, [allowed[1]])).cookie,
  } satisfies Record<Persona | 'alsoAllowed', string | undefined>;
}

describe('who may call the field configuration routes', () => {
  it('GET /api/admin/fields needs fields:read', async () => {
    const cookies = await personaCookies(app, db, 'fields:read');
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: '/api/admin/fields', headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it("PUT /api/admin/fields needs fields:configure or fields:update, refused with the SPEC's words", async () => {
    const { alsoAllowed, ...cookies } = await anyOfCookies(['fields:configure', 'fields:update']);
    const [row] = (await listFieldConfigurations(db)).fields;
    const send = (cookie: string | undefined) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/fields',
        headers: headers(cookie),
        payload: {
          fields: [
            { id: row!.id, isRequired: false, isPublicVisible: true, isLoggedinVisible: true },
          ],
        },
      });
    await expectAccess(cookies, send, ADMIN_ONLY(200));
    const refused = await send(cookies.adminWithout);
    expect(refused.json().error.message).toBe(
      'Você não tem permissão para atualizar as configurações',
    );
    expect((await send(alsoAllowed)).statusCode).toBe(200);
  });

  it("POST /api/admin/fields/missing needs fields:configure or fields:create, refused with the SPEC's words", async () => {
    const { alsoAllowed, ...cookies } = await anyOfCookies(['fields:configure', 'fields:create']);
    const send = (cookie: string | undefined) =>
      app.inject({ method: 'POST', url: '/api/admin/fields/missing', headers: headers(cookie) });
    await expectAccess(cookies, send, ADMIN_ONLY(200));
    const refused = await send(cookies.adminWithout);
    expect(refused.json().error.message).toBe(
      'Você não tem permissão para adicionar configurações',
    );
    expect((await send(alsoAllowed)).statusCode).toBe(200);
  });
});

describe('who may call the settings routes', () => {
  let counter = 0;
  const newSetting = async () => {
    counter += 1;
    const master = await signedInAdmin(app, db, 'master');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: { cookie: master.cookie },
      payload: { key: `acesso_${counter}_${Date.now()}`, value: 'x' },
    });
    return response.json().setting.id as number;
  };

  it('GET /api/admin/settings needs settings:read', async () => {
    const cookies = await personaCookies(app, db, 'settings:read');
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: '/api/admin/settings', headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it('POST /api/admin/settings needs settings:create', async () => {
    const cookies = await personaCookies(app, db, 'settings:create');
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/settings',
          headers: headers(cookie),
          payload: { key: `criada_${Math.random()}`, value: '1' },
        }),
      ADMIN_ONLY(201),
    );
  });

  it('PUT /api/admin/settings/:id needs settings:update', async () => {
    const cookies = await personaCookies(app, db, 'settings:update');
    const id = await newSetting();
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/settings/${id}`,
          headers: headers(cookie),
          payload: { key: `editada_${id}`, value: String(Math.random()) },
        }),
      ADMIN_ONLY(200),
    );
  });

  it('DELETE /api/admin/settings/:id needs settings:delete', async () => {
    const cookies = await personaCookies(app, db, 'settings:delete');
    // Each allowed call deletes one: a row per persona; the refused ones find theirs untouched.
    const ids = [await newSetting(), await newSetting()];
    let next = 0;
    await expectAccess(
      cookies,
      async (cookie) => {
        const response = await app.inject({
          method: 'DELETE',
          url: `/api/admin/settings/${ids[next]}`,
          headers: headers(cookie),
        });
        if (response.statusCode === 200) next += 1;
        return response;
      },
      ADMIN_ONLY(200),
    );
  });
});
