import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../../shared/schemas/site.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { siteInfoParser } from '../../../lib/public-api-parsers.ts';

/**
 * GET /api/site: product name, contact details and served cities shown by the public layout,
 * and whether the directory lists demo providers (its banner).
 */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiGet('/api/site', siteInfoParser, signal);
}

export const siteInfoQueryKey = ['site-info'] as const;

export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => getSiteInfo(signal),
    // The configuration changes only on redeploy; the demo flag seldom (demo rows removed once),
    // and every page load asks again.
    staleTime: Infinity,
  });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
