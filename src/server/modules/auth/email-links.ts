import type { Database, Executor } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailTemplates, type MailContext } from '../../mail/templates.ts';
import { TOKEN_LIFETIME_SECONDS } from './session-policy.ts';
import { newSecretToken } from './secret-token.ts';
import { tokensRepository, type TokenPurpose } from './tokens-repository.ts';

export type EmailLinkDeps = { db: Database; mailer: Mailer; mail: MailContext };

/** Stores a one-time token and returns the link that carries it. */
export async function issueLink(
  executor: Executor,
  appUrl: string,
  values: { userId: string; purpose: TokenPurpose; newEmail?: string },
): Promise<string> {
  const { token, id } = newSecretToken();
  await tokensRepository.create(executor, {
    id,
    userId: values.userId,
    purpose: values.purpose,
    newEmail: values.newEmail,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS[values.purpose] * 1000),
  });
  const choosesPassword = values.purpose === 'password_reset' || values.purpose === 'account_setup';
  const page = choosesPassword ? '/reset-password' : '/confirmar-email';
  return `${appUrl}${page}?token=${token}`;
}

export async function sendConfirmationEmail(
  deps: EmailLinkDeps,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const link = await issueLink(deps.db, deps.mail.appUrl, {
    userId: user.id,
    purpose: 'email_confirmation',
  });
  await deps.mailer.send(mailTemplates.confirmEmail(deps.mail, user.email, user.name, link));
}
