import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../../shared/constants/permissions.ts';
import type { Database } from '../../db/database.ts';
import { adminPermissions, adminRoles } from '../../db/schema/admin.ts';
import { access } from '../../http/route-access.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminMasterRoleId, insertUser, signInCookie } from '../../test/test-users.ts';
import { resolvePermissions } from './permissions-service.ts';

/** The whole map with every action set to `value`: an empty map must not pass as "none". */
const everyAction = (value: boolean) =>
  Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [
      resource,
      Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, value])),
    ]),
  );

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
let editorRoleId: number;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  const [role] = await db
    .insert(adminRoles)
    .values({ name: 'Editor de Conveniados' })
    .returning({ id: adminRoles.id });
  editorRoleId = role!.id;
  await db.insert(adminPermissions).values([
    { roleId: editorRoleId, resource: 'providers', action: 'read' },
    { roleId: editorRoleId, resource: 'providers', action: 'update' },
  ]);
  // Routes of this test only: one per kind of declaration.
  const ok = async () => ({ ok: true });
  app.get('/api/test/signed-in', { config: { access: access.signedIn } }, ok);
  app.get('/api/test/provider', { config: { access: access.provider } }, ok);
  app.get('/api/test/admin', { config: { access: access.admin() } }, ok);
  app.delete('/api/test/providers', { config: { access: access.admin('providers:delete') } }, ok);
  app.put('/api/test/providers', { config: { access: access.admin('providers:update') } }, ok);
});
afterAll(() => close());

describe('resolvePermissions (SPEC §6)', () => {
  it('Admin Master holds every action on every resource', async () => {
    const { map, roleName } = await resolvePermissions(db, {
      userType: 'admin',
      adminRoleId: await adminMasterRoleId(db),
    });
    expect(roleName).toBe('Admin Master');
    expect(map).toEqual(everyAction(true));
  });

  it('another role holds exactly its stored rows', async () => {
    const { map } = await resolvePermissions(db, { userType: 'admin', adminRoleId: editorRoleId });
    const granted = Object.entries(map).flatMap(([resource, actions]) =>
      Object.entries(actions)
        .filter(([, value]) => value)
        .map(([action]) => `${resource}:${action}`),
    );
    expect(granted.sort()).toEqual(['providers:read', 'providers:update']);
  });

  it('non-admins hold none, even with a role id', async () => {
    const master = await adminMasterRoleId(db);
    for (const userType of ['user', 'provider']) {
      const { map } = await resolvePermissions(db, { userType, adminRoleId: master });
      expect(map, userType).toEqual(everyAction(false));
    }
  });

  it('a failed lookup is logged and grants nothing', async () => {
    const errors: string[] = [];
    const broken = {
      select: () => {
        throw new Error('banco indisponível');
      },
    } as unknown as Database;
    const { map } = await resolvePermissions(
      broken,
      { userType: 'admin', adminRoleId: 1 },
      {
        error: (_object, message) => errors.push(message),
      },
    );
    expect(map).toEqual(everyAction(false));
    expect(errors).toHaveLength(1);
  });
});

describe('route access on the server', () => {
  const get = (url: string, cookie?: string, method: 'GET' | 'DELETE' | 'PUT' = 'GET') =>
    app.inject({ method, url, headers: cookie ? { cookie } : {} });

  it('anonymous calls to protected routes get 401', async () => {
    for (const url of ['/api/test/signed-in', '/api/test/provider', '/api/test/admin']) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('a normal user may use signed-in routes only', async () => {
    const user = await insertUser(db);
    const cookie = await signInCookie(app, user.email, user.password);
    expect((await get('/api/test/signed-in', cookie)).statusCode).toBe(200);
    const provider = await get('/api/test/provider', cookie);
    expect(provider.statusCode).toBe(403);
    expect(provider.json().error.message).toBe('Você não tem permissão para acessar esta área');
    expect((await get('/api/test/admin', cookie)).statusCode).toBe(403);
  });

  it('an admin needs the route permission; Admin Master has them all', async () => {
    const editor = await insertUser(db, { userType: 'admin', adminRoleId: editorRoleId });
    const editorCookie = await signInCookie(app, editor.email, editor.password);
    expect((await get('/api/test/admin', editorCookie)).statusCode).toBe(200);
    expect((await get('/api/test/providers', editorCookie, 'PUT')).statusCode).toBe(200);
    expect((await get('/api/test/providers', editorCookie, 'DELETE')).statusCode).toBe(403);

    const master = await insertUser(db, {
      userType: 'admin',
      adminRoleId: await adminMasterRoleId(db),
    });
    const masterCookie = await signInCookie(app, master.email, master.password);
    expect((await get('/api/test/providers', masterCookie, 'DELETE')).statusCode).toBe(200);
    const me = await get('/api/me', masterCookie);
    expect(me.json().user).toMatchObject({ userType: 'admin', adminRoleName: 'Admin Master' });
    expect(me.json().user.permissions.roles.configure).toBe(true);
  });

  it('permissions are read on every request: a revoked row takes effect at once', async () => {
    const [role] = await db
      .insert(adminRoles)
      .values({ name: 'Temporário' })
      .returning({ id: adminRoles.id });
    await db
      .insert(adminPermissions)
      .values({ roleId: role!.id, resource: 'providers', action: 'delete' });
    const admin = await insertUser(db, { userType: 'admin', adminRoleId: role!.id });
    const cookie = await signInCookie(app, admin.email, admin.password);
    expect((await get('/api/test/providers', cookie, 'DELETE')).statusCode).toBe(200);
    await db.delete(adminPermissions).where(eq(adminPermissions.roleId, role!.id));
    expect((await get('/api/test/providers', cookie, 'DELETE')).statusCode).toBe(403);
  });
});
