import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/** Parses input with a shared zod schema; the first issue's Portuguese message becomes a 400. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    // A body of the wrong kind altogether (text or a list for an object): no field to blame.
    if (!issue || (issue.path.length === 0 && issue.code === 'invalid_type')) {
      throw new ValidationError('Dados inválidos.');
    }
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    throw new ValidationError(issue.message, field);
  }
  return result.data;
}
