import { sql, type SQL } from 'drizzle-orm';
import type { AdminProvidersQuery } from '../../../shared/schemas/admin-providers.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import { escapeLike, searchWords } from '../directory/search-words.ts';

/**
 * The SQL of the back-office providers list (docs/admin.md "The providers list at scale").
 *
 * Searching as the admin types, two plans each win half the time, and PostgreSQL's estimates
 * cannot tell which: they assume matches are spread evenly through the sort order, but an admin
 * types the start of names, and names that start alike sit together ('Studio ...' near the end
 * of the alphabet). So the list tries both, cheapest first:
 *
 * 1. `window`: the first WINDOW_ROWS rows in the list's order (read straight from the index of
 *    migration 0009), filtered. When this yields the page and one more row, it is the answer:
 *    every match outside the window sorts after every row inside it. Bounded work, whatever the
 *    word: most typed words find their page here.
 * 2. `matches`: every match first (the trigram index, as in the public search), then sorted. Its
 *    cost grows with the number of matches, which is small exactly when the window fell short.
 */
export const WINDOW_ROWS = 1000;

export type AdminProviderPageRow = {
  id: number;
  companyName: string;
  tradeName: string | null;
  cpfCnpj: string;
  status: string;
};

/** The order of each sortable column, id last (a total order: pages never overlap). */
const ORDER: Record<AdminProvidersQuery['sort']['key'], string[]> = {
  companyName: ['p.name_key', 'p.id'],
  createdAt: ['p.created_at', 'p.id'],
};

/** Below this many characters a word has no trigram: the text is matched as a name's start. */
const TRIGRAM_LENGTH = 3;

function orderOf(sort: AdminProvidersQuery['sort']): SQL {
  const direction = sort.descending ? ' DESC' : '';
  return sql.raw(ORDER[sort.key].map((column) => column + direction).join(', '));
}

/** A CPF/CNPJ as typed ('123.456', '12.ABC.345/0001'): its characters, when it can be one. */
function documentPrefix(q: string): string | undefined {
  const compact = q.replace(/[\s./-]/g, '').toUpperCase();
  return /^[0-9A-Z]{3,14}$/.test(compact) && /\d/.test(compact) ? compact : undefined;
}

/**
 * `q` finds a provider by its names (every word, accents and case ignored, as in the public
 * search) or by the start of its CPF/CNPJ. One or two characters have no trigram to look up and
 * would match a quarter of all names anywhere inside them: they match the start of the Nome
 * Fantasia instead, which the name index finds at once, as the first keystrokes of a name do.
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text.length < TRIGRAM_LENGTH) {
    return sql`p.name_key LIKE immutable_unaccent(lower(${escapeLike(text)})) || '%'`;
  }
  const names = searchWords(text).map(
    (word) => sql`p.search_name LIKE '%' || immutable_unaccent(lower(${escapeLike(word)})) || '%'`,
  );
  const prefix = documentPrefix(text);
  const conditions = [
    ...(names.length > 0 ? [sql`(${sql.join(names, sql` AND `)})`] : []),
    ...(prefix ? [sql`p.cpf_cnpj LIKE ${`${escapeLike(prefix)}%`}`] : []),
  ];
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` OR `)})` : undefined;
}

const COLUMNS = sql.raw(
  `p.id, p.company_name AS "companyName", p.trade_name AS "tradeName", p.cpf_cnpj AS "cpfCnpj", p.status`,
);
/** What the conditions and the orders read: the window's and the matches' rows carry these. */
const KEYS = sql.raw('p.id, p.status, p.search_name, p.name_key, p.created_at, p.cpf_cnpj');

export type PagePlan = 'plain' | 'window' | 'matches';

/** One page plus one row (so the caller knows whether a next page exists), by `plan`. */
/**
 * Which statement answers the query first: none needed without a search; the start of a name
 * is a range of the name index, which the planner reads well on its own (`plain`); words are
 * tried in the window first.
 */
export function firstPlan(query: AdminProvidersQuery): PagePlan {
  if (!query.q || query.q.trim().length < TRIGRAM_LENGTH) return 'plain';
  return 'window';
}

/** One page plus one row (so the caller knows whether a next page exists), by `plan`. */
export function adminProvidersPageSql(query: AdminProvidersQuery, plan: PagePlan): SQL {
  const search = query.q ? searchCondition(query.q) : undefined;
  const conditions = [
    ...(query.status ? [sql`p.status = ${query.status}`] : []),
    ...(plan === 'plain' && search ? [search] : []),
  ];
  const where = conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`;
  const status = query.status ? sql`p.status = ${query.status}` : sql`true`;
  const order = orderOf(query.sort);
  const page = sql.raw(`LIMIT ${ADMIN_PAGE_SIZE + 1} OFFSET ${query.page * ADMIN_PAGE_SIZE}`);
  if (plan === 'plain' || !search) {
    return sql`SELECT ${COLUMNS} FROM providers AS p WHERE ${where} ORDER BY ${order} ${page}`;
  }
  // Both plans pick the page's ids from the keys, then read the page's columns for them alone.
  const pageOf = (ids: SQL) => sql`SELECT ${COLUMNS}
    FROM (${ids}) AS chosen JOIN providers AS p ON p.id = chosen.id ORDER BY ${order}`;
  if (plan === 'window') {
    return pageOf(sql`SELECT p.id FROM (
        SELECT ${KEYS} FROM providers AS p WHERE ${status}
        ORDER BY ${order} LIMIT ${sql.raw(String(WINDOW_ROWS))}
      ) AS p
      WHERE ${search} ORDER BY ${order} ${page}`);
  }
  // MATERIALIZED: inlined, the planner would go back to scanning the order index.
  return sql`WITH matched AS MATERIALIZED (
      SELECT ${KEYS} FROM providers AS p WHERE ${status} AND ${search}
    )
    ${pageOf(sql`SELECT p.id FROM matched AS p ORDER BY ${order} ${page}`)}`;
}
