import type { FastifyPluginAsync } from 'fastify';
import { providerProfileSchema } from '../../../shared/schemas/provider-form.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import { getOwnProvider, PROFILE_UPDATED, updateOwnProvider } from './own-profile-service.ts';
import { loadRequiredFields } from './provider-rules.ts';

/**
 * GET and PUT /api/me/provider: the signed-in provider's own record (SPEC §2 /perfil-conveniado).
 * There is no id in the route on purpose: the record is always the one whose user_id is the
 * session's user, so no request can reach another provider's data.
 */
export const ownProfileRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const providerOnly = { config: { access: access.provider } };

  app.get('/api/me/provider', providerOnly, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { provider: await getOwnProvider(db, requireUser(request).id) };
  });

  app.put('/api/me/provider', providerOnly, async (request) => {
    const user = requireUser(request);
    const required = await loadRequiredFields(db);
    const data = parseInput(providerProfileSchema(required), request.body);
    const provider = await updateOwnProvider(db, user.id, data, request.log);
    return { message: PROFILE_UPDATED, provider };
  });
};
