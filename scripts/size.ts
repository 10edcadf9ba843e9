// `npm run size`: the JavaScript budget of every public page (issue 16, item 3). Builds the
// client into .tmp/size/client (or reads a build given with --dir, e.g. `--dir dist/client`),
// follows the build's chunk map (scripts/vite-chunk-modules.ts) from the entry and from each
// page's lazy chunk through their static imports, gzips every chunk, and fails when a page loads
// more than its budget (bundle-check.ts), when any module of a private area (back-office,
// provider area, account) or of React itself is in a chunk a public page loads, or when such a
// chunk uses `Intl` (decision 036). Writes bench/results/size.json; `--check` (npm test) only
// checks. Runs on Node 24 directly (type stripping).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  BROWSING_BUDGET_BYTES,
  FORM_BUDGET_BYTES,
  PRIVATE_AREAS,
  PUBLIC_PAGES,
  findLeaks,
  lazyAreaProblems,
  localeDataProblems,
  reactModuleProblems,
  pageChunks,
  type ChunkMap,
} from './bundle-check.ts';
import { CHUNK_MAP_FILE } from './vite-chunk-modules.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

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

const mapFile = join(clientDir, CHUNK_MAP_FILE);
if (!existsSync(mapFile)) {
  console.error(`${mapFile} não existe: compile de novo (npm run size sem --dir).`);
  process.exit(1);
}
const map = JSON.parse(readFileSync(mapFile, 'utf8')) as ChunkMap;

const problems: string[] = [];
const report: Record<
  string,
  { jsGzipBytes: number; budgetBytes: number; cssGzipBytes: number; chunks: string[] }
> = {};

for (const page of PUBLIC_PAGES) {
  let chunks: string[];
  try {
    chunks = pageChunks(map, page);
  } catch (error) {
    problems.push((error as Error).message);
    continue;
  }
  const js = chunks.reduce((sum, chunk) => sum + gzippedSize(clientDir, chunk), 0);
  const cssFiles = new Set(chunks.flatMap((chunk) => map[chunk]!.css));
  const css = [...cssFiles].reduce((sum, file) => sum + gzippedSize(clientDir, file), 0);
  report[page.path] = { jsGzipBytes: js, budgetBytes: page.budgetBytes, cssGzipBytes: css, chunks };

  const verdict = js <= page.budgetBytes ? 'OK' : 'ACIMA DO LIMITE';
  console.log(
    `\n${page.path}: JavaScript ${kb(js)} gzip (limite ${kb(page.budgetBytes)}), CSS ${kb(css)} gzip ${verdict}`,
  );
  for (const chunk of [...chunks].sort(
    (a, b) => gzippedSize(clientDir, b) - gzippedSize(clientDir, a),
  )) {
    console.log(`  ${kb(gzippedSize(clientDir, chunk)).padStart(9)}  ${chunk}`);
  }
  for (const chunk of chunks) {
    const code = readFileSync(join(clientDir, chunk), 'utf8');
    problems.push(...localeDataProblems(page.path, chunk, code));
  }
  if (js > page.budgetBytes) {
    problems.push(`${page.path} carrega ${kb(js)} de JavaScript (limite ${kb(page.budgetBytes)}).`);
  }
}

const leaks = PUBLIC_PAGES.every((page) => report[page.path])
  ? findLeaks(map, PUBLIC_PAGES, PRIVATE_AREAS)
  : [];
for (const leak of leaks) {
  problems.push(`área restrita na página pública ${leak.page}: ${leak.module} (em ${leak.chunk})`);
}

// An area that does not exist yet (the back-office) is reported, and checked once it exists.
const existingAreas = PRIVATE_AREAS.filter((area) => existsSync(join(root, area)));
problems.push(...lazyAreaProblems(map, existingAreas));
problems.push(...reactModuleProblems(map));
console.log(`\nÁreas restritas (nunca numa página pública):`);
for (const area of PRIVATE_AREAS) {
  console.log(`  ${area}${existingAreas.includes(area) ? '' : ' (ainda não existe)'}`);
}

if (process.argv.includes('--check')) {
  console.log(
    `\nLimites: ${kb(BROWSING_BUDGET_BYTES)} (navegação), ${kb(FORM_BUDGET_BYTES)} (formulários).`,
  );
} else {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/size.json'),
    `${JSON.stringify({ privateAreas: PRIVATE_AREAS, pages: report }, null, 2)}\n`,
  );
  console.log(
    `\nLimites: ${kb(BROWSING_BUDGET_BYTES)} (navegação), ${kb(FORM_BUDGET_BYTES)} (formulários). Resultado em bench/results/size.json.`,
  );
}
if (problems.length > 0) {
  console.log(`\nFalhou:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Todas as páginas públicas dentro do limite, sem código de área restrita.');
