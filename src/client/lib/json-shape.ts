import type { ResponseParser } from './api-client.ts';

/**
 * A few checks for JSON response bodies, in the spirit of zod but a few hundred bytes: the public
 * pages validate what the API sends without shipping zod (see ResponseParser in api-client.ts).
 * The results are typed against the shared zod types, so a contract change fails `tsc` here.
 */
export type Check<T> = (value: unknown) => T;

class ShapeError extends Error {}

function fail(): never {
  throw new ShapeError('Resposta fora do formato esperado.');
}

export const string: Check<string> = (value) => (typeof value === 'string' ? value : fail());

export const number: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail();

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : fail());

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined ? undefined : check(value));
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value) => (Array.isArray(value) ? value.map(check) : fail());
}

type Shape = Record<string, Check<unknown>>;
type Output<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** Keeps only the keys of `shape` (as zod does) and leaves out the ones that are undefined. */
export function object<S extends Shape>(shape: S): Check<Output<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail();
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const checked = check(input[key]);
      if (checked !== undefined) output[key] = checked;
    }
    return output as Output<S>;
  };
}

/** Turns a check into what apiGet expects; a body of another shape becomes INVALID_RESPONSE. */
export function responseParser<T>(check: Check<T>): ResponseParser<T> {
  return {
    safeParse(data) {
      try {
        return { success: true, data: check(data) };
      } catch (error) {
        if (error instanceof ShapeError) return { success: false };
        throw error;
      }
    },
  };
}
