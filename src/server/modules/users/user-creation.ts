import type { FastifyBaseLogger } from 'fastify';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../../shared/constants/permissions.ts';
import {
  ADMIN_USER_MESSAGES as M,
  type AdminUserCreation,
  type AdminUserRow,
} from '../../../shared/schemas/admin-users.ts';
import type { Database } from '../../db/database.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { AppError, ForbiddenError, ValidationError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { accountsRepository } from '../auth/accounts-repository.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { issueLink } from '../auth/email-links.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { prepareTemporaryAccount } from '../auth/temporary-account.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { usersRepository } from './users-repository.ts';

/**
 * Refuses to hand out a role holding anything the acting admin does not hold (decision 022), so
 * users:create alone cannot mint an Admin Master. An unknown role is the admin's mistake (400).
 */
export async function checkRoleGrantable(
  db: Database,
  actor: Pick<SessionUser, 'userType' | 'adminRoleId'>,
  roleId: number,
): Promise<void> {
  const role = await resolvePermissions(db, { userType: 'admin', adminRoleId: roleId });
  if (role.roleName === null) throw new ValidationError(M.roleNotFound, 'adminRoleId');
  const own = await resolvePermissions(db, actor);
  for (const resource of PERMISSION_RESOURCES) {
    for (const action of PERMISSION_ACTIONS) {
      if (role.map[resource][action] && !own.map[resource][action]) {
        throw new ForbiddenError(M.cannotGrant);
      }
    }
  }
}

/**
 * POST /api/admin/users ('Adicionar Usuário', SPEC §2): the account with a temporary password
 * (DESIGN §2, shared with 'Adicionar Conveniado') and its audit entry in one transaction. The
 * clear password is returned once, for the admin to hand over; it is never logged or e-mailed.
 * An active account also gets a welcome e-mail with a link to choose a password, as a provider
 * added by an admin does (decision 022); an inactive one cannot sign in, so it gets none yet.
 */
export async function createUserWithAccount(
  deps: AuthDeps & { log: FastifyBaseLogger },
  actor: SessionUser,
  input: AdminUserCreation,
): Promise<{ user: AdminUserRow; temporaryPassword: string }> {
  const { db, log } = deps;
  if (input.adminRoleId !== null) await checkRoleGrantable(db, actor, input.adminRoleId);
  const { temporaryPassword, passwordHash } = await prepareTemporaryAccount(
    db,
    input.email,
    M.emailTaken,
  );
  try {
    const user = await db.transaction(async (tx) => {
      const userId = await accountsRepository.createUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        userType: input.userType,
        status: input.status,
        adminRoleId: input.adminRoleId,
        temporaryPassword: true,
      });
      const created = await usersRepository.findRow(tx, userId);
      if (!created) throw new Error('created user not found in its own transaction');
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'user.created',
        entityType: 'user',
        entityId: userId,
        summary: `adicionou o usuário "${input.name}"`,
        details: { userType: input.userType, status: input.status, roleName: created.roleName },
      });
      const link =
        input.status === 'active'
          ? await issueLink(tx, deps.mail.appUrl, { userId, purpose: 'account_setup' })
          : null;
      return { created, link };
    });
    if (user.link) {
      const welcome = mailTemplates.accountCreated(deps.mail, input.email, input.name, user.link);
      // The account exists; a mail server failure must not turn that into an error. The admin
      // holds the temporary password, and 'Esqueceu sua senha?' works for the person.
      await deps.mailer.send(welcome).catch((error: unknown) => {
        log.error({ err: error }, 'falha ao enviar as boas-vindas ao usuário criado');
      });
    }
    return { user: user.created, temporaryPassword };
  } catch (error) {
    throw creationError(error, log);
  }
}

/** The refusals a race past the checks above can still meet; anything else stays a 500. */
function creationError(error: unknown, log: FastifyBaseLogger): unknown {
  const pg = pgErrorOf(error);
  if (pg?.constraint === 'users_email_key') {
    return new AppError(409, 'EMAIL_TAKEN', M.emailTaken, {}, 'email');
  }
  if (pg?.code === '23503' && pg.constraint?.includes('admin_role')) {
    return new ValidationError(M.roleNotFound, 'adminRoleId');
  }
  log.error({ err: error }, 'falha ao criar usuário pelo painel');
  return error;
}
