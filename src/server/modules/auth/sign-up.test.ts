import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { Database } from '../../db/database.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';
import { insertUser } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let ipCounter = 0;

const SUCCESS = 'Registro realizado com sucesso! Verifique seu e-mail para confirmar a conta.';

beforeAll(async () => {
  ({ app, db, smtp, close } = await createTestAppWithMail({ APP_URL: 'http://localhost:3000' }));
});
afterAll(() => close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.1.0.${++ipCounter}` });

const newEmail = () => `ana.${Date.now()}.${Math.round(performance.now() * 1000)}@exemplo.com.br`;
const signUp = (email: string, extra: object = {}) =>
  post('/api/auth/sign-up', {
    name: 'Ana Paula Souza',
    email,
    password: 'senha-forte-1',
    acceptTerms: true,
    ...extra,
  });

describe('sign-up', () => {
  it.each([
    [
      { acceptTerms: false },
      'Você precisa aceitar os termos de uso para continuar.',
      'acceptTerms',
    ],
    [{ password: 'curta' }, 'A senha deve ter pelo menos 8 caracteres.', 'password'],
    [{ email: 'nao-e-email' }, 'Informe um e-mail válido.', 'email'],
    [{ name: '  ' }, 'Informe seu nome completo.', 'name'],
  ])('refuses %o with the SPEC message and writes nothing', async (change, message, field) => {
    const email = newEmail();
    const response = await signUp(email, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message, field });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('creates a user of type user, active, unconfirmed, with an argon2id hash, and e-mails a link', async () => {
    const email = newEmail();
    const response = await signUp(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SUCCESS });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 'user', status: 'active', adminRoleId: null });
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account!.emailVerifiedAt).toBeNull();
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('Confirme seu e-mail — Saúde Conveniada');
    expect(smtp.linkTo(email, '/confirmar-email')).toMatch(
      /^http:\/\/localhost:3000\/confirmar-email\?token=/,
    );
  });

  it('never lets the client choose its type, status or role', async () => {
    const email = newEmail();
    await signUp(email, {
      userType: 'admin',
      user_type: 'admin',
      status: 'inactive',
      adminRoleId: 1,
    });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 'user', status: 'active', adminRoleId: null });
  });

  it('answers the same for an existing e-mail, creates nothing, and tells its owner', async () => {
    const { email } = await insertUser(db);
    const again = await signUp(email.toUpperCase());
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: SUCCESS });
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(smtp.to(email).map((mail) => mail.subject)).toContain(
      'Tentativa de cadastro com seu e-mail — Saúde Conveniada',
    );
  });
});

describe('confirmation and sign-in', () => {
  it('refuses sign-in before confirmation, resends, confirms once and signs in', async () => {
    const email = newEmail();
    await signUp(email);
    const early = await post('/api/auth/sign-in', { email, password: 'senha-forte-1' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(early.json().error.message).toContain('não confirmou seu e-mail');

    const resend = await post('/api/auth/resend-confirmation', { email });
    expect(resend.statusCode).toBe(429); // the sign-up e-mail went out less than a minute ago
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);

    const link = smtp.linkTo(email, '/confirmar-email');
    const token = new URL(link).searchParams.get('token');
    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ redirectTo: '/', user: { email, userType: 'user' } });
    const cookie = confirmed.cookies.find((item) => item.name === 'sc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const reused = await post('/api/auth/confirm-email', { token });
    expect(reused.json().error).toMatchObject({
      code: 'TOKEN_USED',
      message: 'Este link já foi utilizado. Solicite um novo.',
    });

    const signIn = await post('/api/auth/sign-in', { email, password: 'senha-forte-1' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email, name: 'Ana Paula Souza', userType: 'user' });
  });

  it('refuses a malformed or unknown token', async () => {
    const bad = await post('/api/auth/confirm-email', { token: 'x' });
    expect(bad.json().error.message).toBe('Link inválido. Solicite um novo.');
    const unknown = await post('/api/auth/confirm-email', { token: 'a'.repeat(43) });
    expect(unknown.json().error.code).toBe('TOKEN_INVALID');
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const email = newEmail();
    await signUp(email);
    const wrong = await post('/api/auth/sign-in', { email, password: 'outra-senha' });
    const unknown = await post('/api/auth/sign-in', { email: newEmail(), password: 'outra-senha' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('E-mail ou senha incorretos.');
  });

  it('asks for both fields with the SPEC message', async () => {
    const response = await post('/api/auth/sign-in', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Por favor, preencha todos os campos');
  });
});
