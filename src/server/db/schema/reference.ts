import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** SPEC §3 State: the id is the abbreviation ("GO"). */
export const states = pgTable('states', {
  id: varchar('id', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

/** SPEC §3 City: the id is the 7-digit IBGE municipality code (Jataí 5211909). */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    stateId: varchar('state_id', { length: 2 })
      .notNull()
      .references(() => states.id),
  },
  (table) => [index('cities_state_id_name_idx').on(table.stateId, table.name)],
);

/**
 * SPEC §3 Specialty. Names are unique regardless of case and accents ('Cardiológia' is
 * 'Cardiologia' mistyped, not a second specialty: docs/decisions/020). The same expression is
 * the one a search names its specialty by (modules/directory/search-sql.ts), so this one index
 * serves both.
 */
export const specialties = pgTable(
  'specialties',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('specialties_name_key').on(sql`immutable_unaccent(lower(${table.name}))`),
  ],
);

/** SPEC §3 Area (área de atuação). Names are unique regardless of case and accents. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('areas_name_key').on(sql`immutable_unaccent(lower(${table.name}))`)],
);
