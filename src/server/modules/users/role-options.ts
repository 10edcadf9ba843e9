import { asc, sql } from 'drizzle-orm';
import {
  ADMIN_MASTER_ROLE_NAME,
  type PermissionAction,
  type PermissionResource,
} from '../../../shared/constants/permissions.ts';
import type { AdminRoleOption } from '../../../shared/schemas/admin-users.ts';
import type { Database } from '../../db/database.ts';
import { adminPermissions, adminRoles } from '../../db/schema/admin.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';

/** Far above any real list of roles; a bound so one request cannot read an unbounded table. */
const MAX_ROLE_OPTIONS = 500;

/**
 * Every role by name, each `grantable` when the actor holds every permission it carries (the
 * rule `checkRoleGrantable` enforces on save). Two queries, whatever the number of roles.
 */
export async function roleOptions(db: Database, actor: SessionUser): Promise<AdminRoleOption[]> {
  const own = (await resolvePermissions(db, actor)).map;
  const roles = await db
    .select({ id: adminRoles.id, name: adminRoles.name })
    .from(adminRoles)
    .orderBy(sql`lower(${adminRoles.name})`, asc(adminRoles.id))
    .limit(MAX_ROLE_OPTIONS);
  const held = await db
    .select({
      roleId: adminPermissions.roleId,
      resource: adminPermissions.resource,
      action: adminPermissions.action,
    })
    .from(adminPermissions);
  const lacking = new Set<number>();
  for (const row of held) {
    const actions = own[row.resource as PermissionResource] as
      Record<PermissionAction, boolean> | undefined;
    if (!actions?.[row.action as PermissionAction]) lacking.add(row.roleId);
  }
  const holdsEverything = Object.values(own).every((actions) =>
    Object.values(actions).every(Boolean),
  );
  return roles.map((role) => ({
    ...role,
    grantable: role.name === ADMIN_MASTER_ROLE_NAME ? holdsEverything : !lacking.has(role.id),
  }));
}
