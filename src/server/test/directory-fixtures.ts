import { eq, inArray, sql } from 'drizzle-orm';
import { FEATURED_MARKER, type ProviderStatus } from '../../shared/constants/providers.ts';
import type { Database } from '../db/database.ts';
import { areas, fieldConfigurations, specialties } from '../db/schema/index.ts';

/** Test helpers of the directory and SEO tests: providers inserted straight into the database. */

export const JATAI = 5211909;
export const RIO_VERDE = 5218805;
export const GOIANIA = 5208707;
export const ANAPOLIS = 5201108;

let documentCounter = 0;

export type TestProvider = {
  companyName: string;
  tradeName?: string | null;
  status?: ProviderStatus;
  featured?: boolean;
  /** Marked as invented by the demo seed (providers.is_demo). */
  demo?: boolean;
  cityId?: number | null;
  stateId?: string | null;
  area?: string | null;
  specialties?: string[];
  discount?: number;
  returnDays?: number;
  phone?: string | null;
  whatsapp?: string | null;
  address?: string | null;
  addressNumber?: string | null;
  zipCode?: string | null;
  observations?: string | null;
  responsibleName?: string | null;
  updatedAt?: Date;
};

export async function insertProvider(db: Database, provider: TestProvider): Promise<number> {
  documentCounter += 1;
  const areaId = provider.area === null ? null : await idOfArea(db, provider.area ?? 'Medicina');
  const values = {
    company_name: provider.companyName,
    trade_name:
      provider.tradeName === undefined ? `${provider.companyName} Ltda` : provider.tradeName,
    cpf_cnpj: String(90_000_000_000_000 + documentCounter * 7919 + process.pid).slice(0, 14),
    responsible_name: provider.responsibleName ?? 'Maria Responsável',
    cr_number: 'CRM-GO 1234',
    phone: provider.phone === undefined ? '6436310000' : provider.phone,
    whatsapp: provider.whatsapp === undefined ? '64999990000' : provider.whatsapp,
    contact_email: 'contato@exemplo.com.br',
    address: provider.address === undefined ? 'Rua das Flores' : provider.address,
    address_number: provider.addressNumber === undefined ? '100' : provider.addressNumber,
    neighborhood: 'Centro',
    zip_code: provider.zipCode === undefined ? '75800014' : provider.zipCode,
    state_id: provider.stateId === undefined ? 'GO' : provider.stateId,
    city_id: provider.cityId === undefined ? JATAI : provider.cityId,
    area_id: areaId,
    discount: provider.discount ?? 10,
    return_days: provider.returnDays ?? 0,
    observations: provider.observations === undefined ? 'Nota interna' : provider.observations,
    status: provider.status ?? 'active',
    ads: provider.featured ? FEATURED_MARKER : null,
    is_demo: provider.demo ?? false,
    ...(provider.updatedAt ? { updated_at: provider.updatedAt.toISOString() } : {}),
  };
  // Only these columns are named, so that tests of old migrations can use this on the schema of
  // their time (a Drizzle insert names every column the schema has today).
  const columns = sql.join(
    Object.keys(values).map((name) => sql.identifier(name)),
    sql`, `,
  );
  const result = (await db.execute(
    sql`INSERT INTO providers (${columns}) VALUES (${sql.join(
      Object.values(values).map((value) => sql`${value}`),
      sql`, `,
    )}) RETURNING id`,
  )) as unknown as { rows: { id: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('no provider');
  const names = provider.specialties ?? [];
  if (names.length > 0) {
    const found = await db
      .select({ id: specialties.id, name: specialties.name })
      .from(specialties)
      .where(inArray(specialties.name, names));
    if (found.length !== names.length) throw new Error(`unknown specialty in ${names.join(', ')}`);
    // The two ids only, as the application writes them (the triggers fill the copies); naming
    // no other column also lets tests of old migrations use this on the schema of their time.
    const pairs = found.map((specialty) => sql`(${row.id}, ${specialty.id})`);
    await db.execute(
      sql`INSERT INTO provider_specialties (provider_id, specialty_id) VALUES ${sql.join(pairs, sql`, `)}`,
    );
  }
  return row.id;
}

async function idOfArea(db: Database, name: string): Promise<number> {
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.name, name));
  if (!area) throw new Error(`unknown area ${name}`);
  return area.id;
}

/** Sets the two visibility flags of a field (the /admin/fields screen). */
export async function setFieldVisibility(
  db: Database,
  fieldName: string,
  flags: { isPublicVisible: boolean; isLoggedinVisible: boolean },
) {
  await db
    .update(fieldConfigurations)
    .set(flags)
    .where(eq(fieldConfigurations.fieldName, fieldName));
}

export async function deleteFieldConfiguration(db: Database, fieldName: string) {
  await db.delete(fieldConfigurations).where(eq(fieldConfigurations.fieldName, fieldName));
}

export async function restoreFieldConfiguration(
  db: Database,
  row: { fieldName: string; label: string; isPublicVisible: boolean; isLoggedinVisible: boolean },
) {
  await db
    .insert(fieldConfigurations)
    .values({ ...row, isRequired: false })
    .onConflictDoUpdate({
      target: fieldConfigurations.fieldName,
      set: {
        isPublicVisible: sql`excluded.is_public_visible`,
        isLoggedinVisible: sql`excluded.is_loggedin_visible`,
      },
    });
}
