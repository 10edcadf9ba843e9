import type { FastifyPluginAsync } from 'fastify';
import { providerIdSchema } from '../../../shared/schemas/directory.ts';
import { providerStatusChangeSchema } from '../../../shared/schemas/provider-profile.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { changeProviderStatus, STATUS_UPDATED } from './status-service.ts';

/**
 * PATCH /api/admin/providers/:id/status: the status dialog of the back-office (SPEC §2 Admin
 * providers), for administrators holding providers:update.
 */
export const adminProvidersRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (
  app,
  { deps },
) => {
  app.patch<{ Params: { id: string } }>(
    '/api/admin/providers/:id/status',
    { config: { access: access.admin('providers:update') } },
    async (request) => {
      const admin = requireUser(request);
      const id = parseInput(providerIdSchema, request.params.id);
      const change = parseInput(providerStatusChangeSchema, request.body);
      const provider = await changeProviderStatus(
        { ...deps, log: request.log },
        admin.id,
        id,
        change,
      );
      return { message: STATUS_UPDATED, provider };
    },
  );
};
