import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { accounts } from '../../db/schema/auth.ts';
import { insertRole, signedInAdmin } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminMasterRoleId, insertUser } from '../../test/test-users.ts';

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

let counter = 0;
const unique = () => `${++counter}${Math.random().toString(36).slice(2, 8)}`;
const freshEmail = () => `nova.${unique()}@exemplo.com.br`;

const list = (query: string, as = cookie) =>
  app.inject({ url: `/api/admin/users?${query}`, headers: { cookie: as } });
const create = (payload: unknown, as = cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: as },
    payload: payload as object,
  });
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria da Silva',
  email: freshEmail(),
  status: 'active',
  userType: 'user',
  ...overrides,
});

describe('GET /api/admin/users', () => {
  it('keeps people and administrators in separate lists, with the role name or null', async () => {
    const tag = `Lista${unique()}`;
    const roleId = await insertRole(db, ['providers:read']);
    await insertUser(db, { name: `${tag} Usuária` });
    await insertUser(db, { name: `${tag} Conveniado`, userType: 'provider' });
    await insertUser(db, {
      name: `${tag} Admin Com Perfil`,
      userType: 'admin',
      adminRoleId: roleId,
    });
    await insertUser(db, { name: `${tag} Admin Sem Perfil`, userType: 'admin' });

    const people = (await list(`q=${tag}`)).json();
    expect(people.items.map((row: { name: string }) => row.name)).toEqual([
      `${tag} Conveniado`,
      `${tag} Usuária`,
    ]);

    const admins = await list(`list=admins&q=${tag}`);
    expect(admins.statusCode).toBe(200);
    expect(admins.headers['cache-control']).toBe('no-store');
    expect(admins.json().items).toMatchObject([
      { name: `${tag} Admin Com Perfil`, userType: 'admin', adminRoleId: roleId },
      { name: `${tag} Admin Sem Perfil`, adminRoleId: null, roleName: null },
    ]);
    expect(admins.json().items[0].roleName).toMatch(/^Perfil de teste/);
  });

  it('searches names and e-mails regardless of case, and pages by 10 from page 0', async () => {
    const tag = `Pagina${unique()}`;
    for (let index = 0; index < 11; index++) {
      await insertUser(db, { name: `${tag} ${String(index).padStart(2, '0')}` });
    }
    const first = (await list(`q=${tag.toUpperCase()}`)).json();
    expect(first).toMatchObject({ page: 0, pageSize: 10, hasNextPage: true });
    expect(first.items).toHaveLength(10);
    const second = (await list(`q=${tag.toLowerCase()}&page=1`)).json();
    expect(second).toMatchObject({ page: 1, hasNextPage: false });
    expect(second.items.map((row: { name: string }) => row.name)).toEqual([`${tag} 10`]);

    const byEmail = await insertUser(db, { name: 'Busca Por Email' });
    const found = (await list(`q=${encodeURIComponent(byEmail.email)}`)).json();
    expect(found.items.map((row: { id: string }) => row.id)).toEqual([byEmail.id]);
  });

  it('takes % and _ in the search as plain characters', async () => {
    const found = (await list(`q=${encodeURIComponent('%_%')}`)).json();
    expect(found.items).toEqual([]);
  });

  it.each([
    ['list=todos', 'Lista inválida: escolha usuários ou administradores.'],
    ['page=-1', 'Página inválida.'],
    ['page=abc', 'Página inválida.'],
    ['sort=senha', 'Ordenação inválida.'],
    ['role=1', 'Parâmetro não permitido: role'],
    [`q=${'a'.repeat(101)}`, 'A pesquisa deve ter no máximo 100 caracteres.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('POST /api/admin/users', () => {
  it('creates the account with a temporary password shown once, to be changed at first sign-in, audited', async () => {
    const input = body({ name: '  Joana   Pereira ', status: 'inactive' });
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json();
    expect(created).toMatchObject({
      message: 'Usuário criado com sucesso! Uma senha temporária foi gerada.',
      temporaryPassword: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/),
      user: {
        name: 'Joana Pereira',
        email: input.email,
        userType: 'user',
        status: 'inactive',
        adminRoleId: null,
        roleName: null,
      },
    });

    const [account] = await db
      .select({ mustChange: accounts.mustChangePassword, hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.userId, created.user.id));
    expect(account!.mustChange).toBe(true);
    expect(account!.hash).not.toContain(created.temporaryPassword);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, created.user.id));
    expect(entry).toMatchObject({
      action: 'user.created',
      entityType: 'user',
      summary: 'adicionou o usuário "Joana Pereira"',
    });
    expect(JSON.stringify(entry)).not.toContain(created.temporaryPassword);
    expect(JSON.stringify(entry)).not.toContain(input.email);
  });

  it('lets the new person in with the temporary password, for choosing a new one', async () => {
    const input = body();
    const { temporaryPassword } = (await create(input)).json();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: input.email, password: temporaryPassword },
      remoteAddress: '10.9.0.1',
    });
    expect(signIn.statusCode).toBe(200);
    const session = `sc_session=${signIn.cookies.find((item) => item.name === 'sc_session')!.value}`;
    const me = (await app.inject({ url: '/api/me', headers: { cookie: session } })).json();
    expect(me.user).toMatchObject({ mustChangePassword: true, userType: 'user' });
  });

  it('creates an administrator with a role, shown in the administrators list', async () => {
    const roleId = await insertRole(db, ['providers:read']);
    const response = await create(body({ userType: 'admin', adminRoleId: roleId }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ userType: 'admin', adminRoleId: roleId });
    const admins = (await list(`list=admins&q=${response.json().user.email}`)).json();
    expect(admins.items).toHaveLength(1);
  });

  it('answers 409 with a clear message for an e-mail in use, whatever its case', async () => {
    const existing = await insertUser(db);
    const response = await create(body({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Este e-mail já está em uso por outro usuário.',
    });
  });

  it.each([
    [{ name: 'Jo' }, 'Nome deve ter pelo menos 3 caracteres'],
    [{ name: '   ' }, 'Nome deve ter pelo menos 3 caracteres'],
    [{ name: 42 }, 'Nome deve ter pelo menos 3 caracteres'],
    [{ email: 'maria@' }, 'Email inválido'],
    [{ email: undefined }, 'Email inválido'],
    [{ status: 'pending' }, 'Status inválido: escolha ativo ou inativo.'],
    [
      { userType: 'root' },
      'Tipo de usuário inválido: escolha usuário, administrador ou conveniado.',
    ],
    [{ adminRoleId: 1 }, 'Apenas usuários administrativos podem ter um perfil administrativo.'],
    [{ userType: 'admin', adminRoleId: '1' }, 'Perfil administrativo inválido.'],
    [{ userType: 'admin', adminRoleId: 1.5 }, 'Perfil administrativo inválido.'],
    [
      { userType: 'admin', adminRoleId: 2_147_483_647 },
      'Perfil não encontrado. Verifique se o ID é válido.',
    ],
    [{ password: 'escolhida' }, 'Campo não permitido: password'],
  ])('refuses %j with a clear message', async (overrides, message) => {
    const response = await create(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses a body that is not an object', async () => {
    const response = await create([1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Dados inválidos.');
  });

  it('does not let an admin hand out a role holding permissions they lack', async () => {
    const creator = await signedInAdmin(app, db, ['users:create', 'providers:read']);
    const masterRole = await adminMasterRoleId(db);
    const refused = await create(
      body({ userType: 'admin', adminRoleId: masterRole }),
      creator.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Você não pode atribuir um perfil com permissões que você não possui.',
    );
    const wider = await insertRole(db, ['providers:read', 'providers:update']);
    const alsoRefused = await create(
      body({ userType: 'admin', adminRoleId: wider }),
      creator.cookie,
    );
    expect(alsoRefused.statusCode).toBe(403);

    const narrower = await insertRole(db, ['providers:read']);
    const allowed = await create(
      body({ userType: 'admin', adminRoleId: narrower }),
      creator.cookie,
    );
    expect(allowed.statusCode).toBe(201);
    // Admin Master itself may hand out Admin Master.
    const byMaster = await create(body({ userType: 'admin', adminRoleId: masterRole }));
    expect(byMaster.statusCode).toBe(201);
  });
});

describe('GET /api/admin/users/role-options', () => {
  const options = async (as: string) => {
    const response = await app.inject({
      url: '/api/admin/users/role-options',
      headers: { cookie: as },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().items as { id: number; name: string; grantable: boolean }[];
  };

  it('lists every role by name, each grantable only when the admin holds all it carries', async () => {
    const narrower = await insertRole(db, ['providers:read']);
    const wider = await insertRole(db, ['providers:read', 'providers:update']);
    const empty = await insertRole(db, []);
    const masterRole = await adminMasterRoleId(db);
    const creator = await signedInAdmin(app, db, ['users:create', 'providers:read']);

    const seen = await options(creator.cookie);
    const grantable = (id: number) => seen.find((option) => option.id === id)?.grantable;
    expect(grantable(narrower)).toBe(true);
    expect(grantable(empty)).toBe(true);
    expect(grantable(wider)).toBe(false);
    expect(grantable(masterRole)).toBe(false);

    const byMaster = await options(cookie);
    expect(byMaster.every((option) => option.grantable)).toBe(true);
  });

  it('is open to whoever may create or edit users or read roles, and nobody else', async () => {
    for (const permission of ['users:create', 'users:update', 'roles:read'] as const) {
      const admin = await signedInAdmin(app, db, [permission]);
      await options(admin.cookie);
    }
    const reader = await signedInAdmin(app, db, ['users:read', 'users:delete']);
    const refused = await app.inject({
      url: '/api/admin/users/role-options',
      headers: { cookie: reader.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});
