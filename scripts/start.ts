// `npm start`: builds the client when its sources are newer than the build, then starts the
// server (one Node process: /api and the single-page app).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Where the client is built and served from; the e2e runner gives each parallel run its own.
const clientDir = resolve(root, process.env.CLIENT_BUILD_DIR ?? 'dist/client');
const builtIndex = join(clientDir, 'index.html');
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function clientIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

if (clientIsStale()) {
  console.log('Compilando a interface (vite build)...');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // Always the production bundle, whatever NODE_ENV the server itself runs with.
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('Falha ao compilar a interface.');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import('../src/server/main.ts');
await main({ clientDir });
