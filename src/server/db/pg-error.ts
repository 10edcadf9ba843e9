export type PgError = { code: string; constraint?: string };

/**
 * The PostgreSQL error under Drizzle's wrapper (PGlite and node-postgres both carry `code`,
 * possibly a few `cause`s down): for the refusals a person can cause, such as a unique index
 * (23505) or a reference (23503) hit by a write racing past the service's own check.
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
