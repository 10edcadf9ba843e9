import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProvider } from '../test/directory-fixtures.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { openPglite } from './open-pglite.ts';
import { areas, providers, providerSpecialties, specialties } from './schema/index.ts';

let handle: DatabaseHandle & { client: { exec(sql: string): Promise<unknown> } };
let db: Database;

/** Runs the committed migration files whose names sort before `until` (or that one only). */
async function runFiles(filter: (file: string) => boolean) {
  const files = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files.filter(filter)) {
    const text = await readFile(join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await handle.client.exec(statement);
    }
  }
}

beforeAll(async () => {
  handle = await openPglite({});
  db = handle.db;
  await runFiles((file) => file < '0010');
});
afterAll(() => handle.close());

/**
 * Migration 0010 makes names unique regardless of accents. A database written before it may hold
 * 'Cardiologia' and 'Cardiológia' (the old index ignored case only): they are merged into the
 * older one, with every provider keeping its specialties and area, or the index would not build.
 */
describe('migration 0010 (catalog names)', () => {
  it('merges names that only accents told apart, moving the providers to the one kept', async () => {
    await db.insert(specialties).values([{ name: 'Cardiologia' }, { name: 'Cardiológia' }]);
    await db
      .insert(areas)
      .values([{ name: 'Estética' }, { name: 'Estetica' }, { name: 'Medicina' }]);
    const noPlace = { cityId: null, stateId: null } as const;
    const onlyDuplicate = await insertProvider(db, {
      companyName: 'Clínica Só Duplicata',
      area: 'Estetica',
      specialties: ['Cardiológia'],
      ...noPlace,
    });
    const both = await insertProvider(db, {
      companyName: 'Clínica Ambas',
      area: 'Medicina',
      specialties: ['Cardiologia', 'Cardiológia'],
      ...noPlace,
    });

    await runFiles((file) => file.startsWith('0010'));

    const kept = await db.select().from(specialties).orderBy(asc(specialties.id));
    expect(kept.map((row) => row.name)).toEqual(['Cardiologia']);
    const keptId = kept[0]!.id;
    for (const providerId of [onlyDuplicate, both]) {
      const links = await db
        .select({ specialtyId: providerSpecialties.specialtyId })
        .from(providerSpecialties)
        .where(eq(providerSpecialties.providerId, providerId));
      expect(links).toEqual([{ specialtyId: keptId }]);
      const [row] = await db
        .select({ ids: providers.specialtyIds })
        .from(providers)
        .where(eq(providers.id, providerId));
      expect(row?.ids).toEqual([keptId]);
    }
    expect((await db.select().from(areas).orderBy(asc(areas.id))).map((row) => row.name)).toEqual([
      'Estética',
      'Medicina',
    ]);
    const [moved] = await db
      .select({ area: areas.name })
      .from(providers)
      .innerJoin(areas, eq(areas.id, providers.areaId))
      .where(eq(providers.id, onlyDuplicate));
    expect(moved?.area).toBe('Estética');

    await expect(db.insert(specialties).values({ name: 'CARDIOLÓGIA' })).rejects.toThrow();
  });
});
