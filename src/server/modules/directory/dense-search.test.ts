import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp } from '../../test/test-app.ts';
import { JATAI } from '../../test/directory-fixtures.ts';
import { DENSE_WINDOW } from './search-sql.ts';

/*
 * A search with more than SEARCH_COUNT_CAP matches, through the route (decision 029): its pages
 * are read among the providers that follow in the directory's order, or from its matches sorted
 * when those providers hold too few. The directory is built so that both ways are needed: more
 * providers than DENSE_WINDOW without the word first in the order ('alfa …'), then a few
 * matches ('beta …'), then a thousand more ('zeta …').
 */
const TOKEN = 'densidade';
const FILLERS = DENSE_WINDOW + 500;
const EARLY = 5;
const LATE = 1_100;

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;

/** `count` active providers named `<prefix> <number, 4 digits>`, in one statement. */
async function insertNamed(prefix: string, count: number, firstDocument: number) {
  await db.execute(sql`
    INSERT INTO providers (company_name, trade_name, cpf_cnpj, responsible_name, phone,
      contact_email, address, address_number, neighborhood, zip_code, state_id, city_id,
      discount, return_days, status)
    SELECT ${prefix} || ' ' || lpad(i::text, 4, '0'), NULL,
      (${firstDocument}::bigint + i)::text, 'Maria Responsável', '6436310000',
      'contato@exemplo.com.br', 'Rua das Flores', '100', 'Centro', '75800014', 'GO', ${JATAI},
      10, 0, 'active'
    FROM generate_series(1, ${count}) AS i`);
}

async function page(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/providers?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{
    items: { id: number; companyName: string }[];
    total: number;
    totalCapped: boolean;
    nextCursor: string | null;
  }>();
}

beforeAll(async () => {
  let database;
  ({ app, database, close } = await createTestApp());
  db = database.db;
  await insertNamed('Alfa Sem Palavra', FILLERS, 81_000_000_000_000);
  await insertNamed(`Beta ${TOKEN}`, EARLY, 82_000_000_000_000);
  await insertNamed(`Zeta ${TOKEN}`, LATE, 83_000_000_000_000);
});
afterAll(() => close());

describe('a search with more than a thousand matches', () => {
  it('says more than a thousand and gives its first pages in order, though they sit far apart', async () => {
    const expected = [
      ...Array.from({ length: EARLY }, (_, i) => `Beta ${TOKEN} ${String(i + 1).padStart(4, '0')}`),
      ...Array.from({ length: 40 }, (_, i) => `Zeta ${TOKEN} ${String(i + 1).padStart(4, '0')}`),
    ];
    const names: string[] = [];
    let cursor: string | null = null;
    for (let pageNumber = 0; pageNumber < 3; pageNumber += 1) {
      const answer = await page(`q=${TOKEN}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer).toMatchObject({ total: 1_000, totalCapped: true });
      names.push(...answer.items.map((item) => item.companyName));
      cursor = answer.nextCursor;
      expect(cursor).not.toBeNull();
    }
    // The first page holds the five early matches, past more providers than the window reads.
    expect(names).toEqual(expected.slice(0, names.length));
    expect(names.length).toBe(36);
  });

  it('gives the page after any provider, as a deep link does, in order', async () => {
    const [filler] = (
      (await db.execute(
        sql`SELECT id FROM providers WHERE company_name = ${'Alfa Sem Palavra 0007'}`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const cursor = Buffer.from(`p${filler?.id}`, 'utf8').toString('base64url');
    const answer = await page(`q=${TOKEN}&cursor=${cursor}`);
    expect(answer.items.map((item) => item.companyName)).toEqual([
      ...Array.from({ length: EARLY }, (_, i) => `Beta ${TOKEN} ${String(i + 1).padStart(4, '0')}`),
      ...Array.from({ length: 7 }, (_, i) => `Zeta ${TOKEN} ${String(i + 1).padStart(4, '0')}`),
    ]);
    // Past the early matches, in the middle of the dense ones: read among those that follow.
    const late = await page(`q=${TOKEN}&cursor=${answer.nextCursor}`);
    expect(late.items.map((item) => item.companyName)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Zeta ${TOKEN} ${String(i + 8).padStart(4, '0')}`),
    );
  });
});
