import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_MASTER_ROLE_NAME } from '../../../shared/constants/permissions.ts';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminUserRow,
  type AdminUserUpdate,
} from '../../../shared/schemas/admin-users.ts';
import type { Database, Executor } from '../../db/database.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { sessionsRepository } from '../auth/sessions-repository.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { checkRoleGrantable } from './user-creation.ts';
import { usersRepository } from './users-repository.ts';

type Target = NonNullable<Awaited<ReturnType<typeof usersRepository.lock>>>;

/**
 * An admin may only change or delete someone whose role holds nothing the admin lacks
 * (decision 022): otherwise users:update would let a narrow role demote an Admin Master.
 */
async function checkCanManage(db: Database, actor: SessionUser, target: Target): Promise<void> {
  if (target.userType !== 'admin' || target.adminRoleId === null) return;
  try {
    await checkRoleGrantable(db, actor, target.adminRoleId);
  } catch (error) {
    if (error instanceof ForbiddenError) throw new ForbiddenError(M.cannotManage);
    throw error;
  }
}

async function holdsMaster(db: Database, target: Target): Promise<boolean> {
  if (target.userType !== 'admin' || target.status !== 'active') return false;
  const { roleName } = await resolvePermissions(db, target);
  return roleName === ADMIN_MASTER_ROLE_NAME;
}

/** SPEC §6 needs someone able to manage roles: the last active Admin Master holder stays. */
async function checkNotLastMaster(executor: Executor, targetId: string): Promise<void> {
  const holders = await usersRepository.lockActiveMasterHolders(executor);
  if (holders.length === 1 && holders[0] === targetId) throw new ConflictError(M.lastMaster);
}

async function loadTarget(db: Database, actor: SessionUser, id: string): Promise<Target> {
  const target = await usersRepository.lock(db, id);
  if (!target) throw new NotFoundError(M.notFound);
  await checkCanManage(db, actor, target);
  return target;
}

/**
 * PUT /api/admin/users/:id ('Editar Usuário'; the e-mail is read-only). Deactivating someone or
 * changing their type or role ends their sessions in the same transaction, so their next request
 * answers 401; permissions are read from the database on every request, so nothing is cached.
 */
export async function updateUser(
  db: Database,
  actor: SessionUser,
  id: string,
  input: AdminUserUpdate,
  log: FastifyBaseLogger,
): Promise<AdminUserRow> {
  const before = await loadTarget(db, actor, id);
  const accessChanged =
    input.userType !== before.userType || input.adminRoleId !== before.adminRoleId;
  const deactivated = input.status !== 'active' && before.status === 'active';
  if (actor.id === id && (accessChanged || deactivated)) throw new ForbiddenError(M.selfChange);
  if (input.adminRoleId !== null && input.adminRoleId !== before.adminRoleId) {
    await checkRoleGrantable(db, actor, input.adminRoleId);
  }
  const wasMaster = await holdsMaster(db, before);

  try {
    return await db.transaction(async (tx) => {
      const current = await usersRepository.lock(tx, id);
      if (!current) throw new NotFoundError(M.notFound);
      if (wasMaster && (accessChanged || deactivated)) await checkNotLastMaster(tx, id);
      await usersRepository.update(tx, id, input);
      if (accessChanged || deactivated) await sessionsRepository.deleteForUser(tx, id);
      const changed = (['name', 'status', 'userType', 'adminRoleId'] as const).filter(
        (key) => input[key] !== current[key],
      );
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'user.updated',
        entityType: 'user',
        entityId: id,
        summary: `atualizou o usuário "${input.name}"`,
        details: { changed, sessionsEnded: accessChanged || deactivated },
      });
      const row = await usersRepository.findRow(tx, id);
      if (!row) throw new NotFoundError(M.notFound);
      return row;
    });
  } catch (error) {
    throw writeError(error, log, 'falha ao atualizar usuário pelo painel');
  }
}

/** DELETE /api/admin/users/:id: never one's own account, never the last Admin Master holder. */
export async function deleteUser(
  db: Database,
  actor: SessionUser,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (actor.id === id) throw new ForbiddenError(M.selfDelete);
  const before = await loadTarget(db, actor, id);
  const wasMaster = await holdsMaster(db, before);
  try {
    await db.transaction(async (tx) => {
      const current = await usersRepository.lock(tx, id);
      if (!current) throw new NotFoundError(M.notFound);
      if (wasMaster) await checkNotLastMaster(tx, id);
      await usersRepository.delete(tx, id);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'user.deleted',
        entityType: 'user',
        entityId: id,
        summary: `excluiu o usuário "${current.name}"`,
        details: { userType: current.userType },
      });
    });
  } catch (error) {
    throw writeError(error, log, 'falha ao excluir usuário pelo painel');
  }
}

function writeError(error: unknown, log: FastifyBaseLogger, message: string): unknown {
  if (error instanceof AppError) return error;
  const pg = pgErrorOf(error);
  if (pg?.code === '23503' && pg.constraint?.includes('admin_role')) {
    return new ValidationError(M.roleNotFound, 'adminRoleId');
  }
  log.error({ err: error }, message);
  return error;
}
