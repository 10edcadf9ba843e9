import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '../../../shared/schemas/directory.ts';
import type { SearchPosition } from './search-cursor.ts';
import { escapeLike } from './search-words.ts';

/**
 * The SQL of GET /api/providers, in one place so that the benchmark's bare route runs exactly
 * these statements (bench/search). docs/search.md explains the choices; in short:
 *
 * - only status 'active', always;
 * - every word of `q` must appear in the stored, normalised names (`providers.search_name`,
 *   migration 0005), served by its trigram index;
 * - order: featured first, then the stored name key, then id. Partial indexes have exactly this
 *   order, so a page is read in order and the scan stops after it (no sort of every match);
 * - a search by specialty reads `provider_specialties`, whose copies of the provider's keys
 *   (kept by triggers) put its page, within a city or not, at one place of one index;
 * - keyset paging: a row comparison with the last row's key;
 * - the page comes back as one JSON value: one field to decode instead of a dozen per row, which
 *   is most of what a small query costs on the embedded database.
 */
export type SearchFilters = {
  /** Words of `q` (search-words.ts), each matched as a substring. */
  words: string[];
  /** A specialty name, compared without case and accents. */
  specialty?: string | undefined;
  stateId?: string | undefined;
  cityId?: number | undefined;
  minDiscount?: number | undefined;
};

/** One row of a page, as the JSON of searchPageSql spells it. */
export type SearchRow = {
  id: number;
  companyName: string;
  tradeName: string | null;
  discount: number;
  phone: string | null;
  whatsapp: string | null;
  notFeatured: boolean;
  demo: boolean;
  nameKey: string;
  areaId: number | null;
  cityId: number | null;
  stateId: string | null;
  specialtyIds: number[];
};

/**
 * The two ways of reading a search. Both name the provider `p`; `order` is the index order of the
 * source, identical to (p.ads IS NULL, p.name_key, p.id) on every row it yields. `count` is the
 * cheapest source and conditions that give the same total.
 */
type Shape = {
  source: SQL;
  conditions: SQL[];
  order: SQL;
  count: { source: SQL; conditions: SQL[] };
};

const sameName = (left: SQL, right: SQL) =>
  sql`immutable_unaccent(lower(${left})) = immutable_unaccent(lower(${right}))`;

/** Every word of the search in the stored names (`p.search_name`), by the trigram index. */
const wordConditions = (filters: SearchFilters): SQL[] =>
  filters.words.map(
    (word) => sql`p.search_name LIKE '%' || immutable_unaccent(lower(${escapeLike(word)})) || '%'`,
  );

/** A search without a specialty, but for its words: status, place and minimum discount. */
function providerConditions(filters: SearchFilters): SQL[] {
  const conditions = [sql`p.status = 'active'`];
  if (filters.minDiscount) conditions.push(sql`p.discount >= ${filters.minDiscount}`);
  if (filters.stateId !== undefined) conditions.push(sql`p.state_id = ${filters.stateId}`);
  if (filters.cityId !== undefined) conditions.push(sql`p.city_id = ${filters.cityId}`);
  return conditions;
}

function shapeOf(filters: SearchFilters): Shape {
  // Conditions only the provider row can answer.
  const narrowing = wordConditions(filters);

  if (filters.specialty === undefined) {
    const conditions = [...providerConditions(filters), ...narrowing];
    const source = sql`providers AS p`;
    return {
      source,
      conditions,
      order: sql`(p.ads IS NULL), p.name_key, p.id`,
      count: { source, conditions },
    };
  }
  // provider_specialties_search_idx / provider_specialties_city_search_idx; the specialty id
  // through specialties_name_key (migration 0010).
  const keys = [
    sql`ps.active`,
    sql`ps.specialty_id = (SELECT specialties.id FROM specialties
      WHERE ${sameName(sql`specialties.name`, sql`${filters.specialty}`)})`,
  ];
  if (filters.stateId !== undefined) keys.push(sql`ps.state_id = ${filters.stateId}`);
  if (filters.cityId !== undefined) keys.push(sql`ps.city_id = ${filters.cityId}`);
  // The copied discount is in both indexes (migration 0012): read there, not on the provider.
  if (filters.minDiscount) keys.push(sql`ps.discount >= ${filters.minDiscount}`);
  // ps.active is the provider's status, copied in the same transaction; the page checks the
  // status again on the rows it returns anyway.
  const source = sql`provider_specialties AS ps JOIN providers AS p ON p.id = ps.provider_id`;
  const conditions = [...keys, sql`p.status = 'active'`, ...narrowing];
  return {
    source,
    conditions,
    order: sql`ps.not_featured, ps.name_key, ps.provider_id`,
    // The copies answer a count alone (from the index) unless a name narrows it.
    count:
      narrowing.length === 0
        ? { source: sql`provider_specialties AS ps`, conditions: keys }
        : { source, conditions },
  };
}

