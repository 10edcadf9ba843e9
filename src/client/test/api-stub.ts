import { vi } from 'vitest';
import type { CurrentUser } from '../../shared/schemas/me.ts';
import type { SiteInfo } from '../../shared/schemas/site.ts';

export const siteInfoFixture: SiteInfo = {
  appName: 'Saúde Conveniada',
  contactEmail: 'contato@saudeconveniada.com.br',
  contactPhone: '(64) 99999-0000',
  servedCities: [
    { id: 5211909, name: 'Jataí', stateId: 'GO' },
    { id: 5218805, name: 'Rio Verde', stateId: 'GO' },
    { id: 5208707, name: 'Goiânia', stateId: 'GO' },
  ],
  demoData: false,
};

const noPermissions = {
  create: false,
  read: false,
  update: false,
  delete: false,
  configure: false,
};

export function userFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0b5c3f7e-8a61-4c1f-9d7e-2f4a6b8c0d11',
    name: 'Ana Maria Souza',
    email: 'ana@exemplo.com.br',
    userType: 'user',
    status: 'active',
    adminRoleId: null,
    adminRoleName: null,
    mustChangePassword: false,
    hasProviderProfile: false,
    permissions: {
      users: noPermissions,
      providers: noPermissions,
      specialties: noPermissions,
      areas: noPermissions,
      fields: noPermissions,
      settings: noPermissions,
      roles: noPermissions,
    },
    ...overrides,
  };
}

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** 'POST /api/auth/sign-in' -> the answer, or a function of the JSON body sent. */
export type StubRoutes = Record<string, StubReply | ((body: unknown) => StubReply)>;

export function apiError(status: number, code: string, message: string, field?: string): StubReply {
  return { status, body: { error: { code, message, field } } };
}

/**
 * Stubs the global fetch with answers per 'METHOD /path'. /api/site and /api/me (a visitor)
 * answer by default; anything else is a 404 in the API's error format.
 */
export function stubApi(routes: StubRoutes = {}) {
  const table: StubRoutes = {
    'GET /api/site': { body: siteInfoFixture },
    'GET /api/me': { body: { user: null } },
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const entry = table[key];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = typeof entry === 'function' ? entry(body) : entry;
    const {
      status = 200,
      body: replyBody,
      headers = {},
    } = reply ?? apiError(404, 'NOT_FOUND', 'Não encontrado.');
    return new Response(replyBody === undefined ? null : JSON.stringify(replyBody), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to 'METHOD /path', in order. */
export function sentBodies(fetchMock: ReturnType<typeof stubApi>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
