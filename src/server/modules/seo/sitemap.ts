/**
 * sitemap.xml (sitemaps.org protocol). A file holds at most 50,000 addresses; beyond that
 * /sitemap.xml becomes an index of numbered pages (/sitemap.xml?pagina=2 ...).
 */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapEntry = { loc: string; lastmod?: Date | undefined };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(pageUrls: readonly string[]): string {
  const items = pageUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * What to answer for /sitemap.xml?pagina=`page` (undefined: no parameter): the whole set when
 * it fits one file, else the index (no page) or one page; undefined for a page that does not exist.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  page: number | undefined,
  sitemapUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): string | undefined {
  const pages = Math.max(1, Math.ceil(entries.length / maxUrls));
  if (page === undefined) {
    if (pages === 1) return sitemapUrlset(entries);
    return sitemapIndex(
      Array.from({ length: pages }, (_, index) => `${sitemapUrl}?pagina=${index + 1}`),
    );
  }
  if (page < 1 || page > pages) return undefined;
  return sitemapUrlset(entries.slice((page - 1) * maxUrls, page * maxUrls));
}

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /perfil',
    'Disallow: /perfil-conveniado',
    'Disallow: /api/',
    'Disallow: /reset-password',
    'Disallow: /confirmar-email',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
