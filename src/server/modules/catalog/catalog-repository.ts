import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type {
  CatalogKind,
  CatalogQuery,
  CatalogRow,
} from '../../../shared/schemas/admin-catalog.ts';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-table.ts';
import type { Executor } from '../../db/database.ts';
import { providers, providerSpecialties } from '../../db/schema/providers.ts';
import { areas, specialties } from '../../db/schema/reference.ts';
import { escapeLike } from '../directory/search-words.ts';

/*
 * Both tables have the same two columns; what differs is where providers point at them: a
 * provider names one area (providers.area_id) and any number of specialties (provider_specialties).
 * Both references are RESTRICT, so a name in use cannot disappear under a provider.
 */
const TABLES = {
  specialty: {
    table: specialties,
    usage: (id: SQL) =>
      sql<number>`(SELECT count(*)::int FROM ${providerSpecialties} WHERE ${providerSpecialties.specialtyId} = ${id})`,
    countUsage: async (executor: Executor, id: number) =>
      (
        await executor
          .select({ count: sql<number>`count(*)::int` })
          .from(providerSpecialties)
          .where(eq(providerSpecialties.specialtyId, id))
      )[0]?.count ?? 0,
  },
  area: {
    table: areas,
    usage: (id: SQL) =>
      sql<number>`(SELECT count(*)::int FROM ${providers} WHERE ${providers.areaId} = ${id})`,
    countUsage: async (executor: Executor, id: number) =>
      (
        await executor
          .select({ count: sql<number>`count(*)::int` })
          .from(providers)
          .where(eq(providers.areaId, id))
      )[0]?.count ?? 0,
  },
} as const;

/** The comparison key: the unique index's own expression (migration 0010). */
const keyOf = (value: SQL | string) => sql`immutable_unaccent(lower(${value}))`;

export function catalogRepository(kind: CatalogKind) {
  const { usage, countUsage } = TABLES[kind];
  // Same columns; one type keeps the queries below written once.
  const table = TABLES[kind].table as typeof specialties;
  const row = {
    id: table.id,
    name: table.name,
    providerCount: usage(sql`${table.id}`),
  };

  return {
    /** One page: names containing `q` (accents and case ignored) or the id `q`; one row more tells of a next page. */
    async page(executor: Executor, query: CatalogQuery) {
      const conditions: SQL[] = [];
      if (query.q) {
        const contains = sql`${keyOf(sql`${table.name}`)} LIKE '%' || ${keyOf(escapeLike(query.q))} || '%'`;
        conditions.push(
          /^\d{1,9}$/.test(query.q)
            ? sql`(${contains} OR ${table.id} = ${Number(query.q)})`
            : contains,
        );
      }
      const direction = query.sort.descending ? desc : asc;
      const order =
        query.sort.key === 'id'
          ? [direction(table.id)]
          : [direction(keyOf(sql`${table.name}`)), direction(table.id)];
      const rows = await executor
        .select(row)
        .from(table)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(...order)
        .limit(ADMIN_PAGE_SIZE + 1)
        .offset(query.page * ADMIN_PAGE_SIZE);
      return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasNextPage: rows.length > ADMIN_PAGE_SIZE };
    },

    /** The record, locked until the transaction ends, so its use cannot change meanwhile. */
    async lock(executor: Executor, id: number): Promise<{ id: number; name: string } | undefined> {
      const [found] = await executor
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      return found;
    },

    async find(executor: Executor, id: number): Promise<CatalogRow | undefined> {
      const [found] = await executor.select(row).from(table).where(eq(table.id, id));
      return found;
    },

    /** Another record whose name is `name` but for case and accents. */
    async sameName(executor: Executor, name: string, exceptId?: number) {
      const [found] = await executor
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(
          and(
            sql`${keyOf(sql`${table.name}`)} = ${keyOf(name)}`,
            exceptId === undefined ? undefined : ne(table.id, exceptId),
          ),
        );
      return found;
    },

    async insert(executor: Executor, name: string) {
      const [created] = await executor
        .insert(table)
        .values({ name })
        .returning({ id: table.id, name: table.name });
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async rename(executor: Executor, id: number, name: string) {
      await executor.update(table).set({ name }).where(eq(table.id, id));
    },

    /** How many providers (whatever their status) use the record. */
    usage: countUsage,

    async delete(executor: Executor, id: number) {
      await executor.delete(table).where(eq(table.id, id));
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
