/**
 * npm run test:crash — crash safety (issue 14 item 3; docs/crash-safety.md).
 *
 * Starts the real server (src/server/main.ts) as a child process, sends it a burst of writes —
 * provider registrations (an account, its provider record and specialties in one transaction)
 * and an administrator approving them (status and audit entry) — and kills it with SIGKILL in
 * the middle of the burst. Then it starts the server again on the same data and checks that
 * every write the server acknowledged (a 2xx reached the client) is there, and that nothing is
 * half-written: no account without its provider record or the reverse, no provider without
 * specialties, no approval without its audit entry. Two rounds, so the second restart also
 * recovers from a crash that followed a crash recovery.
 *
 *   npm run test:crash                               PGlite (a data folder under .tmp/crash)
 *   CRASH_DATABASE_URL=postgres://… npm run test:crash   PostgreSQL (a database of its own on
 *                                                    that server, dropped at the end)
 *   npm run test:crash -- --kill-postgres            PostgreSQL itself killed (SIGKILL, every
 *                                                    process of it) mid-burst, twice: a cluster
 *                                                    of its own (scripts/postgres.sh, as root),
 *                                                    restarted on the same data; the server is
 *                                                    not restarted and must serve again
 *
 * Exits 1, saying what is missing, when a check fails. Bounded: 3 minutes at most.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import pg from 'pg';
import { openPglite } from '../src/server/db/open-pglite.ts';
import { startServerProcess, stopServerProcess, waitUntilHealthy } from './server-process.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.CRASH_PORT ?? 3890);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 2;
const WRITERS = 8;
const ADMIN = { email: 'admin.crash@exemplo.com.br', password: 'senha-do-admin-crash-123' };
const DEADLINE_MS = 3 * 60 * 1000;

type Acknowledged = { registrations: Map<number, string>; approvals: Set<number> };
type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(target: Target): ChildProcess {
  return startServerProcess({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    APP_URL: BASE,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every request comes from 127.0.0.1: the per-IP limits would stop the burst itself.
    RATE_LIMIT_IP_MULTIPLIER: '1000',
    // Durability, not load: the burst is let in whole (a restart's first second is busy).
    MAX_IN_FLIGHT: '10000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: target.kind === 'pglite' ? target.dataDir : join(root, '.tmp/crash/unused'),
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
  });
}

const waitUntilReady = (child: ChildProcess) => waitUntilHealthy(child, BASE);

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login do administrador: ${response.status}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login do administrador sem cookie');
  return cookie;
}

async function referenceIds() {
  const ids = async (path: string) =>
    ((await (await fetch(`${BASE}${path}`)).json()) as { id: number }[]).map((row) => row.id);
  return {
    specialtyIds: (await ids('/api/specialties')).slice(0, 3),
    areaId: (await ids('/api/areas'))[0]!,
  };
}

let counter = 0;
function registration(reference: { specialtyIds: number[]; areaId: number }, round: number) {
  counter += 1;
  const stamp = `${round}-${counter}-${randomBytes(3).toString('hex')}`;
  return {
    name: `Conveniado Queda ${counter}`,
    email: `queda.${stamp}@exemplo.com.br`,
    password: 'senha-forte-123',
    companyName: `Clínica Queda ${stamp}`,
    tradeName: 'Clínica Queda Ltda',
    cpfCnpj: counter % 2 === 0 ? generateCnpj() : generateCpf(),
    responsibleName: 'Maria Responsável',
    crNumber: 'CRM-GO 12345',
    phone: '(64) 3631-1234',
    whatsapp: '(64) 99999-1234',
    contactEmail: 'contato@clinica.com.br',
    address: 'Rua José Manoel Vilela',
    addressNumber: '100',
    complement: '',
    neighborhood: 'Centro',
    zipCode: '75800-014',
    state: 'GO',
    city: '5211909',
    locationLink: '',
    area: String(reference.areaId),
    specialties: reference.specialtyIds.slice(0, 1 + (counter % 3)),
    discount: '15',
    returnDays: '30',
    observations: '',
    acceptTerms: true,
  };
}

/** Writes until the server dies; records what it acknowledged. */
async function burst(round: number, acknowledged: Acknowledged, stop: { dead: boolean }) {
  const reference = await referenceIds();
  const cookie = await signIn();
  const pending: number[] = [];
  const writer = async () => {
    while (!stop.dead) {
      const body = registration(reference, round);
      try {
        const response = await fetch(`${BASE}/api/providers/registration`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status === 201) {
          const { providerId } = (await response.json()) as { providerId: number };
          acknowledged.registrations.set(providerId, body.email);
          pending.push(providerId);
        } else if (!stop.dead) {
          throw new Error(`cadastro recusado: ${response.status} ${await response.text()}`);
        }
      } catch (error) {
        if (!stop.dead) throw error;
      }
    }
  };
  const approver = async () => {
    while (!stop.dead) {
      const id = pending.shift();
      if (id === undefined) {
        await sleep(5);
        continue;
      }
      try {
        const response = await fetch(`${BASE}/api/admin/providers/${id}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ status: 'active' }),
        });
        if (response.ok) acknowledged.approvals.add(id);
        else if (!stop.dead) throw new Error(`aprovação recusada: ${response.status}`);
      } catch (error) {
        if (!stop.dead) throw error;
      }
    }
  };
  return Promise.all([...Array.from({ length: WRITERS }, writer), approver(), approver()]);
}

type Problems = string[];

/** Reads the stored data directly (the server stopped) and lists what is missing or half-written. */
async function check(target: Target, acknowledged: Acknowledged): Promise<Problems> {
  let query: (text: string) => Promise<Record<string, unknown>[]>;
  let close: () => Promise<void>;
  if (target.kind === 'pglite') {
    const handle = await openPglite({ dataDir: join(target.dataDir, 'pglite') });
    query = async (text) => (await handle.client.query<Record<string, unknown>>(text)).rows;
    close = () => handle.close();
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    close = () => client.end();
  }
  try {
    const problems: Problems = [];
    const stored = new Map(
      (
        await query(`SELECT p.id, p.status, u.email,
            (SELECT count(*)::int FROM provider_specialties ps WHERE ps.provider_id = p.id) AS specialties,
            (SELECT count(*)::int FROM audit_log a WHERE a.entity_id = p.id::text
              AND a.action LIKE '%status%') AS status_audits
          FROM providers p JOIN users u ON u.id = p.user_id
          WHERE p.company_name LIKE 'Clínica Queda %'`)
      ).map((row) => [Number(row.id), row]),
    );
    for (const [id, email] of acknowledged.registrations) {
      const row = stored.get(id);
      if (!row) problems.push(`cadastro confirmado e ausente: conveniado ${id} (${email})`);
      else if (row.email !== email) problems.push(`conveniado ${id} com a conta de outro e-mail`);
    }
    for (const id of acknowledged.approvals) {
      const row = stored.get(id);
      if (row?.status !== 'active')
        problems.push(`aprovação confirmada e perdida: conveniado ${id}`);
      if (row && Number(row.status_audits) === 0) {
        problems.push(`aprovação do conveniado ${id} sem registro na auditoria`);
      }
    }
    for (const [id, row] of stored) {
      if (Number(row.specialties) === 0) problems.push(`conveniado ${id} sem especialidades`);
      if (row.status === 'active' && Number(row.status_audits) === 0) {
        problems.push(`conveniado ${id} ativo sem registro na auditoria`);
      }
    }
    const orphans = await query(`SELECT u.email FROM users u
      WHERE u.email LIKE 'queda.%' AND NOT EXISTS (SELECT 1 FROM providers p WHERE p.user_id = u.id)`);
    for (const orphan of orphans) problems.push(`conta sem conveniado: ${String(orphan.email)}`);
    const withoutAccount = await query(`SELECT p.id FROM providers p
      WHERE p.company_name LIKE 'Clínica Queda %'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id)`);
    for (const row of withoutAccount) problems.push(`conveniado sem conta: ${String(row.id)}`);
    console.log(
      `  no banco: ${stored.size} conveniados da queda, ${orphans.length} contas órfãs, ` +
        `${[...stored.values()].filter((row) => row.status === 'active').length} ativos`,
    );
    return problems;
  } finally {
    await close();
  }
}

async function run(target: Target): Promise<Problems> {
  const acknowledged: Acknowledged = { registrations: new Map(), approvals: new Set() };
  const problems: Problems = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const started = performance.now();
    const child = startServer(target);
    await waitUntilReady(child);
    const recovered = performance.now() - started;
    const stop = { dead: false };
    const before = acknowledged.registrations.size;
    const writing = burst(round, acknowledged, stop);
    // Somewhere in the burst, not at a round number of requests.
    const killAfter = 1_500 + Math.floor(Math.random() * 1_500);
    await Promise.race([sleep(killAfter), writing]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stop.dead = true;
    child.kill('SIGKILL');
    await exited;
    await writing;
    console.log(
      `  rodada ${round}: servidor pronto em ${(recovered / 1000).toFixed(1)} s; morto (SIGKILL) ` +
        `após ${killAfter} ms; ${acknowledged.registrations.size - before} cadastros e ` +
        `${acknowledged.approvals.size} aprovações confirmados até aqui`,
    );
  }
  // Once more, to read what the last crash left, then stopped cleanly for the direct check.
  const child = startServer(target);
  await waitUntilReady(child);
  problems.push(...(await finalCheck(child, target, acknowledged)));
  return problems;
}

/** Reads the back-office list from the running server, stops it cleanly, checks the data. */
async function finalCheck(
  child: ChildProcess,
  target: Target,
  acknowledged: Acknowledged,
): Promise<Problems> {
  const problems: Problems = [];
  const response = await fetch(`${BASE}/api/admin/providers?status=active&q=Queda`, {
    headers: { cookie: await signIn() },
  });
  if (!response.ok) problems.push(`lista do painel após a queda: ${response.status}`);
  await stopServerProcess(child);
  problems.push(...(await check(target, acknowledged)));
  console.log(
    `  confirmados: ${acknowledged.registrations.size} cadastros, ${acknowledged.approvals.size} aprovações`,
  );
  return problems;
}

/**
 * PostgreSQL killed under the running server: a cluster of this test's own, so that killing it
 * touches nothing else; `scripts/postgres.sh kill` SIGKILLs the postmaster and every backend,
 * `resume` starts it on the same data (WAL replay). The server must answer again by itself.
 */
async function runKillingPostgres(): Promise<Problems> {
  const env = {
    ...process.env,
    PG_TEST_PORT: process.env.CRASH_PG_PORT ?? '55433',
    PG_TEST_DIR: '/tmp/saude-conveniada-crash-postgres',
  };
  const cluster = (command: 'start' | 'kill' | 'resume' | 'stop') =>
    execFileSync(join(root, 'scripts/postgres.sh'), [command], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  const started = /TEST_DATABASE_URL=(\S+)/.exec(cluster('start'))?.[1];
  if (!started) throw new Error('scripts/postgres.sh start não informou o endereço');
  const problems: Problems = [];
  let child: ChildProcess | undefined;
  try {
    const admin = new pg.Client({ connectionString: started });
    await admin.connect();
    await admin.query('CREATE DATABASE sc_crash');
    await admin.end();
    const target: Target = { kind: 'postgres', url: started.replace(/\/postgres$/, '/sc_crash') };
    console.log(`test:crash matando o PostgreSQL (${env.PG_TEST_DIR}, porta ${env.PG_TEST_PORT})`);
    const acknowledged: Acknowledged = { registrations: new Map(), approvals: new Set() };
    child = startServer(target);
    await waitUntilReady(child);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const stop = { dead: false };
      const before = acknowledged.registrations.size;
      const writing = burst(round, acknowledged, stop);
      const killAfter = 1_500 + Math.floor(Math.random() * 1_500);
      await Promise.race([sleep(killAfter), writing]);
      stop.dead = true;
      cluster('kill');
      await writing;
      const down = performance.now();
      cluster('resume');
      const replayed = performance.now() - down;
      try {
        await waitUntilHealthy(child, BASE, 30_000);
      } catch (error) {
        problems.push(
          `o servidor não voltou a atender após o PostgreSQL reiniciar: ${String(error)}`,
        );
        return problems;
      }
      const serving = performance.now() - down;
      console.log(
        `  rodada ${round}: PostgreSQL morto (SIGKILL) após ${killAfter} ms; de volta em ` +
          `${(replayed / 1000).toFixed(1)} s, o servidor atendendo de novo em ` +
          `${(serving / 1000).toFixed(1)} s; ${acknowledged.registrations.size - before} ` +
          `cadastros e ${acknowledged.approvals.size} aprovações confirmados até aqui`,
      );
    }
    problems.push(...(await finalCheck(child, target, acknowledged)));
    return problems;
  } finally {
    if (child) await stopServerProcess(child);
    cluster('stop');
  }
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('test:crash passou de 3 minutos; encerrando.');
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  const url = process.env.CRASH_DATABASE_URL;
  const started = performance.now();
  let problems: Problems;
  if (process.argv.includes('--kill-postgres')) {
    problems = await runKillingPostgres();
  } else if (url) {
    const name = `sc_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target: Target = { kind: 'postgres', url: url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`) };
    console.log(`test:crash no PostgreSQL (banco ${name})`);
    try {
      problems = await run(target);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    const dataDir = join(root, '.tmp/crash', `pglite-${Date.now()}`);
    mkdirSync(dataDir, { recursive: true });
    console.log(`test:crash no PGlite (${dataDir})`);
    try {
      problems = await run({ kind: 'pglite', dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(`test:crash FALHOU em ${seconds} s:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `test:crash passou em ${seconds} s: nada confirmado se perdeu, nada ficou pela metade.`,
  );
}

await main();
