// `npm run size`: the JavaScript budget of the public pages (issue 4, item 11). Builds the client
// into .tmp/size/client (or reads the build given with --dir, e.g. `--dir dist/client`), follows
// Vite's manifest from the entry and from each page's lazy chunk through their static imports,
// gzips every chunk and fails when a page loads more than 150 kB, or when a back-office or
// provider-area chunk is among them. Runs on Node 24 directly (type stripping).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_BYTES = 150 * 1000;

/** Pages measured against the budget, by their lazy route module (app/router.tsx). */
const BUDGETED_PAGES = [
  { path: '/', module: 'features/home/pages/home-page.tsx' },
  { path: '/pesquisa', module: 'features/search/pages/search-page.tsx' },
];
/** Shown for information: public, but not in the budget of the issue. */
const OTHER_PAGES = [
  { path: '/conveniado/:id', module: 'features/provider-detail/pages/provider-detail-page.tsx' },
  { path: '/sobre', module: 'features/about/pages/about-page.tsx' },
];
/** DESIGN §1: never in a public page's JavaScript. */
const PRIVATE_AREAS = [
  'admin/',
  'features/provider-profile/',
  'features/provider-sign-up/',
  'features/account/',
];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function build(outDir: string): void {
  console.log(`Compilando a interface em ${outDir} ...`);
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Manifest keys of `start` and of everything it imports statically (dynamic imports load later). */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`Chunk ausente do manifesto: ${start}`);
  seen.add(start);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzippedSize(clientDir: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const dirArgument = argument('--dir');
const clientDir = resolve(root, dirArgument ?? '.tmp/size/client');
if (!dirArgument) build(clientDir);

const manifest = JSON.parse(
  readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('O manifesto não tem ponto de entrada.');

let failed = false;
const report: Record<string, { jsGzipBytes: number; cssGzipBytes: number; chunks: string[] }> = {};

for (const page of [...BUDGETED_PAGES, ...OTHER_PAGES]) {
  const budgeted = BUDGETED_PAGES.includes(page);
  const keys = staticClosure(manifest, page.module, staticClosure(manifest, entry));
  const chunks = [...keys].map((key) => ({ key, ...manifest[key]! }));
  const js = chunks.reduce((sum, chunk) => sum + gzippedSize(clientDir, chunk.file), 0);
  const cssFiles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gzippedSize(clientDir, file), 0);
  report[page.path] = { jsGzipBytes: js, cssGzipBytes: css, chunks: chunks.map((c) => c.file) };

  const verdict = !budgeted ? '(informativo)' : js <= BUDGET_BYTES ? 'OK' : 'ACIMA DO LIMITE';
  console.log(`\n${page.path}: JavaScript ${kb(js)} gzip, CSS ${kb(css)} gzip ${verdict}`);
  for (const chunk of chunks.sort(
    (a, b) => gzippedSize(clientDir, b.file) - gzippedSize(clientDir, a.file),
  )) {
    console.log(`  ${kb(gzippedSize(clientDir, chunk.file)).padStart(9)}  ${chunk.file}`);
  }
  if (budgeted && js > BUDGET_BYTES) failed = true;

  const leaked = chunks.filter((chunk) =>
    PRIVATE_AREAS.some((area) => (chunk.src ?? chunk.key).startsWith(area)),
  );
  if (leaked.length > 0) {
    failed = true;
    console.log(`  ERRO: área restrita carregada por ${page.path}: ${leaked.map((c) => c.key)}`);
  }
}

// The private areas must exist as chunks of their own (lazy routes), or they hide in the entry.
for (const area of PRIVATE_AREAS) {
  const own = Object.entries(manifest).some(
    ([key, chunk]) => key.startsWith(area) && chunk.isDynamicEntry,
  );
  if (!own) {
    failed = true;
    console.log(`ERRO: ${area} não é um chunk carregado sob demanda.`);
  }
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/size.json'),
  `${JSON.stringify({ budgetBytes: BUDGET_BYTES, pages: report }, null, 2)}\n`,
);
console.log(`\nLimite: ${kb(BUDGET_BYTES)} gzip por página. Resultado em bench/results/size.json.`);
if (failed) {
  console.log('Falhou.');
  process.exit(1);
}
