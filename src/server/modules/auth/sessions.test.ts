import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from './secret-token.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp({ APP_URL: 'https://saude.example.com.br' });
  ({ app, close } = test);
  db = test.database.db;
});
afterAll(() => close());

const me = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('sessions', () => {
  it('anonymous /api/me is null; signed-in gives the user with no permissions', async () => {
    expect((await me()).json()).toEqual({ user: null });
    const user = await insertUser(db, { name: 'Carlos Eduardo Lima' });
    const cookie = await signInCookie(app, user.email, user.password);
    const body = (await me(cookie)).json();
    expect(body.user).toMatchObject({ email: user.email, userType: 'user', adminRoleId: null });
    expect(Object.values(body.user.permissions.users)).toEqual([false, false, false, false, false]);
  });

  // The cookie's attributes, on every answer that sets or clears it: session-cookie.test.ts.
  it('stores only the hash of the cookie token', async () => {
    const user = await insertUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const cookie = response.cookies.find((item) => item.name === 'sc_session');
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.id).toBe(hashToken(cookie!.value));
  });

  it('sign-out ends the session; the old cookie then reads as expired', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).json()).toEqual({ user: null, sessionExpired: true });
  });

  it('ends a session unused for longer than the inactivity limit', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    await db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).json().sessionExpired).toBe(true);
  });

  it('ends a session past its absolute lifetime even when in use', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).json().sessionExpired).toBe(true);
  });

  it('slides: a session in use gets its last activity moved forward', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    await db
      .update(sessions)
      .set({ lastActiveAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).json().user.email).toBe(user.email);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - row!.lastActiveAt.getTime()).toBeLessThan(60_000);
  });

  it('a user made inactive loses their sessions at once and cannot sign in', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await me(cookie)).json()).toEqual({ user: null, sessionExpired: true });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  it('an expired session on a signed-in route answers SESSION_EXPIRED with the SPEC message', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie },
      payload: { name: 'Nome Novo' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Sua sessão expirou. Por favor, faça login novamente.',
    });
  });
});

describe('cross-origin mutations', () => {
  it('are refused when Origin is another site, and allowed from our own origin', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    const patch = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie, ...headers },
        payload: { name: 'Nome Alterado' },
      });
    const evil = await patch({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.message).toBe('Requisição de outra origem recusada.');
    const crossSite = await patch({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const [unchanged] = await db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.name).not.toBe('Nome Alterado');
    const own = await patch({ origin: 'https://saude.example.com.br' });
    expect(own.statusCode).toBe(200);
  });
});
