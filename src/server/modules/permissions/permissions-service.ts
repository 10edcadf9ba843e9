import { eq } from 'drizzle-orm';
import {
  ADMIN_MASTER_ROLE_NAME,
  type PermissionAction,
  type PermissionResource,
} from '../../../shared/constants/permissions.ts';
import { permissionMapOf } from '../../../shared/permissions.ts';
import type { PermissionMap } from '../../../shared/schemas/me.ts';
import type { Database } from '../../db/database.ts';
import { adminPermissions, adminRoles } from '../../db/schema/admin.ts';

export type PermissionSubject = { userType: string; adminRoleId: number | null };
type Log = { error(object: object, message: string): void };

/**
 * SPEC §6, read from the database on every call: an admin whose role is 'Admin Master' holds every
 * action on every resource; other admin roles hold exactly their stored rows; non-admins hold
 * none. A failed lookup is logged and grants nothing.
 */
export async function resolvePermissions(
  db: Database,
  subject: PermissionSubject,
  log?: Log,
): Promise<{ map: PermissionMap; roleName: string | null }> {
  if (subject.userType !== 'admin' || subject.adminRoleId === null) {
    return { map: permissionMapOf(false), roleName: null };
  }
  try {
    const [role] = await db
      .select({ name: adminRoles.name })
      .from(adminRoles)
      .where(eq(adminRoles.id, subject.adminRoleId));
    if (!role) return { map: permissionMapOf(false), roleName: null };
    if (role.name === ADMIN_MASTER_ROLE_NAME) {
      return { map: permissionMapOf(true), roleName: role.name };
    }
    const rows = await db
      .select({ resource: adminPermissions.resource, action: adminPermissions.action })
      .from(adminPermissions)
      .where(eq(adminPermissions.roleId, subject.adminRoleId));
    const map = permissionMapOf(false);
    for (const row of rows) {
      const actions = map[row.resource as PermissionResource];
      if (actions && row.action in actions) actions[row.action as PermissionAction] = true;
    }
    return { map, roleName: role.name };
  } catch (error) {
    log?.error({ err: error }, 'falha ao carregar permissões; nenhuma permissão concedida');
    return { map: permissionMapOf(false), roleName: null };
  }
}
