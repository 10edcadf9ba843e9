import type { FastifyPluginAsync } from 'fastify';
import { providerRegistrationSchema } from '../../../shared/schemas/provider-form.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { loadRequiredFields } from './provider-rules.ts';
import { REGISTRATION_SUCCESS, registerProvider } from './registration-service.ts';

/** POST /api/providers/registration: the /conveniado/cadastro form (public). */
export const registrationRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/api/providers/registration',
    { config: { access: access.public } },
    async (request, reply) => {
      // The same schema as the form, with the required flags the administrators set today.
      const required = await loadRequiredFields(deps.db);
      const input = parseInput(providerRegistrationSchema(required), request.body);
      const { providerId } = await registerProvider(
        { ...deps, adminEmail: app.config.adminEmail, log: request.log },
        input,
        request.ip,
      );
      return reply.status(201).send({ message: REGISTRATION_SUCCESS, providerId });
    },
  );
};
