import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { insertProvider } from '../test/directory-fixtures.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { insertUser, signInCookie } from '../test/test-users.ts';

/**
 * The security headers of every kind of answer the server gives, written out here rather than
 * taken from security-headers.ts, so a changed or dropped header fails. One row per kind of
 * answer: a new page type is one more row.
 */
const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;" +
  "font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const EXPECTED_HTTP: Record<string, string> = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Behind https the browser is also told to come back over https only. */
const EXPECTED_HTTPS: Record<string, string> = {
  ...EXPECTED_HTTP,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
};

type Context = { providerId: number; userCookie: string };

type Row = {
  kind: string;
  request: (context: Context) => InjectOptions;
  status: number;
  /** The start of the Content-Type: nosniff is only safe when every answer names its type. */
  type: string;
};

const get = (url: string) => () => ({ method: 'GET' as const, url });

const PAGE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const ROWS: Row[] = [
  { kind: 'public page /', request: get('/'), status: 200, type: PAGE },
  {
    kind: 'public page HEAD /',
    request: () => ({ method: 'HEAD', url: '/' }),
    status: 200,
    type: PAGE,
  },
  { kind: 'search page', request: get('/pesquisa?q=cl%C3%ADnica'), status: 200, type: PAGE },
  {
    kind: 'active provider page',
    request: ({ providerId }) => ({ method: 'GET', url: `/conveniado/${providerId}` }),
    status: 200,
    type: PAGE,
  },
  { kind: 'about page', request: get('/sobre'), status: 200, type: PAGE },
  { kind: 'sign-in page', request: get('/login'), status: 200, type: PAGE },
  { kind: 'admin page', request: get('/admin'), status: 200, type: PAGE },
  { kind: 'unknown page (client 404 screen)', request: get('/nada/aqui'), status: 200, type: PAGE },
  {
    kind: 'missing provider page (404)',
    request: get('/conveniado/999999'),
    status: 404,
    type: PAGE,
  },
  {
    kind: 'page address with broken encoding (400, before any hook)',
    request: get('/conveniado/%E0%A4%A'),
    status: 400,
    type: JSON_TYPE,
  },
  { kind: 'offline page', request: get('/offline.html'), status: 200, type: PAGE },
  {
    kind: 'script',
    request: get('/assets/index-abc123.js'),
    status: 200,
    type: 'application/javascript',
  },
  { kind: 'stylesheet', request: get('/assets/index-abc123.css'), status: 200, type: 'text/css' },
  { kind: 'icon', request: get('/favicon.svg'), status: 200, type: 'image/svg+xml' },
  { kind: 'png icon', request: get('/icons/icon-192.png'), status: 200, type: 'image/png' },
  {
    kind: 'manifest',
    request: get('/manifest.webmanifest'),
    status: 200,
    type: 'application/manifest+json',
  },
  { kind: 'service worker', request: get('/sw.js'), status: 200, type: 'application/javascript' },
  { kind: 'missing file', request: get('/favicon.ico'), status: 404, type: TEXT },
  { kind: 'robots.txt', request: get('/robots.txt'), status: 200, type: TEXT },
  { kind: 'sitemap', request: get('/sitemap.xml'), status: 200, type: 'application/xml' },
  {
    kind: 'sitemap page past the end',
    request: get('/sitemap.xml?pagina=99'),
    status: 404,
    type: TEXT,
  },
  { kind: 'API 200', request: get('/api/health'), status: 200, type: JSON_TYPE },
  { kind: 'API 400 (bad query)', request: get('/api/providers/abc'), status: 400, type: JSON_TYPE },
  {
    kind: 'API 400 (bad filter)',
    request: get('/api/providers?cidade=x'),
    status: 400,
    type: JSON_TYPE,
  },
  {
    kind: 'API 400 (broken address, before any hook)',
    request: get('/api/providers/%'),
    status: 400,
    type: JSON_TYPE,
  },
  { kind: 'API 401', request: get('/api/admin/users'), status: 401, type: JSON_TYPE },
  {
    kind: 'API 403 (no permission)',
    request: ({ userCookie }) => ({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: userCookie },
    }),
    status: 403,
    type: JSON_TYPE,
  },
  {
    kind: 'API 403 (another origin)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://outro-site.example' },
    }),
    status: 403,
    type: JSON_TYPE,
  },
  { kind: 'API 404', request: get('/api/nao-existe'), status: 404, type: JSON_TYPE },
  {
    kind: 'API 413',
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES) }),
    }),
    status: 413,
    type: JSON_TYPE,
  },
  {
    kind: 'API 414',
    request: get(`/api/providers/${'1'.repeat(101)}`),
    status: 414,
    type: JSON_TYPE,
  },
];

const publicDir = fileURLToPath(new URL('../../client/public', import.meta.url));
const indexHtml = fileURLToPath(new URL('../../client/index.html', import.meta.url));

/** A client build of the real public files and index.html, plus one script and stylesheet. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sc-headers-'));
  cpSync(publicDir, dir, { recursive: true });
  cpSync(indexHtml, join(dir, 'index.html'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}\n');
  return dir;
}

// One database and one signed-in user for both apps: the session lives in the database.
let database: DatabaseHandle;
let clientDir: string;
let providerId: number;
let user: { email: string; password: string };

beforeAll(async () => {
  clientDir = fakeClientBuild();
  database = await createTestDatabase();
  providerId = await insertProvider(database.db, { companyName: 'Clínica Cabeçalhos' });
  user = await insertUser(database.db);
});
afterAll(async () => {
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe.each([
  { scheme: 'http', appUrl: 'http://localhost:3000', expected: EXPECTED_HTTP },
  { scheme: 'https', appUrl: 'https://saudeconveniada.com.br', expected: EXPECTED_HTTPS },
])('security headers over $scheme', ({ appUrl, expected }) => {
  let app: FastifyInstance;
  let context: Context;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ APP_URL: appUrl }),
      database,
      clientDir,
      logger: false,
    });
    context = { providerId, userCookie: await signInCookie(app, user.email, user.password) };
  });
  afterAll(() => app.close());

  it.each(ROWS)('$kind', async (row) => {
    const response = await app.inject(row.request(context));
    expect(response.statusCode).toBe(row.status);
    expect(String(response.headers['content-type']).slice(0, row.type.length)).toBe(row.type);
    const security = Object.fromEntries(
      Object.keys(expected)
        .concat('strict-transport-security')
        .map((name) => [name, response.headers[name]]),
    );
    expect(security).toEqual({ 'strict-transport-security': undefined, ...expected });
    // Only signing in sets a cookie (session-cookie.test.ts); no other answer sends one.
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
