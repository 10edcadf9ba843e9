import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { mailTemplates } from '../../mail/templates.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { accountsRepository, type UserWithAccount } from './accounts-repository.ts';
import { AUTH_LIMITS, emailLimitKey } from './auth-limits.ts';
import { issueLink, sendConfirmationEmail, type EmailLinkDeps } from './email-links.ts';
import { sessionsRepository } from './sessions-repository.ts';
import { hashToken } from './secret-token.ts';
import { tokensRepository } from './tokens-repository.ts';

export type AuthDeps = EmailLinkDeps & { limiter: RateLimiter };

export const SIGN_UP_SUCCESS =
  'Registro realizado com sucesso! Verifique seu e-mail para confirmar a conta.';
export const RECOVERY_SENT =
  'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.';
export const CONFIRMATION_RESENT =
  'Se houver uma conta aguardando confirmação para este e-mail, enviamos um novo link.';
const INVALID_CREDENTIALS = 'E-mail ou senha incorretos.';

// Verified against when the e-mail is unknown, so both answers take the same time.
const dummyHash = hashPassword('senha-que-nao-existe-em-conta-alguma');

/**
 * SPEC §2/§5 sign-up. An e-mail that already has an account gets the same answer, and its owner
 * gets an e-mail saying someone tried (the page never reveals that the address exists).
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, ip: string): Promise<string> {
  await deps.limiter.hit(`sign-up:ip:${ip}`, AUTH_LIMITS.signUpPerIp);
  // Hash first, whatever happens next: both answers then take the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await accountsRepository.findByEmail(deps.db, input.email);
  if (existing) {
    await notifyExistingAccount(deps, existing);
    return SIGN_UP_SUCCESS;
  }
  let id: string;
  try {
    id = await deps.db.transaction((tx) =>
      accountsRepository.createUser(tx, { name: input.name, email: input.email, passwordHash }),
    );
  } catch (error) {
    // The same e-mail signed up by a concurrent request: same answer as for an existing one.
    if (isUniqueViolation(error, 'users_email_key')) return SIGN_UP_SUCCESS;
    throw error;
  }
  // Counted (never refused: the account exists now), so a resend waits a minute.
  await deps.limiter
    .hit(emailLimitKey('confirmation', input.email), AUTH_LIMITS.emailPerAddress)
    .catch(() => {});
  await sendConfirmationEmail(deps, { id, name: input.name, email: input.email });
  return SIGN_UP_SUCCESS;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  const direct = error as { code?: string; constraint?: string };
  return [cause, direct].some((item) => item?.code === '23505' && item.constraint === constraint);
}

async function notifyExistingAccount(deps: AuthDeps, user: UserWithAccount): Promise<void> {
  try {
    await deps.limiter.hit(
      emailLimitKey('account-exists', user.email),
      AUTH_LIMITS.emailPerAddress,
    );
  } catch {
    return; // its owner was already e-mailed within the last minute
  }
  const loginLink = `${deps.mail.appUrl}/login`;
  await deps.mailer.send(
    mailTemplates.accountAlreadyExists(deps.mail, user.email, user.name, loginLink),
  );
}

/** Checks the credentials and the account state; the caller creates the session. */
export async function signIn(
  deps: AuthDeps,
  input: SignInInput,
  ip: string,
): Promise<UserWithAccount> {
  await deps.limiter.hit(`sign-in:ip:${ip}`, AUTH_LIMITS.signInPerIp);
  const accountKey = `sign-in:account:${input.email}`;
  // Counted before the password is checked, atomically, so parallel guesses cannot all slip
  // under the limit; a successful sign-in clears the count.
  await deps.limiter.hit(accountKey, AUTH_LIMITS.signInFailuresPerAccount);
  const user = await accountsRepository.findByEmail(deps.db, input.email);
  let valid = false;
  if (user?.passwordHash) {
    valid = await verifyPassword(user.passwordHash, input.password);
  } else {
    await verifyPassword(await dummyHash, input.password);
  }
  if (!user || !valid) {
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  await deps.limiter.reset(accountKey);
  if (user.status !== 'active') {
    throw new AppError(
      403,
      'ACCOUNT_INACTIVE',
      'Sua conta está inativa. Entre em contato com a administração.',
    );
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(
      403,
      'EMAIL_NOT_CONFIRMED',
      `Você ainda não confirmou seu e-mail. Abra o link que enviamos para ${user.email} ou peça um novo.`,
    );
  }
  return user;
}

export async function resendConfirmation(deps: AuthDeps, email: string, ip: string) {
  await deps.limiter.hit(`email-ip:${ip}`, AUTH_LIMITS.emailPerIp);
  await deps.limiter.hit(emailLimitKey('confirmation', email), AUTH_LIMITS.emailPerAddress);
  const user = await accountsRepository.findByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt && user.status === 'active') {
    await sendConfirmationEmail(deps, user);
  }
  return CONFIRMATION_RESENT;
}

