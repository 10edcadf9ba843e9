import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { LANDING_PAGES, landingPage, pagePreloads } from './page-preloads.ts';

const preloaded = (markup: string) =>
  [
    ...markup.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g),
  ].map((match) => match[1]);

describe('pagePreloads', () => {
  it('names the API answers a search starts with, in the URL the page asks for', () => {
    // Filters in the app's order, unknown parameters dropped, '&' escaped in the attribute.
    expect(preloaded(pagePreloads('/pesquisa', '?desconto=10&q=odonto&x=1'))).toEqual([
      '/api/site',
      '/api/me',
      '/api/providers?q=odonto&amp;desconto=10',
      '/api/directory/locations',
      '/api/specialties',
    ]);
  });

  it("starts a provider page's own answer, and not on the provider sign-up", () => {
    expect(preloaded(pagePreloads('/conveniado/33/', ''))).toEqual([
      '/api/site',
      '/api/me',
      '/api/providers/33',
    ]);
    expect(preloaded(pagePreloads('/conveniado/cadastro', ''))).toEqual(['/api/site', '/api/me']);
    expect(pagePreloads('/conveniado/abc', '')).not.toContain('/api/providers');
  });

  it('has nothing for guarded pages, the back-office or unknown addresses', () => {
    for (const path of ['/perfil', '/perfil-conveniado', '/admin', '/admin/users', '/x/y']) {
      expect(pagePreloads(path, '')).toBe('');
    }
  });

  it('reads each path as the router does, a static segment before a parameter', () => {
    expect(landingPage('/conveniado/cadastro')?.path).toBe('/conveniado/cadastro');
    expect(landingPage('/conveniado/9/informar-erro')?.path).toBe('/conveniado/:id/informar-erro');
    expect(landingPage('/pesquisa/')?.path).toBe('/pesquisa');
    expect(new Set(LANDING_PAGES.map((page) => page.path)).size).toBe(LANDING_PAGES.length);
  });
});

describe('the served page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'sc-preloads-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<html><head><title>Build</title>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>',
    );
    const database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
    close = async () => {
      await app.close();
      await database.close();
      rmSync(clientDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it("carries the hints at the end of the head, after the app's script", async () => {
    const response = await app.inject({ url: '/pesquisa?q=card%C3%ADaco' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head.indexOf('<script type="module"')).toBeLessThan(head.indexOf('rel="preload"'));
    expect(preloaded(head)).toContain('/api/providers?q=card%C3%ADaco');
  });

  it('leaves a guarded page as built', async () => {
    const response = await app.inject({ url: '/perfil' });
    expect(response.body).not.toContain('preload');
  });
});
