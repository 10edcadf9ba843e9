/**
 * Loads a server with a list of distinct paths, each connection taking the next one in turn
 * (autocannon's `setupRequest`), and prints autocannon's JSON result. Run as a child process
 * (load.ts's runMixedLoad) so that the load generator does not share the server's event loop.
 *
 *   node bench/search/mixed-load.ts <base url> <paths.json> <seconds> <connections>
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Request = { path: string };
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    requests: { setupRequest: (request: Request) => Request }[];
  },
  done: (error: Error | null, result: unknown) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const [url, pathsFile, seconds, connections] = process.argv.slice(2);
if (!url || !pathsFile || !seconds || !connections) {
  console.error('uso: mixed-load.ts <url> <paths.json> <segundos> <conexões>');
  process.exit(2);
}
const paths = JSON.parse(readFileSync(pathsFile, 'utf8')) as string[];
let next = 0;

autocannon(
  {
    url,
    connections: Number(connections),
    duration: Number(seconds),
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next % paths.length]!;
          next += 1;
          return { ...request, path };
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
