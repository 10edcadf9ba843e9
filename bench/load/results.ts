import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../results/load.json', import.meta.url));

/**
 * Keeps one entry per database, process count, scale and variant (a given rate, MAX_IN_FLIGHT) in bench/results/load.json, so a run on
 * PostgreSQL does not erase the PGlite figures. Answers the entry's key.
 */
export async function writeLoadResult(
  entry: { database: string; processes: number; providers: number; variant: string } & Record<
    string,
    unknown
  >,
): Promise<string> {
  const key = [
    entry.database,
    ...(entry.processes > 1 ? [`${entry.processes}-processos`] : []),
    ...(entry.providers !== 100_000 ? [String(entry.providers)] : []),
    ...(entry.variant ? [entry.variant] : []),
  ].join('-');
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // First run: no file yet.
  }
  results[key] = entry;
  const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return key;
}
