/** SPEC §3 providers.status; new registrations are 'pending'. */
export const PROVIDER_STATUSES = ['pending', 'active', 'inactive', 'reprovado'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** SPEC §3: the value of providers.ads that marks a featured provider. */
export const FEATURED_MARKER = 'ads';

/** Discount is a whole percentage (SPEC §5, DESIGN §2). */
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;

/** SPEC §4: how each status is named in the interface (badges, filters, the status dialog). */
export const PROVIDER_STATUS_LABELS: Record<ProviderStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  pending: 'Pendente',
  reprovado: 'Reprovado',
};
