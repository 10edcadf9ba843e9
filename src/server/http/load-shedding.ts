import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';

export const OVERLOADED_MESSAGE =
  'O serviço está sobrecarregado no momento. Tente novamente em alguns segundos.';

export type LoadLimits = {
  /** Requests being answered at once (waiting on PostgreSQL's pool, for example). */
  maxInFlight: number;
  /** Mean event-loop delay, in ms, over the last second (CPU work here, PGlite's queries); 0: off. */
  maxEventLoopDelayMs: number;
};

const isHealthCheck = (request: FastifyRequest) => request.url === '/api/health';

/**
 * Bounded work in progress (issue 14 item 5; docs/load.md, decision 028). A server asked for
 * more than it can do otherwise queues every request: at twice its sustainable load on PGlite
 * the p99 was 3.5 s and some requests waited past 10 s. Past either limit a new request is
 * refused at once, before its session is read, with a 503 in Portuguese and Retry-After; the ones
 * taken are answered about as fast as at the server's limit.
 *
 * Two signals, because the work waits in two places: the event-loop delay
 * (@fastify/under-pressure) sees this process's CPU saturated, which is where PGlite's queries
 * run; the in-flight count sees requests waiting on something else, such as PostgreSQL's pool,
 * while the event loop is idle. `/api/health` is never refused: a load balancer must tell a busy
 * process from a dead one.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: LoadLimits,
): Promise<void> {
  const refuse = (reply: FastifyReply) => {
    void reply
      .status(503)
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send(errorBody('OVERLOADED', OVERLOADED_MESSAGE));
  };

  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    // A request not answered here is handled normally (the plugin's documented contract).
    pressureHandler: (request, reply) => {
      if (!isHealthCheck(request)) refuse(reply);
    },
  });

  let inFlight = 0;
  const admitted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (admitted.delete(request)) inFlight -= 1;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isHealthCheck(request)) return done();
    if (inFlight >= limits.maxInFlight) {
      refuse(reply);
      return;
    }
    inFlight += 1;
    admitted.add(request);
    // A client that goes away ends the request's claim too ('close' comes in either case).
    reply.raw.once('close', () => release(request));
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
}
