/**
 * npm run bench:search — the search speed budget of issue 4 §11 (docs/search.md "Benchmark").
 *
 * Seeds 100,000 active providers into a database of its own (embedded PGlite in memory, or, when
 * DATABASE_URL is set, a database it creates on that server and drops at the end), starts the
 * real app and a bare route running the same SQL, both on 127.0.0.1, loads each with autocannon
 * (10 s, 32 connections) for three searches and writes bench/results/search.json. Each result
 * says what its throughput ratio compares, and the 70 % aim is judged only where both routes do
 * the same work (bench/search/comparison.ts).
 *
 * On a busy machine one 10 s run says more about the neighbours than about the code, so each
 * pair is measured BENCH_ROUNDS times (default 3), alternating which side goes first, and the
 * median round (by throughput) is reported; every round is kept in the JSON.
 *
 *   BENCH_PROVIDERS=20000 BENCH_SECONDS=5 BENCH_ROUNDS=1 npm run bench:search   (a quick run)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openBenchDatabase, type BenchDatabase } from '../bench/bench-database.ts';
import { startBareServer, type RawQuery } from '../bench/search/bare-server.ts';
import { AIM, aimsFor, compare } from '../bench/search/comparison.ts';
import { runLoad, type LoadResult } from '../bench/search/load.ts';
import { seedBenchProviders, RARE_WORD } from '../bench/search/seed-providers.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { preparedQueries } from '../src/server/db/pglite-prepared.ts';
import { searchWords } from '../src/server/modules/directory/search-words.ts';
import type { SearchFilters } from '../src/server/modules/directory/search-sql.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;
// Nothing here may run forever: seeding, six loads and their warm-ups fit well within this.
const DEADLINE_MS = 20 * 60 * 1000;

const SEARCHES: { name: string; query: Record<string, string> }[] = [
  { name: 'nome', query: { q: 'clinica' } },
  {
    name: 'especialidade-cidade',
    query: { especialidade: 'Cardiologia', estado: 'GO', cidade: '5211909' },
  },
  { name: 'nome-raro', query: { q: RARE_WORD.toLowerCase() } },
];

function filtersOf(query: Record<string, string>): SearchFilters {
  return {
    words: searchWords(query.q),
    specialty: query.especialidade,
    stateId: query.estado,
    cityId: query.cidade ? Number(query.cidade) : undefined,
  };
}

type Database = BenchDatabase & { query: RawQuery };

async function openSearchDatabase(): Promise<Database> {
  const database = await openBenchDatabase();
  // The way the app runs its search statements (db/driver-query.ts), so that the ratio measures
  // the application's own cost.
  const query: RawQuery =
    database.kind === 'pglite'
      ? preparedQueries(database.handle.client)
      : (text, params) => database.handle.pool.query(text, params);
  return { ...database, query };
}

function ms(start: number) {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

let drain: () => Promise<unknown> = async () => {};

/**
 * When autocannon stops, the server still owes the queries of the requests in flight (a slow
 * search can leave seconds of them queued on the database): a probe query waits behind them, so
 * the next run starts on an idle server.
 */
async function measure(url: string): Promise<LoadResult> {
  await runLoad(url, WARM_UP_SECONDS, CONNECTIONS);
  await drain();
  const result = await runLoad(url, SECONDS, CONNECTIONS);
  await drain();
  return result;
}

