import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
};

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * autocannon in its own process, so that the load generator does not share the server's event
 * loop. Killed if it overruns its duration by 30 s.
 */
export function runLoad(url: string, seconds: number, connections: number): Promise<LoadResult> {
  return runChild(
    [autocannonCli, '-c', String(connections), '-d', String(seconds), '-j', url],
    seconds,
  );
}

const mixedLoadScript = fileURLToPath(new URL('./mixed-load.ts', import.meta.url));

/** The same, over a list of distinct paths taken in turn (mixed-load.ts). */
export function runMixedLoad(
  baseUrl: string,
  pathsFile: string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  return runChild(
    [mixedLoadScript, baseUrl, pathsFile, String(seconds), String(connections)],
    seconds,
  );
}

function runChild(args: string[], seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`autocannon saiu com ${code}: ${errors}`));
      const result = JSON.parse(output);
      resolve({
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
  });
}
