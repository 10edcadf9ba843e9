import { createHash } from 'node:crypto';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { cities, states } from '../db/schema/index.ts';

// 1,000 cities x 3 parameters stays far below PostgreSQL's 65,535 bind parameters per statement.
const CHUNK_SIZE = 1_000;

export type SyncResult = { total: number; written: number };

/**
 * The 27 states (id = abbreviation) from @brazilian-utils. Skipped when the table's fingerprint
 * already matches, so the check at every start costs one query.
 */
export async function syncStates(executor: Executor): Promise<SyncResult> {
  const rows = getStates()
    .map((state) => ({ id: state.code as string, name: state.name as string }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const expected = fingerprint(rows.map((row) => `${row.id}|${row.name}`));
  // COLLATE "C" sorts like the JavaScript comparison above, whatever the database's locale.
  const [current] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      fingerprint: sql<
        string | null
      >`md5(string_agg(${states.id} || '|' || ${states.name}, E'\n' order by ${states.id} collate "C"))`,
    })
    .from(states);
  if (current?.fingerprint === expected) return { total: current.total, written: 0 };

  const written = await executor
    .insert(states)
    .values(rows)
    .onConflictDoUpdate({
      target: states.id,
      set: { name: sql`excluded.name` },
      setWhere: sql`${states.name} is distinct from excluded.name`,
    })
    .returning({ id: states.id });
  return { total: await countRows(executor, 'states'), written: written.length };
}

/**
 * Every municipality (id = 7-digit IBGE code). Upserted in chunks when anything differs; rows
 * that are already right are not rewritten, and no city is ever deleted (providers point at them).
 */
export async function syncCities(executor: Executor): Promise<SyncResult> {
  const rows = getMunicipalities()
    .map((city) => ({
      id: Number(city.code),
      name: city.name as string,
      stateId: city.stateCode as string,
    }))
    .sort((a, b) => a.id - b.id);
  const expected = fingerprint(rows.map((row) => `${row.id}|${row.name}|${row.stateId}`));
  const [current] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      fingerprint: sql<
        string | null
      >`md5(string_agg(${cities.id}::text || '|' || ${cities.name} || '|' || ${cities.stateId}, E'\n' order by ${cities.id}))`,
    })
    .from(cities);
  if (current?.fingerprint === expected) return { total: current.total, written: 0 };

  let written = 0;
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const changed = await executor
      .insert(cities)
      .values(rows.slice(start, start + CHUNK_SIZE))
      .onConflictDoUpdate({
        target: cities.id,
        set: { name: sql`excluded.name`, stateId: sql`excluded.state_id` },
        setWhere: sql`(${cities.name}, ${cities.stateId}) is distinct from (excluded.name, excluded.state_id)`,
      })
      .returning({ id: cities.id });
    written += changed.length;
  }
  return { total: await countRows(executor, 'cities'), written };
}

function fingerprint(lines: string[]): string {
  return createHash('md5').update(lines.join('\n'), 'utf8').digest('hex');
}

async function countRows(executor: Executor, table: 'states' | 'cities'): Promise<number> {
  const source = table === 'states' ? states : cities;
  const [row] = await executor.select({ total: sql<number>`count(*)::int` }).from(source);
  return row?.total ?? 0;
}
