import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_PROVIDER_MESSAGES as M,
  adminProvidersQuerySchema,
} from '../../../shared/schemas/admin-providers.ts';
import { providerIdSchema } from '../../../shared/schemas/directory.ts';
import {
  adminProviderCreationSchema,
  providerProfileSchema,
} from '../../../shared/schemas/provider-form.ts';
import { providerStatusChangeSchema } from '../../../shared/schemas/provider-profile.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { createProviderWithAccount } from './admin-provider-creation.ts';
import {
  deleteProvider,
  getProviderDetails,
  listProviders,
  updateProvider,
  versionFromIfMatch,
} from './admin-providers-service.ts';
import { loadRequiredFields } from './provider-rules.ts';
import { changeProviderStatus } from './status-service.ts';

type WithId = { Params: { id: string } };

/**
 * The back-office's provider screens (SPEC §2 Admin providers), each route behind the permission
 * of its action on `providers`. Answers are never cached: they carry documents and contacts.
 */
export const adminProvidersRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (
  app,
  { deps },
) => {
  const db = deps.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/providers',
    { config: { access: access.admin('providers:read') } },
    async (request) => listProviders(db, parseInput(adminProvidersQuerySchema, request.query)),
  );

  app.get<WithId>(
    '/api/admin/providers/:id',
    { config: { access: access.admin('providers:read') } },
    async (request, reply) => {
      const provider = await getProviderDetails(
        db,
        parseInput(providerIdSchema, request.params.id),
      );
      return reply.header('etag', `"${provider.version}"`).send({ provider });
    },
  );

  app.post(
    '/api/admin/providers',
    { config: { access: access.admin('providers:create') } },
    async (request, reply) => {
      const admin = requireUser(request);
      // The same required flags as the registration form (the field configuration, read now).
      const required = await loadRequiredFields(db);
      const input = parseInput(adminProviderCreationSchema(required), request.body);
      const created = await createProviderWithAccount(
        { ...deps, log: request.log },
        admin.id,
        input,
      );
      return reply.status(201).send({ message: M.created, email: input.email, ...created });
    },
  );

  app.put<WithId>(
    '/api/admin/providers/:id',
    { config: { access: access.admin('providers:update') } },
    async (request, reply) => {
      const admin = requireUser(request);
      const id = parseInput(providerIdSchema, request.params.id);
      const required = await loadRequiredFields(db);
      const data = parseInput(providerProfileSchema(required), request.body);
      const version = versionFromIfMatch(request.headers['if-match']);
      const provider = await updateProvider(db, admin.id, id, version, data, request.log);
      return reply.header('etag', `"${provider.version}"`).send({ message: M.updated, provider });
    },
  );

  app.patch<WithId>(
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
      return { message: M.statusUpdated, provider };
    },
  );

  app.delete<WithId>(
    '/api/admin/providers/:id',
    { config: { access: access.admin('providers:delete') } },
    async (request) => {
      const admin = requireUser(request);
      await deleteProvider(db, admin.id, parseInput(providerIdSchema, request.params.id));
      return { message: M.deleted };
    },
  );
};
