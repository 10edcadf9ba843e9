import type { FastifyPluginAsync } from 'fastify';
import { SERVED_CITIES } from '../../../shared/constants/locations.ts';
import type { SiteInfo } from '../../../shared/schemas/site.ts';
import type { Config } from '../../config/config.ts';
import { access } from '../../http/route-access.ts';

/** GET /api/site: the configured name and contacts the public layout shows (footer, header). */
export const siteRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const info: SiteInfo = {
    appName: config.appName,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone ?? null,
    servedCities: SERVED_CITIES.map((city) => ({ ...city })),
  };
  app.get('/api/site', { config: { access: access.public } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(info),
  );
};
