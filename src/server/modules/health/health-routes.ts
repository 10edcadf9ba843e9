import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '../../../shared/schemas/health.ts';
import { access } from '../../http/route-access.ts';

/** GET /api/health: 200 when the database answers, 503 when it does not (load balancers). */
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get('/api/health', { config: { access: access.public } }, async (_request, reply) => {
    const databaseUp = await ping();
    const body: Health = databaseUp
      ? { status: 'ok', database: 'ok' }
      : { status: 'error', database: 'error' };
    return reply
      .header('cache-control', 'no-store')
      .status(databaseUp ? 200 : 503)
      .send(body);
  });
};
