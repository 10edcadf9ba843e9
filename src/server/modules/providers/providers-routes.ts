import type { FastifyPluginAsync } from 'fastify';
import type { AuthDeps } from '../auth/auth-service.ts';
import { adminProvidersRoutes } from './admin-providers-routes.ts';
import { ownProfileRoutes } from './own-profile-routes.ts';
import { registrationRoutes } from './registration-routes.ts';

/**
 * The providers module: registration (public), a provider's own profile, and the back-office's
 * provider screens. One repository and one set of rules serve all three.
 */
export const providersRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  await app.register(registrationRoutes, { deps });
  await app.register(ownProfileRoutes);
  await app.register(adminProvidersRoutes, { deps });
};
