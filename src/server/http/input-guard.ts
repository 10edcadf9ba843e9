import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.ts';

export const INVALID_CHARACTERS_MESSAGE = 'O texto enviado contém caracteres inválidos.';

// PostgreSQL text cannot hold NUL; other C0 controls (but tab, line feed, carriage return) have
// no business in any form field of this product.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

function containsForbidden(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (Array.isArray(value)) return value.some(containsForbidden);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => FORBIDDEN.test(key) || containsForbidden(item),
    );
  }
  return false;
}

/** Refuses control characters in any input (body, query, route params) with a clear 400. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      containsForbidden(request.params) ||
      containsForbidden(request.query) ||
      containsForbidden(request.body)
    ) {
      throw new ValidationError(INVALID_CHARACTERS_MESSAGE);
    }
  });
}
