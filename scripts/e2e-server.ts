// Starts the app for Playwright (playwright.config.ts `webServer`): a fresh data directory under
// .tmp/e2e, demo data seeded, a known administrator, on port 3100 so a developer's own server on
// port 3000 keeps running. Runs on Node 24 directly (type stripping), hence only erasable syntax.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const folder = port === '3100' ? '.tmp/e2e' : `.tmp/e2e-${port}`;

rmSync(join(root, folder, 'data'), { recursive: true, force: true });

const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
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
    // Empty values win over a developer's .env: always the embedded database and the outbox.
    DATABASE_URL: '',
    SMTP_URL: '',
  },
});

// Playwright stops the web server with SIGTERM (SIGINT on Ctrl+C); the server must get it too,
// or it would outlive the test run and hold the port.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
