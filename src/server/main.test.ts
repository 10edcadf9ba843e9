import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs the real entry point (src/server/main.ts) in its own process, as `npm start` does. */
function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { main } = await import('./src/server/main.ts'); await main();",
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        // main() reads ./.env for what the environment leaves unset; empty values win, so a
        // developer's DATABASE_URL or SMTP_URL there never reaches these test servers.
        DATABASE_URL: '',
        SMTP_URL: '',
        ...env,
      },
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('holds the data folder: a second process refuses to start; SIGTERM stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-main-'));
    const port = await freePort();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    expect(await waitForHealth(port)).toEqual({ status: 'ok', database: 'ok' });
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('A pasta de dados já está em uso');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('servidor encerrado');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it('stops at start with a message naming a bad variable', async () => {
    const bad = startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'sc-main-')) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT deve ser um número inteiro');
  });
});
