import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '../../../shared/schemas/directory.ts';
import type { NamedItem } from '../../../shared/schemas/reference.ts';
import type { Executor } from '../../db/database.ts';
import type { DriverQuery } from '../../db/driver-query.ts';
import { areas, cities, providers, states } from '../../db/schema/index.ts';
import type { SearchPosition } from './search-cursor.ts';
import type { IndexedProvider } from './word-index.ts';
import type { BatchReader } from './word-index-keeper.ts';
import {
  DENSE_WINDOW,
  normalisedWordsSql,
  planFitsEveryValue,
  positionSql,
  searchCountSql,
  searchDensePageSql,
  searchMatchesSql,
  searchPageSql,
  searchRowsSql,
  specialtiesOf,
  WORD_INDEX_BATCH,
  wordIndexBatchSql,
  type SearchFilters,
  type SearchRow,
} from './search-sql.ts';

/** Names sort as a Brazilian reader expects: accents and case ignored ('Água Boa' under A). */
const byName = (column: AnyColumn) => sql`immutable_unaccent(lower(${column}))`;

const active = eq(providers.status, 'active');

export type SearchMatches = { total: number; page: SearchRow[] };

export const directoryRepository = {
  // The three statements of a search run on the driver directly (db/driver-query.ts).
  searchPage: async (query: DriverQuery, filters: SearchFilters, after?: SearchPosition) => {
    const [row] = await query<{ page: SearchRow[] }>(searchPageSql(filters, after), {
      reusePlan: planFitsEveryValue(filters),
    });
    return row?.page ?? [];
  },

  /** The matches after `after`, counted up to the cap, and their page (searchMatchesSql). */
  searchMatches: async (
    query: DriverQuery,
    filters: SearchFilters,
    after?: SearchPosition,
  ): Promise<SearchMatches> => {
    const [row] = await query<{ total: number; page: SearchRow[] }>(
      searchMatchesSql(filters, after),
    );
    return { total: row?.total ?? 0, page: row?.page ?? [] };
  },

  /**
   * The page of a search by words with more matches than the cap: among the next DENSE_WINDOW
   * providers in order, else from all the matches sorted (searchDensePageSql). A window that
   * fills the page is the page; one that does not may have reached the end of the directory, or
   * the matches are elsewhere: the sorted matches answer both.
   */
  searchDensePage: async (query: DriverQuery, filters: SearchFilters, after?: SearchPosition) => {
    const read = async (how: Parameters<typeof searchDensePageSql>[2]) => {
      const [row] = await query<{ page: SearchRow[] }>(searchDensePageSql(filters, after, how));
      return row?.page ?? [];
    };
    const windowed = await read({ window: DENSE_WINDOW });
    return windowed.length > SEARCH_PAGE_SIZE ? windowed : read('sorted');
  },

  /** The active providers of these ids, as a page in the directory's order (the word index's). */
  searchRows: async (query: DriverQuery, ids: readonly number[]) => {
    const [row] = await query<{ page: SearchRow[] }>(searchRowsSql(ids));
    return row?.page ?? [];
  },

  /**
   * Reads the active providers for the word index in batches, in the directory's order, letting
   * requests in between batches (word-index-keeper.ts).
   */
  wordIndexBatches:
    (query: DriverQuery): BatchReader =>
    async (add) => {
      let after: SearchPosition | undefined;
      for (;;) {
        const [row] = await query<{
          batch: (IndexedProvider & { notFeatured: boolean; nameKey: string })[];
        }>(wordIndexBatchSql(after));
        const batch = row?.batch ?? [];
        add(batch);
        const last = batch.at(-1);
        if (!last || batch.length < WORD_INDEX_BATCH) return;
        after = { featured: !last.notFeatured, nameKey: last.nameKey, id: last.id };
        await new Promise((resolve) => setImmediate(resolve));
      }
    },

  /** Search words as the stored names are kept (immutable_unaccent(lower())), in order. */
  normalisedWords: async (query: DriverQuery, words: readonly string[]) => {
    const [row] = await query<{ words: string[] }>(normalisedWordsSql(words));
    return row?.words ?? [];
  },

  /** Where the row with this id sorts, for the next page after it; undefined when it is gone. */
  position: async (query: DriverQuery, id: number): Promise<SearchPosition | undefined> => {
    const [row] = await query<{ notFeatured: boolean; nameKey: string; id: number }>(
      positionSql(id),
      { reusePlan: true },
    );
    return row && { featured: !row.notFeatured, nameKey: row.nameKey, id: row.id };
  },

  /** Whether a specialty is named so, case and accents aside (specialties_name_key). */
  specialtyExists: async (query: DriverQuery, name: string): Promise<boolean> => {
    const rows = await query<{ found: number }>(
      sql`SELECT 1 AS found FROM specialties
        WHERE immutable_unaccent(lower(name)) = immutable_unaccent(lower(${name})) LIMIT 1`,
      { reusePlan: true },
    );
    return rows.length > 0;
  },

  searchCount: async (query: DriverQuery, filters: SearchFilters) => {
    const [row] = await query<{ total: number }>(searchCountSql(filters), {
      reusePlan: planFitsEveryValue(filters),
    });
    return row?.total ?? 0;
  },

  /** An active provider with every field, or undefined. */
  activeProvider: async (executor: Executor, id: number) => {
    const [row] = await executor
      .select({
        id: providers.id,
        companyName: providers.companyName,
        tradeName: providers.tradeName,
        cpfCnpj: providers.cpfCnpj,
        responsibleName: providers.responsibleName,
        crNumber: providers.crNumber,
        council: providers.council,
        councilState: providers.councilState,
        phone: providers.phone,
        whatsapp: providers.whatsapp,
        contactEmail: providers.contactEmail,
        address: providers.address,
        addressNumber: providers.addressNumber,
        complement: providers.complement,
        neighborhood: providers.neighborhood,
        zipCode: providers.zipCode,
        locationLink: providers.locationLink,
        discount: providers.discount,
        returnDays: providers.returnDays,
        observations: providers.observations,
        ads: providers.ads,
        isDemo: providers.isDemo,
        areaId: areas.id,
        areaName: areas.name,
        cityId: cities.id,
        cityName: cities.name,
        stateId: states.id,
        stateName: states.name,
        specialties: sql<
          (NamedItem & { rqe: string | null })[]
        >`${specialtiesOf(sql`${providers.id}`)}`,
      })
      .from(providers)
      .leftJoin(areas, eq(areas.id, providers.areaId))
      .leftJoin(cities, eq(cities.id, providers.cityId))
      .leftJoin(states, eq(states.id, providers.stateId))
      .where(and(eq(providers.id, id), active));
    return row;
  },

  /** Whether any demo provider is listed (providers_demo_idx: only demo rows are read). */
  activeDemoExists: async (executor: Executor): Promise<boolean> => {
    const [row] = await executor
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.isDemo, true), active))
      .limit(1);
    return row !== undefined;
  },

  /** States with active providers, by the provider's state or by its city's state. */
  statesWithProviders: (executor: Executor) =>
    executor
      .select({ id: states.id, name: states.name })
      .from(states)
      .where(
        sql`EXISTS (SELECT 1 FROM providers
              WHERE providers.state_id = ${states.id} AND providers.status = 'active')
            OR EXISTS (SELECT 1 FROM cities JOIN providers ON providers.city_id = cities.id
              WHERE cities.state_id = ${states.id} AND providers.status = 'active')`,
      )
      .orderBy(byName(states.name)),

  citiesWithProviders: (executor: Executor) =>
    executor
      .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
      .from(cities)
      .where(
        sql`EXISTS (SELECT 1 FROM providers WHERE providers.city_id = ${cities.id} AND providers.status = 'active')`,
      )
      .orderBy(byName(cities.name)),
};

export type ActiveProviderRow = NonNullable<
  Awaited<ReturnType<typeof directoryRepository.activeProvider>>
>;
