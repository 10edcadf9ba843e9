import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/database.ts';
import { providers } from './db/schema/index.ts';
import { insertProvider } from './test/directory-fixtures.ts';
import { insertRole, signedInAdmin } from './test/personas.ts';
import { testConfig } from './test/test-app.ts';
import { createSharedTestDatabase } from './test/test-database.ts';
import { insertUser, signInCookie } from './test/test-users.ts';

/**
 * Two server processes on one PostgreSQL (issue 14 item 5; docs/load.md): what one process does
 * is what the other sees at its next request, because sessions, rate limits, roles and
 * permissions live in the database, and the directory's kept totals and names are forgotten in
 * every process when the database announces a change (docs/search.md "Counting"). Each app here
 * has its own connection pool and its own listening connection, as two processes would.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('two processes, one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  const handles: DatabaseHandle[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    const start = async () => {
      const database = await shared.open();
      handles.push(database);
      return buildApp({ config: testConfig(), database, logger: false });
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(handles.map((handle) => handle.close()));
    await shared?.drop();
  });

  const db = () => handles[0]!.db;
  const me = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/api/me', headers: { cookie } })).json().user as {
      email: string;
    } | null;

  it('a session made on A works on B, and signing out on A ends it on B', async () => {
    const user = await insertUser(db());
    const cookie = await signInCookie(a, user.email, user.password);
    expect((await me(b, cookie))?.email).toBe(user.email);
    const out = await a.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(await me(b, cookie)).toBeNull();
  });

  it('a rate limit counted on A is felt on B', async () => {
    const user = await insertUser(db());
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: 'senha-errada-123' },
        remoteAddress: '10.99.0.1',
      });
    // Five failures per account (auth-limits.ts), counted by both processes together.
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await attempt(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Muitas tentativas/);
  });

  it('a provider approved on A is listed and counted by B at once, by its words too', async () => {
    const word = `Compartilhado${Date.now()}`;
    const search = async () =>
      (await b.inject({ url: `/api/providers?q=${word}` })).json() as {
        total: number;
        items: { companyName: string }[];
      };
    const id = await insertProvider(db(), { companyName: `${word} Clínica`, status: 'pending' });
    await insertProvider(db(), { companyName: `${word} Outra`, status: 'active' });
    // B counts the search and keeps its total until the directory changes; once B's word index
    // holds both inserts (decision 029), B answers from it.
    expect(await search()).toMatchObject({ total: 1 });
    await b.directory.wordIndexReady();
    expect(b.directory.wordIndexInUse()).toBe(true);
    expect(await search()).toMatchObject({ total: 1 });

    const master = await signedInAdmin(a, db(), 'master');
    const approved = await a.inject({
      method: 'PATCH',
      url: `/api/admin/providers/${id}/status`,
      payload: { status: 'active' },
      headers: { cookie: master.cookie },
    });
    expect(approved.statusCode).toBe(200);
    // The change reaches B by NOTIFY a moment after the commit (milliseconds).
    await expect.poll(async () => (await search()).total, { timeout: 2_000 }).toBe(2);
    expect((await search()).items.map((item) => item.companyName)).toContain(`${word} Clínica`);
    expect((await db().select().from(providers).where(eq(providers.id, id)))[0]?.status).toBe(
      'active',
    );
  });

  it("a role changed on A takes effect at B's next request", async () => {
    const reader = await signedInAdmin(a, db(), ['providers:read']);
    const list = () =>
      b.inject({ url: '/api/admin/providers', headers: { cookie: reader.cookie } });
    expect((await list()).statusCode).toBe(200);

    const master = await signedInAdmin(a, db(), 'master');
    const noProviders = await insertRole(db(), ['specialties:read']);
    const changed = await a.inject({
      method: 'PUT',
      url: `/api/admin/users/${reader.id}`,
      payload: {
        name: 'Leitora de Conveniados',
        status: 'active',
        userType: 'admin',
        adminRoleId: noProviders,
      },
      headers: { cookie: master.cookie },
    });
    expect(changed.statusCode).toBe(200);
    // A role change ends the person's sessions (decision 022): B refuses the old cookie...
    const ended = await list();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.message).toMatch(/^(Sua|Você) /);
    // ...and a new session on B holds the new role only.
    const cookie = await signInCookie(b, reader.email, reader.password);
    const refused = await b.inject({ url: '/api/admin/providers', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/^Você /);
  });
});
