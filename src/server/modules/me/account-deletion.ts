import { and, eq, or, sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '../../../shared/schemas/auth.ts';
import { verifyPassword } from '../../auth/password.ts';
import type { Executor } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { accountsRepository } from '../auth/accounts-repository.ts';
import { AUTH_LIMITS } from '../auth/auth-limits.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { adminProvidersRepository } from '../providers/admin-providers-repository.ts';
import { providersRepository } from '../providers/providers-repository.ts';
import { usersRepository } from '../users/users-repository.ts';

export const ACCOUNT_DELETION_MESSAGES = {
  deleted: 'Sua conta foi excluída. Sentiremos sua falta!',
  wrongPassword: 'Senha incorreta.',
  notFound: 'Usuário não encontrado.',
  admin:
    'Contas de administrador não podem ser excluídas por aqui. Peça a outro administrador que exclua a sua conta em Usuários, no painel.',
};

/**
 * POST /api/me/deletion (LGPD art. 18, VI; decision 031): the signed-in person deletes their
 * own account, confirmed by their password. In one transaction: the provider record goes
 * (so it leaves search at once: the directory hears of it by the trigger of migration 0006),
 * the audit entries about the account and that record go, the account goes with its
 * credentials, sessions and links (foreign keys cascade), and one audit entry without any name
 * says that an account was deleted at its owner's request.
 *
 * Administrators are refused: the back-office must keep who did what, and the last Admin
 * Master must not disappear; another administrator deletes them in /admin/users.
 */
export async function deleteOwnAccount(
  deps: AuthDeps,
  user: SessionUser,
  input: DeleteAccountInput,
): Promise<string> {
  const account = await accountsRepository.findById(deps.db, user.id);
  if (!account) throw new NotFoundError(ACCOUNT_DELETION_MESSAGES.notFound);
  if (account.userType === 'admin') throw new ForbiddenError(ACCOUNT_DELETION_MESSAGES.admin);
  // Counted before the password is checked, like sign-in: a stolen session cannot guess it.
  await deps.limiter.hit(`account-deletion:user:${user.id}`, AUTH_LIMITS.accountDeletionAttempts);
  if (!account.passwordHash || !(await verifyPassword(account.passwordHash, input.password))) {
    throw new AppError(
      400,
      'INVALID_PASSWORD',
      ACCOUNT_DELETION_MESSAGES.wrongPassword,
      {},
      'password',
    );
  }

  await deps.db.transaction(async (tx) => {
    const current = await usersRepository.lock(tx, user.id);
    if (!current) throw new NotFoundError(ACCOUNT_DELETION_MESSAGES.notFound);
    // Made an administrator since the check above.
    if (current.userType === 'admin') throw new ForbiddenError(ACCOUNT_DELETION_MESSAGES.admin);
    const provider = await providersRepository.lockByUserId(tx, user.id);
    if (provider) await adminProvidersRepository.delete(tx, provider.id);
    await forgetAuditEntries(tx, user.id, provider?.id);
    await usersRepository.delete(tx, user.id);
    await recordAudit(tx, {
      actorUserId: null,
      action: 'user.self_deleted',
      entityType: 'user',
      entityId: null,
      summary: 'excluiu uma conta a pedido do titular',
      details: { hadProviderRecord: provider !== undefined },
    });
  });
  return ACCOUNT_DELETION_MESSAGES.deleted;
}

/**
 * The entries about the account and its provider record name them in their summaries
 * ('aprovou o conveniado "Clínica X"'): they go. Entries the person wrote about other records
 * stay, with no author (audit_log.actor_user_id is set null when the account goes).
 */
async function forgetAuditEntries(tx: Executor, userId: string, providerId?: number) {
  await tx.delete(auditLog).where(
    or(
      and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
      ...(providerId === undefined
        ? []
        : [
            and(eq(auditLog.entityType, 'provider'), eq(auditLog.entityId, String(providerId))),
            // The resolved reports about the page name it too (decision 034).
            and(
              eq(auditLog.entityType, 'report'),
              sql`${auditLog.details}->>'providerId' = ${String(providerId)}`,
            ),
          ]),
    ),
  );
}
