import { DEMO_LABEL } from '../../../shared/constants/demo.ts';
import type { ProviderDetail } from '../../../shared/schemas/directory.ts';
import type { PageHead } from './head-html.ts';

export type SiteIdentity = { appName: string; appUrl: string };

/** Longest meta description sent; search engines show about 160 characters. */
const DESCRIPTION_MAX = 300;

/** Opens the description of a demo provider, so a shared link's preview says it too. */
export const DEMO_DESCRIPTION_PREFIX = 'Conveniado fictício, exemplo de demonstração.';

/**
 * The head of /conveniado/{id}. `provider` holds only what a visitor may see (a crawler is a
 * visitor), so a hidden field is in neither the description nor the JSON-LD. A demo provider
 * says so in its title, description, Open Graph and JSON-LD, which gives no telephone or e-mail
 * of it, and is kept out of search engines (docs/decisions/015).
 */
export function providerHead(provider: Partial<ProviderDetail>, site: SiteIdentity): PageHead {
  const demo = provider.demo === true;
  const providerName = provider.companyName || provider.tradeName || 'Conveniado';
  const name = demo ? `${providerName} (${DEMO_LABEL})` : providerName;
  const canonical = `${site.appUrl}/conveniado/${provider.id}`;
  const description = demo
    ? clip(`${DEMO_DESCRIPTION_PREFIX} ${providerDescription(provider)}`)
    : providerDescription(provider);
  const contacts = demo
    ? { ...provider, phone: null, whatsapp: null, contactEmail: null }
    : provider;
  return {
    title: `${name} | ${site.appName}`,
    description,
    canonical,
    noindex: demo,
    openGraph: { siteName: site.appName },
    jsonLd: providerJsonLd(contacts, name, canonical, description),
  };
}

/** 'Medicina em Jataí-GO. Até 20% de desconto. Especialidades: Cardiologia e Pediatria.' */
export function providerDescription(provider: Partial<ProviderDetail>): string {
  const location = locationOf(provider);
  const sentences = [`${provider.area?.name ?? 'Conveniado'}${location ? ` em ${location}` : ''}.`];
  if (provider.discount && provider.discount > 0) {
    sentences.push(`Até ${provider.discount}% de desconto.`);
  }
  const specialties = provider.specialties?.map((specialty) => specialty.name) ?? [];
  if (specialties.length > 0) sentences.push(`Especialidades: ${listInPortuguese(specialties)}.`);
  return clip(sentences.join(' '));
}

function clip(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

function locationOf(provider: Partial<ProviderDetail>): string | undefined {
  const city = provider.city?.name;
  const state = provider.state?.id;
  if (city && state) return `${city}-${state}`;
  return city ?? state;
}

function listInPortuguese(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * schema.org MedicalBusiness: it covers clinics, practices, laboratories and opticians alike
 * (Physician would be wrong for most of them). Specialties go in `knowsAbout`: `medicalSpecialty`
 * only accepts schema.org's own English enumeration.
 */
function providerJsonLd(
  provider: Partial<ProviderDetail>,
  name: string,
  url: string,
  description: string,
): object {
  const street = [provider.address, provider.addressNumber, provider.complement]
    .filter(Boolean)
    .join(', ');
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street || undefined,
    addressLocality: provider.city?.name,
    addressRegion: provider.state?.id,
    postalCode: provider.zipCode ? formatZipCode(provider.zipCode) : undefined,
    addressCountry: 'BR',
  });
  const telephone = provider.phone || provider.whatsapp;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name,
    // The name is the company name when there is one: the trade name then adds something.
    legalName:
      provider.companyName && provider.tradeName && provider.tradeName !== provider.companyName
        ? provider.tradeName
        : undefined,
    description,
    url,
    address,
    telephone: telephone ? `+55${telephone.replace(/\D/g, '')}` : undefined,
    email: provider.contactEmail || undefined,
    hasMap:
      provider.locationLink && /^https?:\/\//i.test(provider.locationLink)
        ? provider.locationLink
        : undefined,
    knowsAbout: provider.specialties?.length
      ? provider.specialties.map((specialty) => specialty.name)
      : undefined,
  });
}

function formatZipCode(zipCode: string): string {
  return /^\d{8}$/.test(zipCode) ? `${zipCode.slice(0, 5)}-${zipCode.slice(5)}` : zipCode;
}

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}
