import {
  formatCepValue,
  formatCpfCnpj,
  formatPhoneNumber,
} from '../../../shared/brazilian-data.ts';
import type { ProviderFormValues } from '../../../shared/schemas/provider-form-values.ts';
import type { OwnProvider } from '../../../shared/schemas/provider-profile.ts';

/**
 * A stored provider (digits) as the provider forms show it (formatted: DESIGN §2): the
 * self-profile and the back-office's edit form start from it.
 */
export function storedProviderValues(provider: OwnProvider): ProviderFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    companyName: provider.companyName,
    tradeName: text(provider.tradeName),
    cpfCnpj: formatCpfCnpj(provider.cpfCnpj),
    responsibleName: text(provider.responsibleName),
    crNumber: text(provider.crNumber),
    council: text(provider.council),
    councilState: text(provider.councilState),
    phone: provider.phone ? formatPhoneNumber(provider.phone) : '',
    whatsapp: provider.whatsapp ? formatPhoneNumber(provider.whatsapp) : '',
    contactEmail: text(provider.contactEmail),
    address: text(provider.address),
    addressNumber: text(provider.addressNumber),
    complement: text(provider.complement),
    neighborhood: text(provider.neighborhood),
    zipCode: provider.zipCode ? formatCepValue(provider.zipCode) : '',
    state: text(provider.stateId),
    city: provider.cityId === null ? '' : String(provider.cityId),
    locationLink: text(provider.locationLink),
    area: provider.areaId === null ? '' : String(provider.areaId),
    specialties: provider.specialties.map((specialty) => specialty.id),
    rqes: Object.fromEntries(
      provider.specialties.flatMap(({ id, rqe }) => (rqe ? [[String(id), rqe]] : [])),
    ),
    discount: String(provider.discount),
    returnDays: String(provider.returnDays),
    observations: text(provider.observations),
  };
}
