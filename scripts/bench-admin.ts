/**
 * npm run bench:admin — the back-office list budget of issue 11 §7: with 100,000 providers, a
 * search-as-you-type page of GET /api/admin/providers answers in p95 < 50 ms on PGlite.
 *
 * Seeds the providers (a moderated mix of statuses) into a database of its own (PGlite in
 * memory, or a database created on DATABASE_URL's server and dropped at the end), starts the
 * real app on 127.0.0.1, signs in as an Admin Master and sends thousands of distinct queries an
 * admin typing would send (bench/admin/typed-queries.ts), one at a time, as one person types.
 * The yardstick is the bare SQL of the same pages (the repository's query, no HTTP, no session):
 * what the database alone costs, so the difference is the application's own share.
 * Writes bench/results/admin.json (admin-postgres.json on PostgreSQL).
 *
 *   BENCH_PROVIDERS=20000 BENCH_QUERIES=500 npm run bench:admin   (a quick run)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from '../bench/bench-database.ts';
import { typedQueries } from '../bench/admin/typed-queries.ts';
import { seedBenchProviders } from '../bench/search/seed-providers.ts';
import { buildApp } from '../src/server/app.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { adminRoles } from '../src/server/db/schema/admin.ts';
import { accounts } from '../src/server/db/schema/auth.ts';
import { users } from '../src/server/db/schema/users.ts';
import { adminProvidersRepository } from '../src/server/modules/providers/admin-providers-repository.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';
import { adminProvidersQuerySchema } from '../src/shared/schemas/admin-providers.ts';
import { ADMIN_MASTER_ROLE_NAME } from '../src/shared/constants/permissions.ts';
import { eq } from 'drizzle-orm';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 3000);
const AIM_P95_MS = 50;
const DEADLINE_MS = 20 * 60 * 1000;
const PASSWORD = 'bench-Admin-Senha-Forte-1';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)]!.toFixed(2));
}

function summary(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return {
    count: sorted.length,
    meanMs: Number(mean.toFixed(2)),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:admin passou do tempo limite; encerrando.');
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();

  const database = await openBenchDatabase();
  const cleanups: (() => Promise<unknown>)[] = [() => database.drop()];
  try {
    const db = database.handle.db;
    console.log(`Banco de benchmark: ${database.kind}. Migrando e semeando...`);
    await database.handle.migrate();
    await seedReferenceData(db);
    await seedBenchProviders(db, PROVIDERS, 'mixed');
    await db.execute(sql`VACUUM ANALYZE`);
    const [role] = await db
      .select({ id: adminRoles.id })
      .from(adminRoles)
      .where(eq(adminRoles.name, ADMIN_MASTER_ROLE_NAME));
    const [admin] = await db
      .insert(users)
      .values({
        name: 'Bench',
        email: 'bench@exemplo.com.br',
        userType: 'admin',
        adminRoleId: role!.id,
      })
      .returning({ id: users.id });
    await db.insert(accounts).values({
      userId: admin!.id,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    });

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
    const signIn = await fetch(`${appUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email: 'bench@exemplo.com.br', password: PASSWORD }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    if (!signIn.ok || !cookie) throw new Error(`login do benchmark falhou: ${signIn.status}`);

    const queries = await typedQueries(db, QUERIES);
    console.log(`${queries.length} consultas distintas; medindo uma de cada vez...`);
    const loadBefore = loadavg();
    // A short warm-up on other queries: the first statements pay for plans and caches.
    for (const query of queries.slice(0, 50)) {
      await fetch(`${appUrl}/api/admin/providers?${query}`, { headers: { cookie } });
    }
    const http: number[] = [];
    const bare: number[] = [];
    let rows = 0;
    for (const [index, query] of queries.entries()) {
      const parsed = adminProvidersQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(query)),
      );
      // Alternating which side goes first, so neither always meets the warmer cache.
      const measureHttp = async () =>
        http.push(
          await timed(async () => {
            const response = await fetch(`${appUrl}/api/admin/providers?${query}`, {
              headers: { cookie },
            });
            if (!response.ok) throw new Error(`${query} respondeu ${response.status}`);
            rows += ((await response.json()) as { items: unknown[] }).items.length;
          }),
        );
      const measureBare = async () =>
        bare.push(await timed(() => adminProvidersRepository.page(db, parsed)));
      if (index % 2 === 0) {
        await measureHttp();
        await measureBare();
      } else {
        await measureBare();
        await measureHttp();
      }
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
      queries: queries.length,
      averageRowsPerPage: Number((rows / queries.length).toFixed(2)),
      measures: {
        http: 'GET /api/admin/providers through HTTP on 127.0.0.1 as a signed-in Admin Master: session, permission, query, JSON',
        bareSql: "the same page's SQL alone (adminProvidersRepository.page), no HTTP or session",
      },
      aim: { p95Ms: AIM_P95_MS, appliesTo: 'http' },
      http: summary(http),
      bareSql: summary(bare),
      meetsAim: summary(http).p95Ms < AIM_P95_MS,
    };
    console.log('\n           média   p50    p95    p99    máx (ms)');
    for (const [label, result] of [
      ['HTTP', report.http],
      ['SQL puro', report.bareSql],
    ] as const) {
      console.log(
        `${label.padEnd(9)} ${[
          result.meanMs,
          result.p50Ms,
          result.p95Ms,
          result.p99Ms,
          result.maxMs,
        ]
          .map((value) => value.toFixed(1).padStart(6))
          .join(' ')}`,
      );
    }
    console.log(
      `Meta p95 < ${AIM_P95_MS} ms na rota: ${report.meetsAim ? 'atingida' : 'NÃO atingida'}`,
    );
    const name = database.kind === 'postgres' ? 'admin-postgres.json' : 'admin.json';
    const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench', 'results', name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Resultados gravados em bench/results/${name}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    clearTimeout(deadline);
  }
}

await main();
