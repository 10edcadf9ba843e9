import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { MAX_INPUT_DEPTH } from './input-guard.ts';

/** What the hostile-input fuzz (issue 14) found in the handling of request bodies. */

let app: FastifyInstance;
let close: () => Promise<void>;
let address = 0;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const post = (url: string, payload: string, type = 'application/json') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': type },
    remoteAddress: `10.30.0.${(address += 1)}`,
  });

describe('a body nested past any form', () => {
  it('is refused with 400 in Portuguese, not a 500 from an overflowed stack', async () => {
    for (const payload of [
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      `${'{"":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
    ]) {
      const response = await post('/api/auth/sign-in', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Dados inválidos.');
    }
  });

  it('reaches the route within the limit, which answers for its own field', async () => {
    const nested = `${'['.repeat(MAX_INPUT_DEPTH - 1)}"a"${']'.repeat(MAX_INPUT_DEPTH - 1)}`;
    const response = await post('/api/auth/sign-in', `{"email":${nested},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Por favor, preencha todos os campos');
  });
});

describe('a body that is not JSON', () => {
  it('gets 415 even where the route reads no body (signing out)', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8']) {
      const response = await post('/api/auth/sign-out', '{}', type);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(
        'Tipo de conteúdo não suportado. Envie os dados em JSON.',
      );
    }
  });

  it('gets 415 where the route reads one', async () => {
    const response = await post('/api/auth/sign-in', '{"email":"a@b.com"}', 'text/plain');
    expect(response.statusCode).toBe(415);
  });
});
