import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { NAME_KEY_LENGTH } from './search-cursor.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the order index', () => {
  it('has the expressions search-sql.ts orders by, so a page is read in order', async () => {
    const result = (await database.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'providers_active_order_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    const definition = result.rows[0]?.indexdef ?? '';
    expect(definition).toContain('((ads IS NULL))');
    expect(definition).toContain(
      `"left"(immutable_unaccent(lower(company_name)), ${NAME_KEY_LENGTH}) COLLATE "C"`,
    );
    expect(definition).toMatch(/, id\) WHERE \(status = 'active'::text\)$/);
  });
});
