import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiPost, ApiError } from './api-client.ts';

const itemSchema = z.object({ id: z.number() });

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
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
