import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { fieldConfigurations } from '../../db/schema/admin.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let database: DatabaseHandle;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  database = test.database;
  db = database.db;
  cookie = (await signedInAdmin(app, db, 'master')).cookie;
});
afterAll(() => close());

type Row = {
  id: number;
  fieldName: string;
  label: string;
  isRequired: boolean;
  isPublicVisible: boolean;
  isLoggedinVisible: boolean;
};

const list = async () =>
  (await app.inject({ url: '/api/admin/fields', headers: { cookie } })).json() as {
    fields: Row[];
    missing: { fieldName: string; label: string }[];
  };
const rowOf = async (fieldName: string) =>
  (await list()).fields.find((row) => row.fieldName === fieldName)!;
const save = (payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/fields',
    headers: { cookie },
    payload: payload as object,
  });
const flagsOf = ({ id, isRequired, isPublicVisible, isLoggedinVisible }: Row) => ({
  id,
  isRequired,
  isPublicVisible,
  isLoggedinVisible,
});
const storedRows = () => db.select().from(fieldConfigurations).orderBy(fieldConfigurations.id);

describe('GET /api/admin/fields', () => {
  it('lists every configured field with its id and the known fields that have none', async () => {
    const { fields, missing } = await list();
    expect(fields.length).toBeGreaterThan(0);
    expect(fields[0]).toEqual({
      id: expect.any(Number),
      fieldName: expect.any(String),
      label: expect.any(String),
      isRequired: expect.any(Boolean),
      isPublicVisible: expect.any(Boolean),
      isLoggedinVisible: expect.any(Boolean),
    });
    expect(missing).toEqual([]);
  });
});

