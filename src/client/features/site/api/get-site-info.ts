import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../../shared/schemas/site.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { siteInfoParser } from '../../../lib/public-api-parsers.ts';

/** GET /api/site: product name, contact details and served cities shown by the public layout. */
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiGet('/api/site', siteInfoParser, signal);
}

export const siteInfoQueryKey = ['site-info'] as const;

export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => getSiteInfo(signal),
    // The values come from the server's configuration and change only on redeploy.
    staleTime: Infinity,
  });
}

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}
