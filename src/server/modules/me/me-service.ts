import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../../shared/schemas/auth.ts';
import type { CurrentUser } from '../../../shared/schemas/me.ts';
import type { UserStatus } from '../../../shared/constants/users.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Database } from '../../db/database.ts';
import { providers } from '../../db/schema/providers.ts';
import { AppError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { accountsRepository } from '../auth/accounts-repository.ts';
import { AUTH_LIMITS, emailLimitKey } from '../auth/auth-limits.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { issueLink } from '../auth/email-links.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { sessionsRepository } from '../auth/sessions-repository.ts';
import { tokensRepository } from '../auth/tokens-repository.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';

type Log = { error(object: object, message: string): void };

/** GET /api/me: who is signed in, their type and their permission map (SPEC §6). */
export async function getCurrentUser(
  db: Database,
  userId: string,
  log?: Log,
): Promise<CurrentUser> {
  const user = await accountsRepository.findById(db, userId);
  if (!user) throw new NotFoundError('Usuário não encontrado.');
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.userId, userId));
  const { map, roleName } = await resolvePermissions(db, user, log);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType as CurrentUser['userType'],
    status: user.status as UserStatus,
    adminRoleId: user.adminRoleId,
    adminRoleName: roleName,
    mustChangePassword: user.mustChangePassword,
    hasProviderProfile: provider !== undefined,
    permissions: map,
  };
}

export async function updateName(db: Database, userId: string, name: string): Promise<void> {
  await accountsRepository.updateName(db, userId, name);
}

/** Sends a confirmation link to the new address; the e-mail changes only when it is opened. */
export async function requestEmailChange(
  deps: AuthDeps,
  user: SessionUser,
  newEmail: string,
): Promise<string> {
  if (newEmail === user.email.toLowerCase()) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Este já é o seu e-mail atual.');
  }
  if (await accountsRepository.emailTakenByOther(deps.db, newEmail, user.id)) {
    throw new ConflictError('Este e-mail já está em uso.');
  }
  // Per target address, and per account (a signed-in user must not e-mail many addresses).
  await deps.limiter.hit(`email-change:user:${user.id}`, AUTH_LIMITS.emailChangesPerUser);
  await deps.limiter.hit(emailLimitKey('email-change', newEmail), AUTH_LIMITS.emailPerAddress);
  const link = await issueLink(deps.db, deps.mail.appUrl, {
    userId: user.id,
    purpose: 'email_change',
    newEmail,
  });
  await deps.mailer.send(mailTemplates.confirmEmailChange(deps.mail, newEmail, user.name, link));
  return `Enviamos um link de confirmação para ${newEmail}. Seu e-mail será alterado quando você confirmar.`;
}

/**
 * SPEC §5: the current password is checked first ('Senha atual incorreta.'). The other sessions
 * of the user end; this one stays.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  input: ChangePasswordInput,
): Promise<string> {
  const account = await accountsRepository.findById(db, user.id);
  if (
    !account?.passwordHash ||
    !(await verifyPassword(account.passwordHash, input.currentPassword))
  ) {
    throw new AppError(
      400,
      'INVALID_CURRENT_PASSWORD',
      'Senha atual incorreta.',
      {},
      'currentPassword',
    );
  }
  // Above all for a temporary password: keeping it would defeat the forced change.
  if (input.newPassword === input.currentPassword) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'A nova senha deve ser diferente da senha atual.',
      {},
      'newPassword',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await accountsRepository.setPassword(tx, user.id, passwordHash);
    await sessionsRepository.deleteForUser(tx, user.id, user.sessionId);
    await tokensRepository.invalidateUnused(tx, user.id);
  });
  return 'Senha atualizada com sucesso!';
}
