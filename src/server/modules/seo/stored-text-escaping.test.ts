import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { signedInAdmin } from '../../test/personas.ts';
import { profileBody, referenceIds } from '../../test/provider-fixtures.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { JATAI } from '../../test/directory-fixtures.ts';
import {
  decodeQuotedPrintable,
  startSmtpCatcher,
  type SmtpCatcher,
} from '../../test/smtp-catcher.ts';

/**
 * Issue 14 item 2: text stored through the real forms, hostile in every free-text field, is
 * shown as text on every page the server renders: the provider page's title, meta tags and
 * JSON-LD, the specialty-by-city search page, the sitemap, the other pages' shell, the HTML of
 * the e-mails that quote it, and the JSON API (served as JSON, never sniffed as HTML).
 */

const HOSTILE = '<script>alert("x")</script> & "Clínica" <b>';
/** What must never reach an HTML page as markup. */
const RAW = ['<script>alert', '<b>', '</script><', '<img', '" onerror'];

// A shell like the built one: a module script and a description the server replaces.
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Descrição do build." />
    <title>Build</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let app: FastifyInstance;
let close: () => Promise<void>;
let providerId: number;
let specialtyName: string;
let smtp: SmtpCatcher;
let accountEmail: string;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'sc-escaping-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  const database = await createTestDatabase();
  smtp = await startSmtpCatcher();
  const config = testConfig({ SMTP_URL: smtp.url });
  app = await buildApp({ config, database, clientDir, logger: false });
  close = async () => {
    await app.close();
    await database.close();
    await smtp.close();
    rmSync(clientDir, { recursive: true, force: true });
  };
  const { cookie } = await signedInAdmin(app, database.db, 'master');
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
    const response = await app.inject({ method, url, payload, headers: { cookie } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };

  // Every field public, so every stored text reaches the visitor's page.
  const { fields } = await (
    await app.inject({ url: '/api/admin/fields', headers: { cookie } })
  ).json();
  await send('PUT', '/api/admin/fields', {
    fields: fields.map((field: { id: number; isRequired: boolean }) => ({
      id: field.id,
      isRequired: field.isRequired,
      isPublicVisible: true,
      isLoggedinVisible: true,
    })),
  });

  specialtyName = `${HOSTILE} Cardio`;
  const specialty = (await send('POST', '/api/admin/specialties', { name: specialtyName })).item;
  const area = (await send('POST', '/api/admin/areas', { name: `${HOSTILE} Área` })).item;
  const reference = await referenceIds(database.db);
  accountEmail = `escapado.${Date.now()}@exemplo.com.br`;
  const created = await send('POST', '/api/admin/providers', {
    ...profileBody(reference),
    name: HOSTILE,
    email: accountEmail,
    companyName: HOSTILE,
    tradeName: `${HOSTILE} Ltda`,
    responsibleName: HOSTILE,
    crNumber: HOSTILE,
    address: HOSTILE,
    addressNumber: '"><img src=x onerror=alert(1)>',
    complement: HOSTILE,
    neighborhood: HOSTILE,
    observations: `${HOSTILE}\n</script><script>alert(2)</script>`,
    locationLink: 'https://maps.exemplo.com/?q="><script>alert(3)</script>',
    city: String(JATAI),
    area: String(area.id),
    specialties: [specialty.id],
  });
  providerId = created.providerId;
  await send('PATCH', `/api/admin/providers/${providerId}/status`, { status: 'active' });
});
afterAll(() => close());

const get = (url: string) => app.inject({ method: 'GET', url });

/** Entities back to text, for comparing what a reader sees with what was stored. */
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function expectNoMarkupFromInput(html: string) {
  for (const raw of RAW) expect(html, raw).not.toContain(raw);
  // The shell's module script and at most the JSON-LD: no other script element.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.filter((tag) => !tag.includes('/assets/index-abc123.js'))).toEqual(
    scripts.length > 1 ? ['<script type="application/ld+json">'] : [],
  );
  // Every meta tag is one name and one quoted content with nothing that could close it.
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    expect(tag).toMatch(
      /^<meta (charset="UTF-8" \/|(name|property)="[^"<>]+" content="[^"<>]*")>$/,
    );
  }
}

