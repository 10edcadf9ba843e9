import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { settings } from '../../db/schema/admin.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signedInAdmin } from '../../test/personas.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  cookie = (await signedInAdmin(app, db, 'master')).cookie;
});
afterAll(() => close());

const create = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: { cookie },
    payload: payload as object,
  });
const update = (id: number | string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${id}`,
    headers: { cookie },
    payload: payload as object,
  });
const remove = (id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/settings/${id}`, headers: { cookie } });
const list = async () =>
  (await app.inject({ url: '/api/admin/settings', headers: { cookie } })).json().items as {
    id: number;
    key: string;
    value: string;
    createdAt: string;
  }[];
const stored = () => db.select().from(settings).orderBy(settings.id);
const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(auditLog.id);

describe('discount settings', () => {
  it('creates, lists newest first, edits and deletes, each audited with the SPEC toasts', async () => {
    const first = await create({ key: '  desconto_padrao ', value: ' 15 ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Configuração criada com sucesso!',
      setting: { key: 'desconto_padrao', value: '15' },
    });
    const second = await create({ key: 'desconto_maximo', value: '60' });
    const firstId = first.json().setting.id as number;
    const secondId = second.json().setting.id as number;
    const keys = (await list()).map((row) => row.key);
    expect(keys.indexOf('desconto_maximo')).toBeLessThan(keys.indexOf('desconto_padrao'));

    const edited = await update(firstId, { key: 'desconto_padrao', value: '20' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Configuração atualizada com sucesso!',
      setting: { id: firstId, value: '20' },
    });

    const deleted = await remove(secondId);
    expect(deleted.json()).toEqual({ message: 'Configuração excluída com sucesso!' });
    expect((await list()).some((row) => row.id === secondId)).toBe(false);

    expect((await auditOf(firstId)).map((row) => [row.action, row.summary, row.details])).toEqual([
      ['setting.created', 'criou a configuração "desconto_padrao"', { key: 'desconto_padrao' }],
      ['setting.updated', 'alterou a configuração "desconto_padrao"', { changed: ['value'] }],
    ]);
    expect((await auditOf(secondId)).map((row) => row.action)).toEqual([
      'setting.created',
      'setting.deleted',
    ]);
    await remove(firstId);
  });

  it('keeps keys unique whatever their case, on create and on rename (409, nothing written)', async () => {
    const a = (await create({ key: 'chave_unica', value: '1' })).json().setting.id as number;
    const b = (await create({ key: 'outra_chave', value: '2' })).json().setting.id as number;
    const before = await stored();
    for (const response of [
      await create({ key: 'chave_unica', value: '3' }),
      await create({ key: ' CHAVE_UNICA ', value: '3' }),
      await update(b, { key: 'Chave_Unica', value: '2' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Já existe uma configuração com este nome.');
    }
    expect(await stored()).toEqual(before);
    // Its own key, in another case, is not a clash.
    expect((await update(a, { key: 'CHAVE_UNICA', value: '1' })).statusCode).toBe(200);
    await remove(a);
    await remove(b);
  });

  it('two creations of one key in two cases at once: one is saved, the other is a 409', async () => {
    const answers = await Promise.all([
      create({ key: 'corrida_chave', value: '1' }),
      create({ key: 'CORRIDA_CHAVE', value: '2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const kept = (await stored()).filter((row) => row.key.toLowerCase() === 'corrida_chave');
    expect(kept).toHaveLength(1);
    // The database refuses it too, whatever the API checks first (migration 0011).
    await expect(
      db.insert(settings).values({ key: 'Corrida_Chave', value: '3' }),
    ).rejects.toThrow();
    await remove(kept[0]!.id);
  });

  it('refuses bad input with a Portuguese 400 and writes nothing', async () => {
    const id = (await create({ key: 'para_editar', value: 'x' })).json().setting.id as number;
    const before = await stored();
    const cases: [unknown, string][] = [
      [{}, 'Nome é obrigatório'],
      [{ key: '', value: '1' }, 'Nome é obrigatório'],
      [{ key: '   ', value: '1' }, 'Nome é obrigatório'],
      [{ key: 'k', value: '   ' }, 'Valor é obrigatório'],
      [{ key: 'k' }, 'Valor é obrigatório'],
      [{ key: 'x'.repeat(10_000), value: '1' }, 'O nome deve ter no máximo 100 caracteres.'],
      [{ key: 'k', value: 'x'.repeat(10_000) }, 'O valor deve ter no máximo 1000 caracteres.'],
      [{ key: 'k', value: 5 }, 'Valor é obrigatório'],
      [{ key: 'k', value: '1', id: 3 }, 'Dados inválidos.'],
      [{ key: 'k', value: '1', createdAt: '2020-01-01' }, 'Dados inválidos.'],
      [null, 'Dados inválidos.'],
      [[], 'Dados inválidos.'],
    ];
    for (const [payload, message] of cases) {
      for (const response of [await create(payload), await update(id, payload)]) {
        expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    }
    expect(await stored()).toEqual(before);
    await remove(id);
  });

  it('pages the list (10 a page) and searches key and value, % and _ taken literally', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      ids.push(
        (await create({ key: `pagina_${index}`, value: index === 3 ? '50%_off' : 'v' })).json()
          .setting.id,
      );
    }
    const page = async (query: string) =>
      (await app.inject({ url: `/api/admin/settings?${query}`, headers: { cookie } })).json();
    const first = await page('q=pagina_');
    expect(first.items.map((row: { key: string }) => row.key)[0]).toBe('pagina_10');
    expect(first).toMatchObject({ page: 0, pageSize: 10, hasNextPage: true });
    expect((await page('q=pagina_&page=1')).items.map((row: { key: string }) => row.key)).toEqual([
      'pagina_0',
    ]);
    expect((await page('q=0%25_')).items.map((row: { key: string }) => row.key)).toEqual([
      'pagina_3',
    ]);
    const bad = await app.inject({ url: '/api/admin/settings?ordem=x', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Parâmetro não permitido: ordem');
    for (const id of ids) await remove(id);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    for (const response of [
      await update(999_999, { key: 'k', value: '1' }),
      await remove(999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Configuração não encontrada.');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 'x'.repeat(90)]) {
      const response = await remove(bad);
      expect(response.statusCode, bad.slice(0, 20)).toBe(400);
      expect(response.json().error.message).toBe('Identificador de configuração inválido.');
    }
  });
});

describe('filtro_descontos: the discounts the search filters offer', () => {
  const siteOptions = async () =>
    (await app.inject({ url: '/api/site' })).json().discountOptions as number[];

  it('is read by the public site details; the default while absent', async () => {
    expect(await siteOptions()).toEqual([10, 20, 30, 40, 50]);
    const created = await create({ key: 'filtro_descontos', value: '25, 5,15' });
    expect(created.statusCode).toBe(201);
    expect(await siteOptions()).toEqual([5, 15, 25]);
    const id = created.json().setting.id as number;
    await update(id, { key: 'filtro_descontos', value: '70' });
    expect(await siteOptions()).toEqual([70]);
    await remove(id);
    expect(await siteOptions()).toEqual([10, 20, 30, 40, 50]);
  });

  it('refuses a value that is not a list of 1 to 10 distinct whole percentages', async () => {
    const before = await stored();
    for (const value of [
      'abc',
      '0',
      '101',
      '10,10',
      '10,,20',
      '1.5',
      '-5',
      '1,2,3,4,5,6,7,8,9,10,11',
    ]) {
      const response = await create({ key: 'Filtro_Descontos', value });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.message).toBe(
        'Use de 1 a 10 percentuais inteiros entre 1 e 100, diferentes entre si e separados por vírgula (ex.: 10, 20, 30).',
      );
    }
    expect(await stored()).toEqual(before);
  });
});
