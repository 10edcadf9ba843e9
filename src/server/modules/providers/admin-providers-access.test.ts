import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { profileBody, referenceIds } from '../../test/provider-fixtures.ts';
import { ADMIN_ONLY, expectAccess, personaCookies } from '../../test/personas.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
});
afterAll(() => close());

const headers = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
  ...(cookie ? { cookie } : {}),
  ...extra,
});

/**
 * Every provider route of the back-office × {visitor, user, provider, admin without the
 * permission, admin with it, Admin Master}. A refused request changes nothing (the other tests
 * of the module check the rows); here, who gets in.
 */
describe('who may call the back-office provider routes', () => {
  it('GET /api/admin/providers needs providers:read', async () => {
    const cookies = await personaCookies(app, db, 'providers:read');
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: '/api/admin/providers', headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it('GET /api/admin/providers/:id needs providers:read', async () => {
    const cookies = await personaCookies(app, db, 'providers:read');
    const id = await insertProvider(db, { companyName: 'Clínica Acesso Leitura' });
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: `/api/admin/providers/${id}`, headers: headers(cookie) }),
      ADMIN_ONLY(200),
    );
  });

  it('POST /api/admin/providers needs providers:create', async () => {
    const cookies = await personaCookies(app, db, 'providers:create');
    const reference = await referenceIds(db);
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/providers',
          headers: headers(cookie),
          payload: {
            ...profileBody(reference),
            name: 'Pessoa Criada',
            email: `criada${Math.random()}@exemplo.com.br`,
          },
        }),
      ADMIN_ONLY(201),
    );
  });

  it('PUT /api/admin/providers/:id needs providers:update', async () => {
    const cookies = await personaCookies(app, db, 'providers:update');
    const reference = await referenceIds(db);
    const id = await insertProvider(db, { companyName: 'Clínica Acesso Edição' });
    // Each allowed call saves, so each one reads the version it edits, as the form does.
    const version = async () =>
      (await app.inject({ url: `/api/admin/providers/${id}`, headers: headers(cookies.master) }))
        .headers.etag as string;
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'PUT',
          url: `/api/admin/providers/${id}`,
          headers: headers(cookie, { 'if-match': await version() }),
          payload: profileBody(reference, { companyName: `Clínica Editada ${Math.random()}` }),
        }),
      ADMIN_ONLY(200),
    );
  });

  it('PATCH /api/admin/providers/:id/status needs providers:update', async () => {
    const cookies = await personaCookies(app, db, 'providers:update');
    const id = await insertProvider(db, {
      companyName: 'Clínica Acesso Status',
      status: 'pending',
    });
    await expectAccess(
      cookies,
      (cookie) =>
        app.inject({
          method: 'PATCH',
          url: `/api/admin/providers/${id}/status`,
          headers: headers(cookie),
          payload: { status: 'active' },
        }),
      ADMIN_ONLY(200),
    );
  });

  it('DELETE /api/admin/providers/:id needs providers:delete', async () => {
    const cookies = await personaCookies(app, db, 'providers:delete');
    // A new provider for each allowed call: the first deletion would leave the second a 404.
    await expectAccess(
      cookies,
      async (cookie) =>
        app.inject({
          method: 'DELETE',
          url: `/api/admin/providers/${await insertProvider(db, { companyName: 'Clínica Apagável' })}`,
          headers: headers(cookie),
        }),
      ADMIN_ONLY(200),
    );
  });

  it('GET /api/admin/dashboard needs an administrator, whatever the role', async () => {
    const cookies = await personaCookies(app, db, null);
    await expectAccess(
      cookies,
      (cookie) => app.inject({ url: '/api/admin/dashboard', headers: headers(cookie) }),
      { visitor: 401, user: 403, provider: 403, adminWithout: 200, adminWith: 200, master: 200 },
    );
  });
});
