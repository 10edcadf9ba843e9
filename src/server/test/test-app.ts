import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ENV = {
  NODE_ENV: 'test',
  APP_URL: 'http://localhost:3000',
  DATA_DIR: '.tmp/unused',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // Load shedding off (load-shedding.test.ts turns it on): a test file's database setup blocks
  // its event loop for seconds, and some tests send bursts of their own on purpose.
  MAX_IN_FLIGHT: '10000',
  MAX_EVENT_LOOP_DELAY_MS: '0',
} as const;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...overrides });
}

/** buildApp() on a fresh copy of the test database; close() closes both. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** createTestApp with a real SMTP server (smtp-server) catching every e-mail the app sends. */
export async function createTestAppWithMail(overrides: Record<string, string> = {}) {
  const smtp = await startSmtpCatcher();
  const test = await createTestApp({ SMTP_URL: smtp.url, ...overrides });
  return {
    ...test,
    db: test.database.db,
    smtp,
    close: async () => {
      await test.close();
      await smtp.close();
    },
  };
}