/** Rounds of (app, bare), alternating the order; the median round of each side. */
async function measurePair(appUrl: string, bareUrl: string) {
  const rounds: { app: LoadResult; bare: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      const app = await measure(appUrl);
      rounds.push({ app, bare: await measure(bareUrl) });
    } else {
      const bare = await measure(bareUrl);
      rounds.push({ app: await measure(appUrl), bare });
    }
  }
  const median = (side: 'app' | 'bare') =>
    [...rounds].sort((a, b) => a[side].requestsPerSecond - b[side].requestsPerSecond)[
      Math.floor(rounds.length / 2)
    ]![side];
  return { app: median('app'), bare: median('bare'), rounds };
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:search passou do tempo limite; encerrando.');
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const database = await openSearchDatabase();
  const cleanups: (() => Promise<unknown>)[] = [() => database.drop()];
  try {
    let start = performance.now();
    console.log(`Banco de benchmark: ${database.kind}. Migrando e semeando...`);
    await database.handle.migrate();
    await seedReferenceData(database.handle.db);
    await seedBenchProviders(database.handle.db, PROVIDERS);
    // A freshly loaded table: statistics and the visibility map, as autovacuum would leave them.
    await database.handle.db.execute(sql`VACUUM ANALYZE`);
    console.log(`${PROVIDERS.toLocaleString('pt-BR')} conveniados prontos em ${ms(start)}.`);

    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'http://127.0.0.1',
      DATA_DIR: '.tmp/bench',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // How fast it answers, not what it refuses: load shedding off (decision 028).
      MAX_IN_FLIGHT: '10000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp({ config, database: database.handle, logger: false });
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.unshift(() => app.close());
    const bare = await startBareServer(
      database.query,
      Object.fromEntries(SEARCHES.map((search) => [search.name, filtersOf(search.query)])),
    );
    cleanups.unshift(() => bare.app.close());

    drain = async () => {
      await database.query('SELECT 1', []);
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    const loadBefore = loadavg();
    const results = [];
    for (const search of SEARCHES) {
      const query = new URLSearchParams(search.query).toString();
      const check = await fetch(`${appUrl}/api/providers?${query}`);
      if (!check.ok) throw new Error(`GET /api/providers?${query} respondeu ${check.status}`);
      const { total } = (await check.json()) as { total: number };
      start = performance.now();
      const measured = await measurePair(
        `${appUrl}/api/providers?${query}`,
        `${bare.url}/bare/${search.name}`,
      );
      const { app: ours, bare: yardstick } = measured;
      const comparison = compare(total, ours.requestsPerSecond, yardstick.requestsPerSecond);
      results.push({
        name: search.name,
        query,
        total,
        app: ours,
        bare: yardstick,
        comparison,
        aims: aimsFor(comparison, ours.p99Ms),
        rounds: measured.rounds,
      });
      console.log(`${search.name} (${query}, ${total} resultados) medido em ${ms(start)}`);
    }

    console.log('\nconsulta               rota    req/s     p50 ms  p99 ms');
    for (const result of results) {
      for (const [label, load] of [
        ['app', result.app],
        ['pura', result.bare],
      ] as const) {
        console.log(
          `${result.name.padEnd(22)} ${label.padEnd(6)} ${load.requestsPerSecond.toFixed(0).padStart(7)} ${String(load.p50Ms).padStart(9)} ${String(load.p99Ms).padStart(7)}`,
        );
      }
      const ratio = `${(result.comparison.throughputRatio * 100).toFixed(0)} %`;
      const kind = result.comparison.likeForLike
        ? `comparável, meta de 70 %: ${result.aims.throughputRatio === 'met' ? 'ok' : 'abaixo'}`
        : 'total guardado × recontagem: não é sobrecarga, sem meta';
      const p99 = result.aims.p99 === 'met' ? 'ok' : '>= 50 ms';
      console.log(`${''.padEnd(22)} razão  ${ratio} (${kind}), p99 ${p99}`);
    }

    const report = {
      date: new Date().toISOString(),
      environment: {
        node: process.version,
        database: database.kind,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAverageAfter: loadavg().map((value) => Number(value.toFixed(2))),
      },
      providers: PROVIDERS,
      durationSeconds: SECONDS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      aim: AIM,
      searches: results,
    };
    const file = join(
      dirname(fileURLToPath(import.meta.url)),
      '..',
      'bench',
      'results',
      'search.json',
    );
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nResultados gravados em bench/results/search.json`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    clearTimeout(deadline);
  }
}

await main();
