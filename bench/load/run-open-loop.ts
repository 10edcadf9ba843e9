import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenLoopPlan, OpenLoopResult } from './open-loop-types.ts';

const openLoopScript = fileURLToPath(new URL('./open-loop.ts', import.meta.url));

/**
 * Runs `plan` in an open-loop child process (open-loop.ts) and answers its figures. The child is
 * killed if it overruns the plan by its timeout plus 30 s.
 */
export async function runOpenLoop(plan: OpenLoopPlan, planFile: string): Promise<OpenLoopResult> {
  await mkdir(dirname(planFile), { recursive: true });
  await writeFile(planFile, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [openLoopScript, planFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    const limitMs = plan.seconds * 1000 + plan.timeoutMs + 30_000;
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`gerador de carga saiu com ${code}: ${errors}`));
      resolve(JSON.parse(output) as OpenLoopResult);
    });
  });
}