/** SPEC §2 recovery: the same answer whether or not the e-mail exists. */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string) {
  await deps.limiter.hit(`email-ip:${ip}`, AUTH_LIMITS.emailPerIp);
  await deps.limiter.hit(emailLimitKey('recovery', email), AUTH_LIMITS.emailPerAddress);
  const user = await accountsRepository.findByEmail(deps.db, email);
  if (user && user.status === 'active') {
    const link = await issueLink(deps.db, deps.mail.appUrl, {
      userId: user.id,
      purpose: 'password_reset',
    });
    await deps.mailer.send(mailTemplates.passwordReset(deps.mail, user.email, user.name, link));
  }
  return RECOVERY_SENT;
}

const TOKEN_MESSAGES = {
  invalid: 'Link inválido. Solicite um novo.',
  expired: 'Este link expirou. Solicite um novo.',
  used: 'Este link já foi utilizado. Solicite um novo.',
};

/** Loads a link's token inside a transaction, refusing unknown, used, expired or other-purpose ones. */
export async function consumeToken(
  tx: Parameters<Parameters<AuthDeps['db']['transaction']>[0]>[0],
  token: string,
  purposes: readonly string[],
) {
  const row = await tokensRepository.findForUpdate(tx, hashToken(token));
  if (!row || !purposes.includes(row.purpose)) {
    throw new AppError(400, 'TOKEN_INVALID', TOKEN_MESSAGES.invalid);
  }
  if (row.usedAt) throw new AppError(400, 'TOKEN_USED', TOKEN_MESSAGES.used);
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(400, 'TOKEN_EXPIRED', TOKEN_MESSAGES.expired);
  }
  await tokensRepository.markUsed(tx, row.id);
  return row;
}

/** Sets the new password and ends every session of the user (SPEC recovery). */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['password_reset', 'account_setup']);
    await accountsRepository.setPassword(tx, row.userId, passwordHash);
    // Receiving the link proves the address, so it counts as confirmed.
    await accountsRepository.markEmailVerified(tx, row.userId);
    await tokensRepository.invalidateUnused(tx, row.userId);
    await sessionsRepository.deleteForUser(tx, row.userId);
  });
  return 'Senha redefinida com sucesso! Faça login com a nova senha.';
}

export type ConfirmResult =
  { kind: 'confirmed'; user: UserWithAccount } | { kind: 'email-changed'; message: string };

/**
 * The link of a confirmation e-mail: confirms a new account (the caller signs the person in) or
 * applies a change of e-mail address (the old address is told).
 */
export async function confirmEmail(deps: AuthDeps, token: string): Promise<ConfirmResult> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, ['email_confirmation', 'email_change']);
    const user = await accountsRepository.findById(tx, row.userId);
    if (!user || user.status !== 'active') {
      throw new AppError(400, 'TOKEN_INVALID', TOKEN_MESSAGES.invalid);
    }
    if (row.purpose === 'email_confirmation' || !row.newEmail) {
      await accountsRepository.markEmailVerified(tx, user.id);
      return { kind: 'confirmed' as const, user, oldEmail: user.email };
    }
    if (await accountsRepository.emailTakenByOther(tx, row.newEmail, user.id)) {
      throw new AppError(409, 'EMAIL_TAKEN', 'Este e-mail já está em uso.');
    }
    await accountsRepository.updateEmail(tx, user.id, row.newEmail);
    await accountsRepository.markEmailVerified(tx, user.id);
    return {
      kind: 'email-changed' as const,
      user: { ...user, email: row.newEmail },
      oldEmail: user.email,
    };
  });
  if (result.kind === 'confirmed') return { kind: 'confirmed', user: result.user };
  await deps.mailer.send(
    mailTemplates.emailChangedNotice(
      deps.mail,
      result.oldEmail,
      result.user.name,
      result.user.email,
    ),
  );
  return { kind: 'email-changed', message: 'E-mail alterado com sucesso!' };
}
