import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  ANAPOLIS,
  GOIANIA,
  insertProvider,
  JATAI,
  RIO_VERDE,
  setFieldVisibility,
} from '../../test/directory-fixtures.ts';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Descrição do build."
    />
    <title>Build</title>
    <meta name="head-marker" content="fim" />
  </head>
  <body><div id="root"></div></body>
</html>
`;

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'sc-seo-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const database = await createTestDatabase();
  db = database.db;
  app = await buildApp({ config: testConfig(), database, clientDir, logger: false });
  close = async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  };
  ids.saoLucas = await insertProvider(db, {
    companyName: 'Clínica São Lucas',
    tradeName: 'São Lucas Serviços Médicos Ltda',
    specialties: ['Pediatria', 'Cardiologia'],
    discount: 20,
    updatedAt: new Date('2026-03-04T05:06:07.000Z'),
  });
  ids.noDiscount = await insertProvider(db, {
    companyName: 'Ótica Visão',
    area: 'Ótica',
    cityId: RIO_VERDE,
    discount: 0,
  });
  ids.script = await insertProvider(db, {
    companyName: '</script><script>alert("x")</script> & <b>Co</b>',
    tradeName: null,
    cityId: GOIANIA,
    specialties: ['Nutrição'],
  });
  ids.pending = await insertProvider(db, { companyName: 'Clínica Pendente', status: 'pending' });
  // The only provider of Anápolis and of Urologia: a demo one.
  ids.demo = await insertProvider(db, {
    companyName: 'Clínica Exemplo',
    tradeName: 'Clínica Exemplo Ltda',
    demo: true,
    cityId: ANAPOLIS,
    specialties: ['Urologia'],
    discount: 15,
    phone: '6206312211',
    whatsapp: '62091234567',
  });
  ids.inactive = await insertProvider(db, { companyName: 'Clínica Inativa', status: 'inactive' });
});
afterAll(() => close());

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

function headOf(html: string) {
  return html.slice(0, html.indexOf('</head>'));
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!);
}

describe("a provider's 'Informar um erro' page (/conveniado/{id}/informar-erro)", () => {
  it('is served, kept out of search engines, and 404 for a provider not listed', async () => {
    const shown = await page(`/conveniado/${ids.saoLucas}/informar-erro`);
    expect(shown.status).toBe(200);
    expect(headOf(shown.html)).toContain('<title>Informar um erro | Saúde Conveniada</title>');
    expect(headOf(shown.html)).toContain('<meta name="robots" content="noindex">');
    expect((await page(`/conveniado/${ids.pending}/informar-erro`)).status).toBe(404);
  });
});

describe('provider page head (/conveniado/{id})', () => {
  it('has the title, description, canonical address and Open Graph tags', async () => {
    const { status, html, headers } = await page(`/conveniado/${ids.saoLucas}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    const head = headOf(html);
    expect(head).toContain('<title>Clínica São Lucas | Saúde Conveniada</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).not.toContain('Descrição do build.');
    const description =
      'Medicina em Jataí-GO. Até 20% de desconto. Especialidades: Cardiologia e Pediatria.';
    expect(head).toContain(`<meta name="description" content="${description}">`);
    const url = `http://localhost:3000/conveniado/${ids.saoLucas}`;
    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(head).toContain(
      '<meta property="og:title" content="Clínica São Lucas | Saúde Conveniada">',
    );
    expect(head).toContain(`<meta property="og:description" content="${description}">`);
    expect(head).toContain(`<meta property="og:url" content="${url}">`);
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:site_name" content="Saúde Conveniada">');
    expect(head).toContain('<meta property="og:locale" content="pt_BR">');
    expect(head).not.toContain('robots');
    // The built head is kept around it: charset first, the marker after.
    expect(head.indexOf('charset')).toBeLessThan(head.indexOf('<title>'));
    expect(head.indexOf('<title>')).toBeLessThan(head.indexOf('head-marker'));
    expect(html).toContain('<div id="root"></div>');
    expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('describes the business in schema.org JSON-LD', async () => {
    const { html } = await page(`/conveniado/${ids.saoLucas}`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: 'Clínica São Lucas',
      legalName: 'São Lucas Serviços Médicos Ltda',
      description:
        'Medicina em Jataí-GO. Até 20% de desconto. Especialidades: Cardiologia e Pediatria.',
      url: `http://localhost:3000/conveniado/${ids.saoLucas}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua das Flores, 100',
        addressLocality: 'Jataí',
        addressRegion: 'GO',
        postalCode: '75800-014',
        addressCountry: 'BR',
      },
      telephone: '+556436310000',
      email: 'contato@exemplo.com.br',
      knowsAbout: ['Cardiologia', 'Pediatria'],
    });
  });

  it('leaves out the discount when it is 0', async () => {
    const { html } = await page(`/conveniado/${ids.noDiscount}`);
    expect(headOf(html)).toContain('<meta name="description" content="Ótica em Rio Verde-GO.">');
  });

  it('escapes a name that tries to break out of the HTML or the script', async () => {
    const { status, html } = await page(`/conveniado/${ids.script}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt; | Saúde Conveniada</title>',
    );
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert');
    expect(jsonLdOf(html).name).toBe('</script><script>alert("x")</script> & <b>Co</b>');
  });

  it('puts no hidden field in the description or the JSON-LD', async () => {
    await setFieldVisibility(db, 'phone', { isPublicVisible: false, isLoggedinVisible: true });
    await setFieldVisibility(db, 'whatsapp', { isPublicVisible: false, isLoggedinVisible: true });
    await setFieldVisibility(db, 'specialties', {
      isPublicVisible: false,
      isLoggedinVisible: true,
    });
    app.directory.fieldVisibility.invalidate();
    const { html } = await page(`/conveniado/${ids.saoLucas}`);
    const data = jsonLdOf(html);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('knowsAbout');
    expect(html).not.toContain('6436310000');
    expect(html).not.toContain('Pediatria');
    // Never public by default: document, responsible, internal notes.
    expect(html).not.toMatch(/9\d{13}|Maria Responsável|Nota interna/);
    for (const field of ['phone', 'whatsapp', 'specialties']) {
      await setFieldVisibility(db, field, { isPublicVisible: true, isLoggedinVisible: true });
    }
    app.directory.fieldVisibility.invalidate();
  });

  it('marks a demo provider in the title, description, Open Graph and JSON-LD, with noindex', async () => {
    const { status, html } = await page(`/conveniado/${ids.demo}`);
    expect(status).toBe(200);
    const head = headOf(html);
    const title = 'Clínica Exemplo (Demonstração) | Saúde Conveniada';
    const description =
      'Conveniado fictício, exemplo de demonstração. Medicina em Anápolis-GO. Até 15% de desconto. Especialidades: Urologia.';
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta name="description" content="${description}">`);
    expect(head).toContain(`<meta property="og:title" content="${title}">`);
    expect(head).toContain(`<meta property="og:description" content="${description}">`);
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: 'Clínica Exemplo (Demonstração)',
      legalName: 'Clínica Exemplo Ltda',
      description,
      url: `http://localhost:3000/conveniado/${ids.demo}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua das Flores, 100',
        addressLocality: 'Anápolis',
        addressRegion: 'GO',
        postalCode: '75800-014',
        addressCountry: 'BR',
      },
      knowsAbout: ['Urologia'],
    });
    // No contact of an invented business is advertised, not even an unreachable one.
    expect(html).not.toMatch(/6206312211|62091234567|\+5562|exemplo\.com\.br/);
  });

  it.each([
    ['an id that does not exist', () => '999999'],
    ['a pending provider', () => String(ids.pending)],
    ['an inactive provider', () => String(ids.inactive)],
    ['a malformed id', () => 'abc'],
    ['NaN', () => 'NaN'],
  ])('answers %s with the app, status 404 and noindex', async (_case, id) => {
    const { status, html } = await page(`/conveniado/${id()}`);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex">');
    expect(headOf(html)).toContain('<title>Conveniado não encontrado | Saúde Conveniada</title>');
  });
});

