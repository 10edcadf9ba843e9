import { vi } from 'vitest';
import type {
  DirectoryLocations,
  ProviderCard,
  ProviderDetail,
  SearchResponse,
} from '../../shared/schemas/directory.ts';
import type { NamedItem } from '../../shared/schemas/reference.ts';
import { siteInfoFixture, type StubReply } from './api-stub.ts';

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
 * Stubs fetch by 'METHOD /path' (the query string is given to function answers). The layout's
 * /api/site and /api/me, the locations and the specialties answer by default.
 */
export function stubDirectoryApi(routes: DirectoryRoutes = {}) {
  const table: DirectoryRoutes = {
    'GET /api/site': { body: siteInfoFixture },
    'GET /api/me': { body: { user: null } },
    'GET /api/directory/locations': { body: locationsFixture },
    'GET /api/specialties': { body: specialtiesFixture },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const entry = table[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof entry === 'function' ? entry(url) : entry;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The query strings sent to `path`, in order ('q=clinica&estado=GO', ...). A request repeated
 * at once is counted once: StrictMode mounts twice, and the first, cancelled request is redone.
 */
export function requestedQueries(fetchMock: ReturnType<typeof stubDirectoryApi>, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.toString())
    .filter((query, index, all) => index === 0 || all[index - 1] !== query);
}
