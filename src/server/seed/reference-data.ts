import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { areas, fieldConfigurations, specialties } from '../db/schema/index.ts';
import { ensureAdminMasterRole } from './admin-master-role.ts';
import { AREA_NAMES } from './area-names.ts';
import { FIELD_CONFIGURATION_DEFAULTS } from './field-defaults.ts';
import { lockSeeding } from './seed-lock.ts';
import { SPECIALTY_NAMES } from './specialty-names.ts';
import { syncCities, syncStates } from './sync-locations.ts';

export type ReferenceSeedReport = {
  /** Rows in the table after the seed. */
  states: number;
  cities: number;
  /** Rows inserted or corrected by this run (0 when the table already matched). */
  statesWritten: number;
  citiesWritten: number;
  specialtiesAdded: number;
  areasAdded: number;
  fieldsAdded: number;
  adminMasterRoleCreated: boolean;
};

/**
 * Runs at every start, in one transaction. A second run writes nothing and costs a handful of
 * queries. States and cities follow @brazilian-utils (IBGE); specialties, areas, field
 * configuration and the Admin Master role are created once and then belong to the admins.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceSeedReport> {
  return db.transaction(async (transaction) => {
    await lockSeeding(transaction);
    const stateSync = await syncStates(transaction);
    const citySync = await syncCities(transaction);
    const specialtiesAdded = await seedSpecialties(transaction);
    const areasAdded = await seedAreas(transaction);
    const fieldsAdded = await addMissingFieldConfigurations(transaction);
    const role = await ensureAdminMasterRole(transaction);
    return {
      states: stateSync.total,
      cities: citySync.total,
      statesWritten: stateSync.written,
      citiesWritten: citySync.written,
      specialtiesAdded,
      areasAdded,
      fieldsAdded,
      adminMasterRoleCreated: role.created,
    };
  });
}

// Specialties and areas are seeded only into an empty table. Adding "missing" names at every
// start would bring back a name an admin deleted and duplicate one an admin renamed
// ('Clínica Geral' -> 'Clínico Geral'); after the first start the lists are the admins' to edit.
async function seedSpecialties(executor: Executor): Promise<number> {
  const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(specialties);
  if ((row?.total ?? 0) > 0) return 0;
  const inserted = await executor
    .insert(specialties)
    .values(SPECIALTY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: specialties.id });
  return inserted.length;
}

async function seedAreas(executor: Executor): Promise<number> {
  const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(areas);
  if ((row?.total ?? 0) > 0) return 0;
  const inserted = await executor
    .insert(areas)
    .values(AREA_NAMES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: areas.id });
  return inserted.length;
}

// Field rows are keyed by the code's field names, so a missing one is always added (the admin
// screen's "add missing fields" does the same); existing rows keep the admins' flags and labels.
async function addMissingFieldConfigurations(executor: Executor): Promise<number> {
  const existing = await executor
    .select({ fieldName: fieldConfigurations.fieldName })
    .from(fieldConfigurations);
  const present = new Set(existing.map((row) => row.fieldName));
  const missing = FIELD_CONFIGURATION_DEFAULTS.filter((field) => !present.has(field.fieldName));
  if (missing.length === 0) return 0;
  const inserted = await executor
    .insert(fieldConfigurations)
    .values(missing)
    .onConflictDoNothing({ target: fieldConfigurations.fieldName })
    .returning({ id: fieldConfigurations.id });
  return inserted.length;
}