/** The text/html part of a raw MIME message, decoded. */
function htmlPartOf(raw: string): string {
  const part = raw.slice(raw.search(/Content-Type: text\/html/i));
  const headers = part.slice(0, part.indexOf('\r\n\r\n'));
  const body = part.slice(headers.length + 4, part.indexOf('\r\n--', headers.length));
  return /base64/i.test(headers)
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeQuotedPrintable(body);
}

function jsonLdOf(html: string): { text: string; data: Record<string, unknown> } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return { text: match[1]!, data: JSON.parse(match[1]!) };
}

describe('hostile stored text on the pages the server renders', () => {
  it('the provider page: title, meta tags and JSON-LD hold it as text', async () => {
    const response = await get(`/conveniado/${providerId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectNoMarkupFromInput(html);

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(unescape(title ?? '')).toBe(`${HOSTILE} | Saúde Conveniada`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    expect(unescape(description ?? '')).toContain(`${HOSTILE} Área em Jataí-GO`);
    expect(unescape(description ?? '')).toContain(specialtyName);

    const jsonLd = jsonLdOf(html);
    // Nothing in the script's text can end it or open markup: '<' only as \u003c.
    expect(jsonLd.text).not.toMatch(/[<>]/);
    expect(jsonLd.data).toMatchObject({
      name: HOSTILE,
      legalName: `${HOSTILE} Ltda`,
      knowsAbout: [specialtyName],
      address: expect.objectContaining({
        streetAddress: `${HOSTILE}, "><img src=x onerror=alert(1)>, ${HOSTILE}`,
      }),
      hasMap: 'https://maps.exemplo.com/?q="><script>alert(3)</script>',
    });
  });

  it('the specialty-by-city search page: its title and description quote the name as text', async () => {
    const query = new URLSearchParams({
      especialidade: specialtyName,
      estado: 'GO',
      cidade: String(JATAI),
    });
    const response = await get(`/pesquisa?${query}`);
    expect(response.statusCode).toBe(200);
    expectNoMarkupFromInput(response.body);
    const title = /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
    expect(unescape(title ?? '')).toBe(
      `${specialtyName} com desconto em Jataí-GO | Saúde Conveniada`,
    );
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(response.body)?.[1];
    expect(unescape(canonical ?? '')).toContain(
      `especialidade=${encodeURIComponent(specialtyName)}`,
    );
  });

  it('the sitemap lists the provider and the search, percent-encoded and XML-escaped', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(xml).not.toMatch(/<(script|b|img)\b/);
    expect(xml).toContain(`<loc>http://localhost:3000/conveniado/${providerId}</loc>`);
    const search = `especialidade=${encodeURIComponent(specialtyName)}&amp;estado=GO&amp;cidade=${JATAI}`;
    expect(xml).toContain(search);
    // Every '&' is an entity: the document stays well-formed.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it.each(['/', '/pesquisa', '/sobre', '/conveniado/cadastro', '/admin/conveniados', '/perfil'])(
    'the shell of %s carries none of it',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expectNoMarkupFromInput(response.body);
    },
  );

  it('the e-mails that quote it (welcome, status change) hold it as text in their HTML', async () => {
    const mails = smtp.to(accountEmail);
    expect(mails.map((mail) => mail.subject)).toHaveLength(2);
    for (const mail of mails) {
      const html = htmlPartOf(mail.raw);
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;');
      for (const raw of RAW) expect(html, `${mail.subject}: ${raw}`).not.toContain(raw);
    }
  });

  it('the JSON API returns it as JSON that no browser sniffs as HTML', async () => {
    for (const url of [`/api/providers/${providerId}`, '/api/providers?q=Cl%C3%ADnica']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toContain('alert(\\"x\\")');
    }
    const detail = (await get(`/api/providers/${providerId}`)).json();
    expect(detail.companyName).toBe(HOSTILE);
  });
});
