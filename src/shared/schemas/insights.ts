import { z } from 'zod';

/** What a visitor's browser reports about a provider's page (decision 033). */
export const PROVIDER_EVENT_KINDS = ['view', 'whatsapp', 'phone', 'map'] as const;
export type ProviderEventKind = (typeof PROVIDER_EVENT_KINDS)[number];

export const providerEventSchema = z.strictObject(
  { kind: z.enum(PROVIDER_EVENT_KINDS, { error: 'Tipo de evento inválido.' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Dados inválidos.' : undefined) },
);

/** How many days the insights cover, today included. */
export const INSIGHTS_DAYS = 30;

const counts = {
  views: z.number(),
  whatsapp: z.number(),
  phone: z.number(),
  map: z.number(),
};

/** One day's counts; `day` is YYYY-MM-DD in America/Sao_Paulo. */
export const insightsDaySchema = z.object({ day: z.string(), ...counts });
export type InsightsDay = z.infer<typeof insightsDaySchema>;

/**
 * GET /api/me/provider/insights and /api/admin/providers/:id/insights: every day of the
 * period, oldest first, zeros included, and the totals.
 */
export const providerInsightsSchema = z.object({
  days: z.array(insightsDaySchema),
  totals: z.object(counts),
});
export type ProviderInsights = z.infer<typeof providerInsightsSchema>;
