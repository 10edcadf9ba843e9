import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';
import { accounts } from '../../db/schema/auth.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providers } from '../../db/schema/providers.ts';
import { createTestAppWithMail } from '../../test/test-app.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { countRows, profileBody, referenceIds } from '../../test/provider-fixtures.ts';
import type { SmtpCatcher } from '../../test/smtp-catcher.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let cookie: string;
let reference: Awaited<ReturnType<typeof referenceIds>>;
let counter = 0;

beforeAll(async () => {
  const test = await createTestAppWithMail();
  ({ app, db, smtp, close } = test);
  reference = await referenceIds(db);
  cookie = (await signedInAdmin(app, db, ['providers:create', 'providers:read'])).cookie;
});
afterAll(() => close());

function creationBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    ...profileBody(reference),
    name: 'Joana Prestadora',
    email: `joana${counter}.${Date.now()}@exemplo.com.br`,
    ...overrides,
  };
}

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/providers', headers: { cookie }, payload });

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `10.7.0.${counter}`,
  });

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  `sc_session=${response.cookies.find((item) => item.name === 'sc_session')!.value}`;

describe('POST /api/admin/providers', () => {
  it('creates the account and the pending provider, shows the temporary password once, e-mails a welcome', async () => {
    const body = creationBody();
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      message: 'Conveniado cadastrado com sucesso!',
      email: body.email,
      providerId: expect.any(Number),
      temporaryPassword: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/),
    });
    const [provider] = await db
      .select()
      .from(providers)
      .where(eq(providers.id, created.providerId));
    expect(provider).toMatchObject({ status: 'pending', companyName: body.companyName });
    const [account] = await db
      .select({ mustChange: accounts.mustChangePassword, hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.userId, provider!.userId!));
    expect(account!.mustChange).toBe(true);
    expect(account!.hash).not.toContain(created.temporaryPassword);

    const mail = smtp.to(body.email).at(-1)!;
    expect(mail.subject).toContain('Bem-vindo');
    expect(mail.text).toContain(body.companyName);
    expect(mail.text).not.toContain(created.temporaryPassword);
    expect(smtp.linkTo(body.email, '/reset-password')).toMatch(/token=/);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.providerId)));
    expect(entry).toMatchObject({
      action: 'provider.created',
      summary: `adicionou o conveniado "${body.companyName}"`,
    });
    const logged = JSON.stringify(entry);
    for (const secret of [created.temporaryPassword, provider!.cpfCnpj, provider!.phone!]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('lets the temporary password in once, for choosing a new password only', async () => {
    const body = creationBody();
    const { temporaryPassword } = (await create(body)).json();
    const first = await signIn(body.email, temporaryPassword);
    expect(first.statusCode).toBe(200);
    const session = sessionOf(first);

    const me = (await app.inject({ url: '/api/me', headers: { cookie: session } })).json();
    expect(me.user).toMatchObject({ mustChangePassword: true, userType: 'provider' });
    const blocked = await app.inject({ url: '/api/me/provider', headers: { cookie: session } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Você entrou com uma senha temporária. Defina uma nova senha para continuar.',
    });

    const same = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: session },
      payload: {
        currentPassword: temporaryPassword,
        newPassword: temporaryPassword,
        confirmPassword: temporaryPassword,
      },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('A nova senha deve ser diferente da senha atual.');

    const changed = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: session },
      payload: {
        currentPassword: temporaryPassword,
        newPassword: 'minha-senha-nova',
        confirmPassword: 'minha-senha-nova',
      },
    });
    expect(changed.statusCode).toBe(200);
    const allowed = await app.inject({ url: '/api/me/provider', headers: { cookie: session } });
    expect(allowed.statusCode).toBe(200);
    expect((await signIn(body.email, temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(body.email, 'minha-senha-nova')).statusCode).toBe(200);
  });

  it("the welcome e-mail's link chooses a password without the temporary one", async () => {
    const body = creationBody();
    const { temporaryPassword } = (await create(body)).json();
    const token = new URL(smtp.linkTo(body.email, '/reset-password')).searchParams.get('token');
    const chosen = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'escolhida-pela-joana' },
    });
    expect(chosen.statusCode).toBe(200);
    const session = sessionOf(await signIn(body.email, 'escolhida-pela-joana'));
    const me = (await app.inject({ url: '/api/me', headers: { cookie: session } })).json();
    expect(me.user.mustChangePassword).toBe(false);
    expect((await signIn(body.email, temporaryPassword)).statusCode).toBe(401);
  });

  it('applies the field configuration and the registration messages', async () => {
    await db
      .update(fieldConfigurations)
      .set({ isRequired: true })
      .where(eq(fieldConfigurations.fieldName, 'neighborhood'));
    try {
      const response = await create(creationBody({ neighborhood: '' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        field: 'neighborhood',
        message: 'Por favor, preencha os seguintes campos obrigatórios: Bairro',
      });
    } finally {
      await db
        .update(fieldConfigurations)
        .set({ isRequired: false })
        .where(eq(fieldConfigurations.fieldName, 'neighborhood'));
    }
    const noAccount = await create(creationBody({ name: '' }));
    expect(noAccount.json().error.message).toBe('Por favor, preencha todos os campos de conta');
  });

  it('refuses a taken e-mail, extra keys and bad values, writing nothing', async () => {
    const taken = creationBody();
    expect((await create(taken)).statusCode).toBe(201);
    const before = await countRows(db);
    const duplicate = await create(creationBody({ email: taken.email.toUpperCase() }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({ field: 'email' });
    for (const extra of [
      { password: 'escolhida-pelo-admin' },
      { status: 'active' },
      { userId: '00000000-0000-0000-0000-000000000000' },
      { user_type: 'admin' },
      { ads: 'ads' },
    ]) {
      const response = await create(creationBody(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`Campo não permitido: ${Object.keys(extra)[0]}`);
    }
    const badEmail = await create(creationBody({ email: 'sem-arroba' }));
    expect(badEmail.json().error.message).toBe('Informe um e-mail válido.');
    const longName = await create(creationBody({ name: 'x'.repeat(10_000) }));
    expect(longName.statusCode).toBe(400);
    expect(await countRows(db)).toEqual(before);
  });
});
