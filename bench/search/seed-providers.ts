import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database.ts';
import { SERVED_CITIES } from '../../src/shared/constants/locations.ts';

/**
 * Words the bench names are made of. Accents on purpose ('Clínica', 'São', 'Jataí'), so the
 * accent-insensitive match is exercised the way real data would.
 */
const PREFIXES = [
  'Clínica',
  'Clínica',
  'Consultório',
  'Centro Médico',
  'Laboratório',
  'Ótica',
  'Odonto',
  'Fisio',
  'Dr.',
  'Dra.',
  'Espaço',
  'Instituto',
  'Farmácia',
  'Studio',
  'Núcleo',
  'Policlínica',
];
const CORES = [
  'São Lucas',
  'Santa Luzia',
  'Vida',
  'Bem-Estar',
  'Saúde Total',
  'Coração',
  'Sorriso',
  'Visão',
  'Jataí',
  'Goiânia',
  'Rio Verde',
  'Esperança',
  'Família',
  'Integrada',
  'Movimento',
  'Equilíbrio',
  'Harmonia',
  'Cuidar',
  'Nossa Senhora Aparecida',
  'São José',
  'Santa Mônica',
  'Bom Jesus',
  'Ipê',
  'Araguaia',
  'Cerrado',
];
const SURNAMES = [
  'Silva',
  'Souza',
  'Oliveira',
  'Pereira',
  'Rodrigues',
  'Almeida',
  'Araújo',
  'Gonçalves',
  'Ribeiro',
  'Carvalho',
  'Lima',
  'Gomes',
  'Martins',
  'Rocha',
  'Barbosa',
  'Simões',
  'Conceição',
  'Fonseca',
  'Magalhães',
  'Brandão',
];

/** Every word the bench's names are made of, for the mixed workload's name searches. */
export const BENCH_NAME_WORDS: readonly string[] = [
  ...new Set([...PREFIXES, ...CORES, ...SURNAMES]),
];

/** A word that appears in a handful of providers only: the "rare name" query. */
export const RARE_WORD = 'Xavantina';
const RARE_EVERY = 20_000;

const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/**
 * The status of row i: all active for the directory's benchmark; for the back-office's, the mix
 * a moderated directory has (about 5 % pending, 5 % inactive, 2.5 % rejected).
 */
const STATUS_OF = {
  active: sql.raw(`'active'`),
  mixed: sql.raw(
    `CASE WHEN i % 20 = 1 THEN 'pending' WHEN i % 20 = 2 THEN 'inactive' WHEN i % 40 = 3 THEN 'reprovado' ELSE 'active' END`,
  ),
};

/**
 * Inserts `count` providers with generate_series (one statement per table, no round trip per
 * row), deterministic: the same data at every run. 60 % in the three served cities, the rest
 * spread over all municipalities; 1 to 3 specialties each; 1 % featured.
 */
export async function seedBenchProviders(
  db: Database,
  count: number,
  statuses: keyof typeof STATUS_OF = 'active',
): Promise<void> {
  // Building the indexes once after the insert is several times faster than maintaining them
  // row by row (the trigram GIN indexes most of all). Their definitions are read back from the
  // catalogue, so the bench has exactly the migrated indexes.
  const indexes = await db.execute(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename IN ('providers', 'provider_specialties')
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`);
  const definitions = rowsOf<{ name: string; definition: string }>(indexes);
  for (const index of definitions) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  const served = sql.raw(`ARRAY[${SERVED_CITIES.map((city) => city.id).join(',')}]::int[]`);
  // Pools are numbered tables joined by position: indexing a large array per row would detoast
  // it every time (minutes instead of seconds).
  await db.execute(sql`
    WITH
      city_pool AS (SELECT id, state_id, row_number() OVER (ORDER BY id) - 1 AS n FROM cities),
      area_pool AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM areas),
      sizes AS (SELECT (SELECT count(*) FROM cities) AS cities, (SELECT count(*) FROM areas) AS areas),
      numbered AS (
        SELECT i,
          CASE WHEN i % 5 < 3 THEN (${served})[1 + i % 3] END AS served_city,
          (i::bigint * 7919) % sizes.cities AS city_n,
          (i * 31) % sizes.areas AS area_n
        FROM generate_series(1, ${count}) AS i, sizes
      ),
      rows AS (
        SELECT numbered.i, coalesce(numbered.served_city, city_pool.id) AS city_id, area_pool.id AS area_id
        FROM numbered
        JOIN city_pool ON city_pool.n = numbered.city_n
        JOIN area_pool ON area_pool.n = numbered.area_n
      )
    INSERT INTO providers (
      company_name, trade_name, cpf_cnpj, responsible_name, cr_number, phone, whatsapp,
      contact_email, address, address_number, neighborhood, zip_code, state_id, city_id, area_id,
      discount, return_days, observations, status, ads, created_at, updated_at)
    SELECT
      (${textArray(PREFIXES)})[1 + i % ${PREFIXES.length}] || ' ' ||
        (${textArray(CORES)})[1 + (i / 7) % ${CORES.length}] ||
        CASE WHEN i % ${RARE_EVERY} = 17 THEN ' ${sql.raw(RARE_WORD)}'
             WHEN i % 3 = 0 THEN ' ' || (${textArray(SURNAMES)})[1 + (i / 13) % ${SURNAMES.length}]
             ELSE '' END,
      (${textArray(SURNAMES)})[1 + (i / 3) % ${SURNAMES.length}] || ' & ' ||
        (${textArray(SURNAMES)})[1 + (i / 11) % ${SURNAMES.length}] || ' Serviços de Saúde Ltda',
      lpad(i::text, 14, '0'),
      'Responsável ' || i,
      CASE WHEN i % 2 = 0 THEN 'CRM-GO ' || (10000 + i % 89999) ELSE NULL END,
      '6436' || lpad((i % 1000000)::text, 6, '0'),
      '6499' || lpad((i % 10000000)::text, 7, '0'),
      'contato' || i || '@exemplo.com.br',
      'Rua ' || (1 + i % 120),
      (1 + i % 2000)::text,
      'Setor ' || (1 + i % 40),
      '758' || lpad((i % 100000)::text, 5, '0'),
      cities.state_id,
      rows.city_id,
      rows.area_id,
      5 * (1 + i % 10),
      CASE WHEN i % 4 = 0 THEN 30 ELSE 0 END,
      NULL,
      ${STATUS_OF[statuses]},
      CASE WHEN i % 100 = 0 THEN 'ads' ELSE NULL END,
      now() - make_interval(days => i % 365),
      now() - make_interval(days => i % 200)
    FROM rows JOIN cities ON cities.id = rows.city_id
    ORDER BY i
  `);
  await db.execute(sql`
    WITH
      pool AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM specialties),
      size AS (SELECT count(*) AS total FROM specialties)
    INSERT INTO provider_specialties (provider_id, specialty_id)
    SELECT p.id, pool.id
    FROM providers p
    CROSS JOIN generate_series(1, 3) AS k
    CROSS JOIN size
    JOIN pool ON pool.n = (p.id * k * 37 + k) % size.total
    WHERE k <= 1 + p.id % 3
    ON CONFLICT DO NOTHING
  `);
  for (const index of definitions) await db.execute(sql.raw(index.definition));
  await db.execute(sql`ANALYZE`);
}

// node-postgres answers { rows }, PGlite too; drizzle passes either through.
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
