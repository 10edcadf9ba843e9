import type { FastifyPluginAsync } from 'fastify';
import { providerIdSchema } from '../../../shared/schemas/directory.ts';
import {
  REPORT_MESSAGES,
  adminReportsQuerySchema,
  reportInputSchema,
  reportResolutionSchema,
} from '../../../shared/schemas/reports.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { ownProviderId } from '../providers/own-profile-service.ts';
import { reportsRepository } from './reports-repository.ts';
import { listReports, reportProvider, resolveReport } from './reports-service.ts';

type WithId = { Params: { id: string } };

/**
 * Reports of wrong information (issue 15 item 2; decision 034): visitors send them from a
 * provider's page, the back-office resolves them, the provider sees the open ones.
 */
export const reportsRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post<WithId>(
    '/api/providers/:id/reports',
    { config: { access: access.public } },
    async (request, reply) => {
      const providerId = parseInput(providerIdSchema, request.params.id);
      const input = parseInput(reportInputSchema, request.body);
      const message = await reportProvider(deps, { ...input, providerId, ip: request.ip });
      return reply.status(201).send({ message });
    },
  );

  app.get(
    '/api/admin/reports',
    { config: { access: access.admin('reports:read') } },
    async (request, reply) => {
      const query = parseInput(adminReportsQuerySchema, request.query);
      return reply.header('cache-control', 'no-store').send(await listReports(db, query));
    },
  );

  app.patch<WithId>(
    '/api/admin/reports/:id',
    { config: { access: access.admin('reports:update') } },
    async (request) => {
      const id = parseInput(providerIdSchema, request.params.id);
      const { note } = parseInput(reportResolutionSchema, request.body);
      await resolveReport(db, requireUser(request), id, note, request.log);
      return { message: REPORT_MESSAGES.resolved };
    },
  );

  app.get(
    '/api/me/provider/reports',
    { config: { access: access.provider } },
    async (request, reply) => {
      const providerId = await ownProviderId(db, requireUser(request).id);
      return reply
        .header('cache-control', 'no-store')
        .send({ reports: await reportsRepository.openFor(db, providerId) });
    },
  );
};
