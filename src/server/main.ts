import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { openPglite } from './db/open-pglite.ts';
import { openPostgres } from './db/open-postgres.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { scheduleMaintenance } from './maintenance.ts';
import { seedDatabase } from './seed/seed.ts';

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: join(resolve(config.dataDir), 'pglite') });
}

/**
 * Starts the product: configuration, lock (embedded database only), database, migrations,
 * reference/first-admin/demo data, HTTP server; stops gracefully on SIGTERM/SIGINT.
 */
export async function main(options: { clientDir?: string } = {}): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logOptions = loggerOptions(config.logLevel);
  const log = pino(typeof logOptions === 'object' ? logOptions : {});

  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(resolve(config.dataDir));
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(config);
  const startedAt = performance.now();
  await runMigrations(database);
  await seedDatabase(database.db, config, log);
  log.info(
    { database: database.kind, ms: Math.round(performance.now() - startedAt) },
    'banco de dados pronto',
  );

  const clientDir = options.clientDir ?? CLIENT_DIR;
  const app = await buildApp({ config, database, clientDir, logger: log });
  const stopMaintenance = scheduleMaintenance(database, log);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'encerrando: concluindo requisições em andamento');
    const timer = setTimeout(() => {
      log.error('encerramento excedeu o tempo limite; saindo');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    stopMaintenance();
    await app.close();
    await database.close();
    lock?.release();
    log.info('servidor encerrado');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  log.info({ url: config.appUrl }, `${config.appName} disponível em ${config.appUrl}`);
}
