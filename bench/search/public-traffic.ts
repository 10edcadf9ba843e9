import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database.ts';
import type { MixedSearch, Vocabulary } from './mixed-queries.ts';
import { BENCH_NAME_WORDS } from './seed-providers.ts';

type Rows<Row> = { rows: Row[] };
const rowsOf = <Row>(result: unknown) => (result as Rows<Row>).rows;

/** What the mixed searches are drawn from: the seeded names, specialties and places. */
export async function vocabularyOf(db: Database): Promise<Vocabulary> {
  const specialties = rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM specialties`));
  const cities = rowsOf<{ id: number; stateId: string }>(
    await db.execute(sql`SELECT DISTINCT city_id AS id, state_id AS "stateId" FROM providers
      WHERE city_id IS NOT NULL AND state_id IS NOT NULL LIMIT 3000`),
  );
  const states = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT DISTINCT state_id AS id FROM providers WHERE state_id IS NOT NULL`),
  );
  const [max] = rowsOf<{ id: number }>(await db.execute(sql`SELECT max(id) AS id FROM providers`));
  return {
    words: [...new Set(BENCH_NAME_WORDS.flatMap((name) => name.split(/\s+/)))].filter(
      (word) => word.length >= 3,
    ),
    specialties: specialties.map((row) => row.name),
    cities,
    states: states.map((row) => row.id),
    maxProviderId: Number(max?.id ?? 1),
  };
}

export const queryString = (search: MixedSearch) => new URLSearchParams(search.query).toString();

export type PublicKind = 'busca' | 'conveniado' | 'inicio';
export type PublicRequest = { kind: PublicKind; path: string };

/**
 * 70 % searches, 25 % provider pages, 5 % the home page's data, interleaved. Provider pages are
 * of ids 1 to maxProviderId, or of `listedIds` when some providers are not listed (their page is
 * a 404 nobody follows a link to).
 */
export function publicTraffic(
  searches: MixedSearch[],
  maxProviderId: number,
  listedIds?: readonly number[],
): PublicRequest[] {
  const requests: PublicRequest[] = [];
  let id = 7;
  searches.forEach((search, index) => {
    requests.push({ kind: 'busca', path: `/api/providers?${queryString(search)}` });
    // After every 14 searches: 5 provider pages and 1 home; 14 : 5 : 1 = 70 : 25 : 5.
    if (index % 14 === 13) {
      for (let page = 0; page < 5; page += 1) {
        id = (id * 7919 + 104_729) % maxProviderId;
        const providerId = listedIds ? listedIds[id % listedIds.length]! : id + 1;
        requests.push({ kind: 'conveniado', path: `/api/providers/${providerId}` });
      }
      requests.push({
        kind: 'inicio',
        path: index % 28 === 13 ? '/api/site' : '/api/specialties',
      });
    }
  });
  return requests;
}
