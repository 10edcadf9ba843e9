import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { providerSpecialties, providers } from '../../db/schema/providers.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { getProfile, referenceIds, signedInProvider } from '../../test/provider-fixtures.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let cookie: string;
let adminId: string;
let reference: Awaited<ReturnType<typeof referenceIds>>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  reference = await referenceIds(db);
  const admin = await signedInAdmin(app, db, 'master');
  cookie = admin.cookie;
  adminId = admin.id;
});
afterAll(() => close());

const list = (query: string) =>
  app.inject({ url: `/api/admin/providers?${query}`, headers: { cookie } });
const details = (id: number | string) =>
  app.inject({ url: `/api/admin/providers/${id}`, headers: { cookie } });
const put = (id: number, payload: object, ifMatch?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/providers/${id}`,
    headers: { cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload,
  });
const rowOf = async (id: number) =>
  (await db.select().from(providers).where(eq(providers.id, id)))[0];

describe('GET /api/admin/providers', () => {
  it('finds by any word of the names, accents ignored, or by the start of the CPF/CNPJ', async () => {
    const tag = `Xarope${Date.now()}`;
    const ana = await insertProvider(db, {
      companyName: `Clínica São Tomé ${tag}`,
      status: 'pending',
    });
    const bia = await insertProvider(db, {
      companyName: `Odonto ${tag}`,
      tradeName: 'Sorriso Ltda',
      status: 'inactive',
    });
    const byName = (await list(`q=${encodeURIComponent(`sao tome ${tag.toLowerCase()}`)}`)).json();
    expect(byName.items.map((item: { id: number }) => item.id)).toEqual([ana]);
    expect(byName.items[0]).toEqual({
      id: ana,
      companyName: `Clínica São Tomé ${tag}`,
      tradeName: `Clínica São Tomé ${tag} Ltda`,
      cpfCnpj: expect.stringMatching(/^\d{14}$/),
      status: 'pending',
    });
    const byTradeName = (await list(`q=${encodeURIComponent(`sorriso ${tag}`)}`)).json();
    expect(byTradeName.items.map((item: { id: number }) => item.id)).toEqual([bia]);

    const document = (await rowOf(bia))!.cpfCnpj;
    const typed = `${document.slice(0, 2)}.${document.slice(2, 5)}.${document.slice(5, 8)}`;
    const byDocument = (await list(`q=${encodeURIComponent(typed)}`)).json();
    expect(byDocument.items.map((item: { id: number }) => item.id)).toContain(bia);
    for (const item of byDocument.items)
      expect(item.cpfCnpj.startsWith(document.slice(0, 8))).toBe(true);
  });

  it('filters by status, sorts by a column and pages by 10 with hasNextPage', async () => {
    const tag = `Paginacao${Date.now()}`;
    for (let index = 0; index < 12; index++) {
      await insertProvider(db, {
        companyName: `${tag} ${String.fromCharCode(65 + index)}`,
        status: index % 2 === 0 ? 'reprovado' : 'active',
      });
    }
    const first = (await list(`q=${tag}&sort=companyName`)).json();
    expect(first).toMatchObject({ page: 0, pageSize: 10, hasNextPage: true });
    expect(first.items.map((item: { companyName: string }) => item.companyName.slice(-1))).toEqual(
      'ABCDEFGHIJ'.split(''),
    );
    const second = (await list(`q=${tag}&sort=companyName&page=1`)).json();
    expect(second.hasNextPage).toBe(false);
    expect(second.items.map((item: { companyName: string }) => item.companyName.slice(-1))).toEqual(
      ['K', 'L'],
    );
    const descending = (await list(`q=${tag}&sort=-companyName`)).json();
    expect(descending.items[0].companyName.endsWith(' L')).toBe(true);
    const rejected = (await list(`q=${tag}&status=reprovado`)).json();
    expect(rejected.items).toHaveLength(6);
    expect(rejected.hasNextPage).toBe(false);
    for (const item of rejected.items) expect(item.status).toBe('reprovado');
    expect((await list(`q=${tag}&status=pending`)).json().items).toEqual([]);
  });

  it('refuses bad parameters with a Portuguese message', async () => {
    const cases: [string, string][] = [
      ['page=-1', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['page=10001', 'Página inválida.'],
      ['sort=cpfCnpj', 'Ordenação inválida.'],
      ['status=aprovado', 'Status inválido.'],
      [`q=${'a'.repeat(101)}`, 'A pesquisa deve ter no máximo 100 caracteres.'],
      ['q=a&q=b', 'A pesquisa deve ter no máximo 100 caracteres.'],
      ['userId=1', 'Parâmetro não permitido: userId'],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBe(message);
    }
  });
});

describe('GET /api/admin/providers/:id', () => {
  it('shows every stored field, the names of its references, the account and a version', async () => {
    const provider = await signedInProvider(app, db, reference);
    const response = await details(provider.providerId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json().provider;
    expect(body).toMatchObject({
      id: provider.providerId,
      status: 'pending',
      companyName: provider.body.companyName,
      cpfCnpj: expect.stringMatching(/^\d{11}$|^\d{14}$/),
      responsibleName: 'Maria Responsável',
      observations: 'Atendimento com hora marcada.',
      phone: '6436311234',
      cityName: 'Jataí',
      stateName: 'Goiás',
      areaName: expect.any(String),
      featured: false,
      owner: { id: provider.userId, email: expect.stringContaining('@') },
    });
    expect(body.specialties).toHaveLength(2);
    expect(response.headers.etag).toBe(`"${body.version}"`);
  });

  it("answers 404 'Conveniado não encontrado' and 400 for an id that is not one", async () => {
    const missing = await details(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Conveniado não encontrado');
    for (const id of ['abc', 'NaN', '1.5', '-1']) {
      const response = await details(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.message).toBe('ID do conveniado inválido');
    }
  });
});

describe('PUT /api/admin/providers/:id', () => {
  it('saves the fields and the specialties, audits the changed field names, answers a new version', async () => {
    const provider = await signedInProvider(app, db, reference);
    const version = (await details(provider.providerId)).headers.etag as string;
    const response = await put(
      provider.providerId,
      { ...provider.body, discount: '35', specialties: [reference.specialtyIds[2]] },
      version,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Conveniado atualizado com sucesso!',
      provider: { discount: 35, specialties: [{ id: reference.specialtyIds[2] }] },
    });
    expect(response.headers.etag).not.toBe(version);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(provider.providerId)));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      action: 'provider.updated',
      summary: `editou o conveniado "${provider.body.companyName}"`,
      details: { fields: ['discount', 'specialties'] },
    });
  });

  it('refuses a stale version, a missing one, extra keys and an unknown id, changing nothing', async () => {
    const provider = await signedInProvider(app, db, reference);
    const version = (await details(provider.providerId)).headers.etag as string;
    // The provider saves their own profile after the admin opened the form.
    const own = await app.inject({
      method: 'PUT',
      url: '/api/me/provider',
      headers: { cookie: provider.cookie },
      payload: { ...provider.body, discount: '20' },
    });
    expect(own.statusCode).toBe(200);
    const before = await rowOf(provider.providerId);

    const stale = await put(provider.providerId, { ...provider.body, discount: '50' }, version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Este conveniado foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual antes de salvar.',
    );
    const missing = await put(provider.providerId, provider.body);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error.message).toBe(
      'Versão do conveniado ausente. Recarregue a página e tente novamente.',
    );
    const current = (await details(provider.providerId)).headers.etag as string;
    for (const extra of [{ status: 'active' }, { userId: adminId }, { ads: 'ads' }]) {
      const response = await put(provider.providerId, { ...provider.body, ...extra }, current);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`Campo não permitido: ${Object.keys(extra)[0]}`);
    }
    const wrongType = await put(
      provider.providerId,
      { ...provider.body, discount: ['12'] },
      current,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(await rowOf(provider.providerId)).toEqual(before);
    const unknown = await put(99_999_999, provider.body, current);
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the required fields of the field configuration, like the registration', async () => {
    const provider = await signedInProvider(app, db, reference);
    const version = (await details(provider.providerId)).headers.etag as string;
    const response = await put(
      provider.providerId,
      { ...provider.body, companyName: ' ' },
      version,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'companyName',
      message: 'Por favor, preencha todos os campos obrigatórios de informações do conveniado',
    });
  });
});

describe('DELETE /api/admin/providers/:id', () => {
  it('removes the provider and its links in one go, keeps the account, audits it', async () => {
    const provider = await signedInProvider(app, db, reference);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/providers/${provider.providerId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Conveniado excluído com sucesso' });
    expect(await rowOf(provider.providerId)).toBeUndefined();
    const links = await db
      .select()
      .from(providerSpecialties)
      .where(eq(providerSpecialties.providerId, provider.providerId));
    expect(links).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, provider.userId))).toHaveLength(1);
    const profile = await getProfile(app, provider.cookie);
    expect(profile.json().error.message).toBe('Você não possui um perfil de conveniado');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'provider.deleted'));
    expect(entry?.summary).toMatch(/^excluiu o conveniado "/);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/providers/${provider.providerId}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
