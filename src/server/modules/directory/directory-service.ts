import { registrationLine } from '../../../shared/constants/registration-line.ts';
import { FEATURED_MARKER } from '../../../shared/constants/providers.ts';
import {
  PROVIDER_NOT_FOUND_MESSAGE,
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  type DirectoryLocations,
  type ProviderCard,
  type ProviderDetail,
  type SearchQuery,
  type SearchResponse,
} from '../../../shared/schemas/directory.ts';
import type { Database } from '../../db/database.ts';
import { driverQuery, type DriverQuery } from '../../db/driver-query.ts';
import { NotFoundError } from '../../http/errors.ts';
import { createCountCache } from './count-cache.ts';
import {
  directoryRepository as repository,
  type ActiveProviderRow,
  type SearchMatches,
} from './directory-repository.ts';
import {
  createFieldVisibility,
  withoutHiddenFields,
  type Audience,
  type FieldVisibility,
} from './field-visibility.ts';
import { createReferenceNames, type Names, type ReferenceNames } from './reference-names.ts';
import { decodeCursor, encodeCursor, invalidCursor, type SearchPosition } from './search-cursor.ts';
import {
  countsFirst,
  readsMatchesFirst,
  type SearchFilters,
  type SearchRow,
} from './search-sql.ts';
import { searchWords } from './search-words.ts';
import { keepWordIndex } from './word-index-keeper.ts';

export type DirectoryService = ReturnType<typeof createDirectoryService>;

/**
 * The public directory: search, provider detail and the locations of the search form. Only
 * active providers, and only the fields the audience may see (DESIGN §2).
 */
