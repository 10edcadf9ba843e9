import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { access } from './http/route-access.ts';
import { createTestApp, testConfig } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

describe('API basics', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await createTestApp());
    // A route of this test only, to exercise body parsing and limits through the real stack.
    app.post('/api/test-echo', { config: { access: access.public } }, async (request) => ({
      received: request.body,
    }));
  });
  afterAll(() => close());

  it('GET /api/health answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown /api paths with the JSON 404 in Portuguese', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' },
    });
  });

  it('answers a body that is not an object with a Portuguese message', async () => {
    for (const [payload, type] of [
      ['[]', 'application/json'],
      ['"texto"', 'application/json'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Dados inválidos.');
    }
  });

  // Their security headers: http/security-headers.test.ts.
  it('answers a broken or overlong address with a 4xx and a Portuguese message', async () => {
    for (const [url, status] of [
      ['/conveniado/%E0%A4%A', 400],
      ['/api/providers/%', 400],
      ['/pesquisa/%E0', 400],
      [`/api/providers/${'1'.repeat(101)}`, 414],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Endereço inválido.' },
      });
    }
  });

  it('refuses a body over the limit with 413 and a Portuguese message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(
      'O conteúdo enviado excede o tamanho máximo permitido.',
    );
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('GET /api/site gives the configured name, contact and served cities', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appName: 'Saúde Conveniada',
      contactEmail: 'contato@saudeconveniada.com.br',
      contactPhone: null,
      servedCities: [
        { id: 5211909, name: 'Jataí', stateId: 'GO' },
        { id: 5218805, name: 'Rio Verde', stateId: 'GO' },
        { id: 5208707, name: 'Goiânia', stateId: 'GO' },
      ],
      demoData: false,
      discountOptions: [10, 20, 30, 40, 50],
    });
  });
});

/**
 * Every "METHOD /path" Fastify's router serves, read from its own listing rather than from
 * app.apiRoutes (which only ever holds declared routes). printRoutes draws a tree: each level
 * indents by four characters and adds its segment to its parent's path.
 */
function servedRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) continue;
    segments.length = node[1]!.length / 4;
    segments.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) served.push(`${method} ${segments.join('')}`);
  }
  return served;
}

describe('deny by default', () => {
  it('every /api route the router serves declares who may call it', async () => {
    const { app, close } = await createTestApp();
    await app.ready();
    // A route registered before the declaration hook (or around it) is served but not listed.
    const served = servedRoutes(app).filter((route) => route.split(' ')[1]!.startsWith('/api'));
    const declared = app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(served.sort()).toEqual(declared.sort());
    expect(declared).toContain('GET /api/health');
    expect(declared).toContain('DELETE /api/admin/roles/:id');
    await close();
  });

  it('registering an /api route without a declaration fails', async () => {
    const { app, close } = await createTestApp();
    expect(() => app.get('/api/sem-declaracao', async () => 'oops')).toThrow(
      'não declara quem pode chamá-la',
    );
    await close();
  });

  it('a route that needs a session refuses an anonymous call with 401', async () => {
    const { app, close } = await createTestApp();
    app.get('/api/test-private', { config: { access: access.signedIn } }, async () => ({ ok: 1 }));
    const response = await app.inject({ method: 'GET', url: '/api/test-private' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    await close();
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
    await app.close();
  });
});

describe('single-page app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'sc-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it.each(['/', '/pesquisa', '/sobre', '/qualquer/caminho'])(
    'serves the app (index.html) for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^<!doctype html>/);
      expect(response.body).toContain('<title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the app with 404 and noindex for a provider that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/conveniado/12' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/^<!doctype html>/);
    expect(response.body).toContain('noindex');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the JSON 404 for unknown /api paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/qualquer' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
