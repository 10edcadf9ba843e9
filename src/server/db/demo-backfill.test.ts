import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPhoneWithAreaCode } from '../../shared/brazilian-data.ts';
import { insertProvider } from '../test/directory-fixtures.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { demoCnpj, demoCpf } from '../seed/demo-identifiers.ts';
import { DEMO_PROVIDERS } from '../seed/demo-providers.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { providers, users } from './schema/index.ts';

/**
 * Migration 0008 marks the demo rows an earlier seed wrote (before providers.is_demo existed)
 * and gives them the seed's unreachable contacts. Its backfill statement runs here on rows made
 * to look like that earlier seed's.
 */
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0008_demo_providers.sql'), 'utf8');
const BACKFILL = MIGRATION.split('--> statement-breakpoint').find((part) =>
  part.includes('UPDATE "providers"'),
)!;

/** The earlier seed's numbers: landlines (10 digits) began with 3, mobiles with 99. */
const earlierPhone = (phone: string) =>
  `${phone.slice(0, 2)}${phone.length === 10 ? '3' : '9'}${phone.slice(3)}`;
const earlierEmail = (email: string) => email.replace(/\.example$/, '.com.br');

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const snapshot = () =>
  handle.db
    .select({
      cpfCnpj: providers.cpfCnpj,
      companyName: providers.companyName,
      phone: providers.phone,
      whatsapp: providers.whatsapp,
      contactEmail: providers.contactEmail,
      isDemo: providers.isDemo,
    })
    .from(providers)
    .orderBy(asc(providers.cpfCnpj));

describe('migration 0008: demo rows of an earlier seed', () => {
  it('lists exactly the seed’s providers, by document and name', () => {
    const listed = [...BACKFILL.matchAll(/\('([0-9A-Z]{11,14})', '((?:[^']|'')+)'\)/g)].map(
      ([, document, name]) => [document, name!.replaceAll("''", "'")],
    );
    expect(listed).toEqual(
      DEMO_PROVIDERS.map((provider, index) => [
        provider.document === 'cpf' ? demoCpf(index) : demoCnpj(index),
        provider.companyName,
      ]),
    );
  });

  it('marks them and makes their contacts unreachable; anything else is left alone', async () => {
    await seedDemoData(handle.db, { enabled: true, env: 'development' });
    const seeded = await snapshot();
    // As the earlier seed left them: not marked, reachable-looking numbers, real domains.
    for (const row of seeded) {
      await handle.db
        .update(providers)
        .set({
          isDemo: false,
          phone: earlierPhone(row.phone!),
          whatsapp: earlierPhone(row.whatsapp!),
          contactEmail: earlierEmail(row.contactEmail!),
        })
        .where(eq(providers.cpfCnpj, row.cpfCnpj));
    }
    const earlier = await snapshot();
    expect(earlier.every((row) => isValidPhoneWithAreaCode(row.phone!))).toBe(true);
    // A demo row renamed by its developer, and one that has become someone's account, are
    // not recognised; a real provider is never touched.
    const [renamed, owned] = earlier;
    await handle.db
      .update(providers)
      .set({ companyName: 'Nome Trocado' })
      .where(eq(providers.cpfCnpj, renamed!.cpfCnpj));
    const [user] = await handle.db
      .insert(users)
      .values({ name: 'Dona', email: 'dona@exemplo.com.br', userType: 'provider' })
      .returning({ id: users.id });
    await handle.db
      .update(providers)
      .set({ userId: user!.id })
      .where(eq(providers.cpfCnpj, owned!.cpfCnpj));
    await insertProvider(handle.db, { companyName: 'Clínica Real', phone: '6436310000' });
    const recognised = seeded.slice(2);
    const untouched = (await snapshot()).filter(
      (row) => !recognised.some((demo) => demo.cpfCnpj === row.cpfCnpj),
    );

    await handle.db.execute(sql.raw(BACKFILL));

    // Exactly as the seed writes them today.
    const after = await snapshot();
    expect(after.filter((row) => row.isDemo)).toEqual(recognised);
    expect(after.filter((row) => !row.isDemo)).toEqual(untouched);
    expect(untouched).toHaveLength(3);
  });
});
