import { createHash, randomBytes } from 'node:crypto';

/**
 * A random secret for a cookie or an e-mail link. Only its SHA-256 is stored, so the database
 * never holds a usable secret.
 */
export function newSecretToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
