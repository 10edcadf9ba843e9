import type {
  DirectoryLocations,
  ProviderDetail,
  SearchResponse,
} from '../../shared/schemas/directory.ts';
import type { NamedItem } from '../../shared/schemas/reference.ts';
import type { SiteInfo } from '../../shared/schemas/site.ts';
import type { ResponseParser } from './api-client.ts';
import {
  array,
  boolean,
  nullable,
  number,
  object,
  optional,
  responseParser,
  string,
} from './json-shape.ts';

/*
 * The public pages' API contracts (src/shared/schemas/directory.ts, reference.ts, site.ts),
 * checked without zod. The annotations make `tsc` compare each parser with the shared type.
 */
const namedItem = object({ id: number, name: string });
const state = object({ id: string, name: string });
const optionalText = optional(nullable(string));

const cardShape = {
  id: number,
  featured: boolean,
  demo: boolean,
  companyName: optional(string),
  tradeName: optionalText,
  discount: optional(number),
  phone: optionalText,
  whatsapp: optionalText,
  area: optional(nullable(namedItem)),
  specialties: optional(array(namedItem)),
  city: optional(nullable(namedItem)),
  state: optional(nullable(state)),
};

export const searchResponseParser: ResponseParser<SearchResponse> = responseParser(
  object({
    items: array(object(cardShape)),
    total: number,
    totalCapped: optional(boolean),
    nextCursor: nullable(string),
  }),
);

export const providerDetailParser: ResponseParser<ProviderDetail> = responseParser(
  object({
    ...cardShape,
    specialties: optional(array(object({ id: number, name: string, rqe: optional(string) }))),
    cpfCnpj: optional(string),
    responsibleName: optionalText,
    crNumber: optionalText,
    contactEmail: optionalText,
    address: optionalText,
    addressNumber: optionalText,
    complement: optionalText,
    neighborhood: optionalText,
    zipCode: optionalText,
    locationLink: optionalText,
    returnDays: optional(number),
    observations: optionalText,
  }),
);

export const directoryLocationsParser: ResponseParser<DirectoryLocations> = responseParser(
  array(object({ id: string, name: string, cities: array(namedItem) })),
);

export const namedItemsParser: ResponseParser<NamedItem[]> = responseParser(array(namedItem));

export const siteInfoParser: ResponseParser<SiteInfo> = responseParser(
  object({
    appName: string,
    contactEmail: nullable(string),
    contactPhone: nullable(string),
    servedCities: array(object({ id: number, name: string, stateId: string })),
    demoData: boolean,
    discountOptions: optional(array(number)),
  }),
);