describe('other pages', () => {
  it.each([
    ['/', 'Saúde Conveniada | Descontos em saúde em Jataí, Rio Verde e Goiânia'],
    ['/pesquisa', 'Pesquisar conveniados | Saúde Conveniada'],
    ['/sobre', 'Sobre | Saúde Conveniada'],
    ['/cadastro', 'Criar conta | Saúde Conveniada'],
    ['/login', 'Entrar | Saúde Conveniada'],
    ['/conveniado/cadastro', 'Seja um conveniado | Saúde Conveniada'],
  ])('%s has its own title, description and canonical address', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
    expect(head).not.toContain('robots');
  });

  it.each([
    '/perfil',
    '/perfil-conveniado',
    '/admin',
    '/admin/providers/3/edit',
    '/reset-password',
    '/confirmar-email',
  ])('%s is kept out of search engines', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex">');
    expect(headOf(html)).not.toContain('canonical');
  });

  it('gives a specialty-by-city search its own title and canonical address', async () => {
    const { html } = await page(`/pesquisa?especialidade=cardiologia&estado=go&cidade=${JATAI}`);
    const head = headOf(html);
    expect(head).toContain(
      '<title>Cardiologia com desconto em Jataí-GO | Saúde Conveniada</title>',
    );
    expect(head).toContain(
      `<link rel="canonical" href="http://localhost:3000/pesquisa?especialidade=Cardiologia&amp;estado=GO&amp;cidade=${JATAI}">`,
    );
  });

  it('keeps free-text and discount searches out of the index', async () => {
    for (const url of ['/pesquisa?q=clinica', '/pesquisa?desconto=20']) {
      const head = headOf((await page(url)).html);
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).toContain('<title>Pesquisar conveniados | Saúde Conveniada</title>');
    }
    const unknown = headOf((await page('/pesquisa?especialidade=Nada&cidade=5211909')).html);
    expect(unknown).toContain('<title>Pesquisar conveniados | Saúde Conveniada</title>');
  });

  it('sends any other path as built (the client shows its 404 screen)', async () => {
    const { status, html } = await page('/qualquer/caminho');
    expect(status).toBe(200);
    // As built, plus the marker that demo providers are listed (modules/site).
    expect(html).toBe(
      INDEX_HTML.replace('  </head>', '    <meta name="demo-data" content="true">\n  </head>'),
    );
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public pages, every active provider and the specialty-by-city searches', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const path of ['/', '/pesquisa', '/sobre', '/conveniado/cadastro']) {
      expect(xml).toContain(`<url><loc>http://localhost:3000${path}</loc></url>`);
    }
    expect(xml).toContain(
      `<url><loc>http://localhost:3000/conveniado/${ids.saoLucas}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>http://localhost:3000/conveniado/${ids.script}</loc>`);
    expect(xml).not.toContain(`/conveniado/${ids.pending}<`);
    expect(xml).not.toContain(`/conveniado/${ids.inactive}<`);
    expect(xml).toContain(
      `<loc>http://localhost:3000/pesquisa?especialidade=Cardiologia&amp;estado=GO&amp;cidade=${JATAI}</loc>`,
    );
    expect(xml).toContain(
      `<loc>http://localhost:3000/pesquisa?especialidade=Nutri%C3%A7%C3%A3o&amp;estado=GO&amp;cidade=${GOIANIA}</loc>`,
    );
    // Rio Verde's only provider has no specialty.
    expect(xml).not.toContain(`cidade=${RIO_VERDE}`);
    // Invented businesses are not offered to search engines, nor a search that finds only them.
    expect(xml).not.toContain(`/conveniado/${ids.demo}<`);
    expect(xml).not.toContain(`cidade=${ANAPOLIS}`);
    expect(xml).not.toContain('Urologia');
    expect(xml.match(/<url>/g)).toHaveLength(4 + 3 + 3);
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it('leaves the specialty-by-city searches out when visitors may not see specialties', async () => {
    await setFieldVisibility(db, 'specialties', {
      isPublicVisible: false,
      isLoggedinVisible: true,
    });
    app.directory.fieldVisibility.invalidate();
    const xml = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).not.toContain('/pesquisa?especialidade=');
    expect(xml).toContain(`/conveniado/${ids.saoLucas}<`);
    await setFieldVisibility(db, 'specialties', { isPublicVisible: true, isLoggedinVisible: true });
    app.directory.fieldVisibility.invalidate();
  });

  it('answers 404 for a sitemap page that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml?pagina=1' })).statusCode).toBe(
      200,
    );
    for (const pagina of ['2', '0', 'x']) {
      const response = await app.inject({ method: 'GET', url: `/sitemap.xml?pagina=${pagina}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('robots.txt allows everything public and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /perfil',
        'Disallow: /perfil-conveniado',
        'Disallow: /api/',
        'Disallow: /reset-password',
        'Disallow: /confirmar-email',
        '',
        'Sitemap: http://localhost:3000/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
