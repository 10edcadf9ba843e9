import { generateTemporaryPassword, hashPassword } from '../../auth/password.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { accountsRepository } from './accounts-repository.ts';

/**
 * The first half of an account an administrator creates (DESIGN §2): the e-mail must be free,
 * and a random temporary password is drawn and hashed before any transaction opens (hashing is
 * slow; a transaction should not wait on it). The clear password goes back to the admin once and
 * nowhere else; the caller stores `passwordHash` with `temporaryPassword: true`.
 */
export async function prepareTemporaryAccount(
  executor: Executor,
  email: string,
  emailTakenMessage: string,
): Promise<{ temporaryPassword: string; passwordHash: string }> {
  if (await accountsRepository.findByEmail(executor, email)) {
    throw new AppError(409, 'EMAIL_TAKEN', emailTakenMessage, {}, 'email');
  }
  const temporaryPassword = generateTemporaryPassword();
  return { temporaryPassword, passwordHash: await hashPassword(temporaryPassword) };
}
