import { SERVED_CITIES } from '../../../shared/constants/locations.ts';
import { useSiteInfo } from '../../features/site/api/get-site-info.ts';
import { APP_NAME } from '../../lib/use-page-title.ts';

export interface SiteDetails {
  appName: string;
  contactEmail: string | null;
  contactPhone: string | null;
  /** 'Jataí-GO', 'Rio Verde-GO', ... as SPEC §1 writes them. */
  servedCityLabels: string[];
}

/**
 * The site details the layout shows, with the launch defaults while /api/site loads or when it
 * fails: the header and footer must never be empty because one request was slow.
 */
export function useSiteDetails(): SiteDetails {
  const { data } = useSiteInfo();
  const cities = data?.servedCities.length ? data.servedCities : SERVED_CITIES;
  return {
    appName: data?.appName || APP_NAME,
    contactEmail: data?.contactEmail ?? null,
    contactPhone: data?.contactPhone ?? null,
    servedCityLabels: cities.map((city) => `${city.name}-${city.stateId}`),
  };
}
