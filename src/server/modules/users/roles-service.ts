import {
  ADMIN_MASTER_ROLE_NAME,
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
} from '../../../shared/constants/permissions.ts';
import {
  ADMIN_ROLE_MESSAGES as M,
  type AdminRoleForm,
  type AdminRoleRow,
} from '../../../shared/schemas/admin-roles.ts';
import type { Database, Executor } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { rolesRepository } from './roles-repository.ts';

const ALL = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action) => `${resource}:${action}`),
);

const isMaster = (role: { name: string }) => role.name === ADMIN_MASTER_ROLE_NAME;

async function lockRole(executor: Executor, id: number): Promise<AdminRoleRow> {
  const role = await rolesRepository.lock(executor, id);
  if (!role) throw new NotFoundError(M.notFound);
  return role;
}

/** Two roles differing only in case are one name (the admin_roles_name_key index). */
async function checkNameFree(executor: Executor, name: string, exceptId?: number) {
  const existing = await rolesRepository.findByName(executor, name);
  if (existing && existing.id !== exceptId) throw new ConflictError(M.duplicate(existing.name));
}

function raceError(error: unknown, name: string): unknown {
  return pgErrorOf(error)?.constraint === 'admin_roles_name_key'
    ? new ConflictError(M.duplicate(name))
    : error;
}

export async function createRole(db: Database, actor: SessionUser, form: AdminRoleForm) {
  await checkNameFree(db, form.name);
  try {
    return await db.transaction(async (tx) => {
      const id = await rolesRepository.insert(tx, form);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'role.created',
        entityType: 'role',
        entityId: id,
        summary: `criou o perfil administrativo "${form.name}"`,
      });
      return lockRole(tx, id);
    });
  } catch (error) {
    throw raceError(error, form.name);
  }
}

/** SPEC §5: 'Admin Master' keeps its name, description and permissions, whoever asks. */
export async function updateRole(
  db: Database,
  actor: SessionUser,
  id: number,
  form: AdminRoleForm,
) {
  try {
    return await db.transaction(async (tx) => {
      const role = await lockRole(tx, id);
      if (isMaster(role)) throw new ForbiddenError(M.masterEdit);
      await checkNameFree(tx, form.name, id);
      await rolesRepository.update(tx, id, form);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'role.updated',
        entityType: 'role',
        entityId: id,
        summary: `atualizou o perfil administrativo "${form.name}"`,
        details: { renamed: role.name !== form.name },
      });
      return lockRole(tx, id);
    });
  } catch (error) {
    throw raceError(error, form.name);
  }
}

/** A role held by anyone stays (SPEC §5, with the count the dialog shows). */
export async function deleteRole(db: Database, actor: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    const role = await lockRole(tx, id);
    if (isMaster(role)) throw new ForbiddenError(M.masterDelete);
    if (role.userCount > 0) throw new ConflictError(M.inUse(role.userCount));
    await rolesRepository.delete(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'role.deleted',
      entityType: 'role',
      entityId: id,
      summary: `excluiu o perfil administrativo "${role.name}"`,
    });
  });
}

/** The matrix: Admin Master shows every permission (SPEC §6) and is not editable. */
export async function rolePermissions(db: Database, id: number) {
  const role = await lockRole(db, id);
  const permissions = isMaster(role) ? ALL : await rolesRepository.permissions(db, id);
  return { role, permissions, editable: !isMaster(role) };
}

/**
 * Saves the whole matrix in one transaction. A permission may be added only by an admin who
 * holds it (decision 022); removing is always allowed.
 */
export async function saveRolePermissions(
  db: Database,
  actor: SessionUser,
  id: number,
  permissions: string[],
) {
  const own = (await resolvePermissions(db, actor)).map;
  return db.transaction(async (tx) => {
    const role = await lockRole(tx, id);
    if (isMaster(role)) throw new ForbiddenError(M.masterEdit);
    const before = await rolesRepository.permissions(tx, id);
    const added = permissions.filter((permission) => !before.includes(permission));
    for (const permission of added) {
      const [resource, action] = permission.split(':') as [PermissionResource, PermissionAction];
      if (!own[resource][action]) throw new ForbiddenError(M.cannotGrant);
    }
    await rolesRepository.replacePermissions(tx, id, permissions);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'role.permissions_updated',
      entityType: 'role',
      entityId: id,
      summary: `atualizou as permissões do perfil administrativo "${role.name}"`,
      details: { added, removed: before.filter((permission) => !permissions.includes(permission)) },
    });
    return { role, permissions, editable: true };
  });
}
