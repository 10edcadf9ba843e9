import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (src/server/main.ts) as a child process of its own, for the tests and
 * benchmarks that need one as production runs it: its own event loop, memory (its pid is the
 * server's, so /proc/<pid>/status reads the server) and signals. `env` is added to this
 * process's environment.
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  stdio: 'inherit' | 'ignore' = 'inherit',
): ChildProcess {
  const code = "const { main } = await import('./src/server/main.ts'); await main();";
  return spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', stdio],
  });
}

/** Waits until GET /api/health answers 200; throws if the server exits or does not answer. */
export async function waitUntilHealthy(
  child: ChildProcess,
  baseUrl: string,
  timeoutMs = 60_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`o servidor não respondeu em ${Math.round(timeoutMs / 1000)} s`);
}

/** SIGTERM, then waits for the exit (the server finishes its requests first). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
