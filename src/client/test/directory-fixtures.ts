import type {
  DirectoryLocations,
  ProviderCard,
  ProviderDetail,
  SearchResponse,
} from '../../shared/schemas/directory.ts';
import type { NamedItem } from '../../shared/schemas/reference.ts';
import { stubApi, type StubReply, type StubRoutes } from './api-stub.ts';

/** Test data and a fetch stub for the public directory (search, provider page, home). */

export const locationsFixture: DirectoryLocations = [
  {
    id: 'GO',
    name: 'Goiás',
    cities: [
      { id: 5208707, name: 'Goiânia' },
      { id: 5211909, name: 'Jataí' },
      { id: 5218805, name: 'Rio Verde' },
    ],
  },
  { id: 'SP', name: 'São Paulo', cities: [{ id: 3550308, name: 'São Paulo' }] },
];

export const specialtiesFixture: NamedItem[] = [
  { id: 1, name: 'Cardiologia' },
  { id: 2, name: 'Dermatologia' },
  { id: 3, name: 'Nutrição' },
  { id: 4, name: 'Pediatria' },
];

export function providerCardFixture(overrides: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id: 1,
    featured: false,
    demo: false,
    companyName: 'Clínica São Lucas',
    tradeName: 'Clínica São Lucas Ltda',
    discount: 20,
    phone: '(64) 3631-1000',
    whatsapp: '(64) 99999-1000',
    area: { id: 1, name: 'Medicina' },
    specialties: [
      { id: 1, name: 'Cardiologia' },
      { id: 4, name: 'Pediatria' },
    ],
    city: { id: 5211909, name: 'Jataí' },
    state: { id: 'GO', name: 'Goiás' },
    ...overrides,
  };
}

export function providerDetailFixture(overrides: Partial<ProviderDetail> = {}): ProviderDetail {
  return {
    ...providerCardFixture(),
    responsibleName: 'Marcelo Vilela de Assis',
    crNumber: 'CRM-GO 14872',
    contactEmail: 'contato@saolucas.com.br',
    address: 'Rua José Manoel Vilela',
    addressNumber: '1250',
    complement: null,
    neighborhood: 'Centro',
    zipCode: '75800014',
    locationLink: null,
    returnDays: 30,
    observations: 'Atendimento com hora marcada.',
    ...overrides,
  };
}

export function searchPage(
  items: ProviderCard[],
  total = items.length,
  nextCursor: string | null = null,
  totalCapped = false,
): SearchResponse {
  return { items, total, totalCapped, nextCursor };
}

export type DirectoryRoutes = Record<string, StubReply | ((url: URL) => StubReply)>;

/**
 * stubApi (the one fetch stub of the client tests) with the directory's defaults: the
 * locations and the specialties answer too. A function answer gets the URL (its query string).
 */
export function stubDirectoryApi(routes: DirectoryRoutes = {}) {
  const table: StubRoutes = {
    'GET /api/directory/locations': { body: locationsFixture },
    'GET /api/specialties': { body: specialtiesFixture },
  };
  for (const [key, reply] of Object.entries(routes)) {
    table[key] = typeof reply === 'function' ? (_body, url) => reply(url) : reply;
  }
  return stubApi(table);
}

/**
 * The query strings sent to `path`, in order ('q=clinica&estado=GO', ...), every one: a request
 * sent twice is a fault the tests must see.
 */
export function requestedQueries(fetchMock: ReturnType<typeof stubDirectoryApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.toString());
}
