import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { adminProvidersQuerySchema } from '../../../shared/schemas/admin-providers.ts';
import { adminProvidersRepository } from './admin-providers-repository.ts';
import { adminProvidersPageSql, firstPlan, WINDOW_ROWS } from './admin-providers-sql.ts';

let database: DatabaseHandle;

/**
 * More providers than the window holds, with names that start alike sitting together at both
 * ends of the alphabet ('Ábaco ...' first, 'Zênite ...' last) and a word spread evenly
 * ('Central'), so each plan is the one that answers some query.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  const total = WINDOW_ROWS + 1500;
  await database.db.execute(sql`
    INSERT INTO providers (company_name, trade_name, cpf_cnpj, status, created_at)
    SELECT
      CASE WHEN i % 10 = 0 THEN 'Zênite Clínica ' || i
           WHEN i % 10 = 1 THEN 'Ábaco Saúde ' || i
           WHEN i % 7 = 0 THEN 'Médicos Central ' || i
           ELSE 'Consultório ' || chr(66 + i % 24) || ' ' || i END,
      'Razão ' || i,
      lpad((70000000000000 + i)::text, 14, '0'),
      (ARRAY['active', 'active', 'pending', 'inactive', 'reprovado'])[1 + i % 5],
      now() - make_interval(mins => i)
    FROM generate_series(1, ${total}) AS i`);
  await database.db.execute(sql`ANALYZE providers`);
});
afterAll(() => database.close());

const QUERIES = [
  'q=zenite',
  'q=zenite&sort=-companyName',
  'q=zenite&sort=createdAt&page=2',
  'q=abaco&sort=-companyName',
  'q=abaco&status=pending',
  'q=central&page=3',
  'q=central&sort=-createdAt&status=active',
  'q=clinica+zen',
  'q=7000000000012',
  'q=Zê',
  'q=c&sort=-companyName',
  'q=consultorio+x&page=1',
  'q=nada-parecido',
];

async function matchesPlan(query: string) {
  const parsed = adminProvidersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const result = (await database.db.execute(
    adminProvidersPageSql(parsed, 'matches'),
  )) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((row) => row.id);
}

describe('the providers list at scale', () => {
  it('answers every query exactly as reading every match would, whichever plan answers it', async () => {
    const plansUsed = new Set<string>();
    for (const query of QUERIES) {
      const parsed = adminProvidersQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(query)),
      );
      const page = await adminProvidersRepository.page(database.db, parsed);
      const expected = await matchesPlan(query);
      expect(
        page.rows.map((row) => row.id),
        query,
      ).toEqual(expected.slice(0, 10));
      expect(page.hasNextPage, query).toBe(expected.length > 10);
      const window = (await database.db.execute(
        adminProvidersPageSql(parsed, firstPlan(parsed)),
      )) as unknown as { rows: unknown[] };
      plansUsed.add(
        firstPlan(parsed) === 'window' && window.rows.length <= 10 ? 'matches' : firstPlan(parsed),
      );
    }
    // The data makes each plan answer at least one query, or the comparison proves little.
    expect([...plansUsed].sort()).toEqual(['matches', 'plain', 'window']);
  });

  it('finds names by their start when fewer than three characters are typed', async () => {
    const parsed = adminProvidersQuerySchema.parse({ q: 'zê' });
    const { rows } = await adminProvidersRepository.page(database.db, parsed);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.companyName.startsWith('Zênite')).toBe(true);
  });
});
