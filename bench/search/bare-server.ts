import Fastify, { type FastifyInstance } from 'fastify';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE } from '../../src/shared/schemas/directory.ts';
import type { PlanChoice } from '../../src/server/db/pglite-prepared.ts';
import {
  countsFirst,
  DENSE_WINDOW,
  planFitsEveryValue,
  readsMatchesFirst,
  positionSql,
  searchCountSql,
  searchDensePageSql,
  searchMatchesSql,
  searchPageSql,
  type SearchFilters,
} from '../../src/server/modules/directory/search-sql.ts';
import type { SearchPosition } from '../../src/server/modules/directory/search-cursor.ts';
import { searchWords } from '../../src/server/modules/directory/search-words.ts';

/** Runs a statement on the driver itself (PGlite client or node-postgres pool), no ORM. */
export type RawQuery = (
  text: string,
  params: unknown[],
  options?: PlanChoice,
) => Promise<{ rows: unknown[] }>;

type Compiled = { text: string; params: unknown[]; plan: PlanChoice };

const dialect = new PgDialect();
const compile = (query: SQL, plan: PlanChoice): Compiled => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params, plan };
};

/**
 * The yardstick of the benchmark: a bare Fastify (no helmet, no session hook, no access check,
 * no validation, no field visibility, no JSON shaping) whose route runs exactly the statements
 * GET /api/providers runs for the same query, compiled once before the run. What our route costs
 * beyond this is the application's own overhead.
 */
export async function startBareServer(
  query: RawQuery,
  searches: Record<string, SearchFilters>,
): Promise<{ app: FastifyInstance; url: string }> {
  const statements = new Map(
    Object.entries(searches).map(([name, filters]) => {
      const plan = { reusePlan: planFitsEveryValue(filters) };
      return [
        name,
        {
          page: compile(searchPageSql(filters), plan),
          count: compile(searchCountSql(filters), plan),
        },
      ];
    }),
  );
  const run = async (statement: Compiled) =>
    (await query(statement.text, statement.params, statement.plan)).rows;
  const app = Fastify({ logger: false });
  app.get<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
    const statement = statements.get(request.params.name);
    if (!statement) return reply.status(404).send();
    const [pageRow] = (await run(statement.page)) as { page: unknown[] }[];
    const rows = pageRow?.page ?? [];
    // Same rule as the service: a first page that holds every result is its own count.
    const total =
      rows.length > SEARCH_PAGE_SIZE
        ? ((await run(statement.count))[0] as { total: number }).total
        : rows.length;
    return { items: rows.slice(0, SEARCH_PAGE_SIZE), total };
  });
  // The mixed workload (bench:search-mix): the same statements for any query, compiled per
  // request as the app does, without validation, visibility or names.
  app.get<{ Querystring: Record<string, string | undefined> }>('/bare', async (request) => {
    const { q, especialidade, estado, cidade, desconto, cursor } = request.query;
    const filters: SearchFilters = {
      words: searchWords(q),
      specialty: especialidade,
      stateId: estado,
      cityId: cidade ? Number(cidade) : undefined,
      minDiscount: desconto ? Number(desconto) : undefined,
    };
    const plan = { reusePlan: planFitsEveryValue(filters) };
    let after: SearchPosition | undefined;
    if (cursor) {
      const id = Number(Buffer.from(cursor, 'base64url').toString('utf8').slice(1));
      const [row] = (await run(compile(positionSql(id), { reusePlan: true }))) as {
        notFeatured: boolean;
        nameKey: string;
        id: number;
      }[];
      after = row && { featured: !row.notFeatured, nameKey: row.nameKey, id: row.id };
    }
    const readPage = async () =>
      ((await run(compile(searchPageSql(filters, after), plan))) as { page: unknown[] }[])[0]
        ?.page ?? [];
    const count = async () =>
      ((await run(compile(searchCountSql(filters), plan)))[0] as { total: number }).total;
    let rows: unknown[];
    let total: number;
    // The same statements as the service (directory-service.ts): words read their matches first.
    if (countsFirst(filters)) {
      const readMatches = async () =>
        (
          (await run(compile(searchMatchesSql(filters, after), plan))) as {
            total: number;
            page: unknown[];
          }[]
        )[0] ?? { total: 0, page: [] };
      // A later page: the total, then the matches after its place when they are few.
      const first = after ? undefined : await readMatches();
      total = first?.total ?? (await count());
      const matches = first ?? (readsMatchesFirst(total) ? await readMatches() : undefined);
      const densePage = async (read: { window: number } | 'sorted') =>
        (
          (await run(compile(searchDensePageSql(filters, after, read), plan))) as {
            page: unknown[];
          }[]
        )[0]?.page ?? [];
      if (matches && readsMatchesFirst(matches.total)) rows = matches.page;
      else {
        rows = await densePage({ window: DENSE_WINDOW });
        if (rows.length <= SEARCH_PAGE_SIZE) rows = await densePage('sorted');
      }
    } else {
      rows = await readPage();
      total = after || rows.length > SEARCH_PAGE_SIZE ? await count() : rows.length;
    }
    return { items: rows.slice(0, SEARCH_PAGE_SIZE), total };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}
