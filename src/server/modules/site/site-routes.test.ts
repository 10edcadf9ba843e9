import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { providers } from '../../db/schema/index.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { insertProvider } from '../../test/directory-fixtures.ts';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Build</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MARKER = '<meta name="demo-data" content="true">';

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'sc-site-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const database = await createTestDatabase();
  db = database.db;
  app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
  close = async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  };
  await insertProvider(db, { companyName: 'Clínica Real' });
});
afterAll(() => close());

async function demoData(): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/site' });
  expect(response.statusCode).toBe(200);
  return response.json().demoData;
}

async function headOf(url: string): Promise<string> {
  const html = (await app.inject({ method: 'GET', url })).body;
  return html.slice(0, html.indexOf('</head>'));
}

// PGlite announces a change as the write returns; PostgreSQL a moment later: poll briefly.
const poll = { timeout: 2_000 };

describe('whether the directory shows demo data (GET /api/site, served pages)', () => {
  it('says no while every listed provider is real', async () => {
    expect(await demoData()).toBe(false);
    expect(await headOf('/')).not.toContain('demo-data');
    expect(await headOf('/qualquer/caminho')).not.toContain('demo-data');
  });

  it('says no for demo providers that are not listed', async () => {
    await insertProvider(db, { companyName: 'Exemplo Pendente', demo: true, status: 'pending' });
    await expect.poll(demoData, poll).toBe(false);
  });

  it('says yes once a demo provider is listed, in the API and in every served page', async () => {
    const id = await insertProvider(db, { companyName: 'Exemplo Ativo', demo: true });
    await expect.poll(demoData, poll).toBe(true);
    for (const url of ['/', '/pesquisa?q=x', `/conveniado/${id}`, '/qualquer/caminho']) {
      const head = await headOf(url);
      expect(head, url).toContain(MARKER);
      expect(head.match(/<title>/g), url).toHaveLength(1);
    }
    // A page the SEO module knows keeps its own head; the marker follows it.
    const search = await headOf('/pesquisa');
    expect(search.indexOf('<title>Pesquisar')).toBeLessThan(search.indexOf(MARKER));
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('turns off when the demo providers leave: deactivated, or deleted by hand', async () => {
    await db.update(providers).set({ status: 'inactive' }).where(eq(providers.isDemo, true));
    await expect.poll(demoData, poll).toBe(false);
    await db.update(providers).set({ status: 'active' }).where(eq(providers.isDemo, true));
    await expect.poll(demoData, poll).toBe(true);

    await db.execute(sql`DELETE FROM providers WHERE is_demo`);
    await expect.poll(demoData, poll).toBe(false);
    expect(await headOf('/')).not.toContain('demo-data');
    expect(await headOf('/qualquer/caminho')).not.toContain('demo-data');
  });
});
