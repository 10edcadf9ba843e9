import type { ProviderCard } from '../../shared/schemas/directory.ts';

/**
 * How a provider is named and placed on screen. The API leaves out the fields the viewer may not
 * see, so every part may be missing.
 */
export function providerName(provider: Pick<ProviderCard, 'companyName' | 'tradeName'>): string {
  return provider.companyName || provider.tradeName || 'Conveniado';
}

/** 'Jataí-GO', as SPEC §1 writes the cities; '' when the city is hidden or unknown. */
export function providerCityLabel(provider: Pick<ProviderCard, 'city' | 'state'>): string {
  if (!provider.city) return provider.state?.id ?? '';
  return provider.state ? `${provider.city.name}-${provider.state.id}` : provider.city.name;
}

/** SPEC §2: the discount is shown only when above 0, as 'Até {n}% de desconto'. */
export function discountLabel(discount: number | undefined): string | null {
  return discount !== undefined && discount > 0 ? `Até ${discount}% de desconto` : null;
}
