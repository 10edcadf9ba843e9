import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../../shared/constants/permissions.ts';
import type { Database } from '../../db/database.ts';
import type { Permission } from '../../http/route-access.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { insertRole, signedInAdmin } from '../../test/personas.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminMasterRoleId, insertUser, signInCookie } from '../../test/test-users.ts';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let master: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  master = await signedInAdmin(app, db, 'master');
});
afterAll(() => close());

const put = (id: string, payload: unknown, cookie = master.cookie) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    headers: { cookie },
    payload: payload as object,
  });
const remove = (id: string, cookie = master.cookie) =>
  app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie } });
// A signed-in-only route: /api/me itself is public and answers 200 to a visitor too.
const me = (cookie: string) => app.inject({ url: '/api/me/permissions', headers: { cookie } });
const edit = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nome Editado',
  status: 'active',
  userType: 'user',
  ...overrides,
});

async function signedInPerson(values: Parameters<typeof insertUser>[1] = {}) {
  const person = await insertUser(db, values);
  return { ...person, cookie: await signInCookie(app, person.email, person.password) };
}

describe('PUT /api/admin/users/:id', () => {
  it('renames without ending sessions, audited', async () => {
    const person = await signedInPerson();
    const response = await put(person.id, edit({ name: ' Nome   Novo ' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Usuário atualizado com sucesso.',
      user: { id: person.id, name: 'Nome Novo', email: person.email },
    });
    expect((await me(person.cookie)).statusCode).toBe(200);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(entry).toMatchObject({
      action: 'user.updated',
      summary: 'atualizou o usuário "Nome Novo"',
      details: { changed: ['name'], sessionsEnded: false },
    });
  });

  it('ends the sessions of a deactivated person: their next call answers 401', async () => {
    const person = await signedInPerson();
    expect((await me(person.cookie)).statusCode).toBe(200);
    expect((await put(person.id, edit({ status: 'inactive' }))).statusCode).toBe(200);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });

  it("ends an admin's sessions when their role changes, and the new role applies at once", async () => {
    const wide = await insertRole(db, ['providers:read', 'users:read']);
    const narrow = await insertRole(db, ['providers:read']);
    const admin = await signedInPerson({ userType: 'admin', adminRoleId: wide });
    const users = (cookie: string) => app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect((await users(admin.cookie)).statusCode).toBe(200);
    const changed = await put(admin.id, edit({ userType: 'admin', adminRoleId: narrow }));
    expect(changed.statusCode).toBe(200);
    expect((await users(admin.cookie)).statusCode).toBe(401);
    const again = await signInCookie(app, admin.email, admin.password);
    expect((await users(again)).statusCode).toBe(403);
  });

  it('refuses the e-mail, which is read-only, and other bad input', async () => {
    const person = await insertUser(db);
    const cases: [unknown, string][] = [
      [edit({ email: 'outro@exemplo.com.br' }), 'O e-mail não pode ser alterado.'],
      [edit({ name: 'Jo' }), 'Nome deve ter pelo menos 3 caracteres'],
      [edit({ status: 'pending' }), 'Status inválido: escolha ativo ou inativo.'],
      [
        edit({ adminRoleId: 1 }),
        'Apenas usuários administrativos podem ter um perfil administrativo.',
      ],
      [
        edit({ userType: 'admin', adminRoleId: 2_000_000_000 }),
        'Perfil não encontrado. Verifique se o ID é válido.',
      ],
      [[1, 2], 'Dados inválidos.'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(person.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const badId = await put('123', edit());
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Usuário inválido.');
    const missing = await put('00000000-0000-4000-8000-000000000000', edit());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Usuário não encontrado.');
  });

  it('does not let an admin deactivate, demote or re-role themself, but lets them rename', async () => {
    const roleId = await insertRole(db, ['users:update', 'users:read']);
    const other = await insertRole(db, ['users:read']);
    const admin = await signedInAdmin(app, db, ['users:update', 'users:read']);
    const self = (overrides: Record<string, unknown>) =>
      put(admin.id, edit({ userType: 'admin', adminRoleId: roleId, ...overrides }), admin.cookie);
    // signedInAdmin made its own role; point the admin at a known one first.
    await db.update(users).set({ adminRoleId: roleId }).where(eq(users.id, admin.id));
    for (const overrides of [
      { status: 'inactive' },
      { userType: 'user', adminRoleId: null },
      { adminRoleId: other },
    ]) {
      const response = await self(overrides);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        'Você não pode desativar, rebaixar ou trocar o perfil da sua própria conta.',
      );
    }
    expect((await self({ name: 'Meu Nome Novo' })).statusCode).toBe(200);
  });

  it('does not let a narrower role change an Admin Master holder, nor hand out Admin Master', async () => {
    const editor = await signedInAdmin(app, db, ['users:update']);
    const holder = await insertUser(db, {
      userType: 'admin',
      adminRoleId: await adminMasterRoleId(db),
    });
    const refused = await put(holder.id, edit(), editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Você não pode alterar um usuário cujo perfil tem permissões que você não possui.',
    );
    const person = await insertUser(db);
    const promote = await put(
      person.id,
      edit({ userType: 'admin', adminRoleId: await adminMasterRoleId(db) }),
      editor.cookie,
    );
    expect(promote.statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the person, ends their sessions, audited', async () => {
    const person = await signedInPerson({ name: 'Pessoa Que Sai' });
    const response = await remove(person.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Usuário excluído com sucesso.');
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(entry).toMatchObject({
      action: 'user.deleted',
      summary: 'excluiu o usuário "Pessoa Que Sai"',
    });
    expect((await remove(person.id)).statusCode).toBe(404);
  });

  it('does not let an admin delete themself', async () => {
    const admin = await signedInAdmin(app, db, ['users:delete']);
    const response = await remove(admin.id, admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Você não pode excluir sua própria conta.');
  });
});

describe('the last active Admin Master holder', () => {
  it('cannot be deleted, deactivated, demoted or re-roled', async () => {
    // Only an admin holding every permission may act on a master holder; a custom role with all
    // of them is the one way to reach the last holder without being one.
    const everything = PERMISSION_RESOURCES.flatMap((resource) =>
      PERMISSION_ACTIONS.map((action) => `${resource}:${action}` as Permission),
    );
    const actor = await signedInAdmin(app, db, everything);
    const masterRole = await adminMasterRoleId(db);
    const last = await insertUser(db, { userType: 'admin', adminRoleId: masterRole });
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.adminRoleId, masterRole), ne(users.id, last.id)));
    await db
      .update(users)
      .set({ status: 'inactive' })
      .where(
        inArray(
          users.id,
          others.map((row) => row.id),
        ),
      );
    try {
      const attempts = [
        () =>
          put(
            last.id,
            edit({ userType: 'admin', adminRoleId: masterRole, status: 'inactive' }),
            actor.cookie,
          ),
        () => put(last.id, edit({ userType: 'user', adminRoleId: null }), actor.cookie),
        () => put(last.id, edit({ userType: 'admin', adminRoleId: null }), actor.cookie),
        () => remove(last.id, actor.cookie),
      ];
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.statusCode).toBe(409);
        expect(response.json().error.message).toBe(
          'Não é possível remover o último administrador ativo com o perfil Admin Master.',
        );
      }
      // A rename keeps them a holder.
      expect(
        (await put(last.id, edit({ userType: 'admin', adminRoleId: masterRole }), actor.cookie))
          .statusCode,
      ).toBe(200);
      // With a second active holder, the first may go.
      await db.update(users).set({ status: 'active' }).where(eq(users.id, master.id));
      expect((await remove(last.id, actor.cookie)).statusCode).toBe(200);
    } finally {
      await db
        .update(users)
        .set({ status: 'active' })
        .where(
          inArray(
            users.id,
            others.map((row) => row.id),
          ),
        );
    }
  });
});
