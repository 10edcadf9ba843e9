import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database.ts';
import { adminPermissions, adminRoles } from '../db/schema/admin.ts';
import type { Permission } from '../http/route-access.ts';
import { adminMasterRoleId, insertUser, signInCookie } from './test-users.ts';

/** Who calls a route, from nobody to the master administrator. */
export const PERSONAS = [
  'visitor',
  'user',
  'provider',
  'adminWithout',
  'adminWith',
  'master',
] as const;
export type Persona = (typeof PERSONAS)[number];

let roleCounter = 0;

/** An admin role holding exactly `permissions` (none: an admin without any). */
export async function insertRole(db: Database, permissions: Permission[]): Promise<number> {
  roleCounter += 1;
  const [role] = await db
    .insert(adminRoles)
    .values({ name: `Perfil de teste ${roleCounter} ${Date.now()}` })
    .returning({ id: adminRoles.id });
  if (!role) throw new Error('no role');
  if (permissions.length > 0) {
    await db.insert(adminPermissions).values(
      permissions.map((permission) => {
        const [resource, action] = permission.split(':') as [string, string];
        return { roleId: role.id, resource, action };
      }),
    );
  }
  return role.id;
}

/** A signed-in administrator whose role holds exactly `permissions`. */
export async function signedInAdmin(
  app: FastifyInstance,
  db: Database,
  permissions: Permission[] | 'master',
) {
  const adminRoleId =
    permissions === 'master' ? await adminMasterRoleId(db) : await insertRole(db, permissions);
  const admin = await insertUser(db, { userType: 'admin', adminRoleId });
  return { ...admin, cookie: await signInCookie(app, admin.email, admin.password) };
}

/**
 * The Cookie header of each persona for a route that needs `permission`: 'adminWithout' holds
 * every other permission of the same resource, so only the one that matters is missing.
 */
export async function personaCookies(
  app: FastifyInstance,
  db: Database,
  permission: Permission | null,
): Promise<Record<Persona, string | undefined>> {
  const user = await insertUser(db);
  const provider = await insertUser(db, { userType: 'provider' });
  const [resource, action] = (permission ?? 'providers:read').split(':') as [string, string];
  const others = ['create', 'read', 'update', 'delete', 'configure']
    .filter((other) => other !== action)
    .map((other) => `${resource}:${other}` as Permission);
  return {
    visitor: undefined,
    user: await signInCookie(app, user.email, user.password),
    provider: await signInCookie(app, provider.email, provider.password),
    adminWithout: (await signedInAdmin(app, db, permission ? others : [])).cookie,
    adminWith: (await signedInAdmin(app, db, permission ? [permission] : [])).cookie,
    master: (await signedInAdmin(app, db, 'master')).cookie,
  };
}

/**
 * The statuses every persona gets from one request. Refusals must say why in Portuguese; an
 * allowed persona may get any status the caller expects (200, 201, 404 for a missing id...).
 */
export async function expectAccess(
  cookies: Record<Persona, string | undefined>,
  send: (cookie: string | undefined) => Promise<LightMyRequestResponse>,
  expected: Record<Persona, number>,
) {
  const actual: Partial<Record<Persona, number>> = {};
  for (const persona of PERSONAS) {
    const response = await send(cookies[persona]);
    actual[persona] = response.statusCode;
    if (response.statusCode === 401 || response.statusCode === 403) {
      expect(response.json().error.message).toMatch(/^(Você|Sua) /);
    }
  }
  expect(actual).toEqual(expected);
}

/** What a route behind an admin permission answers each persona. */
export const ADMIN_ONLY = (allowed: number): Record<Persona, number> => ({
  visitor: 401,
  user: 403,
  provider: 403,
  adminWithout: 403,
  adminWith: allowed,
  master: allowed,
});
