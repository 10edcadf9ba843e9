import { sql } from 'drizzle-orm';
import { PROVIDER_STATUSES } from '../../src/shared/constants/providers.ts';
import type { Database } from '../../src/server/db/database.ts';

/** A small deterministic generator (mulberry32): the same queries at every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What administrators type in the providers list's 'Pesquisar...' box, keystroke by keystroke:
 * the growing prefixes of real names from the table (half typed without accents, as people
 * do), some CPF/CNPJ starts, with the status filter, another sort or a later page now and then.
 * Every query string is distinct, so no answer is a repeat that a cache could serve.
 */
export async function typedQueries(db: Database, count: number): Promise<string[]> {
  const next = random(20_261_123);
  const sample = await db.execute(sql`
    SELECT company_name AS name, immutable_unaccent(lower(company_name)) AS folded,
      cpf_cnpj AS document FROM providers
    WHERE id % 53 = 0 ORDER BY id LIMIT 2000`);
  const rows = (sample as unknown as { rows: { name: string; folded: string; document: string }[] })
    .rows;
  const sorts = ['companyName', 'companyName', '-companyName', 'createdAt', '-createdAt'];
  const queries = new Set<string>();
  for (const row of rows) {
    const typed = next() < 0.5 ? row.folded : row.name;
    const phrase = typed.slice(0, 4 + Math.floor(next() * 18));
    for (let length = 1; length <= phrase.length; length++) {
      const params = new URLSearchParams({ q: phrase.slice(0, length).trimEnd() });
      const draw = next();
      if (draw < 0.2) params.set('status', PROVIDER_STATUSES[Math.floor(next() * 4)]!);
      if (next() < 0.3) params.set('sort', sorts[Math.floor(next() * sorts.length)]!);
      if (draw > 0.9) params.set('page', String(1 + Math.floor(next() * 3)));
      if (params.get('q')) queries.add(params.toString());
    }
    if (next() < 0.2) {
      const digits = row.document.slice(0, 3 + Math.floor(next() * 9));
      queries.add(new URLSearchParams({ q: digits }).toString());
    }
    if (queries.size >= count) break;
  }
  const list = [...queries].slice(0, count);
  // Shuffled: consecutive prefixes of one name would warm the same pages for each other.
  for (let index = list.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [list[index], list[other]] = [list[other]!, list[index]!];
  }
  return list;
}