/**
 * Whether one plan serves every value of these filters, so that it can be made once and kept
 * (pglite-prepared.ts): a search by specialty without words. The specialty index reads its page
 * in order whatever the specialty, place or discount, and planning that join on each run was two
 * thirds of its cost on the embedded database (0.69 → 0.38 ms a page; with a minimum discount the
 * kept plan was also the faster one). Not with words: a common word wants the ordered index that
 * stops after a page, a rare one the trigram index and a sort of a few rows. Not for the providers
 * alone either: the plan kept for a city scanned the order index (18 ms instead of 0.5 ms).
 */
export function planFitsEveryValue(filters: SearchFilters): boolean {
  return filters.specialty !== undefined && filters.words.length === 0;
}

/**
 * Whether a search reads its matches before its page (searchMatchesSql): a search by words,
 * without a specialty. The planner guesses how many providers the words match (two words as if
 * independent, a two-letter word not at all) and, guessing many, walks the order index to stop
 * after a page; when the matches are few or far down the order ('fisio odonto': none; 'studio':
 * names under S) that walk read most of the 100,000 providers (150-300 ms on PGlite), where
 * reading the matches and sorting them takes 2-8 ms. Their number is the answer's total anyway.
 */
export function countsFirst(filters: SearchFilters): boolean {
  return filters.words.length > 0 && filters.specialty === undefined;
}

/**
 * Whether the page is read from the matches: when there are at most SEARCH_COUNT_CAP (the total
 * is exact), a sort of at most a thousand rows. Above it (1 % of the directory or more) the page
 * is looked for among the providers that follow in order first (searchDensePageSql), where a
 * sort of all the matches ('clinica': 18,750) would cost 25 ms instead of 1.
 */
export function readsMatchesFirst(total: number): boolean {
  return total <= SEARCH_COUNT_CAP;
}

/** The sort key of one provider (any status: it may have changed since its page was sent). */
export function positionSql(id: number): SQL {
  return sql`SELECT (ads IS NULL) AS "notFeatured", name_key AS "nameKey", id
    FROM providers WHERE id = ${id}`;
}

/**
 * Total of the search, without paging, counted up to `cap` + 1 rows: a total above `cap` reads
 * as 'more than cap' and costs no more than reading cap + 1 matches, however many there are.
 */
