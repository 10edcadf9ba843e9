import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_MAX,
  DISCOUNT_MIN,
  FEATURED_MARKER,
  PROVIDER_STATUSES,
} from '../../../shared/constants/providers.ts';
import { areas, cities, specialties, states } from './reference.ts';
import { users } from './users.ts';
import { inList } from './sql-helpers.ts';

/**
 * SPEC §3 Provider (conveniado). Documents and phones are stored normalised (digits only).
 * `rejection_reason` goes with status 'reprovado' (DESIGN §2: the provider sees the reason).
 */
export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    tradeName: text('trade_name'),
    cpfCnpj: varchar('cpf_cnpj', { length: 14 }).notNull().unique(),
    responsibleName: text('responsible_name'),
    crNumber: text('cr_number'),
    phone: varchar('phone', { length: 13 }),
    whatsapp: varchar('whatsapp', { length: 13 }),
    contactEmail: text('contact_email'),
    address: text('address'),
    addressNumber: text('address_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    zipCode: varchar('zip_code', { length: 8 }),
    stateId: varchar('state_id', { length: 2 }).references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    locationLink: text('location_link'),
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'restrict' }),
    discount: integer('discount').notNull().default(0),
    returnDays: integer('return_days').notNull().default(0),
    observations: text('observations'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    ads: text('ads'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('providers_status_check', inList(table.status, PROVIDER_STATUSES)),
    check(
      'providers_discount_check',
      sql`${table.discount} BETWEEN ${sql.raw(String(DISCOUNT_MIN))} AND ${sql.raw(String(DISCOUNT_MAX))}`,
    ),
    check('providers_return_days_check', sql`${table.returnDays} >= 0`),
    check(
      'providers_ads_check',
      sql`${table.ads} IS NULL OR ${table.ads} = '${sql.raw(FEATURED_MARKER)}'`,
    ),
    // CPF: 11 digits. CNPJ: 14 characters, alphanumeric since July 2026 (check digits numeric).
    check('providers_cpf_cnpj_check', sql`${table.cpfCnpj} ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`),
    check(
      'providers_zip_code_check',
      sql`${table.zipCode} IS NULL OR ${table.zipCode} ~ '^[0-9]{8}$'`,
    ),
    // Name search ignores case and accents (SPEC §5, DESIGN §1): trigram indexes over
    // immutable_unaccent(lower(name)), the function created by the first migration.
    index('providers_company_name_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${table.companyName})) gin_trgm_ops`,
    ),
    index('providers_trade_name_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(coalesce(${table.tradeName}, ''))) gin_trgm_ops`,
    ),
    // The directory's order (modules/directory/search-sql.ts, docs/search.md): featured first,
    // then the first 48 characters of the unaccented name, byte-wise, then id; active rows only.
    // A result page is read in this order and the scan stops after it, instead of sorting
    // every match.
    index('providers_active_order_idx')
      .on(
        sql`(${table.ads} IS NULL)`,
        sql`left(immutable_unaccent(lower(${table.companyName})), 48) COLLATE "C"`,
        table.id,
      )
      .where(sql`${table.status} = 'active'`),
    index('providers_status_city_idx').on(table.status, table.cityId),
    index('providers_status_state_idx').on(table.status, table.stateId),
    index('providers_area_id_idx').on(table.areaId),
  ],
);

/** SPEC §3 Provider specialty link; the primary key deduplicates. */
export const providerSpecialties = pgTable(
  'provider_specialties',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.specialtyId] }),
    index('provider_specialties_specialty_id_idx').on(table.specialtyId),
  ],
);
