import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

// Any number of API processes may start together against one PostgreSQL (DESIGN "Scale"): this
// transaction-scoped advisory lock makes their seeds run one after the other, so two of them
// never both see "no administrator yet" or "no providers yet".
const SEED_LOCK_KEY = 727_001;

/** Holds the seed lock until the surrounding transaction ends. */
export async function lockSeeding(transaction: Executor): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
