/**
 * Open-loop load (issue 14 item 5; docs/load.md): request i is sent at start + i / rate whatever
 * the server is doing, and its latency counts from that planned moment, so a server that falls
 * behind shows it in the figures (a closed loop, like autocannon's connections, waits for answers
 * before asking again and hides the queue). Run as a child process so that it does not share the
 * server's event loop; prints one JSON summary (OpenLoopResult) on stdout.
 *
 *   node bench/load/open-loop.ts <plan.json>
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { OpenLoopPlan, OpenLoopResult, Outcome } from './open-loop-types.ts';
import { summarize, type Sample } from './summary.ts';

const planFile = process.argv[2];
if (!planFile) {
  console.error('uso: open-loop.ts <plano.json>');
  process.exit(2);
}
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as OpenLoopPlan;
const total = Math.round(plan.rate * plan.seconds);
const intervalMs = 1000 / plan.rate;
// One keep-alive pool per target; past maxSockets requests wait here, and that wait is counted.
const agents = plan.targets.map(
  () => new Agent({ keepAlive: true, maxSockets: plan.maxSockets, scheduling: 'fifo' }),
);
const samples: Sample[] = [];
let outstanding = 0;
let maxOutstanding = 0;
let maxSendLagMs = 0;

function outcomeOf(status: number, expected: readonly number[] | undefined): Outcome {
  if (status === 429) return 'limitado';
  if (status === 503) return 'descartado';
  if (expected ? expected.includes(status) : status >= 200 && status < 400) return 'ok';
  return 'erro';
}

function send(index: number, plannedAt: number): Promise<void> {
  const item = plan.requests[index % plan.requests.length]!;
  const target = index % plan.targets.length;
  const url = new URL(item.path, plan.targets[target]);
  const body = item.body === undefined ? undefined : JSON.stringify(item.body);
  outstanding += 1;
  maxOutstanding = Math.max(maxOutstanding, outstanding);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome, status: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outstanding -= 1;
      samples.push({
        kind: item.kind,
        second: Math.floor((plannedAt - startAt) / 1000),
        outcome,
        status,
        ms: performance.now() - plannedAt,
      });
      resolve();
    };
    const req = httpRequest(
      url,
      {
        method: item.method ?? 'GET',
        agent: agents[target],
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...item.headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          finish(outcomeOf(response.statusCode ?? 0, item.expect), response.statusCode ?? 0),
        );
        response.on('error', () => finish('erro', 0));
      },
    );
    // Counted from the planned moment: a request waiting for a socket is already late.
    const timer = setTimeout(
      () => {
        finish('tempo-esgotado', 0);
        req.destroy();
      },
      Math.max(1, plannedAt + plan.timeoutMs - performance.now()),
    );
    req.on('error', () => finish('erro', 0));
    req.end(body);
  });
}

const startAt = performance.now() + 50;
const inFlight: Promise<void>[] = [];
let next = 0;
await new Promise<void>((done) => {
  const tick = () => {
    const now = performance.now();
    while (next < total && startAt + next * intervalMs <= now) {
      const plannedAt = startAt + next * intervalMs;
      maxSendLagMs = Math.max(maxSendLagMs, now - plannedAt);
      inFlight.push(send(next, plannedAt));
      next += 1;
    }
    if (next >= total) return done();
    setTimeout(tick, Math.max(0, Math.min(5, startAt + next * intervalMs - now)));
  };
  tick();
});
const sendingMs = performance.now() - startAt;
await Promise.all(inFlight);
for (const agent of agents) agent.destroy();

const result: OpenLoopResult = {
  ...summarize(samples, plan.seconds),
  plannedRate: plan.rate,
  sentRate: Number((total / (sendingMs / 1000)).toFixed(1)),
  maxOutstanding,
  maxSendLagMs: Math.round(maxSendLagMs),
};
process.stdout.write(JSON.stringify(result));
