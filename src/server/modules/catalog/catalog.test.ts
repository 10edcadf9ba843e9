import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { areas, specialties } from '../../db/schema/reference.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const SCREENS = [
  {
    kind: 'specialty',
    path: '/api/admin/specialties',
    table: specialties,
    empty: 'O nome da especialidade não pode ser vazio',
    tooLong: 'O nome da especialidade deve ter no máximo 80 caracteres.',
    notFound: 'Especialidade não encontrada.',
    invalidId: 'Especialidade inválida.',
    duplicate: (name: string) => `Já existe a especialidade "${name}".`,
    created: 'Especialidade criada com sucesso',
    updated: 'Especialidade atualizada com sucesso',
    deleted: 'Especialidade excluída com sucesso',
  },
  {
    kind: 'area',
    path: '/api/admin/areas',
    table: areas,
    empty: 'O nome da área não pode estar vazio',
    tooLong: 'O nome da área deve ter no máximo 80 caracteres.',
    notFound: 'Área não encontrada.',
    invalidId: 'Área inválida.',
    duplicate: (name: string) => `Já existe a área "${name}".`,
    created: 'Área adicionada com sucesso',
    updated: 'Área atualizada com sucesso',
    deleted: 'Área excluída com sucesso',
  },
] as const;

let counter = 0;
/** A name no other test uses, so the tests of one file share the database safely. */
const unique = (base: string) => `${base} ${String.fromCharCode(65 + (counter++ % 26))}${counter}`;

async function snapshot(table: typeof specialties) {
  const rows = await db.select().from(table).orderBy(table.id);
  const [audit] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog);
  return { rows, audit: audit?.total };
}

