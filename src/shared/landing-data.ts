import { filtersFromParams, filtersToParams } from './directory-filters.ts';

/**
 * The API answer a page asks for first when a visit lands on it, when that page is a provider or
 * a search: '/conveniado/33' -> '/api/providers/33', '/pesquisa?q=x' -> '/api/providers?q=x'
 * (exactly the URL features/search and features/provider-detail request). The server names it
 * in the page's HTML as a preload (src/server/http/page-preloads.ts), so the request leaves with
 * the page's code instead of after it.
 */
export function landingDataUrl(pathname: string, search: string): string | null {
  const provider = /^\/conveniado\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (provider) return `/api/providers/${provider[1]}`;
  if (pathname !== '/pesquisa' && pathname !== '/pesquisa/') return null;
  const query = filtersToParams(filtersFromParams(new URLSearchParams(search))).toString();
  return `/api/providers${query ? `?${query}` : ''}`;
}
