import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { sessions } from '../../db/schema/auth.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { insertUser } from '../../test/test-users.ts';
import { SESSION_COOKIE, SESSION_POLICY } from './session-policy.ts';

/**
 * Every Set-Cookie the server sends: the session cookie, set by signing in or by a confirmation
 * link, and cleared by signing out, by a password reset and when a request brings an expired
 * session. Secure follows APP_URL (https behind a proxy or not); everything else never changes,
 * and clearing uses the same attributes, or the browser would keep the cookie.
 */

/** The attributes of one Set-Cookie line, by lowercase name ('' for a flag). */
function parseSetCookie(line: string) {
  const [pair = '', ...attributes] = line.split(/;\s*/);
  const at = pair.indexOf('=');
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key = '', ...rest] = attribute.split('=');
        return [key.toLowerCase(), rest.join('=')];
      }),
    ),
  };
}

function setCookies(response: LightMyRequestResponse) {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map(parseSetCookie);
}

/** The one cookie of the answer, which must be the session cookie. */
function sessionCookieOf(response: LightMyRequestResponse) {
  const cookies = setCookies(response);
  expect(cookies.map((cookie) => cookie.name)).toEqual([SESSION_COOKIE]);
  return cookies[0]!;
}

let database: DatabaseHandle;
let smtp: SmtpCatcher;
let address = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

describe.each([
  { scheme: 'http', appUrl: 'http://localhost:3000', secure: false },
  { scheme: 'https', appUrl: 'https://saudeconveniada.com.br', secure: true },
])('the session cookie over $scheme', ({ appUrl, secure }) => {
  let app: FastifyInstance;
  const base = { path: '/', httponly: '', samesite: 'Lax', ...(secure ? { secure: '' } : {}) };
  const cleared = { ...base, 'max-age': '0', expires: 'Thu, 01 Jan 1970 00:00:00 GMT' };
  const set = { ...base, 'max-age': String(SESSION_POLICY.user.absoluteSeconds) };

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ APP_URL: appUrl, SMTP_URL: smtp.url }),
      database,
      logger: false,
    });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    });
  const tokenOf = (email: string, path: string) =>
    new URL(smtp.linkTo(email, path)).searchParams.get('token');

  async function signIn() {
    const user = await insertUser(database.db);
    const response = await post('/api/auth/sign-in', user);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieOf(response);
    return { user, response, cookie: `${SESSION_COOKIE}=${cookie.value}` };
  }

  it('signing in sets it HttpOnly, SameSite=Lax, Path=/ and for the session lifetime', async () => {
    const { response } = await signIn();
    const cookie = sessionCookieOf(response);
    expect(cookie.value).toMatch(/^[\w-]{32,}$/);
    expect(cookie.attributes).toEqual(set);
  });

  it('a confirmation link that signs the person in sets it the same way', async () => {
    const email = `cookie.${address}.${Date.now()}@exemplo.com.br`;
    const signUp = await post('/api/auth/sign-up', {
      name: 'Ana Paula Souza',
      email,
      password: 'senha-forte-1',
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(201);
    expect(setCookies(signUp)).toEqual([]);
    const confirm = await post('/api/auth/confirm-email', {
      token: tokenOf(email, '/confirmar-email'),
    });
    expect(confirm.statusCode).toBe(200);
    expect(sessionCookieOf(confirm).attributes).toEqual(set);
  });

  it('signing out clears it with the same attributes', async () => {
    const { cookie } = await signIn();
    const response = await post('/api/auth/sign-out', {}, cookie);
    expect(response.statusCode).toBe(204);
    expect(sessionCookieOf(response)).toEqual({
      name: SESSION_COOKIE,
      value: '',
      attributes: cleared,
    });
  });

  it('a password reset clears it with the same attributes', async () => {
    const { user, cookie } = await signIn();
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const response = await post(
      '/api/auth/reset-password',
      { token: tokenOf(user.email, '/reset-password'), password: 'nova-senha-segura' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response).attributes).toEqual(cleared);
  });

  it('a request with an expired session clears it with the same attributes', async () => {
    const { user, cookie } = await signIn();
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    // A public answer leaves it: the page's parallel GET /api/site must not take it from
    // /api/me, which is the answer that tells the person their session expired.
    const site = await app.inject({ method: 'GET', url: '/api/site', headers: { cookie } });
    expect(site.headers['set-cookie']).toBeUndefined();
    const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(response.json()).toEqual({ user: null, sessionExpired: true });
    expect(sessionCookieOf(response).attributes).toEqual(cleared);
  });
});
