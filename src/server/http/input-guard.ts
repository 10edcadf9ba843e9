import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.ts';

export const INVALID_CHARACTERS_MESSAGE = 'O texto enviado contém caracteres inválidos.';
export const TOO_DEEP_MESSAGE = 'Dados inválidos.';

// PostgreSQL text cannot hold NUL; other C0 controls (but tab, line feed, carriage return) have
// no business in any form field of this product.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** No form of this product nests deeper than a list of rows (3); 32 leaves room for any. */
export const MAX_INPUT_DEPTH = 32;

/**
 * 'forbidden' for a control character anywhere (keys too), 'too-deep' past MAX_INPUT_DEPTH.
 * Walked with a list, not by recursion: a body of 20,000 nested '[' (40 KB, under the body
 * limit) overflowed the call stack here and answered 500 (issue 14, hostile input).
 */
function inspect(input: unknown): 'forbidden' | 'too-deep' | undefined {
  const pending: [unknown, number][] = [[input, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (FORBIDDEN.test(value)) return 'forbidden';
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'too-deep';
      for (const [key, item] of Object.entries(value)) {
        if (FORBIDDEN.test(key)) return 'forbidden';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses control characters and absurd nesting in any input (body, query, route params) with a
 * clear 400, before any schema walks it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const problem = inspect(input);
      if (problem === 'forbidden') throw new ValidationError(INVALID_CHARACTERS_MESSAGE);
      if (problem === 'too-deep') throw new ValidationError(TOO_DEEP_MESSAGE);
    }
  });
}
