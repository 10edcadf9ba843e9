import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { signedInAdmin } from '../../test/personas.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const test = await createTestAppWithMail();
  ({ app, db, smtp, close } = test);
  cookie = (await signedInAdmin(app, db, ['users:create'])).cookie;
});
afterAll(() => close());

let counter = 0;
const create = async (status: 'active' | 'inactive') => {
  const email = `boas.vindas.${++counter}.${Date.now()}@exemplo.com.br`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie },
    payload: { name: 'Pessoa Nova', email, status, userType: 'user' },
  });
  expect(response.statusCode).toBe(201);
  return { email, temporaryPassword: response.json().temporaryPassword as string };
};

describe("the welcome e-mail of 'Adicionar Usuário'", () => {
  it('reaches an active account over SMTP with a link to choose a password, never the password', async () => {
    const { email, temporaryPassword } = await create('active');
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Bem-vindo');
    expect(mails[0]!.raw).not.toContain(temporaryPassword);

    const token = new URL(smtp.linkTo(email, '/reset-password')).searchParams.get('token');
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'escolhida-pela-pessoa' },
    });
    expect(chosen.statusCode).toBe(200);
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password },
        remoteAddress: `10.8.0.${counter}`,
      });
    expect((await signIn('escolhida-pela-pessoa')).statusCode).toBe(200);
    expect((await signIn(temporaryPassword)).statusCode).toBe(401);
  });

  it('is not sent to an inactive account, which cannot sign in yet', async () => {
    const { email } = await create('inactive');
    expect(smtp.to(email)).toHaveLength(0);
  });
});
