import { vi } from 'vitest';
import type { PermissionAction, PermissionResource } from '../../shared/constants/permissions.ts';
import { permissionMapOf } from '../../shared/permissions.ts';
import type { CurrentUser, PermissionMap } from '../../shared/schemas/me.ts';
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
  discountOptions: [10, 20, 30, 40, 50],
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
      reports: noPermissions,
    },
    ...overrides,
  };
}

/** A role's permission map: only the listed actions granted (SPEC §6). */
export function permissionMapFixture(
  grants: Partial<Record<PermissionResource, PermissionAction[]>> = {},
): PermissionMap {
  const map = permissionMapOf(false);
  for (const [resource, actions] of Object.entries(grants) as [
    PermissionResource,
    PermissionAction[],
  ][]) {
    for (const action of actions) map[resource][action] = true;
  }
  return map;
}

/** GET /api/me/permissions: Admin Master (every action) unless a narrower map is given. */
export function permissionsReply(permissions: PermissionMap = permissionMapOf(true)): StubReply {
  const master = Object.values(permissions).every((actions) =>
    Object.values(actions).every(Boolean),
  );
  return { body: { permissions, roleName: master ? 'Admin Master' : 'Atendimento' } };
}

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * 'POST /api/auth/sign-in' -> the answer, or a function of the JSON body sent and of the address
 * asked (for answers that depend on the query: a table's page, search or sort).
 */
export type StubRoutes = Record<
  string,
  StubReply | ((body: unknown, url: URL) => StubReply | Promise<StubReply>)
>;

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
    const reply = typeof entry === 'function' ? await entry(body, url) : entry;
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
