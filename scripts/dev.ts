// `npm run dev`: the API with restart on change (port 3000) and Vite's dev server with hot reload
// (http://localhost:5173, proxying /api to the API). Stop both with Ctrl+C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(
  process.execPath,
  [
    '--watch-path=src/server',
    '--watch-path=src/shared',
    '--input-type=module',
    '-e',
    "const { main } = await import('./src/server/main.ts'); await main();",
  ],
  { cwd: root, stdio: 'inherit' },
);
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
  cwd: root,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill(signal);
    vite.kill(signal);
  });
}