export function createDirectoryService(
  db: Database,
  options: {
    fieldVisibility?: FieldVisibility;
    referenceNames?: ReferenceNames;
    /**
     * Keep the word index (word-index-keeper.ts) and answer searches by words from it while it
     * is current; `onError` hears a failed build (tried again later). Off: SQL answers them all.
     */
    wordIndex?: { onError?: (error: unknown) => void };
  } = {},
) {
  const visibility = options.fieldVisibility ?? createFieldVisibility(db);
  const referenceNames = options.referenceNames ?? createReferenceNames(db);
  // Kept totals and the word index are exact only if directoryChanged() follows every change
  // (directory-changes.ts).
  const counts = createCountCache();
  const query = driverQuery(db);
  const wordIndex =
    options.wordIndex &&
    keepWordIndex(repository.wordIndexBatches(query), { onError: options.wordIndex.onError });
  const normalise = wordNormaliser(query);

  /**
   * A search by words from the word index, when it is current and can answer it exactly; else
   * undefined and SQL answers. The page's rows are read by id: a provider changed meanwhile (its
   * notice not yet heard) is not answered from the index either.
   */
  async function readByIndex(
    filters: SearchFilters,
    after: SearchPosition | undefined,
  ): Promise<{ rows: SearchRow[]; counted: number } | undefined> {
    const index = wordIndex?.current();
    if (!index) return undefined;
    const words = await normalise(filters.words);
    // LIKE's own characters: the SQL's pattern is what decides for them.
    if (words.some((word) => /[%_\\]/.test(word))) return undefined;
    const start = after ? index.slotAfter(after.id) : 0;
    if (start === undefined || wordIndex?.current() !== index) return undefined;
    const found = index.search(
      { words, stateId: filters.stateId, cityId: filters.cityId, minDiscount: filters.minDiscount },
      start,
      SEARCH_COUNT_CAP,
      SEARCH_PAGE_SIZE + 1,
    );
    const rows = found.ids.length > 0 ? await repository.searchRows(query, found.ids) : [];
    if (rows.length !== found.ids.length || wordIndex?.current() !== index) return undefined;
    return { rows, counted: found.total };
  }

  /** The rows of a page (one more than a page when another follows) and the capped total. */
  async function readSearch(
    filters: SearchFilters,
    after: SearchPosition | undefined,
  ): Promise<{ rows: SearchRow[]; counted: number }> {
    const key = countKey(filters);
    if (countsFirst(filters)) {
      const indexed = await readByIndex(filters, after);
      if (indexed) return indexed;
      // Words: the matches are read first, and their number says how to read the page: sorted
      // from them when they are few, else among the providers that follow in the directory's
      // order (searchDensePage). The first page's matches are the search's total too.
      let first: SearchMatches | undefined;
      const counted = await counts.count(key, async () => {
        if (after) return repository.searchCount(query, filters);
        first = await repository.searchMatches(query, filters);
        return first.total;
      });
      // A later page of few matches reads those after its place (a kept total: the first page).
      const matches =
        first ??
        (readsMatchesFirst(counted)
          ? await repository.searchMatches(query, filters, after)
          : undefined);
      const rows =
        matches && readsMatchesFirst(matches.total)
          ? matches.page
          : await repository.searchDensePage(query, filters, after);
      return { rows, counted };
    }
    const rows = await repository.searchPage(query, filters, after);
    // A first page that holds every result is its own count: no second query.
    const counted =
      !after && rows.length <= SEARCH_PAGE_SIZE
        ? rows.length
        : await counts.count(key, () => repository.searchCount(query, filters));
    return { rows, counted };
  }
  // Asked on every page load (GET /api/site, the served HTML): kept until the directory changes.
  let demoShown: Promise<boolean> | undefined;

  /** An active provider as `audience` may see it, or undefined. */
  async function findProvider(id: number, audience: Audience) {
    const [visible, row] = await Promise.all([
      visibility.visibleFields(audience),
      repository.activeProvider(db, id),
    ]);
    return row ? withoutHiddenFields(toDetail(row), visible) : undefined;
  }

  return {
    /** Resolves once the word index answers (immediately when it is off): tests, benchmarks. */
    wordIndexReady: () => wordIndex?.ready() ?? Promise.resolve(),
    /** Whether searches by words are answered from the word index at this moment. */
    wordIndexInUse: () => wordIndex?.current() !== undefined,
    /** Stops the word index's builds (the app's onClose). */
    close: () => wordIndex?.close(),
    fieldVisibility: visibility,
    referenceNames,
    findProvider,
    /**
     * A provider, its specialties, a specialty or an area changed: totals are counted again and
     * the names on result cards are read again (a rename shows at once, not after the names' TTL).
     */
    directoryChanged: () => {
      counts.clear();
      wordIndex?.changed();
      referenceNames.invalidate();
      demoShown = undefined;
    },

    /** Whether the directory lists demo providers (seed/demo-data.ts) at the moment. */
    demoShown(): Promise<boolean> {
      const answer = demoShown ?? repository.activeDemoExists(db);
      demoShown = answer;
      // A failed read is not kept: the next request asks again.
      answer.catch(() => {
        if (demoShown === answer) demoShown = undefined;
      });
      return answer;
    },

    async search(searchQuery: SearchQuery, audience: Audience): Promise<SearchResponse> {
      const after = searchQuery.cursor
        ? ((await repository.position(query, decodeCursor(searchQuery.cursor))) ??
          throwInvalidCursor())
        : undefined;
      const filters: SearchFilters = {
        words: searchWords(searchQuery.q),
        specialty: searchQuery.especialidade,
        stateId: searchQuery.estado,
        cityId: searchQuery.cidade,
        minDiscount: searchQuery.desconto,
      };
      const names = await referenceNames.names();
      // A specialty nobody has is no result, said at once: its id is a subquery the planner
      // cannot see through, and the page and the count would each read every provider.
      if (
        filters.specialty !== undefined &&
        !names.knowsSpecialty(filters.specialty) &&
        !(await repository.specialtyExists(query, filters.specialty))
      ) {
        return { items: [], total: 0, totalCapped: false, nextCursor: null };
      }
      const [visible, { rows, counted }] = await Promise.all([
        visibility.visibleFields(audience),
        readSearch(filters, after),
      ]);
      const hasMore = rows.length > SEARCH_PAGE_SIZE;
      const page = rows.slice(0, SEARCH_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map((row) => withoutHiddenFields(toCard(row, names), visible) as ProviderCard),
        total: Math.min(counted, SEARCH_COUNT_CAP),
        totalCapped: counted > SEARCH_COUNT_CAP,
        nextCursor: hasMore && last ? encodeCursor(last.id) : null,
      };
    },

    async detail(id: number, audience: Audience): Promise<ProviderDetail> {
      const provider = await findProvider(id, audience);
      if (!provider) throw new NotFoundError(PROVIDER_NOT_FOUND_MESSAGE);
      return provider as ProviderDetail;
    },

    async locations(): Promise<DirectoryLocations> {
      const [states, cities] = await Promise.all([
        repository.statesWithProviders(db),
        repository.citiesWithProviders(db),
      ]);
      return states.map((state) => ({
        id: state.id,
        name: state.name,
        cities: cities
          .filter((city) => city.stateId === state.id)
          .map((city) => ({ id: city.id, name: city.name })),
      }));
    },
  };
}

