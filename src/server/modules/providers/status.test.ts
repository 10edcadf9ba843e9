import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { adminRoles } from '../../db/schema/admin.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providers } from '../../db/schema/providers.ts';
import { users } from '../../db/schema/users.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminMasterRoleId, insertUser, signInCookie } from '../../test/test-users.ts';
import { getProfile, signedInProvider } from '../../test/provider-fixtures.ts';
import { referenceIds } from '../../test/provider-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let smtp: SmtpCatcher;
let close: () => Promise<void>;
let reference: Awaited<ReturnType<typeof referenceIds>>;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const test = await createTestApp({ SMTP_URL: smtp.url });
  ({ app, close } = test);
  db = test.database.db;
  reference = await referenceIds(db);
  const admin = await insertUser(db, {
    userType: 'admin',
    adminRoleId: await adminMasterRoleId(db),
  });
  adminId = admin.id;
  adminCookie = await signInCookie(app, admin.email, admin.password);
});
afterAll(async () => {
  await close();
  await smtp.close();
});

const setStatus = (cookie: string | undefined, id: number | string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/providers/${id}/status`,
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('PATCH /api/admin/providers/:id/status', () => {
  it('is for administrators holding providers:update only', async () => {
    const provider = await signedInProvider(app, db, reference);
    expect((await setStatus(undefined, provider.providerId, { status: 'active' })).statusCode).toBe(
      401,
    );
    expect(
      (await setStatus(provider.cookie, provider.providerId, { status: 'active' })).statusCode,
    ).toBe(403);
    const [role] = await db.insert(adminRoles).values({ name: 'Somente leitura' }).returning();
    const reader = await insertUser(db, { userType: 'admin', adminRoleId: role!.id });
    const readerCookie = await signInCookie(app, reader.email, reader.password);
    const refused = await setStatus(readerCookie, provider.providerId, { status: 'active' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await db.select().from(providers).where(eq(providers.id, provider.providerId)))[0]!.status,
    ).toBe('pending');
  });

  it('activates a provider, audits it and e-mails the provider', async () => {
    const provider = await signedInProvider(app, db, reference);
    const response = await setStatus(adminCookie, provider.providerId, { status: 'active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Status do conveniado atualizado com sucesso',
      provider: { id: provider.providerId, status: 'active', rejectionReason: null },
    });
    expect((await getProfile(app, provider.cookie)).json().provider.status).toBe('active');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'provider.status_changed'));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      entityId: String(provider.providerId),
      details: { from: 'pending', to: 'active', withReason: false },
    });
    const [owner] = await db.select().from(users).where(eq(users.id, provider.userId));
    const mail = smtp.to(owner!.email).at(-1)!;
    // The catcher's subject decoding may leave a space where the encoded words were split.
    expect(mail.subject).toContain('Atualização do seu cadastro de conveniado');
    expect(mail.text).toContain(
      'seu cadastro foi aprovado e seu perfil está visível na plataforma.',
    );
    // Approved: the e-mail links to the public page people will now find.
    expect(mail.text).toContain(`http://localhost:3000/conveniado/${provider.providerId}`);
  });

  it('rejects with a reason the provider sees, and clears it on a later change', async () => {
    const provider = await signedInProvider(app, db, reference);
    const reason = 'Documento do responsável técnico ilegível.';
    await setStatus(adminCookie, provider.providerId, { status: 'reprovado', reason });
    expect((await getProfile(app, provider.cookie)).json().provider).toMatchObject({
      status: 'reprovado',
      rejectionReason: reason,
    });
    const [owner] = await db.select().from(users).where(eq(users.id, provider.userId));
    expect(smtp.to(owner!.email).at(-1)!.text).toContain(`Motivo: ${reason}`);
    await setStatus(adminCookie, provider.providerId, { status: 'pending', reason: 'ignorado' });
    expect((await getProfile(app, provider.cookie)).json().provider).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('needs a reason to reject, of at most 1000 characters, and changes nothing otherwise', async () => {
    const provider = await signedInProvider(app, db, reference);
    for (const [payload, message] of [
      [{ status: 'reprovado' }, 'Informe o motivo da reprovação.'],
      [{ status: 'reprovado', reason: '   ' }, 'Informe o motivo da reprovação.'],
      [
        { status: 'reprovado', reason: 'x'.repeat(1001) },
        'O motivo deve ter no máximo 1000 caracteres.',
      ],
      [{ status: 'reprovado', reason: 42 }, 'Motivo inválido.'],
      [{ status: 'active', featured: true }, 'Dados inválidos.'],
    ] as const) {
      const response = await setStatus(adminCookie, provider.providerId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await getProfile(app, provider.cookie)).json().provider.status).toBe('pending');
  });

  it('an approved provider is found by the search at once; a deactivated one is gone at once', async () => {
    const provider = await signedInProvider(app, db, reference);
    const name = encodeURIComponent(provider.body.companyName);
    const search = async () =>
      (await app.inject({ url: `/api/providers?q=${name}` }))
        .json()
        .items.map((item: { id: number }) => item.id);
    expect(await search()).toEqual([]);
    await setStatus(adminCookie, provider.providerId, { status: 'active' });
    expect(await search()).toEqual([provider.providerId]);
    expect((await app.inject({ url: `/api/providers/${provider.providerId}` })).statusCode).toBe(
      200,
    );
    await setStatus(adminCookie, provider.providerId, { status: 'inactive' });
    expect(await search()).toEqual([]);
    expect((await app.inject({ url: `/api/providers/${provider.providerId}` })).statusCode).toBe(
      404,
    );
    const [owner] = await db.select().from(users).where(eq(users.id, provider.userId));
    expect(smtp.to(owner!.email).at(-1)!.text).toContain('seu perfil foi inativado');
  });

  it('answers 400 for a bad status or id and 404 for an unknown provider', async () => {
    const bad = await setStatus(adminCookie, 1, { status: 'aprovado' });
    expect(bad.json().error).toMatchObject({ message: 'Status inválido.', field: 'status' });
    expect((await setStatus(adminCookie, 'abc', { status: 'active' })).json().error.message).toBe(
      'ID do conveniado inválido',
    );
    const missing = await setStatus(adminCookie, 999999, { status: 'active' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Conveniado não encontrado');
  });
});
