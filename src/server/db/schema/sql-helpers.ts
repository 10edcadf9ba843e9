import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column IN ('a', 'b')` for check constraints over the domain constants of src/shared. */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