describe('PUT /api/admin/fields', () => {
  it('hides a field from visitors at once (no restart, no 5 s wait) while signed-in people still see it', async () => {
    const id = await insertProvider(db, { companyName: 'Clínica Campos Visíveis' });
    const user = await insertUser(db);
    const userCookie = await signInCookie(app, user.email, user.password);
    const detail = (headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/providers/${id}`, headers });
    // Read once, so the visibility rules are cached before the change.
    const before = await detail();
    expect(before.json()).toHaveProperty('crNumber');
    const row = await rowOf('crNumber');

    const response = await save({
      fields: [{ ...flagsOf(row), isPublicVisible: false, isLoggedinVisible: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Configurações de campos salvas com sucesso!');

    const after = await detail();
    expect(after.json()).not.toHaveProperty('crNumber');
    // The service worker drops visitor answers kept under another version (public/sw.js).
    expect(after.headers['x-fields-version']).toMatch(/^[0-9a-z]+$/);
    expect(after.headers['x-fields-version']).not.toBe(before.headers['x-fields-version']);
    const signedIn = await detail({ cookie: userCookie });
    expect(signedIn.json()).toHaveProperty('crNumber');
    expect(signedIn.headers['x-fields-version']).toBeUndefined();
    // Still on a temporary password: signed in, but shown what a visitor is.
    const temporary = await insertUser(db, { mustChangePassword: true });
    const temporaryCookie = await signInCookie(app, temporary.email, temporary.password);
    expect((await detail({ cookie: temporaryCookie })).json()).not.toHaveProperty('crNumber');
    // The search cards carry fewer fields: WhatsApp is one of them.
    const whatsapp = await rowOf('whatsapp');
    const search = () => app.inject({ url: '/api/providers?q=campos%20visiveis' });
    expect((await search()).json().items[0]).toHaveProperty('whatsapp');
    await save({ fields: [{ ...flagsOf(whatsapp), isPublicVisible: false }] });
    expect((await search()).json().items[0]).not.toHaveProperty('whatsapp');
    await save({ fields: [flagsOf(whatsapp)] });
    // The public form's configuration says so too.
    const publicRows = (await app.inject({ url: '/api/field-configurations' })).json() as Row[];
    expect(publicRows.find((r) => r.fieldName === 'crNumber')?.isPublicVisible).toBe(false);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'field_configuration.updated'));
    expect(audit?.summary).toBe(
      'alterou a configuração dos campos "Número do Registro Profissional (CR)"',
    );
    expect(audit?.details).toEqual({ fields: ['crNumber'] });

    await save({ fields: [flagsOf(row)] });
    expect((await detail()).json()).toHaveProperty('crNumber');
  });

  it('makes a field required for the registration and the admin forms at once', async () => {
    const row = await rowOf('neighborhood');
    await save({ fields: [{ ...flagsOf(row), isRequired: true }] });
    const publicRows = (await app.inject({ url: '/api/field-configurations' })).json() as Row[];
    expect(publicRows.find((r) => r.fieldName === 'neighborhood')?.isRequired).toBe(true);
    await save({ fields: [flagsOf(row)] });
  });

  it('saves several rows in one transaction: one unknown id and nothing changes', async () => {
    const before = await storedRows();
    const [first] = (await list()).fields;
    const response = await save({
      fields: [
        { ...flagsOf(first!), isRequired: !first!.isRequired },
        { id: 999_999, isRequired: true, isPublicVisible: true, isLoggedinVisible: true },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'Configuração de campo não encontrada. Recarregue a página e tente de novo.',
    );
    expect(await storedRows()).toEqual(before);
  });

  it('refuses bad input with a Portuguese 400 and changes nothing', async () => {
    const before = await storedRows();
    const [first] = (await list()).fields;
    const ok = flagsOf(first!);
    const cases: [unknown, string][] = [
      [{}, 'Dados inválidos.'],
      [{ fields: [] }, 'Nenhum campo para salvar.'],
      [{ fields: [ok, ok] }, 'Um campo aparece mais de uma vez.'],
      [{ fields: [{ ...ok, isRequired: 'sim' }] }, 'Cada opção deve ser verdadeira ou falsa.'],
      [{ fields: [{ ...ok, isRequired: '' }] }, 'Cada opção deve ser verdadeira ou falsa.'],
      [{ fields: [{ ...ok, id: 'x'.repeat(10_000) }] }, 'Identificador de campo inválido.'],
      [{ fields: [{ ...ok, id: -1 }] }, 'Identificador de campo inválido.'],
      // Past PostgreSQL's integer: refused here, not by the database (which would be a 500).
      [{ fields: [{ ...ok, id: 3_000_000_000 }] }, 'Identificador de campo inválido.'],
      [{ fields: [{ ...ok, fieldName: 'phone' }] }, 'Dados inválidos.'],
      [{ fields: [ok], extra: true }, 'Dados inválidos.'],
      // A row that is not an object: ours, not zod's 'Entrada inválida: esperava…' (issue 14).
      [{ fields: [''] }, 'Dados inválidos.'],
      [{ fields: [ok, 5] }, 'Dados inválidos.'],
      [
        { fields: Array.from({ length: 201 }, (_, index) => ({ ...ok, id: index + 1 })) },
        'Campos demais em uma só gravação.',
      ],
      [null, 'Dados inválidos.'],
    ];
    for (const [payload, message] of cases) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await storedRows()).toEqual(before);
  });
});

describe('POST /api/admin/fields/missing', () => {
  it('adds a row for each known field without one, every flag off, audited; a second call adds nothing', async () => {
    const complement = await rowOf('complement');
    await db.delete(fieldConfigurations).where(eq(fieldConfigurations.fieldName, 'complement'));
    expect((await list()).missing).toEqual([{ fieldName: 'complement', label: 'Complemento' }]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/fields/missing',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: '1 campo adicionado.', added: 1 });
    const added = await rowOf('complement');
    expect(added).toMatchObject({
      label: 'Complemento',
      isRequired: false,
      isPublicVisible: false,
      isLoggedinVisible: false,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'field_configuration.created'));
    expect(audit?.summary).toBe('adicionou os campos "Complemento"');

    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/fields/missing',
      headers: { cookie },
    });
    expect(again.json()).toMatchObject({
      message: 'Todos os campos já estão configurados.',
      added: 0,
    });
    await save({ fields: [{ ...flagsOf(complement), id: added.id }] });
  });

  it('refuses a body with keys', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/fields/missing',
      headers: { cookie },
      payload: { fieldName: 'phone' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Dados inválidos.');
  });
});

describe('another server process', () => {
  it('drops its cached visibility rules at the commit of a save made elsewhere', async () => {
    // A second application on the same database: another process, as far as caches go.
    const other = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const id = await insertProvider(db, { companyName: 'Clínica Outro Processo' });
      const detail = () => other.inject({ url: `/api/providers/${id}` });
      expect((await detail()).json()).toHaveProperty('crNumber');
      const row = await rowOf('crNumber');
      await save({ fields: [{ ...flagsOf(row), isPublicVisible: false }] });
      // The notification arrives after the commit, asynchronously on PostgreSQL.
      await expect
        .poll(async () => (await detail()).json(), { timeout: 2_000 })
        .not.toHaveProperty('crNumber');
      await save({ fields: [flagsOf(row)] });
    } finally {
      await other.close();
    }
  });
});
