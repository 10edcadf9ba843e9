import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providerSpecialties, providers } from '../../db/schema/providers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminMasterRoleId, insertUser, signInCookie } from '../../test/test-users.ts';
import { referenceIds } from '../../test/provider-fixtures.ts';
import {
  getProfile,
  profileBody,
  putProfile,
  signedInProvider,
} from '../../test/provider-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let reference: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  reference = await referenceIds(db);
});
afterAll(() => close());

const rowOf = async (id: number) =>
  (await db.select().from(providers).where(eq(providers.id, id)))[0]!;
const linksOf = async (id: number) =>
  (
    await db
      .select({ id: providerSpecialties.specialtyId })
      .from(providerSpecialties)
      .where(eq(providerSpecialties.providerId, id))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe('GET /api/me/provider', () => {
  it('needs a session, a provider account and a provider record', async () => {
    const anonymous = await getProfile(app, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(
      'Você precisa estar logado para acessar esta página',
    );

    const person = await insertUser(db);
    const asUser = await getProfile(app, await signInCookie(app, person.email, person.password));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().error.message).toBe('Você não tem permissão para acessar esta área');

    const orphan = await insertUser(db, { userType: 'provider' });
    const cookie = await signInCookie(app, orphan.email, orphan.password);
    for (const response of [
      await getProfile(app, cookie),
      await putProfile(app, cookie, profileBody(reference)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NO_PROVIDER_PROFILE',
        message: 'Você não possui um perfil de conveniado',
      });
    }
  });

  it('serves an administrator who also runs a provider record (Meu Perfil Conveniado)', async () => {
    const admin = await signedInProvider(app, db, reference, {
      userType: 'admin',
      adminRoleId: await adminMasterRoleId(db),
    });
    const response = await getProfile(app, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().provider.id).toBe(admin.providerId);
    const saved = await putProfile(app, admin.cookie, { ...admin.body, discount: '12' });
    expect(saved.json().provider.discount).toBe(12);
  });

  it('answers each provider with their own record only', async () => {
    const a = await signedInProvider(app, db, reference);
    const b = await signedInProvider(app, db, reference);
    const mine = (await getProfile(app, a.cookie)).json().provider;
    expect(mine).toMatchObject({
      id: a.providerId,
      status: 'pending',
      rejectionReason: null,
      companyName: a.body.companyName,
      phone: '6436311234',
      stateId: 'GO',
      cityId: 5211909,
    });
    expect(mine.specialties.map((item: { id: number }) => item.id).sort()).toEqual(
      reference.specialtyIds.slice(0, 2).sort(),
    );
    expect((await getProfile(app, b.cookie)).json().provider.id).toBe(b.providerId);
  });
});

describe('PUT /api/me/provider', () => {
  it("changes the caller's record only, and audits the names of the changed fields", async () => {
    const a = await signedInProvider(app, db, reference);
    const b = await signedInProvider(app, db, reference);
    const bBefore = await rowOf(b.providerId);
    const response = await putProfile(app, a.cookie, {
      ...a.body,
      discount: '40',
      phone: '(64) 3631-9999',
      observations: 'Novo horário.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Perfil atualizado com sucesso!',
      provider: { id: a.providerId, discount: 40, phone: '6436319999', status: 'pending' },
    });
    expect(await rowOf(b.providerId)).toEqual(bBefore);
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, String(a.providerId)),
          eq(auditLog.action, 'provider.profile_updated'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: a.userId,
      entityType: 'provider',
      details: { fields: ['phone', 'discount', 'observations'] },
    });
    expect(JSON.stringify(entries[0]!.details)).not.toContain('6436319999');
  });

  it('refuses status, ads, user_id, rejection_reason and ids, changing nothing', async () => {
    const a = await signedInProvider(app, db, reference);
    const before = await rowOf(a.providerId);
    for (const key of [
      'status',
      'ads',
      'user_id',
      'userId',
      'rejection_reason',
      'rejectionReason',
      'id',
    ]) {
      const response = await putProfile(app, a.cookie, {
        ...a.body,
        discount: '99',
        [key]: key === 'ads' ? 'ads' : 'active',
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.message).toBe(`Campo não permitido: ${key}`);
    }
    expect(await rowOf(a.providerId)).toEqual(before);
  });

  it('checks the self-profile fields in the order of SPEC §5', async () => {
    const a = await signedInProvider(app, db, reference);
    const refusal = async (overrides: Record<string, unknown>) =>
      (await putProfile(app, a.cookie, { ...a.body, ...overrides })).json().error;
    const info = 'Por favor, preencha todos os campos obrigatórios de informações do conveniado';
    expect(await refusal({ companyName: '', phone: '', city: '' })).toMatchObject({
      message: info,
      field: 'companyName',
    });
    expect(await refusal({ responsibleName: '', phone: '' })).toMatchObject({
      message: info,
      field: 'responsibleName',
    });
    expect(await refusal({ phone: '', address: '' })).toMatchObject({
      message: 'Por favor, forneça pelo menos um telefone para contato',
      field: 'phone',
    });
    expect(await refusal({ state: '', area: '' })).toMatchObject({
      message: 'Por favor, preencha os campos obrigatórios de endereço',
      field: 'state',
    });
    expect(await refusal({ area: '' })).toMatchObject({
      message: 'Por favor, preencha os seguintes campos obrigatórios: Área de Atuação',
      field: 'area',
    });
    expect(await refusal({ cpfCnpj: '123.456.789-00' })).toMatchObject({
      message: 'CPF/CNPJ inválido.',
      field: 'cpfCnpj',
    });
    expect(await refusal({ state: 'SP' })).toMatchObject({
      message: 'A cidade selecionada não pertence ao estado informado.',
      field: 'city',
    });
  });

  it("may change the CPF/CNPJ, but not to another provider's", async () => {
    const a = await signedInProvider(app, db, reference);
    const b = await signedInProvider(app, db, reference);
    const taken = await putProfile(app, a.cookie, { ...a.body, cpfCnpj: b.body.cpfCnpj });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'Este CPF/CNPJ já está cadastrado.',
      field: 'cpfCnpj',
    });
    const changed = await putProfile(app, a.cookie, { ...a.body, cpfCnpj: '529.982.247-25' });
    expect(changed.json().provider.cpfCnpj).toBe('52998224725');
  });

  it('replaces the specialties atomically: a failed insert keeps the old set and the old fields', async () => {
    const a = await signedInProvider(app, db, reference);
    const [first, second, third] = reference.specialtyIds as [number, number, number];
    const before = await rowOf(a.providerId);
    const failed = await putProfile(app, a.cookie, {
      ...a.body,
      discount: '50',
      specialties: [third, 999999],
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error).toMatchObject({
      message:
        'Erro ao atualizar perfil: uma ou mais especialidades selecionadas não existem mais.',
      field: 'specialties',
    });
    expect(await linksOf(a.providerId)).toEqual([first, second].sort((x, y) => x - y));
    expect(await rowOf(a.providerId)).toEqual(before);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(a.providerId)));
    expect(audits).toEqual([]);

    const replaced = await putProfile(app, a.cookie, {
      ...a.body,
      specialties: [third, third, first],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await linksOf(a.providerId)).toEqual([first, third].sort((x, y) => x - y));
  });
});
