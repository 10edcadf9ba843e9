// Starts the app for Playwright (playwright.config.ts `webServer`): a fresh data directory under
// .tmp/e2e, demo data seeded, a known administrator, on port 3100 so a developer's own server on
// port 3000 keeps running. The database is embedded PGlite, or, when E2E_DATABASE_URL names a
// PostgreSQL server (CI's second browser run), a database recreated empty there for this run.
// Runs on Node 24 directly (type stripping), hence only erasable syntax.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDatabaseName, recreateE2eDatabase } from './e2e-database.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const folder = port === '3100' ? '.tmp/e2e' : `.tmp/e2e-${port}`;

rmSync(join(root, folder, 'data'), { recursive: true, force: true });

// Everything the server prints goes to this file (playwright.config.ts names it in
// E2E_SERVER_LOG), which tests/e2e/support/log-redaction.ts reads after the run. Written
// synchronously, so the file is complete as soon as the server has printed a line. Its standard
// error still reaches the terminal too: a crash or a failed build must be seen there.
mkdirSync(join(root, folder), { recursive: true });
const log = openSync(join(root, folder, 'server.log'), 'w');

// Never the developer's DATABASE_URL: only E2E_DATABASE_URL moves this run to PostgreSQL.
let databaseUrl = '';
const postgresServer = process.env.E2E_DATABASE_URL;
if (postgresServer) {
  try {
    databaseUrl = await recreateE2eDatabase(postgresServer, port);
  } catch (error) {
    console.error(`E2E_DATABASE_URL: o banco de teste não foi criado: ${(error as Error).message}`);
    process.exit(1);
  }
  const { host } = new URL(databaseUrl);
  console.error(
    `Testes no navegador sobre o PostgreSQL: banco ${e2eDatabaseName(port)} em ${host}`,
  );
}

const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    // The outbox (e-mails the specs read) stays here on both databases.
    DATA_DIR: `${folder}/data`,
    // The default port serves the normal build; other ports build their own copy, so parallel
    // runs never replace each other's files.
    ...(port === '3100' ? {} : { CLIENT_BUILD_DIR: `${folder}/client` }),
    SEED_DEMO: 'true',
    NODE_ENV: 'test',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-Admin-Senha-Forte-1',
    // Every spec runs from 127.0.0.1: per-IP limits (sign-ups, sign-ins) are scaled so the whole
    // suite, with CI's retry, fits; per-account and per-address limits stay as in production.
    RATE_LIMIT_IP_MULTIPLIER: '20',
    // Chromium, the suites and this server share two cores: a busy second is not overload here.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // Set even when empty: an empty value wins over a developer's .env (main.ts reads it only
    // for what the environment leaves unset), so it is PGlite or the database made above.
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
  },
});

child.stdout.on('data', (chunk: Buffer) => writeSync(log, chunk));
child.stderr.on('data', (chunk: Buffer) => {
  writeSync(log, chunk);
  process.stderr.write(chunk);
});

// Playwright stops the web server with SIGTERM (SIGINT on Ctrl+C); the server must get it too,
// or it would outlive the test run and hold the port.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

// 'close', not 'exit': by then the server's output has all been read and written.
child.on('close', (code, signal) => {
  closeSync(log);
  process.exit(code ?? (signal ? 1 : 0));
});
