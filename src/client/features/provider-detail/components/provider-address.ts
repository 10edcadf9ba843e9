import type { ProviderDetail } from '../../../../shared/schemas/directory.ts';
import { formatCepValue } from '../../../../shared/brazilian-data.ts';
import { mapsLink } from '../../../../shared/links.ts';
import { providerCityLabel } from '../../../lib/directory-format.ts';

/** 'Rua José Manoel Vilela, 1250, Sala 2' from the parts the API sent. */
export function streetLine(provider: ProviderDetail): string {
  return [provider.address, provider.addressNumber, provider.complement].filter(Boolean).join(', ');
}

/** 'Rua José Manoel Vilela, 1250 - Centro, Jataí-GO': the one-line address of the header. */
export function fullAddress(provider: ProviderDetail): string {
  const place = [provider.neighborhood, providerCityLabel(provider)].filter(Boolean).join(', ');
  return [streetLine(provider), place].filter(Boolean).join(' - ');
}

export function formattedCep(provider: ProviderDetail): string | null {
  return provider.zipCode ? formatCepValue(provider.zipCode) : null;
}

/** SPEC §7: the provider's own map link, else a maps search from the address parts. */
export function providerMapsLink(provider: ProviderDetail): string | null {
  return mapsLink({
    locationLink: provider.locationLink,
    address: provider.address,
    addressNumber: provider.addressNumber,
    neighborhood: provider.neighborhood,
    city: provider.city?.name,
    state: provider.state?.id,
    zipCode: formattedCep(provider),
  });
}
