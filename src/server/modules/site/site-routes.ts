import type { FastifyInstance } from 'fastify';
import { DEMO_DATA_META_NAME } from '../../../shared/constants/demo.ts';
import { SERVED_CITIES } from '../../../shared/constants/locations.ts';
import type { SiteInfo } from '../../../shared/schemas/site.ts';
import { access } from '../../http/route-access.ts';
import { discountOptions } from '../configuration/settings-service.ts';

const DEMO_DATA_META = `<meta name="${DEMO_DATA_META_NAME}" content="true">`;

/**
 * GET /api/site: the configured name and contacts the public layout shows (footer, header), and
 * whether the directory lists demo providers (the layout's banner). The same fact goes into the
 * head of every served page, so the banner is there at the first render. Needs app.directory
 * (registerDirectory), which keeps that answer until the directory changes. Also the discounts
 * the search filters offer (the setting `filtro_descontos`, docs/decisions/021).
 */
export async function registerSite(app: FastifyInstance): Promise<void> {
  const { config, directory } = app;
  const configured: Omit<SiteInfo, 'demoData' | 'discountOptions'> = {
    appName: config.appName,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone ?? null,
    servedCities: SERVED_CITIES.map((city) => ({ ...city })),
  };
  app.get('/api/site', { config: { access: access.public } }, async (_request, reply) => {
    const [demoData, options] = await Promise.all([
      directory.demoShown(),
      discountOptions(app.database.db),
    ]);
    const info: SiteInfo = { ...configured, demoData, discountOptions: options };
    // A minute: the banner goes soon after the last demo provider does.
    return reply.header('cache-control', 'public, max-age=60').send(info);
  });
  app.decorate('spaHeadExtra', async () => ((await directory.demoShown()) ? DEMO_DATA_META : ''));
}