describe.each(SCREENS)('$path', (screen) => {
  const table = screen.table as typeof specialties;

  async function create(name: string) {
    const response = await call('POST', screen.path, { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().item as { id: number; name: string; providerCount: number };
  }

  it('adds a trimmed name, audited in the same transaction, and answers the SPEC toast', async () => {
    const name = unique('Nome Novo');
    const response = await call('POST', screen.path, { name: `   ${name.replace(' ', '   ')}  ` });
    expect(response.statusCode).toBe(201);
    const { message, item } = response.json();
    expect(message).toBe(screen.created);
    expect(item).toEqual({ id: expect.any(Number), name, providerCount: 0 });
    const [stored] = await db.select().from(table).where(eq(table.id, item.id));
    expect(stored?.name).toBe(name);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(entry).toMatchObject({
      action: `${screen.kind}.created`,
      entityType: screen.kind,
      summary: expect.stringContaining(`"${name}"`),
    });
  });

  it.each([
    ['an empty name', { name: '' }, 'empty'],
    ['only spaces', { name: '   \t ' }, 'empty'],
    ['only invisible characters', { name: '\u200b\u200b' }, 'empty'],
    ['no name', {}, 'empty'],
    ['a number', { name: 42 }, 'empty'],
    ['10 000 characters', { name: 'a'.repeat(10_000) }, 'tooLong'],
  ] as const)('refuses %s with a Portuguese 400, writing nothing', async (_case, body, key) => {
    const before = await snapshot(table);
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? screen.path : `${screen.path}/${before.rows[0]!.id}`;
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message: screen[key], field: 'name' });
    }
    expect(await snapshot(table)).toEqual(before);
  });

  it('refuses extra keys and bodies that are not objects', async () => {
    const before = await snapshot(table);
    const extra = await call('POST', screen.path, { name: unique('Extra'), id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toBe('Campo não permitido: id');
    const list = await call('POST', screen.path, ['Cardiologia']);
    expect(list.statusCode).toBe(400);
    expect(list.json().error.message).toBe('Dados inválidos.');
    expect(await snapshot(table)).toEqual(before);
  });

  it('refuses a name that differs only in case, accents or spaces, naming the existing one', async () => {
    const name = unique('Ortopedia Avançada');
    await create(name);
    const before = await snapshot(table);
    const lookalikes = [
      name.toLowerCase(),
      `  ${name.toUpperCase()} `,
      name.replace('ç', 'c'),
      name.replace('Ortopedia', 'Ortopédia'),
      name.replace(' ', '  '),
    ];
    for (const lookalike of lookalikes) {
      const response = await call('POST', screen.path, { name: lookalike });
      expect(response.statusCode, lookalike).toBe(409);
      expect(response.json().error).toMatchObject({
        message: screen.duplicate(name),
        field: 'name',
      });
    }
    expect(await snapshot(table)).toEqual(before);
  });

  it('renames, audited with both names; its own name in another case is allowed', async () => {
    const item = await create(unique('Nome Antigo'));
    const renamed = unique('Nome Atual');
    const response = await call('PUT', `${screen.path}/${item.id}`, { name: renamed });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: screen.updated,
      item: { id: item.id, name: renamed, providerCount: 0 },
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, `${screen.kind}.renamed`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.summary).toContain(`"${item.name}" para "${renamed}"`);

    const recased = await call('PUT', `${screen.path}/${item.id}`, { name: renamed.toUpperCase() });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().item.name).toBe(renamed.toUpperCase());
  });

  it('refuses renaming onto another name, and unknown or malformed ids', async () => {
    const first = await create(unique('Primeiro'));
    const second = await create(unique('Segundo'));
    const before = await snapshot(table);

    const taken = await call('PUT', `${screen.path}/${second.id}`, { name: first.name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(screen.duplicate(first.name));

    for (const method of ['PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { name: unique('Qualquer') } : undefined;
      const unknown = await call(method, `${screen.path}/999999`, body);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(screen.notFound);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const bad = await call(method, `${screen.path}/${id}`, body);
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error.message).toBe(screen.invalidId);
      }
    }
    expect(await snapshot(table)).toEqual(before);
  });

  it('deletes an unused record, audited', async () => {
    const item = await create(unique('Descartável'));
    const response = await call('DELETE', `${screen.path}/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: screen.deleted });
    expect(await db.select().from(table).where(eq(table.id, item.id))).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, `${screen.kind}.deleted`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      entityId: String(item.id),
      summary: expect.stringContaining(item.name),
    });
    const again = await call('DELETE', `${screen.path}/${item.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete a record providers use, saying how many (any status)', async () => {
    const item = await create(unique('Em Uso'));
    const link =
      screen.kind === 'area'
        ? { area: item.name }
        : { specialties: [item.name], area: 'Medicina' as string };
    await insertProvider(db, { companyName: 'Clínica Usa Um', ...link });
    await insertProvider(db, { companyName: 'Clínica Usa Dois', status: 'pending', ...link });
    const before = await snapshot(table);
    const response = await call('DELETE', `${screen.path}/${item.id}`);
    expect(response.statusCode).toBe(409);
    const noun = screen.kind === 'area' ? 'esta área' : 'esta especialidade';
    expect(response.json().error.message).toBe(
      `Não é possível excluir ${noun} pois existem 2 conveniados vinculados a ela.`,
    );
    expect(await snapshot(table)).toEqual(before);
    const listed = await call('GET', `${screen.path}?q=${encodeURIComponent(item.name)}`);
    expect(listed.json().items).toEqual([{ id: item.id, name: item.name, providerCount: 2 }]);
  });

  it('lists 10 a page in name order, accents and case ignored, searching names or the id', async () => {
    const prefix = unique('Lista');
    const names = Array.from(
      { length: 12 },
      (_, index) => `${prefix} ${String(index).padStart(2, '0')}`,
    );
    names[3] = `${prefix} Ábaco`;
    const created = [];
    for (const name of names) created.push(await create(name));

    const search = encodeURIComponent(prefix.toLowerCase());
    const first = (await call('GET', `${screen.path}?q=${search}`)).json();
    expect(first).toMatchObject({ page: 0, pageSize: 10, hasNextPage: true });
    expect(first.items).toHaveLength(10);
    const second = (await call('GET', `${screen.path}?q=${search}&page=1`)).json();
    expect(second).toMatchObject({ page: 1, hasNextPage: false });
    const all = [...first.items, ...second.items].map((item: { name: string }) => item.name);
    // 'Ábaco' after the digits, as 'abaco' sorts after '11'.
    expect(all.at(-1)).toBe(`${prefix} Ábaco`);
    expect(all).toHaveLength(12);

    const accentless = (
      await call('GET', `${screen.path}?q=${encodeURIComponent('ABACO')}`)
    ).json();
    expect(accentless.items.map((item: { name: string }) => item.name)).toContain(
      `${prefix} Ábaco`,
    );
    const byId = (await call('GET', `${screen.path}?q=${created[0]!.id}`)).json();
    expect(byId.items.map((item: { id: number }) => item.id)).toContain(created[0]!.id);
    const byIdDesc = (await call('GET', `${screen.path}?sort=-id`)).json();
    expect(byIdDesc.items[0].id).toBeGreaterThanOrEqual(created.at(-1)!.id);
    const literal = (await call('GET', `${screen.path}?q=${encodeURIComponent('%')}`)).json();
    expect(literal.items).toEqual([]);
  });

  it.each([
    ['page=abc', 'Página inválida.'],
    ['page=-1', 'Página inválida.'],
    ['sort=nome', 'Ordenação inválida.'],
    ['status=active', 'Parâmetro não permitido: status'],
    [`q=${'a'.repeat(101)}`, 'A pesquisa deve ter no máximo 100 caracteres.'],
  ])('refuses the query %s', async (query, message) => {
    const response = await call('GET', `${screen.path}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});
