import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost, ApiError } from './api-client.ts';

const itemSchema = z.object({ id: z.number() });

function respondWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api-client', () => {
  it('returns the body parsed with the schema', async () => {
    const fetchMock = respondWith(200, { id: 7, extra: 'ignored' });
    await expect(apiGet('/api/items/7', itemSchema)).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/items/7',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('sends a JSON body', async () => {
    const fetchMock = respondWith(201, { id: 1 });
    await apiPost('/api/items', itemSchema, { name: 'Cardiologia' });
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(init?.body).toBe('{"name":"Cardiologia"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("throws an ApiError carrying the server's Portuguese message", async () => {
    respondWith(400, { error: { code: 'VALIDATION', message: 'O nome é obrigatório.' } });
    const error = await caught(apiGet('/api/items', itemSchema));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'VALIDATION',
      'O nome é obrigatório.',
    ]);
  });

  it('carries the field the message is about and the Retry-After of a 429', async () => {
    respondWith(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'As senhas não coincidem.',
        field: 'confirmPassword',
      },
    });
    const invalid = await caught(apiPost('/api/me/password', itemSchema, {}));
    expect([invalid.field, invalid.retryAfterSeconds]).toEqual(['confirmPassword', undefined]);

    respondWith(
      429,
      { error: { code: 'TOO_MANY_REQUESTS', message: 'Aguarde 1 minuto.' } },
      { 'Retry-After': '42' },
    );
    const limited = await caught(apiPost('/api/auth/forgot-password', itemSchema, {}));
    expect([limited.status, limited.field, limited.retryAfterSeconds]).toEqual([
      429,
      undefined,
      42,
    ]);
  });

  it('accepts an empty 204 answer when the schema expects nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiPost('/api/auth/sign-out', z.undefined())).resolves.toBeUndefined();
  });

  it('throws a generic Portuguese message when the error body is not the API format', async () => {
    respondWith(502, '<html>Bad Gateway</html>');
    const error = await caught(apiGet('/api/items', itemSchema));
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'HTTP_ERROR',
      'Ocorreu um erro inesperado. Tente novamente.',
    ]);
  });

  it('rejects a successful response that does not match the schema', async () => {
    respondWith(200, { id: 'sete' });
    const error = await caught(apiGet('/api/items/7', itemSchema));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await caught(apiGet('/api/items', itemSchema));
    expect([error.status, error.code]).toEqual([0, 'NETWORK_ERROR']);
    expect(error.message).toMatch(/^Não foi possível conectar ao servidor/);
  });
});
