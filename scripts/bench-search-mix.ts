/**
 * npm run bench:search-mix — the search under a realistic, mostly uncached workload (issue 14
 * item 4; docs/search.md "Benchmark").
 *
 * Seeds BENCH_PROVIDERS active providers (default 100,000) into a database of its own (PGlite in
 * memory, or a database created on DATABASE_URL's server and dropped at the end), then loads, for
 * BENCH_SECONDS (default 10) at 32 connections each:
 *
 * - `pura`: a bare route running the same SQL for each search (bench/search/bare-server.ts);
 * - `app-busca`: GET /api/providers over BENCH_QUERIES (default 6,000) distinct searches drawn
 *   from a realistic mix (names, partial names, misspellings, specialty + city, state, minimum
 *   discount, empty, deep pages: bench/search/mixed-queries.ts), each connection taking the next;
 * - `app-misto`: public traffic: those searches 70 %, provider pages 25 % (random ids), the home
 *   page's data 5 % (/api/site, /api/specialties).
 *
 * A warm-up of other searches precedes each run. Writes bench/results/search-mix[-postgres].json
 * (at another scale than 100,000: search-mix[-postgres]-<providers>.json).
 *
 *   BENCH_PROVIDERS=20000 BENCH_SECONDS=5 npm run bench:search-mix      (a quick run)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from '../bench/bench-database.ts';
import { startBareServer, type RawQuery } from '../bench/search/bare-server.ts';
import { runMixedLoad, type LoadResult } from '../bench/search/load.ts';
import { mixedSearches, SEARCH_MIX } from '../bench/search/mixed-queries.ts';
import { publicTraffic, queryString, vocabularyOf } from '../bench/search/public-traffic.ts';
import { seedBenchProviders } from '../bench/search/seed-providers.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { preparedQueries } from '../src/server/db/pglite-prepared.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 6_000);
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 3;
const DEADLINE_MS = 25 * 60 * 1000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function writePaths(name: string, paths: string[]) {
  const file = join(root, '.tmp', 'bench', `${name}.json`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(paths));
  return file;
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:search-mix passou do tempo limite; encerrando.');
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const database = await openBenchDatabase();
  const cleanups: (() => Promise<unknown>)[] = [() => database.drop()];
  try {
    const started = performance.now();
    console.log(`Banco de benchmark: ${database.kind}. Migrando e semeando...`);
    await database.handle.migrate();
    await seedReferenceData(database.handle.db);
    await seedBenchProviders(database.handle.db, PROVIDERS);
    await database.handle.db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${PROVIDERS.toLocaleString('pt-BR')} conveniados prontos em ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    const vocabulary = await vocabularyOf(database.handle.db);
    const searches = mixedSearches(QUERIES, vocabulary, 14);
    const warmUp = mixedSearches(1_000, vocabulary, 41);
    const byKind = Object.fromEntries(
      Object.keys(SEARCH_MIX).map((kind) => [
        kind,
        searches.filter((search) => search.kind === kind).length,
      ]),
    );
    console.log(`${searches.length} buscas distintas:`, byKind);

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
    // The word index (decision 029) is built in the background after a start: measured once
    // it answers, as a server that has been up for a while does.
    const indexStarted = performance.now();
    await app.directory.wordIndexReady();
    console.log(
      `Índice de palavras pronto em ${((performance.now() - indexStarted) / 1000).toFixed(1)} s.`,
    );
    const query: RawQuery =
      database.kind === 'pglite'
        ? preparedQueries(database.handle.client)
        : (text, params) => database.handle.pool.query(text, params);
    const bare = await startBareServer(query, {});
    cleanups.unshift(() => bare.app.close());

    const files = {
      bare: await writePaths(
        'mix-bare',
        searches.map((search) => `/bare?${queryString(search)}`),
      ),
      bareWarm: await writePaths(
        'mix-bare-warm',
        warmUp.map((search) => `/bare?${queryString(search)}`),
      ),
      app: await writePaths(
        'mix-app',
        searches.map((search) => `/api/providers?${queryString(search)}`),
      ),
      appWarm: await writePaths(
        'mix-app-warm',
        warmUp.map((search) => `/api/providers?${queryString(search)}`),
      ),
      traffic: await writePaths(
        'mix-traffic',
        publicTraffic(searches, vocabulary.maxProviderId).map((request) => request.path),
      ),
    };
    const drain = async () => {
      await query('SELECT 1', []);
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    const measure = async (url: string, warm: string, paths: string): Promise<LoadResult> => {
      await runMixedLoad(url, warm, WARM_UP_SECONDS, CONNECTIONS);
      await drain();
      const result = await runMixedLoad(url, paths, SECONDS, CONNECTIONS);
      await drain();
      return result;
    };

    // Which shapes cost what: each kind's searches one at a time (no concurrency), on the app.
    const perKind: Record<string, { searches: number; p50Ms: number; p99Ms: number }> = {};
    for (const kind of Object.keys(SEARCH_MIX)) {
      const ofKind = searches.filter((search) => search.kind === kind).slice(0, 150);
      const times: number[] = [];
      for (const search of ofKind) {
        const start = performance.now();
        const response = await fetch(`${appUrl}/api/providers?${queryString(search)}`);
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const at = (share: number) =>
        Number(
          (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1),
        );
      perKind[kind] = { searches: times.length, p50Ms: at(0.5), p99Ms: at(0.99) };
    }
    console.log('\npor tipo (uma busca por vez):');
    for (const [kind, timing] of Object.entries(perKind)) {
      console.log(
        `${kind.padEnd(22)} p50 ${String(timing.p50Ms).padStart(7)} ms  p99 ${String(timing.p99Ms).padStart(7)} ms`,
      );
    }

    const loadBefore = loadavg();
    const runs = {
      pura: await measure(bare.url, files.bareWarm, files.bare),
      'app-busca': await measure(appUrl, files.appWarm, files.app),
      'app-misto': await measure(appUrl, files.appWarm, files.traffic),
    };

    console.log('\nexecução     req/s   p50 ms   p99 ms   erros   não-2xx');
    for (const [name, load] of Object.entries(runs)) {
      console.log(
        `${name.padEnd(11)} ${load.requestsPerSecond.toFixed(0).padStart(6)} ${String(load.p50Ms).padStart(8)} ${String(load.p99Ms).padStart(8)} ${String(load.errors).padStart(7)} ${String(load.non2xx).padStart(9)}`,
      );
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
      distinctSearches: searches.length,
      searchesByKind: byKind,
      durationSeconds: SECONDS,
      connections: CONNECTIONS,
      runs,
      perKind,
    };
    // 100,000 providers is the reference scale; other scales are kept beside it, named by size.
    const scale = PROVIDERS === 100_000 ? '' : `-${PROVIDERS}`;
    const name = `search-mix${database.kind === 'postgres' ? '-postgres' : ''}${scale}.json`;
    const file = join(root, 'bench', 'results', name);
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nResultados gravados em bench/results/${name}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    clearTimeout(deadline);
  }
}

await main();
