import type { ApiErrorBody } from '../../shared/schemas/api-error.ts';

export const NETWORK_ERROR_MESSAGE =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';
const INVALID_RESPONSE_MESSAGE = 'Resposta inesperada do servidor. Tente novamente.';

interface ApiErrorDetails {
  /** The input the message is about ('confirmPassword', 'currentPassword', ...). */
  field?: string;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  retryAfterSeconds?: number;
}

/**
 * The one error the client's data layer throws. `message` is always Portuguese text that can be
 * shown to the user: the server's own message when it sent one ({"error":{"code","message"}}).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the back-office's edits send If-Match). */
  headers?: Record<string, string>;
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

/** Retry-After in seconds; the HTTP-date form is not used by our API. */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * What checks a response body: a zod schema has this shape, and so do the small hand-written
 * parsers of lib/directory-parsers.ts. Public pages use those so that zod (about 25 KB gzip) stays
 * out of their JavaScript (the 150 KB budget of `npm run size`).
 */
export interface ResponseParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The API's error format, checked by hand: this module is on every page's critical path. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = body.error as Record<string, unknown> | null;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    (error.field === undefined || typeof error.field === 'string')
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const retryAfterSeconds = retryAfterOf(response);
  if (isApiErrorBody(body)) {
    const { code, message, field } = body.error;
    return new ApiError(response.status, code, message, { field, retryAfterSeconds });
  }
  return new ApiError(response.status, 'HTTP_ERROR', UNEXPECTED_ERROR_MESSAGE, {
    retryAfterSeconds,
  });
}

/**
 * Calls the API on the same origin (the session travels in an httpOnly cookie, so credentials
 * are same-origin) and validates the response body with `schema`, so a type is never trusted
 * without being checked.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schema: ResponseParser<T>,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
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

export function apiGet<T>(
  path: string,
  schema: ResponseParser<T>,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest('GET', path, schema, { signal });
}

export function apiPost<T>(path: string, schema: ResponseParser<T>, body?: unknown): Promise<T> {
  return apiRequest('POST', path, schema, { body });
}

export function apiPut<T>(path: string, schema: ResponseParser<T>, body?: unknown): Promise<T> {
  return apiRequest('PUT', path, schema, { body });
}

export function apiPatch<T>(path: string, schema: ResponseParser<T>, body?: unknown): Promise<T> {
  return apiRequest('PATCH', path, schema, { body });
}

export function apiDelete<T>(path: string, schema: ResponseParser<T>): Promise<T> {
  return apiRequest('DELETE', path, schema);
}
