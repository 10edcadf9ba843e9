import type { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/api-error.ts';

const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
const INVALID_RESPONSE_MESSAGE = 'Resposta inesperada do servidor. Tente novamente.';

/**
 * The one error the client's data layer throws. `message` is always Portuguese text that can be
 * shown to the user: the server's own message when it sent one ({"error":{"code","message"}}).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  }
  return new ApiError(response.status, 'HTTP_ERROR', UNEXPECTED_ERROR_MESSAGE);
}

/**
 * Calls the API on the same origin (the session travels in an httpOnly cookie, so credentials
 * are same-origin) and validates the response body with `schema`, so a type is never trusted
 * without being checked.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is React Query cancelling the request, not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success)
    throw new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

export function apiGet<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest('GET', path, schema, { signal });
}

export function apiPost<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  return apiRequest('POST', path, schema, { body });
}

export function apiPut<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  return apiRequest('PUT', path, schema, { body });
}

export function apiPatch<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  return apiRequest('PATCH', path, schema, { body });
}

export function apiDelete<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return apiRequest('DELETE', path, schema);
}
