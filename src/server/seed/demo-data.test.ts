import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/open-pglite.ts';
import { areas, providers, providerSpecialties, specialties } from '../db/schema/index.ts';
import { isValidPhoneWithAreaCode } from '../../shared/brazilian-data.ts';
import { DEMO_DISABLED, seedDemoData } from './demo-data.ts';
import { seedReferenceData } from './reference-data.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite({});
  await runMigrations(handle);
  await seedReferenceData(handle.db);
});

afterAll(async () => {
  await handle.close();
});

async function providerCount() {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(providers);
  return row?.n ?? 0;
}

describe('seedDemoData', () => {
  it('skips when disabled or in production, touching nothing', async () => {
    expect(await seedDemoData(handle.db, { enabled: false, env: 'development' })).toEqual({
      skipped: DEMO_DISABLED,
    });
    expect(await seedDemoData(handle.db, { enabled: true, env: 'production' })).toEqual({
      skipped: 'ambiente de produção',
    });
    expect(await providerCount()).toBe(0);
  });

  it('inserts at least 45 providers in the three launch cities', async () => {
    const result = await seedDemoData(handle.db, { enabled: true, env: 'development' });

    expect(result).toEqual({ inserted: await providerCount() });
    expect(await providerCount()).toBeGreaterThanOrEqual(45);
    const perCity = await handle.db
      .select({
        cityId: providers.cityId,
        stateId: providers.stateId,
        n: sql<number>`count(*)::int`,
      })
      .from(providers)
      .groupBy(providers.cityId, providers.stateId);
    expect(perCity.map((row) => row.cityId).sort()).toEqual([5208707, 5211909, 5218805]);
    expect(perCity.every((row) => row.stateId === 'GO' && row.n >= 10)).toBe(true);
  });

  it('marks every row as demo', async () => {
    const rows = await handle.db.select({ isDemo: providers.isDemo }).from(providers);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.isDemo)).toBe(true);
  });

  it('gives phones and e-mails that reach nobody', async () => {
    const rows = await handle.db.select().from(providers);
    for (const row of rows) {
      const areaCode = row.cityId === 5208707 ? '62' : '64';
      // Subscriber numbers starting with 0 are never assigned (Anatel): a landline-like 7 digits
      // for companies, a mobile-like 09 and 7 digits for professionals and WhatsApp.
      expect(row.phone).toMatch(new RegExp(`^${areaCode}0(\\d{7}|9\\d{7})$`));
      expect(row.whatsapp).toMatch(new RegExp(`^${areaCode}09\\d{7}$`));
      // The product's own check refuses them: nobody can register such a number.
      expect(isValidPhoneWithAreaCode(row.phone!), row.phone!).toBe(false);
      expect(isValidPhoneWithAreaCode(row.whatsapp!), row.whatsapp!).toBe(false);
      // .example is reserved (RFC 2606): never delivered.
      expect(row.contactEmail).toMatch(/^contato@[a-z0-9]+\.example$/);
    }
  });

  it('stores valid CPF/CNPJ and the CEPs of each city', async () => {
    const rows = await handle.db.select().from(providers);
    for (const row of rows) {
      const valid = row.cpfCnpj.length === 11 ? isValidCpf(row.cpfCnpj) : isValidCnpj(row.cpfCnpj);
      expect(valid, `${row.companyName}: ${row.cpfCnpj}`).toBe(true);
      const cep = { 5211909: /^758/, 5218805: /^759/, 5208707: /^74/ }[row.cityId!];
      expect(row.zipCode).toMatch(cep!);
      expect(row.discount).toBeGreaterThanOrEqual(5);
      expect(row.discount).toBeLessThanOrEqual(50);
      expect(row.userId).toBeNull();
      expect(row.areaId).not.toBeNull();
    }
    expect(rows.some((row) => row.cpfCnpj.length === 11)).toBe(true);
    expect(rows.some((row) => row.cpfCnpj.length === 14)).toBe(true);
    expect(rows.map((row) => row.companyName)).toEqual(
      expect.arrayContaining(['Clínica São Lucas', 'Odonto Jataí', 'Ótica Visão']),
    );
  });

  it('mixes statuses: featured actives, pending, inactive and one rejected with a reason', async () => {
    const rows = await handle.db.select().from(providers);
    const featured = rows.filter((row) => row.ads === 'ads');
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((row) => row.status === 'active' && row.locationLink)).toBe(true);
    const byStatus = (status: string) => rows.filter((row) => row.status === status);
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(3);
    expect(byStatus('inactive').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('reprovado')).toHaveLength(1);
    expect(byStatus('reprovado')[0]?.rejectionReason).toBeTruthy();
    expect(byStatus('active').length).toBeGreaterThan(rows.length / 2);
  });

  it('links each provider to 1-4 specialties, with an area that fits', async () => {
    const links = await handle.db
      .select({ providerId: providerSpecialties.providerId, n: sql<number>`count(*)::int` })
      .from(providerSpecialties)
      .groupBy(providerSpecialties.providerId);
    expect(links).toHaveLength(await providerCount());
    expect(links.every((row) => row.n >= 1 && row.n <= 4)).toBe(true);

    const [odonto] = await handle.db
      .select({ area: areas.name })
      .from(providers)
      .innerJoin(areas, eq(areas.id, providers.areaId))
      .where(eq(providers.companyName, 'Odonto Jataí'));
    expect(odonto?.area).toBe('Odontologia');
    const odontoSpecialties = await handle.db
      .select({ name: specialties.name })
      .from(providerSpecialties)
      .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialtyId))
      .innerJoin(providers, eq(providers.id, providerSpecialties.providerId))
      .where(eq(providers.companyName, 'Odonto Jataí'));
    expect(odontoSpecialties.map((row) => row.name)).toContain('Ortodontia');
  });

  it('is skipped once providers exist, and produces the same data on every run', async () => {
    expect(await seedDemoData(handle.db, { enabled: true, env: 'development' })).toEqual({
      skipped: 'já existem conveniados cadastrados',
    });

    const snapshot = async () =>
      (await handle.db.select().from(providers).orderBy(providers.cpfCnpj)).map(
        ({ id: _id, createdAt: _created, updatedAt: _updated, ...rest }) => rest,
      );
    const before = await snapshot();
    await handle.db.delete(providers);
    expect(await seedDemoData(handle.db, { enabled: true, env: 'test' })).toEqual({
      inserted: before.length,
    });
    expect(await snapshot()).toEqual(before);
  });
});
