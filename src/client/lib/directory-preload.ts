import { filtersFromParams, filtersToParams } from './directory-filters.ts';

/**
 * The API answer the landing page will ask for first, when the page is a provider or a search:
 * '/conveniado/33' -> '/api/providers/33', '/pesquisa?q=x' -> '/api/providers?q=x' (the same URL
 * features/search and features/provider-detail request).
 */
export function landingDataUrl(pathname: string, search: string): string | null {
  const provider = /^\/conveniado\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (provider) return `/api/providers/${provider[1]}`;
  if (pathname !== '/pesquisa' && pathname !== '/pesquisa/') return null;
  const query = filtersToParams(filtersFromParams(new URLSearchParams(search))).toString();
  return `/api/providers${query ? `?${query}` : ''}`;
}

/**
 * Starts that request while the page's own code is still downloading: otherwise it would only
 * start once the lazy page chunk has arrived, one more round trip before anything is shown
 * (Lighthouse's LCP on a phone). A `preload` link is consumed by the page's later fetch() of
 * the same URL, so nothing is requested twice and the data layer needs no special case.
 */
export function preloadLandingData(): void {
  const url = landingDataUrl(location.pathname, location.search);
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // Matches fetch(url, { credentials: 'same-origin' }) as lib/api-client.ts sends it.
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}