/** Search words normalised by the database once each (an immutable function: kept for good). */
function wordNormaliser(query: DriverQuery) {
  const kept = new Map<string, string>();
  return async (words: readonly string[]): Promise<string[]> => {
    const missing = words.filter((word) => !kept.has(word));
    const read = missing.length > 0 ? await repository.normalisedWords(query, missing) : [];
    const known = new Map(missing.map((word, at) => [word, read[at] ?? word]));
    for (const [word, normalised] of known) {
      if (kept.size >= KEPT_NORMALISED_WORDS) kept.clear();
      kept.set(word, normalised);
    }
    return words.map((word) => known.get(word) ?? kept.get(word) ?? word);
  };
}

const KEPT_NORMALISED_WORDS = 10_000;

/** Searches that differ only in word order or case count the same. */
function countKey(filters: SearchFilters): string {
  return JSON.stringify([
    [...filters.words].sort(),
    filters.specialty?.toLowerCase() ?? null,
    filters.stateId ?? null,
    filters.cityId ?? null,
    filters.minDiscount ?? 0,
  ]);
}

function toCard(row: SearchRow, names: Names): ProviderCard {
  return {
    id: row.id,
    featured: !row.notFeatured,
    demo: row.demo,
    companyName: row.companyName,
    tradeName: row.tradeName,
    discount: row.discount,
    phone: row.phone,
    whatsapp: row.whatsapp,
    area: row.areaId === null ? null : { id: row.areaId, name: names.area(row.areaId) },
    specialties: names.specialties(row.specialtyIds),
    city: row.cityId === null ? null : { id: row.cityId, name: names.city(row.cityId) },
    state: row.stateId === null ? null : { id: row.stateId, name: names.state(row.stateId) },
  };
}

function toDetail(row: ActiveProviderRow): ProviderDetail {
  return {
    id: row.id,
    featured: row.ads === FEATURED_MARKER,
    demo: row.isDemo,
    companyName: row.companyName,
    tradeName: row.tradeName,
    cpfCnpj: row.cpfCnpj,
    responsibleName: row.responsibleName,
    // As the councils ask it to be shown ('CRM-GO 12345 · RQE 6789'), under the crNumber field's
    // visibility (decision 032).
    crNumber: registrationLine(row, row.specialties),
    phone: row.phone,
    whatsapp: row.whatsapp,
    contactEmail: row.contactEmail,
    address: row.address,
    addressNumber: row.addressNumber,
    complement: row.complement,
    neighborhood: row.neighborhood,
    zipCode: row.zipCode,
    state: row.stateId === null ? null : { id: row.stateId, name: row.stateName ?? '' },
    city: row.cityId === null ? null : { id: row.cityId, name: row.cityName ?? '' },
    locationLink: row.locationLink,
    area: row.areaId === null ? null : { id: row.areaId, name: row.areaName ?? '' },
    specialties: row.specialties.map(({ id, name, rqe }) =>
      rqe ? { id, name, rqe } : { id, name },
    ),
    discount: row.discount,
    returnDays: row.returnDays,
    observations: row.observations,
  };
}

function throwInvalidCursor(): never {
  throw invalidCursor();
}
