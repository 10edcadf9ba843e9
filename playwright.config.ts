import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// E2E_PORT lets several runs share a machine (each gets its own server and data folder).
const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://127.0.0.1:${port}`;
const folder = port === '3100' ? '.tmp/e2e' : `.tmp/e2e-${port}`;
// Specs read e-mails from this server's outbox (tests/e2e/support).
process.env.E2E_DATA_DIR = `${folder}/data`;
// What the server printed (scripts/e2e-server.ts), checked for leaks after the run.
process.env.E2E_SERVER_LOG = `${folder}/server.log`;

const ci = Boolean(process.env.CI);

/**
 * End-to-end specs drive the real app (built client + API on an embedded database seeded with
 * demo data) in the system Chromium. scripts/e2e-server.ts starts it on port 3100 (or E2E_PORT) with a fresh
 * data directory, so runs never touch ./data nor a developer's running server on port 3000.
 * With E2E_DATABASE_URL the app runs on a fresh database on that PostgreSQL server instead.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // CI (.ci/run sets CI=1): a stray test.only fails the run instead of skipping the rest, and a
  // test that fails and then passes on its retry fails the run as flaky; the retry only tells
  // a flaky test from a broken one in the log.
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  failOnFlakyTests: ci,
  workers: 2,
  // Two browsers, the app and its database share 2 cores: a first search or a lazy chunk has
  // taken more than the default 5 s under that load (CI logs). A state that never comes still
  // fails; it is only waited for longer.
  expect: { timeout: 10_000 },
  // A whole journey (sign up and confirm, a role's create-rename-matrix-delete) takes 15-20 s on
  // a quiet 2-core machine, and passed 30 s when other work shared it: the test's own limit is
  // 60 s, so only a state that never comes (10 s above) fails it.
  timeout: 60_000,
  reporter: 'list',
  // After the specs, while the server still runs: what the run wrote on PostgreSQL, and no
  // password, document, phone, e-mail body or token in the server's log.
  globalTeardown: [
    './tests/e2e/support/postgres-report.ts',
    './tests/e2e/support/log-redaction.ts',
  ],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
