import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../../shared/constants/permissions.ts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { Permission } from '../../http/route-access.ts';
import {
  ADMIN_ONLY,
  expectAccess,
  insertRole,
  personaCookies,
  signedInAdmin,
} from '../../test/personas.ts';
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
const fresh = () => `Perfil ${++counter} ${Math.random().toString(36).slice(2, 8)}`;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, as = cookie) =>
  app.inject({
    method,
    url,
    headers: { cookie: as },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const headers = (value: string | undefined) => (value ? { cookie: value } : {});

describe('who may call /api/admin/roles', () => {
  const routes: [string, Permission, (id: number) => [Method, string, unknown?], number][] = [
    ['GET list', 'roles:read', () => ['GET', '/api/admin/roles'], 200],
    ['POST', 'roles:create', () => ['POST', '/api/admin/roles', { name: fresh() }], 201],
    ['PUT', 'roles:update', (id) => ['PUT', `/api/admin/roles/${id}`, { name: fresh() }], 200],
    ['DELETE', 'roles:delete', (id) => ['DELETE', `/api/admin/roles/${id}`], 200],
    ['GET permissions', 'roles:read', (id) => ['GET', `/api/admin/roles/${id}/permissions`], 200],
    [
      'PUT permissions',
      'roles:update',
      (id) => ['PUT', `/api/admin/roles/${id}/permissions`, { permissions: [] }],
      200,
    ],
  ];
  it.each(routes)('%s needs %s', async (_name, permission, request, allowed) => {
    const cookies = await personaCookies(app, db, permission);
    await expectAccess(
      cookies,
      async (as) => {
        const [method, url, payload] = request(await insertRole(db, []));
        return app.inject({
          method,
          url,
          headers: headers(as),
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      },
      ADMIN_ONLY(allowed),
    );
  });
});

describe('roles', () => {
  it('creates, lists with the holder count, renames and deletes a role, audited', async () => {
    const name = fresh();
    const created = await call('POST', '/api/admin/roles', { name: ` ${name} `, description: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Perfil administrativo criado com sucesso',
      role: { name, description: null, userCount: 0 },
    });
    const id = created.json().role.id;
    await insertUser(db, { userType: 'admin', adminRoleId: id });

    const listed = (await call('GET', `/api/admin/roles?q=${encodeURIComponent(name)}`)).json();
    expect(listed.items).toEqual([{ id, name, description: null, userCount: 1 }]);

    const renamed = await call('PUT', `/api/admin/roles/${id}`, {
      name: `${name} B`,
      description: 'Equipe de cadastro',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Perfil administrativo atualizado com sucesso',
      role: { name: `${name} B`, description: 'Equipe de cadastro' },
    });

    const inUse = await call('DELETE', `/api/admin/roles/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'Este perfil está atribuído a 1 usuário(s). Remova a atribuição antes de excluir.',
    );

    const unused = (await call('POST', '/api/admin/roles', { name: fresh() })).json().role.id;
    const deleted = await call('DELETE', `/api/admin/roles/${unused}`);
    expect(deleted.json().message).toBe('Perfil administrativo excluído com sucesso');
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityType, 'role'));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['role.created', 'role.updated', 'role.deleted']),
    );
  });

  it('refuses bad input and unknown ids with clear messages', async () => {
    const taken = fresh();
    await call('POST', '/api/admin/roles', { name: taken });
    const cases: [Method, string, unknown, number, string][] = [
      ['POST', '/api/admin/roles', { name: '  ' }, 400, 'Nome é obrigatório'],
      ['POST', '/api/admin/roles', {}, 400, 'Nome é obrigatório'],
      [
        'POST',
        '/api/admin/roles',
        { name: taken.toUpperCase() },
        409,
        `Já existe o perfil "${taken}".`,
      ],
      [
        'POST',
        '/api/admin/roles',
        { name: 'admin master' },
        409,
        'Já existe o perfil "Admin Master".',
      ],
      [
        'PUT',
        '/api/admin/roles/abc',
        { name: 'X' },
        400,
        'Perfil não encontrado. Verifique se o ID é válido.',
      ],
      [
        'PUT',
        '/api/admin/roles/999999',
        { name: 'X' },
        404,
        'Perfil não encontrado. Verifique se o ID é válido.',
      ],
      [
        'DELETE',
        '/api/admin/roles/999999',
        undefined,
        404,
        'Perfil não encontrado. Verifique se o ID é válido.',
      ],
      [
        'GET',
        '/api/admin/roles/0/permissions',
        undefined,
        400,
        'Perfil não encontrado. Verifique se o ID é válido.',
      ],
      ['GET', '/api/admin/roles?page=x', undefined, 400, 'Página inválida.'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('protects Admin Master from renaming, deleting and permission changes, even for its holders', async () => {
    const master = await adminMasterRoleId(db);
    const edit = await call('PUT', `/api/admin/roles/${master}`, { name: 'Admin Master' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe('O perfil Admin Master não pode ser editado.');
    const remove = await call('DELETE', `/api/admin/roles/${master}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.message).toBe('O perfil Admin Master não pode ser removido.');
    const matrix = await call('PUT', `/api/admin/roles/${master}/permissions`, { permissions: [] });
    expect(matrix.statusCode).toBe(403);
    expect(matrix.json().error.message).toBe('O perfil Admin Master não pode ser editado.');
    const shown = (await call('GET', `/api/admin/roles/${master}/permissions`)).json();
    expect(shown).toMatchObject({ editable: false });
    // Every action on every resource.
    expect(shown.permissions).toHaveLength(PERMISSION_RESOURCES.length * PERMISSION_ACTIONS.length);
  });
});

describe('the permission matrix', () => {
  it('saves the whole matrix at once and the role holder gets it on the next request', async () => {
    const id = await insertRole(db, ['providers:read']);
    const holder = await signedInAdmin(app, db, []);
    await call('PUT', `/api/admin/users/${holder.id}`, {
      name: 'Titular do Perfil',
      status: 'active',
      userType: 'admin',
      adminRoleId: id,
    });
    const saved = await call('PUT', `/api/admin/roles/${id}/permissions`, {
      permissions: ['users:read', 'providers:read', 'users:read'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Permissões atualizadas com sucesso!',
      permissions: ['providers:read', 'users:read'],
    });
    expect((await call('GET', `/api/admin/roles/${id}/permissions`)).json().permissions).toEqual([
      'providers:read',
      'users:read',
    ]);
    const cleared = await call('PUT', `/api/admin/roles/${id}/permissions`, { permissions: [] });
    expect(cleared.json().permissions).toEqual([]);
  });

  it('refuses unknown permissions and permissions the admin does not hold', async () => {
    const id = await insertRole(db, []);
    const bad = await call('PUT', `/api/admin/roles/${id}/permissions`, {
      permissions: ['users:fly'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Permissão inválida.');

    const editor = await signedInAdmin(app, db, ['roles:update', 'providers:read']);
    const grant = (permissions: string[]) =>
      call('PUT', `/api/admin/roles/${id}/permissions`, { permissions }, editor.cookie);
    const refused = await grant(['providers:read', 'providers:delete']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Você não pode conceder permissões que você não possui.',
    );
    expect((await grant(['providers:read'])).statusCode).toBe(200);
  });
});
