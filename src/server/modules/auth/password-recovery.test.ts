import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { verificationTokens } from '../../db/schema/auth.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let ip = 0;

const SENT = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';

beforeAll(async () => {
  ({ app, db, smtp, close } = await createTestAppWithMail());
});
afterAll(() => close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.2.0.${++ip}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token');

describe('password recovery', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'ninguem@exemplo.com.br' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(smtp.to('ninguem@exemplo.com.br')).toHaveLength(0);
  });

  it('requires the e-mail with the SPEC message', async () => {
    const response = await post('/api/auth/forgot-password', { email: '' });
    expect(response.json().error.message).toBe('Digite seu email para recuperar a senha');
  });

  it('sends one link a minute, resets the password once, and ends every session', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    expect((await post('/api/auth/forgot-password', { email: user.email })).json()).toEqual({
      message: SENT,
    });
    const second = await post('/api/auth/forgot-password', { email: user.email });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe('Aguarde 1 minuto antes de solicitar um novo e-mail.');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(smtp.to(user.email)).toHaveLength(1);

    const link = smtp.linkTo(user.email, '/reset-password');
    const short = await post('/api/auth/reset-password', { token: tokenOf(link), password: 'abc' });
    expect(short.json().error.message).toBe('A senha deve ter pelo menos 8 caracteres.');

    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'nova-senha-segura',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Senha redefinida com sucesso! Faça login com a nova senha.');

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().sessionExpired).toBe(true);
    await expect(signInCookie(app, user.email, user.password)).rejects.toThrow();
    await signInCookie(app, user.email, 'nova-senha-segura');

    const reused = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'mais-uma-senha',
    });
    expect(reused.json().error.message).toBe('Este link já foi utilizado. Solicite um novo.');
  });

  it('says so when the link has expired', async () => {
    const user = await insertUser(db);
    await post('/api/auth/forgot-password', { email: user.email });
    await db
      .update(verificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationTokens.userId, user.id));
    const response = await post('/api/auth/reset-password', {
      token: tokenOf(smtp.linkTo(user.email, '/reset-password')),
      password: 'nova-senha-segura',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Este link expirou. Solicite um novo.',
    });
  });
});

describe('sign-in limits', () => {
  it('locks an account after 5 failures, even for the right password, with Retry-After', async () => {
    const user = await insertUser(db);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('/api/auth/sign-in', { email: user.email, password: 'errada-123' });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/sign-in', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('limits attempts per IP address', async () => {
    const from = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `desconhecido${n}@exemplo.com.br`, password: 'qualquer-uma' },
        remoteAddress: '10.9.9.9',
      });
    for (let n = 0; n < 30; n++) expect((await from(n)).statusCode).toBe(401);
    const blocked = await from(31);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toContain('Muitas tentativas de login');
  });
});
