import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_FIELD_NAMES } from '../../shared/constants/fields.ts';
import { ADMIN_MASTER_ROLE_NAME } from '../../shared/constants/permissions.ts';
import { FEATURED_SPECIALTIES } from '../../shared/constants/specialties.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/open-pglite.ts';
import {
  adminPermissions,
  adminRoles,
  areas,
  cities,
  fieldConfigurations,
  specialties,
  states,
} from '../db/schema/index.ts';
import { AREA_NAMES } from './area-names.ts';
import { seedReferenceData, type ReferenceSeedReport } from './reference-data.ts';
import { SPECIALTY_NAMES } from './specialty-names.ts';

let handle: DatabaseHandle;
let firstReport: ReferenceSeedReport;

beforeAll(async () => {
  handle = await openPglite({});
  await runMigrations(handle);
  firstReport = await seedReferenceData(handle.db);
});

afterAll(async () => {
  await handle.close();
});

async function count(table: typeof states | typeof cities | typeof specialties | typeof areas) {
  const [row] = await handle.db.select({ total: sql<number>`count(*)::int` }).from(table);
  return row?.total;
}

describe('seedReferenceData, first run', () => {
  it('reports what it wrote', () => {
    expect(firstReport).toEqual({
      states: 27,
      cities: 5571,
      statesWritten: 27,
      citiesWritten: 5571,
      specialtiesAdded: SPECIALTY_NAMES.length,
      areasAdded: AREA_NAMES.length,
      fieldsAdded: 21,
      adminMasterRoleCreated: true,
    });
  });

  it('stores the 27 states with the abbreviation as id', async () => {
    expect(await count(states)).toBe(27);
    const [goias] = await handle.db.select().from(states).where(eq(states.id, 'GO'));
    expect(goias).toEqual({ id: 'GO', name: 'Goiás' });
  });

  it('stores every municipality under its IBGE code, the launch cities in GO', async () => {
    expect(await count(cities)).toBe(5571);
    const launch = await handle.db
      .select()
      .from(cities)
      .where(sql`${cities.id} in (5211909, 5218805, 5208707)`)
      .orderBy(asc(cities.name));
    expect(launch).toEqual([
      { id: 5208707, name: 'Goiânia', stateId: 'GO' },
      { id: 5211909, name: 'Jataí', stateId: 'GO' },
      { id: 5218805, name: 'Rio Verde', stateId: 'GO' },
    ]);
  });

  it('seeds the featured and the common specialties, and the areas', async () => {
    const names = (await handle.db.select({ name: specialties.name }).from(specialties)).map(
      (row) => row.name,
    );
    expect(names).toEqual(expect.arrayContaining([...FEATURED_SPECIALTIES, 'Ortodontia']));
    expect(names.length).toBeGreaterThanOrEqual(60);
    const areaNames = (await handle.db.select({ name: areas.name }).from(areas)).map((r) => r.name);
    expect(areaNames).toEqual(expect.arrayContaining(['Medicina', 'Odontologia', 'Ótica']));
  });

  it('configures exactly the 21 provider fields, keeping CPF/CNPJ private', async () => {
    const rows = await handle.db.select().from(fieldConfigurations);
    expect(rows.map((row) => row.fieldName).sort()).toEqual([...PROVIDER_FIELD_NAMES].sort());
    const byName = new Map(rows.map((row) => [row.fieldName, row]));
    expect(byName.get('cpfCnpj')).toMatchObject({
      label: 'CPF/CNPJ',
      isRequired: true,
      isPublicVisible: false,
      isLoggedinVisible: false,
    });
    expect(byName.get('companyName')).toMatchObject({ isRequired: true, isPublicVisible: true });
    expect(byName.get('observations')?.isPublicVisible).toBe(false);
  });

  it('creates the Admin Master role once, with no stored permissions', async () => {
    const roles = await handle.db.select().from(adminRoles);
    expect(roles).toHaveLength(1);
    expect(roles[0]).toMatchObject({
      name: ADMIN_MASTER_ROLE_NAME,
      description: 'Acesso total ao painel administrativo',
    });
    expect(await handle.db.select().from(adminPermissions)).toEqual([]);
  });
});

describe('seedReferenceData, later runs', () => {
  it('changes nothing and keeps what admins edited', async () => {
    await handle.db
      .update(specialties)
      .set({ name: 'Clínico Geral' })
      .where(eq(specialties.name, 'Clínica Geral'));
    await handle.db.delete(areas).where(eq(areas.name, 'Academia e Bem-estar'));
    await handle.db
      .update(fieldConfigurations)
      .set({ isPublicVisible: true, label: 'Notas' })
      .where(eq(fieldConfigurations.fieldName, 'observations'));
    const specialtyCount = await count(specialties);
    const areaCount = await count(areas);

    const report = await seedReferenceData(handle.db);

    expect(report).toEqual({
      ...firstReport,
      statesWritten: 0,
      citiesWritten: 0,
      specialtiesAdded: 0,
      areasAdded: 0,
      fieldsAdded: 0,
      adminMasterRoleCreated: false,
    });
    expect(await count(specialties)).toBe(specialtyCount);
    expect(await count(areas)).toBe(areaCount);
    const renamed = await handle.db
      .select()
      .from(specialties)
      .where(sql`${specialties.name} in ('Clínica Geral', 'Clínico Geral')`);
    expect(renamed.map((row) => row.name)).toEqual(['Clínico Geral']);
    const [observations] = await handle.db
      .select()
      .from(fieldConfigurations)
      .where(eq(fieldConfigurations.fieldName, 'observations'));
    expect(observations).toMatchObject({ label: 'Notas', isPublicVisible: true });
    expect(await handle.db.select().from(adminRoles)).toHaveLength(1);
  });

  it('repairs a changed city name and adds a missing field row', async () => {
    await handle.db.update(cities).set({ name: 'Jatai' }).where(eq(cities.id, 5211909));
    await handle.db.delete(fieldConfigurations).where(eq(fieldConfigurations.fieldName, 'city'));

    const report = await seedReferenceData(handle.db);

    expect(report).toMatchObject({ cities: 5571, citiesWritten: 1, fieldsAdded: 1 });
    const [jatai] = await handle.db.select().from(cities).where(eq(cities.id, 5211909));
    expect(jatai?.name).toBe('Jataí');
  });
});
