/**
 * npm run bench:load — does the server hold at twice the load it serves well? (issue 14 item 5;
 * docs/load.md)
 *
 * Seeds a database of its own (100,000 providers, 5 % of them pending; people, providers with
 * accounts), starts the real server as a child process (two with --processes 2, on one
 * PostgreSQL), signs the people in, and sends an open-loop mix (bench/load/work-mix.ts): public
 * traffic (searches 70 %, provider pages 25 %, home 5 %) and people, providers and an
 * administrator at work. First a ramp finds the highest rate whose p99 stays under 100 ms with
 * nothing failed (or --rate gives it); then the same mix runs at twice that rate for --seconds.
 * Reports what was served, shed (503) or limited (429) apart from the errors, p50/p99 per kind,
 * the rate achieved and the server's RSS each second. Writes bench/results/load.json (one entry
 * per database, process count and scale).
 *
 *   npm run bench:load                                   PGlite, 100,000 providers, 60 s
 *   npm run bench:load -- --providers 10000 --seconds 20 a quick run
 *   npm run bench:load -- --postgres postgres://postgres@127.0.0.1:5432/postgres [--processes 2]
 *   npm run bench:load -- --rate 150                     skip the ramp: 150 req/s is sustained
 *   npm run bench:load -- --rate 150 --no-shedding       the server without its load shedding
 *
 * Bounded: 25 minutes at most; every request of the load has a 10 s timeout.
 */
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { openBenchDatabase } from '../bench/bench-database.ts';
import { traceMemory, type MemoryTrace } from '../bench/load/memory.ts';
import type { OpenLoopPlan, OpenLoopResult } from '../bench/load/open-loop-types.ts';
import { seedPeople, signIn, type Account, type Session } from '../bench/load/personas.ts';
import { runOpenLoop } from '../bench/load/run-open-loop.ts';
import { WORK_MIX, workPlan, type Cast } from '../bench/load/work-mix.ts';
import { writeLoadResult } from '../bench/load/results.ts';
import { mixedSearches } from '../bench/search/mixed-queries.ts';
import { publicTraffic, vocabularyOf } from '../bench/search/public-traffic.ts';
import { seedBenchProviders } from '../bench/search/seed-providers.ts';
import { seedReferenceData } from '../src/server/seed/reference-data.ts';
import { startServerProcess, stopServerProcess, waitUntilHealthy } from './server-process.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    providers: { type: 'string', default: '100000' },
    rate: { type: 'string' },
    postgres: { type: 'string' },
    processes: { type: 'string', default: '1' },
    port: { type: 'string', default: '3600' },
    'step-seconds': { type: 'string', default: '10' },
    'no-shedding': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(flags.seconds);
const PROVIDERS = Number(flags.providers);
const PROCESSES = Number(flags.processes);
const PORT = Number(flags.port);
const STEP_SECONDS = Number(flags['step-seconds']);
const GIVEN_RATE = flags.rate === undefined ? undefined : Number(flags.rate);
// The server without load shedding (both limits out of reach), to compare.
const NO_SHEDDING = flags['no-shedding'];
const P99_GOAL_MS = 100;
const TIMEOUT_MS = 10_000;
const MAX_SOCKETS = 256;
const RAMP_START = 20;
const RAMP_FACTOR = 1.5;
const RAMP_STEPS = 10;
const DEADLINE_MS = 25 * 60 * 1000;
const ADMIN = { email: 'admin.carga@exemplo.com.br', password: 'senha-do-admin-carga-123' };
const root = fileURLToPath(new URL('..', import.meta.url));
const workDir = join(root, '.tmp', 'bench', `load-${process.pid}`);

/** A refusal before anything started (bad flags). */
function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}
for (const [name, value] of Object.entries({ SECONDS, PROVIDERS, PROCESSES, PORT, STEP_SECONDS })) {
  if (!Number.isInteger(value) || value <= 0) {
    refuse(`--${name.toLowerCase()} deve ser um inteiro > 0`);
  }
}
if (GIVEN_RATE !== undefined && !(GIVEN_RATE > 0)) refuse('--rate deve ser um número > 0');
if (PROCESSES > 1 && !flags.postgres) {
  refuse('--processes 2 precisa de --postgres: o banco embutido atende um processo só.');
}

