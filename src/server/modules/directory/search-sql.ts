import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '../../../shared/schemas/directory.ts';
import { NAME_KEY_LENGTH, type SearchPosition } from './search-cursor.ts';
import { escapeLike } from './search-words.ts';

/**
 * The SQL of GET /api/providers, in one place so that the benchmark's bare route runs exactly
 * these statements (bench/search). docs/search.md explains the choices; in short:
 *
 * - only status 'active', always;
 * - every word of `q` must match the company or the trade name, through the expressions of the
 *   trigram indexes (`immutable_unaccent(lower(...))`, migration 0001) so that they serve it;
 * - order: featured first, then the name key (see search-cursor.ts), then id. The partial index
 *   providers_active_order_idx has exactly this order, so a page is read in order and the scan
 *   stops after it (no sort of every match);
 * - keyset paging: a row comparison with the last row's key.
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

// These two expressions must stay identical to providers_active_order_idx (schema/providers.ts).
const NOT_FEATURED = sql.raw('(providers.ads IS NULL)');
const NAME_KEY = sql.raw(
  `left(immutable_unaccent(lower(providers.company_name)), ${NAME_KEY_LENGTH}) COLLATE "C"`,
);

function conditions(filters: SearchFilters): SQL {
  const parts: SQL[] = [sql`providers.status = 'active'`];
  for (const word of filters.words) {
    const pattern = sql`'%' || immutable_unaccent(lower(${escapeLike(word)})) || '%'`;
    parts.push(sql`(immutable_unaccent(lower(providers.company_name)) LIKE ${pattern}
      OR immutable_unaccent(lower(coalesce(providers.trade_name, ''))) LIKE ${pattern})`);
  }
  if (filters.specialty !== undefined) {
    parts.push(sql`EXISTS (
      SELECT 1 FROM provider_specialties
      JOIN specialties ON specialties.id = provider_specialties.specialty_id
      WHERE provider_specialties.provider_id = providers.id
        AND immutable_unaccent(lower(specialties.name)) = immutable_unaccent(lower(${filters.specialty})))`);
  }
  if (filters.stateId !== undefined) parts.push(sql`providers.state_id = ${filters.stateId}`);
  if (filters.cityId !== undefined) parts.push(sql`providers.city_id = ${filters.cityId}`);
  if (filters.minDiscount) parts.push(sql`providers.discount >= ${filters.minDiscount}`);
  return sql.join(parts, sql` AND `);
}

/** The sort key of one provider (any status: it may have changed since its page was sent). */
export function positionSql(id: number): SQL {
  return sql`SELECT ${NOT_FEATURED} AS "notFeatured", ${NAME_KEY} AS "nameKey", providers.id AS id
    FROM providers WHERE providers.id = ${id}`;
}

/** Total of the search, without paging. */
export function searchCountSql(filters: SearchFilters): SQL {
  return sql`SELECT count(*)::int AS total FROM providers WHERE ${conditions(filters)}`;
}

/**
 * One page (SEARCH_PAGE_SIZE rows, plus one to know whether another page follows) after
 * `after`, with area, city, state and the specialties (sorted by name) of each row. The joins and
 * the specialty aggregate run on the page's rows only.
 */
export function searchPageSql(filters: SearchFilters, after?: SearchPosition): SQL {
  const keyset = after
    ? sql` AND (${NOT_FEATURED}, ${NAME_KEY}, providers.id) > (${!after.featured}, ${after.nameKey}, ${after.id})`
    : sql``;
  return sql`
    SELECT page.id, page.company_name AS "companyName", page.trade_name AS "tradeName",
      page.discount, page.phone, page.whatsapp, page.not_featured AS "notFeatured",
      page.name_key AS "nameKey",
      areas.id AS "areaId", areas.name AS "areaName",
      cities.id AS "cityId", cities.name AS "cityName",
      states.id AS "stateId", states.name AS "stateName",
      ${specialtiesOf(sql.raw('page.id'))} AS specialties
    FROM (
      SELECT providers.id, providers.company_name, providers.trade_name, providers.discount,
        providers.phone, providers.whatsapp, providers.area_id, providers.city_id,
        providers.state_id, ${NOT_FEATURED} AS not_featured, ${NAME_KEY} AS name_key
      FROM providers
      WHERE ${conditions(filters)}${keyset}
      ORDER BY ${NOT_FEATURED}, ${NAME_KEY}, providers.id
      LIMIT ${sql.raw(String(SEARCH_PAGE_SIZE + 1))}
    ) AS page
    LEFT JOIN areas ON areas.id = page.area_id
    LEFT JOIN cities ON cities.id = page.city_id
    LEFT JOIN states ON states.id = page.state_id
    ORDER BY page.not_featured, page.name_key, page.id`;
}

/** A JSON array of {id, name} of the provider's specialties, sorted by name (accents ignored). */
export function specialtiesOf(providerId: SQL): SQL {
  return sql`coalesce((
    SELECT json_agg(json_build_object('id', specialties.id, 'name', specialties.name)
      ORDER BY immutable_unaccent(lower(specialties.name)), specialties.id)
    FROM provider_specialties
    JOIN specialties ON specialties.id = provider_specialties.specialty_id
    WHERE provider_specialties.provider_id = ${providerId}), '[]'::json)`;
}
