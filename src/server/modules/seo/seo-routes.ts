import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { providerIdSchema, searchQuerySchema } from '../../../shared/schemas/directory.ts';
import type { SpaPageResolver } from '../../http/static-client.ts';
import { renderHead } from './head-html.ts';
import {
  notFoundProviderHead,
  specialtyCityHead,
  specialtyCityUrl,
  staticPageHead,
} from './page-heads.ts';
import { providerHead, type SiteIdentity } from './provider-head.ts';
import { seoRepository } from './seo-repository.ts';
import { robotsTxt, sitemapDocument, type SitemapEntry } from './sitemap.ts';

/** Public pages listed in the sitemap besides providers and specialty-by-city searches. */
const SITEMAP_PAGES = ['/', '/pesquisa', '/sobre', '/conveniado/cadastro'];

const PROVIDER_PATH = /^\/conveniado\/([^/]+)$/;
/** 'Informar um erro' of a provider page (decision 034): not for search engines. */
const REPORT_PATH = /^\/conveniado\/([^/]+)\/informar-erro$/;

/**
 * The head of the page the server is about to send as index.html. A crawler is a visitor, so
 * the provider page uses the visitor's fields only.
 */
function createPageResolver(app: FastifyInstance, site: SiteIdentity): SpaPageResolver {
  const db = app.database.db;
  return async (path, search) => {
    const known = staticPageHead(path, site);
    if (path === '/pesquisa') {
      const head = (await searchPageHead(search)) ?? known;
      return head && { head: renderHead(head) };
    }
    if (known) return { head: renderHead(known) };
    const providerPath = PROVIDER_PATH.exec(path) ?? REPORT_PATH.exec(path);
    if (!providerPath) return undefined;
    const id = providerIdSchema.safeParse(decodeURIComponent(providerPath[1] ?? ''));
    const provider = id.success ? await app.directory.findProvider(id.data, 'visitor') : undefined;
    if (!provider) return { status: 404, head: renderHead(notFoundProviderHead(site)) };
    if (REPORT_PATH.test(path)) {
      return { head: renderHead({ title: `Informar um erro | ${site.appName}`, noindex: true }) };
    }
    return { head: renderHead(providerHead(provider, site)) };
  };

  /**
   * A specialty-by-city search gets its own title and canonical address; a free-text or
   * discount search, or a later page, is not indexed (endless near-duplicate pages).
   */
  async function searchPageHead(search: URLSearchParams) {
    const parsed = searchQuerySchema.safeParse(Object.fromEntries(search));
    if (!parsed.success) return undefined;
    const query = parsed.data;
    if (query.q || query.desconto || query.cursor) {
      return { ...staticPageHead('/pesquisa', site)!, canonical: undefined, noindex: true };
    }
    if (!query.especialidade || query.cidade === undefined) return undefined;
    const [specialty, city] = await Promise.all([
      seoRepository.specialtyNamed(db, query.especialidade),
      seoRepository.city(db, query.cidade),
    ]);
    if (!specialty || !city || (query.estado && query.estado !== city.stateId)) return undefined;
    return specialtyCityHead({ specialty, city }, site);
  }
}

async function sitemapEntries(app: FastifyInstance, appUrl: string): Promise<SitemapEntry[]> {
  const db = app.database.db;
  const visible = await app.directory.fieldVisibility.visibleFields('visitor');
  // A specialty-by-city page reveals both fields of the providers behind it: listed only when a
  // visitor may see them anyway.
  const listSearches = visible.has('specialties') && visible.has('city');
  const [providers, searches] = await Promise.all([
    seoRepository.activeProviders(db),
    listSearches ? seoRepository.specialtyCities(db) : Promise.resolve([]),
  ]);
  return [
    ...SITEMAP_PAGES.map((path) => ({ loc: `${appUrl}${path}` })),
    ...searches.map((search) => ({
      loc: specialtyCityUrl(appUrl, search.specialty, {
        id: search.cityId,
        stateId: search.stateId,
      }),
    })),
    ...providers.map((provider) => ({
      loc: `${appUrl}/conveniado/${provider.id}`,
      lastmod: provider.updatedAt,
    })),
  ];
}

const seoRoutes: FastifyPluginAsync<{ site: SiteIdentity }> = async (app, { site }) => {
  const robots = robotsTxt(site.appUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  app.get<{ Querystring: { pagina?: string } }>('/sitemap.xml', async (request, reply) => {
    const raw = request.query.pagina;
    const page = raw === undefined ? undefined : /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
    const entries = await sitemapEntries(app, site.appUrl);
    const document = sitemapDocument(entries, page, `${site.appUrl}/sitemap.xml`);
    if (document === undefined) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Página não encontrada.');
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(document);
  });
};

/**
 * /robots.txt, /sitemap.xml and the per-page head of the HTML the static client serves
 * (static-client.ts reads `app.spaPageResolver`). Needs app.directory (registerDirectory).
 */
export async function registerSeo(app: FastifyInstance): Promise<void> {
  const site = { appName: app.config.appName, appUrl: app.config.appUrl };
  app.decorate('spaPageResolver', createPageResolver(app, site));
  await app.register(seoRoutes, { site });
}