// Killed with the bench when its deadline passes, so no server outlives it.
const servers: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step passes when every request was served, the p99 is under the goal and the load was sent. */
function sustained(result: OpenLoopResult): boolean {
  const { outcomes } = result.total;
  return (
    outcomes.ok === result.total.requests &&
    (result.total.p99Ms ?? Infinity) < P99_GOAL_MS &&
    result.sentRate >= 0.95 * result.plannedRate
  );
}

function line(label: string, result: OpenLoopResult) {
  const { outcomes } = result.total;
  return (
    `${label.padEnd(14)} ${String(result.plannedRate).padStart(6)} req/s planejadas, ` +
    `${String(result.servedRate).padStart(6)} atendidas/s, p50 ${result.total.p50Ms} ms, ` +
    `p99 ${result.total.p99Ms} ms; descartadas ${outcomes.descartado}, limitadas ` +
    `${outcomes.limitado}, erros ${outcomes.erro}, sem resposta ${outcomes['tempo-esgotado']}` +
    Object.entries(result.perKind)
      .filter(([, figures]) => figures.outcomes.erro > 0)
      .map(([kind, figures]) => `\n  erros de ${kind}: ${JSON.stringify(figures.errorStatuses)}`)
      .join('')
  );
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('bench:load passou do tempo limite (25 min); encerrando.');
    for (const server of servers) server.kill('SIGKILL');
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(workDir, { recursive: true, force: true }),
  ];
  try {
    const started = performance.now();
    const database = await openBenchDatabase({
      url: flags.postgres,
      pgliteDataDir: join(workDir, 'pglite'),
    });
    cleanups.unshift(() => database.drop());
    console.log(`Banco: ${database.kind}. Migrando e semeando ${PROVIDERS} conveniados...`);
    const db = database.handle.db;
    await database.handle.migrate();
    await seedReferenceData(db);
    await seedBenchProviders(db, PROVIDERS, 'mixed');
    const people = await seedPeople(db, { users: 100, providers: 30 });
    await db.execute(sql`VACUUM ANALYZE`);
    const vocabulary = await vocabularyOf(db);
    const idsOf = async (status: string) =>
      (
        (await db.execute(sql`SELECT id FROM providers WHERE status = ${status} ORDER BY id`)) as {
          rows: { id: number }[];
        }
      ).rows.map((row) => Number(row.id));
    const pendingIds = await idsOf('pending');
    const traffic = publicTraffic(
      mixedSearches(6_000, vocabulary, 14),
      vocabulary.maxProviderId,
      await idsOf('active'),
    );
    // The embedded database is one process's: the bench lets go of it before the server opens it.
    if (database.kind === 'pglite') await database.handle.close();
    console.log(`Semeado em ${((performance.now() - started) / 1000).toFixed(0)} s.`);

    const ports = Array.from({ length: PROCESSES }, (_, index) => PORT + index);
    const targets = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports) {
      const server = startServerProcess({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: workDir,
        DATABASE_URL: database.kind === 'postgres' ? database.url : '',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...(NO_SHEDDING ? { MAX_IN_FLIGHT: '10000', MAX_EVENT_LOOP_DELAY_MS: '10000' } : {}),
      });
      servers.push(server);
      cleanups.unshift(() => stopServerProcess(server));
      await waitUntilHealthy(server, `http://127.0.0.1:${port}`);
    }

    const base = targets[0]!;
    // A few at a time: all at once would be shed like any burst.
    const signInAll = async <T extends Account>(accounts: T[]) => {
      const sessions: (Session & { account: T })[] = [];
      for (let start = 0; start < accounts.length; start += 4) {
        const batch = accounts.slice(start, start + 4);
        sessions.push(
          ...(await Promise.all(
            batch.map(async (account) => ({ ...(await signIn(base, account)), account })),
          )),
        );
      }
      return sessions;
    };
    const cast: Cast = {
      users: await signInAll(people.users),
      providers: await signInAll(people.providers),
      admin: await signIn(base, { ...ADMIN, address: '198.51.99.1' }),
    };
    const cursor = { public: 0, pending: 0, serial: 0 };
    let planNumber = 0;
    const run = (rate: number, seconds: number) => {
      planNumber += 1;
      const plan: OpenLoopPlan = {
        targets,
        rate,
        seconds,
        timeoutMs: TIMEOUT_MS,
        maxSockets: MAX_SOCKETS,
        requests: workPlan(
          Math.round(rate * seconds),
          traffic,
          cast,
          pendingIds,
          cursor,
          planNumber,
        ),
      };
      return runOpenLoop(plan, join(workDir, `plan-${planNumber}.json`));
    };

    const loadBefore = loadavg();
    console.log(line('aquecimento', await run(RAMP_START, 5)));
    await sleep(1_000);

    const ramp: OpenLoopResult[] = [];
    // A step that fails is tried once more before it counts: on a shared machine one slow
    // second (someone else's build) is enough to fail a 10 s step.
    const step = async (candidate: number) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const result = await run(Math.round(candidate), STEP_SECONDS);
        ramp.push(result);
        console.log(line(sustained(result) ? 'rampa: ok' : 'rampa: não', result));
        await sleep(2_000);
        if (sustained(result)) return true;
      }
      return false;
    };
    let rate = GIVEN_RATE;
    let held = GIVEN_RATE !== undefined;
    if (rate === undefined) {
      let passed: number | undefined;
      let failed: number | undefined;
      for (let candidate = RAMP_START, n = 0; n < RAMP_STEPS; n += 1) {
        if (!(await step(candidate))) {
          failed = Math.round(candidate);
          break;
        }
        passed = Math.round(candidate);
        candidate *= RAMP_FACTOR;
      }
      if (passed !== undefined && failed !== undefined) {
        // One rate between the last held and the first that was not.
        const between = Math.round(Math.sqrt(passed * failed));
        if (between > passed && between < failed && (await step(between))) passed = between;
      }
      held = passed !== undefined;
      // Not even the first step held: its rate is reported as not held, and doubled all the same.
      rate = passed ?? RAMP_START;
    }
    console.log(
      `${held ? 'Sustentado' : 'NENHUM degrau sustentado; usado'}: ${rate} req/s. Agora ${2 * rate} req/s por ${SECONDS} s...`,
    );

    const memory = traceMemory(servers.map((server) => server.pid!));
    const overload = await run(2 * rate, SECONDS);
    const trace: MemoryTrace = memory.stop();
    console.log(line('2x', overload));
    for (const [kind, figures] of Object.entries(overload.perKind)) {
      const { outcomes } = figures;
      console.log(
        `  ${kind.padEnd(24)} ${String(figures.requests).padStart(6)}  p50 ${String(figures.p50Ms).padStart(7)} ms  p99 ${String(figures.p99Ms).padStart(7)} ms  ` +
          `503 ${outcomes.descartado}  429 ${outcomes.limitado}  erros ${outcomes.erro + outcomes['tempo-esgotado']}`,
      );
    }
    const rss = trace.map((sample) => sample.rssMb);
    console.log(
      `  RSS do servidor (MiB), início → fim: ${JSON.stringify(rss[0])} → ${JSON.stringify(rss.at(-1))}`,
    );

    const key = await writeLoadResult({
      date: new Date().toISOString(),
      environment: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverageBefore: loadBefore.map((value) => Number(value.toFixed(2))),
        loadAverageAfter: loadavg().map((value) => Number(value.toFixed(2))),
      },
      database: database.kind,
      processes: PROCESSES,
      providers: PROVIDERS,
      variant: [
        ...(GIVEN_RATE === undefined ? [] : [`taxa-${GIVEN_RATE}`]),
        ...(NO_SHEDDING ? ['sem-descarte'] : []),
      ].join('-'),
      shedding: !NO_SHEDDING,
      pendingProviders: pendingIds.length,
      signedIn: { users: cast.users.length, providers: cast.providers.length, admins: 1 },
      mix: WORK_MIX,
      goal: { p99Ms: P99_GOAL_MS, timeoutMs: TIMEOUT_MS },
      sustainedRate: rate,
      sustainedRateGiven: GIVEN_RATE !== undefined,
      sustainedRateHeld: held,
      ramp: ramp.map((result) => ({
        rate: result.plannedRate,
        servedRate: result.servedRate,
        p50Ms: result.total.p50Ms,
        p99Ms: result.total.p99Ms,
        outcomes: result.total.outcomes,
        held: sustained(result),
      })),
      overload: { seconds: SECONDS, ...overload },
      memory: trace,
    });
    console.log(`\nResultados gravados em bench/results/load.json ("${key}").`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    clearTimeout(deadline);
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:load falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
