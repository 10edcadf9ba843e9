import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { OVERLOADED_MESSAGE } from './load-shedding.ts';

/**
 * Load shedding on the real HTTP server (decision 028). With MAX_IN_FLIGHT=1, a request whose
 * body has not arrived yet holds the only place, so the next one must be refused at once. A
 * second server, whose event loop is kept busy, must refuse past MAX_EVENT_LOOP_DELAY_MS.
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let busyApp: Awaited<ReturnType<typeof createTestApp>>;
let busyBase: string;

beforeAll(async () => {
  app = await createTestApp({ MAX_IN_FLIGHT: '1' });
  base = await app.app.listen({ host: '127.0.0.1', port: 0 });
  busyApp = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '20' });
  busyBase = await busyApp.app.listen({ host: '127.0.0.1', port: 0 });
  // Setting up the databases kept the event loop busy: the first samples show it (an interval
  // without a sample counts as overloaded), so both servers refuse for a moment.
  for (const url of [base, busyBase]) {
    for (let tries = 0; tries < 50 && (await fetch(`${url}/api/site`)).status !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});
afterAll(async () => {
  await app?.close();
  await busyApp?.close();
});

/** Keeps this process's event loop busy (as PGlite's queries do) for about `ms`. */
async function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const slice = performance.now() + 60;
    while (performance.now() < slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A sign-in whose headers are sent and whose body is not: in flight until `finish()`. */
async function heldRequest() {
  const { port } = app.app.server.address() as AddressInfo;
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  // Node emits 'request' once the headers are read, after Fastify's own listener (which runs
  // the onRequest hooks): from then on the request holds its place.
  const taken = new Promise((resolve) => app.app.server.once('request', resolve));
  socket.write(
    `POST /api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await taken;
  return {
    socket,
    finish: async () => {
      socket.write(body);
      await expect.poll(() => answer, { timeout: 2_000 }).toMatch(/^HTTP\/1\.1 \d+ /);
      socket.destroy();
      return answer;
    },
  };
}

async function refusedWhileHeld() {
  await expect
    .poll(async () => (await fetch(`${base}/api/site`)).status, { timeout: 2_000 })
    .toBe(503);
}

describe('load shedding', () => {
  it('refuses in Portuguese past MAX_IN_FLIGHT, keeps /api/health, and takes requests again', async () => {
    const held = await heldRequest();
    await refusedWhileHeld();
    const refused = await fetch(`${base}/api/providers?q=clinica`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toEqual({
      error: { code: 'OVERLOADED', message: OVERLOADED_MESSAGE },
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    expect(await held.finish()).toMatch(/^HTTP\/1\.1 401 /);
    expect((await fetch(`${base}/api/site`)).status).toBe(200);
  });

  it('refuses while the event loop lags past MAX_EVENT_LOOP_DELAY_MS, and recovers', async () => {
    // Served once the loop is calm: this file's own start-up (a database copy) may still weigh
    // on the last second's mean when the test begins (seen on a loaded machine).
    await expect
      .poll(async () => (await fetch(`${busyBase}/api/site`)).status, { timeout: 10_000 })
      .toBe(200);
    await expect
      .poll(
        async () => {
          await busyFor(1_500);
          return (await fetch(`${busyBase}/api/site`)).status;
        },
        { timeout: 10_000 },
      )
      .toBe(503);
    expect((await fetch(`${busyBase}/api/health`)).status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${busyBase}/api/site`)).status, { timeout: 5_000 })
      .toBe(200);
  });

  it('gives the place back when the client goes away before its answer', async () => {
    const held = await heldRequest();
    await refusedWhileHeld();
    held.socket.destroy();
    await expect
      .poll(async () => (await fetch(`${base}/api/site`)).status, { timeout: 2_000 })
      .toBe(200);
  });
});
