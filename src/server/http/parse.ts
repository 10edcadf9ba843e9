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
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    throw new ValidationError(issue?.message ?? 'Dados inválidos.', field);
  }
  return result.data;
}
