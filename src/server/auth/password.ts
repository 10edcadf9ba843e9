import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). Algorithm 2 = Argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// No 0/o, 1/l/i: a temporary password is read aloud or typed from a screen.
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A password an administrator hands over once (DESIGN §2): four groups of four characters from
 * an unambiguous alphabet (about 79 bits), e.g. 'kx7m-p2qd-9tre-ahs4'. Never stored in clear.
 */
export function generateTemporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(
      '',
    ),
  );
  return groups.join('-');
}

/** A strong random password (24 characters from a 64-symbol alphabet: 144 bits). */
export function generateStrongPassword(): string {
  return randomBytes(18).toString('base64url');
}