export function searchCountSql(filters: SearchFilters, cap = SEARCH_COUNT_CAP): SQL {
  const { count } = shapeOf(filters);
  return sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${count.source}
    WHERE ${sql.join(count.conditions, sql` AND `)}
    LIMIT ${sql.raw(String(cap + 1))}) AS capped`;
}

/** The columns of a page row, as `pageJson` reads them, from a source naming the provider `p`. */
const PAGE_COLUMNS = sql`p.id, p.company_name, p.trade_name, p.discount, p.phone, p.whatsapp,
  p.area_id, p.city_id, p.state_id, p.specialty_ids, (p.ads IS NULL) AS not_featured, p.name_key,
  p.is_demo`;

/** The rows of `page` (PAGE_COLUMNS) as one JSON array of SearchRow, in the directory's order. */
const pageJson = sql`coalesce(json_agg(json_build_object(
    'id', page.id, 'companyName', page.company_name, 'tradeName', page.trade_name,
    'discount', page.discount, 'phone', page.phone, 'whatsapp', page.whatsapp,
    'notFeatured', page.not_featured, 'demo', page.is_demo, 'nameKey', page.name_key,
    'areaId', page.area_id,
    'cityId', page.city_id, 'stateId', page.state_id,
    'specialtyIds', page.specialty_ids)
  ORDER BY page.not_featured, page.name_key, page.id), '[]'::json)`;

const PAGE_LIMIT = sql.raw(String(SEARCH_PAGE_SIZE + 1));

const afterPosition = (order: SQL, after: SearchPosition) =>
  sql`(${order}) > (${!after.featured}, ${after.nameKey}, ${after.id})`;

/**
 * One page (SEARCH_PAGE_SIZE rows, plus one to know whether another page follows) after
 * `after`, as a JSON array of SearchRow in the directory's order, read by walking the order index.
 * Names of the area, city, state and specialties are the service's (reference-names.ts): ids are
 * enough here.
 */
export function searchPageSql(filters: SearchFilters, after?: SearchPosition): SQL {
  const shape = shapeOf(filters);
  const conditions = after
    ? [...shape.conditions, afterPosition(shape.order, after)]
    : shape.conditions;
  return sql`
    SELECT ${pageJson} AS page
    FROM (
      SELECT ${PAGE_COLUMNS}
      FROM ${shape.source}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${shape.order}
      LIMIT ${PAGE_LIMIT}
    ) AS page`;
}

/**
 * The matches after `after` (all of them on a first page), counted up to `cap` + 1 like
 * searchCountSql, and the page sorted from them: one reading of the matches (countsFirst). The
 * page is right only when that number is at most the cap (readsMatchesFirst): then every match
 * after `after` was kept. Above it the caller reads the page with searchDensePageSql. On a first page
 * the number is the search's total.
 */
export function searchMatchesSql(
  filters: SearchFilters,
  after?: SearchPosition,
  cap = SEARCH_COUNT_CAP,
): SQL {
  const shape = shapeOf(filters);
  const conditions = after
    ? [...shape.conditions, afterPosition(shape.order, after)]
    : shape.conditions;
  return sql`
    WITH matches AS MATERIALIZED (
      SELECT ${PAGE_COLUMNS}
      FROM ${shape.source}
      WHERE ${sql.join(conditions, sql` AND `)}
      LIMIT ${sql.raw(String(cap + 1))}
    )
    SELECT (SELECT count(*)::int FROM matches) AS total,
      (SELECT ${pageJson} FROM (
        SELECT * FROM matches AS p
        ORDER BY p.not_featured, p.name_key, p.id
        LIMIT ${PAGE_LIMIT}) AS page) AS page`;
}

/**
 * How many providers a dense search's page is looked for among, in the directory's order, before
 * its matches are sorted instead (searchDensePageSql).
 */
export const DENSE_WINDOW = 2_000;

/**
 * The page of a search by words with more than SEARCH_COUNT_CAP matches (countsFirst, not
 * readsMatchesFirst), as a JSON array of SearchRow, read in one of two ways:
 *
 * - `window`: the next `window` providers of the place in the directory's order, and the page
 *   among them. Dense matches fill a page there at once ('clinica': a page within 30 rows).
 * - `sorted`: every match, sorted. Used when the window did not fill a page: the matches gather
 *   elsewhere in the order ('policlinica' after a page of names under C; 'centro' after its own
 *   names). Walking the order index to them read 80,000 rows (80 ms) at 100,000 providers; the
 *   trigram index reads the 6,000 matches and a top-N sort orders them (6 ms). The place after
 *   the last page filters the matches once read: as an index condition, the planner combined the
 *   order index's whole range with the trigram bitmap.
 */
export function searchDensePageSql(
  filters: SearchFilters,
  after: SearchPosition | undefined,
  read: { window: number } | 'sorted',
): SQL {
  const position = after ? [afterPosition(sql`p.not_featured, p.name_key, p.id`, after)] : [];
  if (read === 'sorted') {
    // Only the sort keys of the matches are kept and sorted; the page's 13 rows are read again
    // by primary key (all the columns of 4,000 matches cost twice the time).
    return sql`
      WITH matches AS MATERIALIZED (
        SELECT (p.ads IS NULL) AS not_featured, p.name_key, p.id
        FROM providers AS p
        WHERE ${sql.join([...providerConditions(filters), ...wordConditions(filters)], sql` AND `)}
      )
      SELECT ${pageJson} AS page
      FROM (
        SELECT ${PAGE_COLUMNS}
        FROM (
          SELECT p.id FROM matches AS p
          ${position.length > 0 ? sql`WHERE ${position[0]}` : sql``}
          ORDER BY p.not_featured, p.name_key, p.id
          LIMIT ${PAGE_LIMIT}
        ) AS keys
        JOIN providers AS p ON p.id = keys.id
      ) AS page`;
  }
  const place = after
    ? [...providerConditions(filters), afterPosition(sql`(p.ads IS NULL), p.name_key, p.id`, after)]
    : providerConditions(filters);
  // The window is a subquery with its own LIMIT, so the words cannot be pushed into its scan:
  // it reads the order index (of the state or city when there is one) and stops at `window`.
  return sql`
    SELECT ${pageJson} AS page
    FROM (
      SELECT * FROM (
        SELECT ${PAGE_COLUMNS}, p.search_name
        FROM providers AS p
        WHERE ${sql.join(place, sql` AND `)}
        ORDER BY (p.ads IS NULL), p.name_key, p.id
        LIMIT ${sql.raw(String(read.window))}
      ) AS p
      WHERE ${sql.join(wordConditions(filters), sql` AND `)}
      ORDER BY p.not_featured, p.name_key, p.id
      LIMIT ${PAGE_LIMIT}
    ) AS page`;
}

/**
 * A JSON array of {id, name} of the provider's specialties, sorted by name (accents and case
 * ignored, byte-wise: the order reference-names.ts gives result cards).
 */
export function specialtiesOf(providerId: SQL): SQL {
  return sql`coalesce((
    SELECT json_agg(
        json_build_object('id', specialties.id, 'name', specialties.name, 'rqe', provider_specialties.rqe)
        ORDER BY immutable_unaccent(lower(specialties.name)) COLLATE "C", specialties.id)
    FROM provider_specialties
    JOIN specialties ON specialties.id = provider_specialties.specialty_id
    WHERE provider_specialties.provider_id = ${providerId}
      -- Listed under the specialty: a doctor's without its RQE is not advertised (decision 032).
      AND provider_specialties.active), '[]'::json)`;
}

/** Providers read at once to build the word index (word-index-keeper.ts). */
export const WORD_INDEX_BATCH = 2_000;

/**
 * The next WORD_INDEX_BATCH active providers after `after`, in the directory's order, with what the
 * word index keeps of each (IndexedProvider) and their sort keys, as one JSON array.
 */
export function wordIndexBatchSql(after?: SearchPosition): SQL {
  const conditions = [sql`p.status = 'active'`];
  if (after) conditions.push(afterPosition(sql`(p.ads IS NULL), p.name_key, p.id`, after));
  return sql`
    SELECT coalesce(json_agg(json_build_object('id', page.id, 'notFeatured', page.not_featured,
        'nameKey', page.name_key, 'stateId', page.state_id, 'cityId', page.city_id,
        'discount', page.discount, 'searchName', page.search_name)
      ORDER BY page.not_featured, page.name_key, page.id), '[]'::json) AS batch
    FROM (
      SELECT p.id, (p.ads IS NULL) AS not_featured, p.name_key, p.state_id, p.city_id, p.discount,
        p.search_name
      FROM providers AS p
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY (p.ads IS NULL), p.name_key, p.id
      LIMIT ${sql.raw(String(WORD_INDEX_BATCH))}
    ) AS page`;
}

/** Search words as the stored names are kept: `immutable_unaccent(lower())`, in order. */
export function normalisedWordsSql(words: readonly string[]): SQL {
  return sql`SELECT coalesce(json_agg(immutable_unaccent(lower(word.value)) ORDER BY word.at),
      '[]'::json) AS words
    FROM json_array_elements_text(${JSON.stringify(words)}::json) WITH ORDINALITY AS word(value, at)`;
}

/** The active providers of these ids as a page (SearchRow), in the directory's order. */
export function searchRowsSql(ids: readonly number[]): SQL {
  return sql`
    SELECT ${pageJson} AS page
    FROM (
      SELECT ${PAGE_COLUMNS}
      FROM providers AS p
      WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[]) AND p.status = 'active'
    ) AS page`;
}
