import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { COUNCILS, type Council } from '../../../shared/constants/councils.ts';
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
 * Characters of the company name in the sort key `name_key`. Long enough to order any real name;
 * short enough that a keyset position stays small.
 */
export const NAME_KEY_LENGTH = 48;

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
    // The council of that registration and its state (decision 032); null for a number stored
    // before them, which is shown as typed.
    council: text('council').$type<Council>(),
    councilState: varchar('council_state', { length: 2 }).references(() => states.id),
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
    // Invented by the demo seed (seed/demo-data.ts): marked as such wherever it is shown, never
    // in the sitemap, and its contacts reach nobody (docs/decisions/015).
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Search keys computed by the database from the names (docs/search.md "Stored search keys"),
    // so no writer can forget them. `search_name`: company and trade name, lowered and
    // unaccented, joined by a line break (no search word contains one, so a word never matches
    // across the two names). `name_key`: the directory's sort key; the column is COLLATE "C"
    // (migration 0005), compared byte-wise on every server.
    searchName: text('search_name').generatedAlwaysAs(
      sql`immutable_unaccent(lower(company_name)) || chr(10) || immutable_unaccent(lower(coalesce(trade_name, '')))`,
    ),
    nameKey: text('name_key').generatedAlwaysAs(
      sql`left(immutable_unaccent(lower(company_name)), ${sql.raw(String(NAME_KEY_LENGTH))})`,
    ),
    // The ids of the provider's specialties, sorted, kept by triggers on provider_specialties
    // (migration 0007) so that a result page needs no lookup per row. Writers never set it.
    specialtyIds: integer('specialty_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    check('providers_status_check', inList(table.status, PROVIDER_STATUSES)),
    check('providers_council_check', inList(table.council, COUNCILS)),
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
    // Name search ignores case and accents (SPEC §5, DESIGN §1): one trigram index over the
    // stored, normalised names.
    index('providers_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    // The directory's order (modules/directory/search-sql.ts, docs/search.md): featured first,
    // then the name key, then id; active rows only. A result page is read in this order and the
    // scan stops after it, instead of sorting every match. The other two do the same within one
    // city and within one state (migration 0016: a state's page walked the whole directory's
    // order and kept its providers, 2.6 ms a page for a small state instead of 1.1).
    index('providers_active_order_idx')
      .on(sql`(${table.ads} IS NULL)`, table.nameKey, table.id)
      .where(sql`${table.status} = 'active'`),
    index('providers_active_city_order_idx')
      .on(table.cityId, sql`(${table.ads} IS NULL)`, table.nameKey, table.id)
      .where(sql`${table.status} = 'active'`),
    index('providers_active_state_order_idx')
      .on(table.stateId, sql`(${table.ads} IS NULL)`, table.nameKey, table.id)
      .where(sql`${table.status} = 'active'`),
    index('providers_status_city_idx').on(table.status, table.cityId),
    index('providers_status_state_idx').on(table.status, table.stateId),
    // A count by place and minimum discount, without a specialty, from the index alone
    // (migration 0012; the search's own order indexes serve its pages).
    index('providers_active_state_discount_idx')
      .on(table.stateId, table.discount)
      .where(sql`${table.status} = 'active'`),
    index('providers_active_city_discount_idx')
      .on(table.cityId, table.discount)
      .where(sql`${table.status} = 'active'`),
    index('providers_area_id_idx').on(table.areaId),
    // The back-office list (modules/providers/admin-providers-sql.ts): every status, or one, in
    // either order of the list; a page is read in index order, never sorted.
    index('providers_admin_name_idx').on(table.nameKey, table.id),
    index('providers_admin_status_name_idx').on(table.status, table.nameKey, table.id),
    index('providers_admin_created_at_idx').on(table.createdAt, table.id),
    index('providers_admin_status_created_at_idx').on(table.status, table.createdAt, table.id),
    // Searching the list by the start of a CPF/CNPJ: a prefix LIKE needs the pattern operators
    // whatever the database's collation.
    index('providers_cpf_cnpj_pattern_idx').using(
      'btree',
      sql`${table.cpfCnpj} varchar_pattern_ops`,
    ),
    // Whether the directory shows demo rows is asked on every page load (GET /api/site): this
    // index holds the demo rows only, so the answer costs the same with 0 or 100,000 real ones.
    index('providers_demo_idx')
      .on(table.status)
      .where(sql`${table.isDemo}`),
  ],
);

/**
 * SPEC §3 Provider specialty link; the primary key deduplicates.
 *
 * The other columns are copies of the provider's search keys, kept by triggers (migration 0005,
 * docs/search.md "Stored search keys"): a search by specialty (and city) then reads its page
 * straight from one index in the directory's order. Writers only set the two ids.
 */
export const providerSpecialties = pgTable(
  'provider_specialties',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(false),
    stateId: varchar('state_id', { length: 2 }),
    cityId: integer('city_id'),
    notFeatured: boolean('not_featured').notNull().default(true),
    nameKey: text('name_key').notNull().default(''),
    discount: integer('discount').notNull().default(0),
    // A doctor's Registro de Qualificação de Especialista for this specialty (decision 032):
    // without it a CRM provider is not listed under the specialty (`active` stays false).
    rqe: varchar('rqe', { length: 10 }),
  },
  (table) => [
    check('provider_specialties_rqe_check', sql`${table.rqe} ~ '^[0-9]{1,10}$'`),
    primaryKey({ columns: [table.providerId, table.specialtyId] }),
    index('provider_specialties_specialty_id_idx').on(table.specialtyId),
    // The state and the discount come last: they never change the order (provider_id is unique)
    // but let a count by specialty, state and minimum discount be answered from the index alone,
    // and a page skip the providers below the discount before reading them.
    index('provider_specialties_search_idx')
      .on(
        table.specialtyId,
        table.notFeatured,
        table.nameKey,
        table.providerId,
        table.stateId,
        table.discount,
      )
      .where(sql`${table.active}`),
    index('provider_specialties_city_search_idx')
      .on(
        table.specialtyId,
        table.cityId,
        table.notFeatured,
        table.nameKey,
        table.providerId,
        table.stateId,
        table.discount,
      )
      .where(sql`${table.active}`),
  ],
);
