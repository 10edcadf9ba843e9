import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_PROVIDER_MESSAGES } from '../../../shared/schemas/admin-providers.ts';
import { providerIdSchema } from '../../../shared/schemas/directory.ts';
import { providerEventSchema } from '../../../shared/schemas/insights.ts';
import { NotFoundError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { ownProviderId } from '../providers/own-profile-service.ts';
import { providersRepository } from '../providers/providers-repository.ts';
import { providerInsights, recordProviderEvent } from './insights-service.ts';

type WithId = { Params: { id: string } };

/**
 * Provider insights (issue 15 item 3; decision 033): visitors' browsers report a page view and
 * the use of its contact links; the provider and the back-office read the daily counts.
 */
export const insightsRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post<WithId>(
    '/api/providers/:id/events',
    { config: { access: access.public } },
    async (request, reply) => {
      const providerId = parseInput(providerIdSchema, request.params.id);
      const { kind } = parseInput(providerEventSchema, request.body);
      const { session } = request;
      await recordProviderEvent(deps, {
        providerId,
        kind,
        viewerId: session.state === 'active' ? session.user.id : null,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/provider/insights',
    { config: { access: access.provider } },
    async (request, reply) => {
      const providerId = await ownProviderId(db, requireUser(request).id);
      return reply.header('cache-control', 'no-store').send(await providerInsights(db, providerId));
    },
  );

  app.get<WithId>(
    '/api/admin/providers/:id/insights',
    { config: { access: access.admin('providers:read') } },
    async (request, reply) => {
      const id = parseInput(providerIdSchema, request.params.id);
      if (!(await providersRepository.exists(db, id))) {
        throw new NotFoundError(ADMIN_PROVIDER_MESSAGES.notFound);
      }
      return reply.header('cache-control', 'no-store').send(await providerInsights(db, id));
    },
  );
};
