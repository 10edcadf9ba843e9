import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { accounts } from '../../db/schema/auth.ts';
import { providerSpecialties, providers } from '../../db/schema/providers.ts';
import { users } from '../../db/schema/users.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  countRows,
  nextAddress,
  referenceIds,
  register,
  registrationBody,
} from '../../test/provider-fixtures.ts';

const ADMIN_EMAIL = 'equipe@saudeconveniada.test';
let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let reference: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const test = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL });
  ({ app, close } = test);
  db = test.database.db;
  reference = await referenceIds(db);
});
afterAll(async () => {
  await close();
  await smtp.close();
});

describe('POST /api/providers/registration', () => {
  it('creates the account, the pending provider, its deduplicated links and the audit entry', async () => {
    const body = registrationBody(reference, { email: 'Nova.Clinica@Exemplo.com.br' });
    const response = await register(app, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Cadastro realizado com sucesso! Sua solicitação será analisada.',
    );
    const providerId = response.json().providerId as number;

    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'nova.clinica@exemplo.com.br'));
    expect(user).toMatchObject({ userType: 'provider', status: 'active', name: body.name });
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account!.emailVerifiedAt).toBeNull();

    const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
    expect(provider).toMatchObject({
      userId: user!.id,
      status: 'pending',
      companyName: body.companyName,
      cpfCnpj: String(body.cpfCnpj).replace(/[^0-9A-Z]/g, ''),
      phone: '6436311234',
      whatsapp: '64999991234',
      zipCode: '75800014',
      stateId: 'GO',
      cityId: 5211909,
      areaId: reference.areaId,
      discount: 15,
      returnDays: 30,
      ads: null,
      rejectionReason: null,
    });
    const links = await db
      .select()
      .from(providerSpecialties)
      .where(eq(providerSpecialties.providerId, providerId));
    expect(links.map((link) => link.specialtyId).sort()).toEqual(
      reference.specialtyIds.slice(0, 2).sort(),
    );
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(providerId)));
    expect(audit).toMatchObject({
      actorUserId: user!.id,
      action: 'provider.registered',
      entityType: 'provider',
      details: { status: 'pending', specialtyCount: 2 },
    });
    expect(JSON.stringify(audit!.details)).not.toContain(provider!.cpfCnpj);
  });

  it('e-mails a confirmation link that signs the provider in and leads to /perfil-conveniado', async () => {
    const body = registrationBody(reference);
    expect((await register(app, body)).statusCode).toBe(201);
    const link = smtp.linkTo(body.email, '/confirmar-email');
    expect(link).toMatch(/^http:\/\/localhost:3000\/confirmar-email\?token=/);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      redirectTo: '/perfil-conveniado',
      user: { userType: 'provider', hasProviderProfile: true },
    });
    const cookie = confirmed.cookies.find((item) => item.name === 'sc_session');
    const own = await app.inject({
      method: 'GET',
      url: '/api/me/provider',
      headers: { cookie: `sc_session=${cookie!.value}` },
    });
    expect(own.json().provider).toMatchObject({ status: 'pending', companyName: body.companyName });
  });

  it('tells the administrators (ADMIN_EMAIL) that a registration awaits review', async () => {
    const body = registrationBody(reference);
    const response = await register(app, body);
    const mail = smtp.to(ADMIN_EMAIL).find((item) => item.text.includes(body.companyName));
    expect(mail!.subject).toBe('Novo conveniado aguardando análise — Saúde Conveniada');
    expect(mail!.text).toContain('Jataí-GO');
    expect(mail!.text).toContain(`/admin/providers/${response.json().providerId}`);
    expect(mail!.text).not.toContain(String(body.cpfCnpj));
  });

  it('refuses an e-mail that already has an account, clearly, and writes nothing', async () => {
    const first = registrationBody(reference);
    await register(app, first);
    const before = await countRows(db);
    const again = await register(
      app,
      registrationBody(reference, { email: first.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
      field: 'email',
    });
    expect(await countRows(db)).toEqual(before);
  });

  it('refuses a CPF/CNPJ already registered (any punctuation) and writes nothing', async () => {
    const first = registrationBody(reference, { cpfCnpj: '529.982.247-25' });
    expect((await register(app, first)).statusCode).toBe(201);
    const before = await countRows(db);
    const again = await register(app, registrationBody(reference, { cpfCnpj: '52998224725' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'Este CPF/CNPJ já está cadastrado.',
      field: 'cpfCnpj',
    });
    expect(await countRows(db)).toEqual(before);
  });

  it('leaves nothing behind when a write fails after the provider insert', async () => {
    const before = await countRows(db);
    // A specialty id that passes the schema but does not exist: the link insert, the last write
    // of the transaction, fails on its foreign key after the users, accounts and providers rows.
    const body = registrationBody(reference, { specialties: [reference.specialtyIds[0], 999999] });
    const response = await register(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message:
        'Ocorreu um erro ao processar seu cadastro: uma ou mais especialidades selecionadas não existem mais.',
      field: 'specialties',
    });
    expect(await countRows(db)).toEqual(before);
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect(smtp.to(body.email)).toEqual([]);
  });

  it('limits registrations per address like the user sign-up (10 per hour)', async () => {
    const address = nextAddress();
    const invalid = registrationBody(reference, { state: 'GO', city: '5300108' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await register(app, invalid, address)).statusCode).toBe(400);
    }
    const refused = await register(app, registrationBody(reference), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
