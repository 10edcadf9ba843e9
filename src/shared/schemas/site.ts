import { z } from 'zod';

/** GET /api/site: what the public layout needs from the server's configuration. */
export const siteInfoSchema = z.object({
  appName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  servedCities: z.array(z.object({ id: z.number(), name: z.string(), stateId: z.string() })),
  /** Whether the directory lists demo providers: the layout then says it shows examples. */
  demoData: z.boolean(),
  /**
   * The discounts (percent) the search filters offer: the setting `filtro_descontos`. Optional
   * for the answers the service worker kept before it existed.
   */
  discountOptions: z.array(z.number()).optional(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
