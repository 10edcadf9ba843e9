import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { seedDemoData } from './demo-data.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { seedReferenceData } from './reference-data.ts';

export type SeedLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

/**
 * Everything the database needs at start, in order: reference data (every start, cheap when
 * nothing changed), the first administrator (first start only), demo providers (development,
 * empty database only).
 */
export async function seedDatabase(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'seedDemo' | 'env'>,
  log: SeedLogger,
): Promise<void> {
  const reference = await seedReferenceData(db);
  log.info(reference, 'dados de referência verificados');

  const admin = await ensureFirstAdmin(db, {
    email: config.adminEmail,
    ...(config.adminPassword ? { password: config.adminPassword } : {}),
  });
  if (admin.generatedPassword) {
    // The one deliberate exception to "no passwords in logs" (DESIGN "Auth"): without
    // ADMIN_PASSWORD the operator has no other way to learn the first administrator's password.
    // It is printed once, at the start that created the account, and never again.
    log.warn(
      { email: admin.email },
      `Administrador criado (${admin.email}). Senha gerada (anote, ela não será exibida novamente): ${admin.generatedPassword}`,
    );
  } else if (admin.created) {
    log.info({ email: admin.email }, 'administrador criado com a senha de ADMIN_PASSWORD');
  }

  const demo = await seedDemoData(db, { enabled: config.seedDemo, env: config.env });
  if ('inserted' in demo) log.info(demo, 'conveniados de demonstração inseridos');
  else log.info(demo, 'conveniados de demonstração não inseridos');
}
