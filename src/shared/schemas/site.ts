import { z } from 'zod';

/** GET /api/site: what the public layout needs from the server's configuration. */
export const siteInfoSchema = z.object({
  appName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  servedCities: z.array(z.object({ id: z.number(), name: z.string(), stateId: z.string() })),
  /** Whether the directory lists demo providers: the layout then says it shows examples. */
  demoData: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
