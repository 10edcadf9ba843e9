import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { access } from '../../http/route-access.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let ip = 0;

beforeAll(async () => {
  ({ app, db, smtp, close } = await createTestAppWithMail());
  app.get('/api/test/admin-only', { config: { access: access.admin('roles:read') } }, async () => ({
    secret: true,
  }));
});
afterAll(() => close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.3.0.${++ip}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token');

describe('paths that decode to /api', () => {
  it('get the same origin check and access guard as /api', async () => {
    const user = await insertUser(db);
    const evil = await post(
      '/%61pi/auth/sign-in',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.cookies).toHaveLength(0);
    const guarded = await app.inject({ method: 'GET', url: '/%61pi/test/admin-only' });
    expect(guarded.statusCode).toBe(401);
    const cookie = await signInCookie(app, user.email, user.password);
    const asUser = await app.inject({
      method: 'GET',
      url: '/ap%69/test/admin-only',
      headers: { cookie },
    });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('control characters', () => {
  it.each([
    [
      'POST',
      '/api/auth/sign-up',
      { name: 'a\u0000b', email: 'x@exemplo.com.br', password: '12345678', acceptTerms: true },
    ],
    ['POST', '/api/auth/sign-in', { email: 'a\u0000@x.com', password: 'qualquer' }],
    ['GET', '/api/providers?q=a%00b', undefined],
    ['GET', '/api/providers?especialidade=a%00b', undefined],
  ] as const)('%s %s answers 400, never 500', async (method, url, payload) => {
    const response = await app.inject({ method, url, payload, remoteAddress: `10.3.1.${++ip}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('O texto enviado contém caracteres inválidos.');
  });
});

describe('a password reset voids every pending link', () => {
  it('so an e-mail change asked from a stolen session cannot be completed afterwards', async () => {
    const victim = await insertUser(db);
    const stolen = await signInCookie(app, victim.email, victim.password);
    const attacker = `atacante.${Date.now()}@exemplo.com.br`;
    await app.inject({
      method: 'POST',
      url: '/api/me/email',
      headers: { cookie: stolen },
      payload: { email: attacker },
    });
    const changeLink = smtp.linkTo(attacker, '/confirmar-email');

    await post('/api/auth/forgot-password', { email: victim.email });
    const resetLink = smtp.linkTo(victim.email, '/reset-password');
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(resetLink),
      password: 'senha-nova-da-vitima',
    });
    expect(reset.statusCode).toBe(200);

    const change = await post('/api/auth/confirm-email', { token: tokenOf(changeLink) });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.code).toBe('TOKEN_USED');
    const me = await signInCookie(app, victim.email, 'senha-nova-da-vitima');
    expect(me).toMatch(/^sc_session=/);
  });
});
