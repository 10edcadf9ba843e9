import { sql } from 'drizzle-orm';
import { FEATURED_MARKER } from '../../shared/constants/providers.ts';
import type { Database, Executor } from '../db/database.ts';
import { areas, providers, providerSpecialties, specialties } from '../db/schema/index.ts';
import {
  demoCnpj,
  demoContactEmail,
  demoCpf,
  demoLandline,
  demoMobile,
  type DemoCity,
} from './demo-identifiers.ts';
import { DEMO_PROVIDERS, type DemoProvider } from './demo-providers.ts';
import { lockSeeding } from './seed-lock.ts';

/** Why nothing was seeded when the policy says no (config.ts, SEED_DEMO). */
export const DEMO_DISABLED = 'SEED_DEMO desativado (ou DATABASE_URL sem SEED_DEMO=true)';

const CITY: Record<DemoCity, { id: number; name: string }> = {
  jatai: { id: 5211909, name: 'Jataí' },
  'rio-verde': { id: 5218805, name: 'Rio Verde' },
  goiania: { id: 5208707, name: 'Goiânia' },
};

/**
 * Fills an empty development database with the demo conveniados, so search, detail and the
 * back-office have something to show. Never in production, never over real data (only when the
 * providers table is empty), in one transaction; `enabled` is the SEED_DEMO policy of
 * config.ts (embedded database only, unless asked for). Demo providers have no login account
 * (user_id null): they are listed and managed by admins but nobody signs in as them. Every row
 * is marked `is_demo`, so the site says it is an example (docs/decisions/015).
 */
export async function seedDemoData(
  db: Database,
  options: { enabled: boolean; env: string },
): Promise<{ inserted: number } | { skipped: string }> {
  if (!options.enabled) return { skipped: DEMO_DISABLED };
  if (options.env === 'production') return { skipped: 'ambiente de produção' };

  return db.transaction(async (transaction) => {
    await lockSeeding(transaction);
    const [existing] = await transaction.select({ id: providers.id }).from(providers).limit(1);
    if (existing) return { skipped: 'já existem conveniados cadastrados' };

    const areaIds = await idsByName(
      transaction,
      areas,
      DEMO_PROVIDERS.map((p) => p.area),
    );
    const specialtyIds = await idsByName(
      transaction,
      specialties,
      DEMO_PROVIDERS.flatMap((p) => p.specialties),
    );
    const inserted = await transaction
      .insert(providers)
      .values(DEMO_PROVIDERS.map((provider, index) => toRow(provider, index, areaIds)))
      .returning({ id: providers.id, cpfCnpj: providers.cpfCnpj });

    const idByDocument = new Map(inserted.map((row) => [row.cpfCnpj, row.id]));
    const links = DEMO_PROVIDERS.flatMap((provider, index) =>
      provider.specialties.map((name) => ({
        providerId: lookup(idByDocument, documentOf(provider, index)),
        specialtyId: lookup(specialtyIds, name.toLowerCase()),
      })),
    );
    await transaction.insert(providerSpecialties).values(links).onConflictDoNothing();
    return { inserted: inserted.length };
  });
}

function documentOf(provider: DemoProvider, index: number): string {
  return provider.document === 'cpf' ? demoCpf(index) : demoCnpj(index);
}

function toRow(provider: DemoProvider, index: number, areaIds: Map<string, number>) {
  const city = CITY[provider.city];
  const mobile = demoMobile(provider.city, index);
  const status = provider.status ?? 'active';
  return {
    userId: null,
    companyName: provider.companyName,
    tradeName: provider.tradeName,
    cpfCnpj: documentOf(provider, index),
    responsibleName: provider.responsibleName,
    crNumber: provider.crNumber,
    // Companies answer on a landline; professionals on their mobile, which is also the WhatsApp.
    // Both are unreachable on purpose (demo-identifiers.ts).
    phone: provider.document === 'cnpj' ? demoLandline(provider.city, index) : mobile,
    whatsapp: mobile,
    contactEmail: demoContactEmail(provider.companyName),
    address: provider.address,
    addressNumber: provider.addressNumber,
    complement: provider.complement ?? null,
    neighborhood: provider.neighborhood,
    zipCode: provider.zipCode,
    stateId: 'GO',
    cityId: city.id,
    // Only the featured ones show a map link, so the UI's "no link" path is exercised too.
    locationLink: provider.featured ? mapsLink(provider, city.name) : null,
    areaId: lookup(areaIds, provider.area.toLowerCase()),
    discount: provider.discount,
    returnDays: provider.returnDays,
    observations: provider.observations ?? null,
    status,
    rejectionReason: provider.rejectionReason ?? null,
    ads: provider.featured ? FEATURED_MARKER : null,
    isDemo: true,
  };
}

function mapsLink(provider: DemoProvider, cityName: string): string {
  const place = `${provider.address}, ${provider.addressNumber} - ${provider.neighborhood}, ${cityName} - GO`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/**
 * Ids by lower-case name. Names an admin removed since the first start are created again: the
 * database has no providers yet, so nothing an admin curated is at stake.
 */
async function idsByName(
  executor: Executor,
  table: typeof areas | typeof specialties,
  names: string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  await executor
    .insert(table)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await executor
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(sql`lower(${table.name}) in ${unique.map((name) => name.toLowerCase())}`);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

function lookup<Key>(map: Map<Key, number>, key: Key): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Dados de demonstração: "${String(key)}" não encontrado.`);
  return id;
}
