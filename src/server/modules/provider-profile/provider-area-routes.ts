import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../auth/auth-service.ts';
import { providerRegistrationRoutes } from '../provider-registration/provider-registration-routes.ts';
import { providerStatusRoutes } from '../provider-status/provider-status-routes.ts';
import { providerProfileRoutes } from './provider-profile-routes.ts';

/** Everything a provider goes through: registration, own profile, and the admin's status change. */
export const providerAreaRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  await app.register(providerRegistrationRoutes, { deps });
  await app.register(providerProfileRoutes);
  await app.register(providerStatusRoutes, { deps });
};
