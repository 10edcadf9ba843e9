import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../shared/constants/permissions.ts';
import type { Database } from '../db/database.ts';
import { signedInAdmin } from '../test/personas.ts';
import { referenceIds, signedInProvider } from '../test/provider-fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { insertUser, signInCookie } from '../test/test-users.ts';
import type { Permission, RouteAccess } from './route-access.ts';

/**
 * Issue 14 item 1: every /api route × every kind of caller → the status the declarations
 * promise, from the routes the app registered. A route added without a row below fails the
 * first test; a route that answers a caller otherwise than its row says fails the second.
 */

/** Every route and who may call it; '|' separates permissions any one of which suffices. */
const ROUTES: Record<string, string> = {
  'GET /api/health': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/resend-confirmation': 'public',
  'POST /api/auth/confirm-email': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/me': 'public',
  'PATCH /api/me': 'signed-in',
  'POST /api/me/email': 'signed-in',
  'GET /api/me/permissions': 'signed-in',
  'GET /api/me/data': 'signed-in',
  'POST /api/me/password': 'signed-in',
  'POST /api/me/deletion': 'signed-in',
  'GET /api/specialties': 'public',
  'GET /api/areas': 'public',
  'GET /api/states': 'public',
  'GET /api/states/:stateId/cities': 'public',
  'GET /api/field-configurations': 'public',
  'GET /api/providers': 'public',
  'GET /api/providers/:id': 'public',
  'GET /api/directory/locations': 'public',
  'GET /api/site': 'public',
  'POST /api/providers/registration': 'public',
  'POST /api/providers/:id/events': 'public',
  'GET /api/me/provider/insights': 'provider',
  'GET /api/admin/providers/:id/insights': 'admin providers:read',
  'POST /api/providers/:id/reports': 'public',
  'GET /api/me/provider/reports': 'provider',
  'GET /api/admin/reports': 'admin reports:read',
  'PATCH /api/admin/reports/:id': 'admin reports:update',
  'GET /api/me/provider': 'provider',
  'PUT /api/me/provider': 'provider',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/providers': 'admin providers:read',
  'GET /api/admin/providers/:id': 'admin providers:read',
  'POST /api/admin/providers': 'admin providers:create',
  'PUT /api/admin/providers/:id': 'admin providers:update',
  'PATCH /api/admin/providers/:id/status': 'admin providers:update',
  'DELETE /api/admin/providers/:id': 'admin providers:delete',
  'GET /api/admin/fields': 'admin fields:read',
  'PUT /api/admin/fields': 'admin fields:configure|fields:update',
  'POST /api/admin/fields/missing': 'admin fields:configure|fields:create',
  'GET /api/admin/settings': 'admin settings:read',
  'POST /api/admin/settings': 'admin settings:create',
  'PUT /api/admin/settings/:id': 'admin settings:update',
  'DELETE /api/admin/settings/:id': 'admin settings:delete',
  'GET /api/admin/specialties': 'admin specialties:read',
  'POST /api/admin/specialties': 'admin specialties:create',
  'PUT /api/admin/specialties/:id': 'admin specialties:update',
  'DELETE /api/admin/specialties/:id': 'admin specialties:delete',
  'GET /api/admin/areas': 'admin areas:read',
  'POST /api/admin/areas': 'admin areas:create',
  'PUT /api/admin/areas/:id': 'admin areas:update',
  'DELETE /api/admin/areas/:id': 'admin areas:delete',
  'GET /api/admin/users': 'admin users:read',
  'GET /api/admin/users/role-options': 'admin users:create|users:update|roles:read',
  'POST /api/admin/users': 'admin users:create',
  'PUT /api/admin/users/:id': 'admin users:update',
  'DELETE /api/admin/users/:id': 'admin users:delete',
  'GET /api/admin/roles': 'admin roles:read',
  'POST /api/admin/roles': 'admin roles:create',
  'PUT /api/admin/roles/:id': 'admin roles:update',
  'DELETE /api/admin/roles/:id': 'admin roles:delete',
  'GET /api/admin/roles/:id/permissions': 'admin roles:read',
  'PUT /api/admin/roles/:id/permissions': 'admin roles:update',
};

function policyOf(access: RouteAccess): string {
  if (access.kind !== 'admin') return access.kind;
  const permissions = [access.permission, ...(access.orPermissions ?? [])].filter(Boolean);
  return permissions.length ? `admin ${permissions.join('|')}` : 'admin';
}

const CALLERS = ['visitor', 'user', 'provider', 'adminWithout', 'adminWith', 'master'] as const;
type Caller = (typeof CALLERS)[number];
/** 'through': past the access check (any answer but 401/403: 200, 400 for '{}', 404...). */
type Outcome = 401 | 403 | 'through';

function expected(policy: string, caller: Caller): Outcome {
  if (policy === 'public') return 'through';
  if (caller === 'visitor') return 401;
  if (policy === 'signed-in') return 'through';
  if (policy === 'provider') return caller === 'user' ? 403 : 'through';
  if (caller === 'user' || caller === 'provider') return 403;
  if (policy === 'admin') return 'through';
  return caller === 'adminWithout' ? 403 : 'through';
}

const ALL_PERMISSIONS = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action) => `${resource}:${action}` as Permission),
);

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const cookies = new Map<string, string>();

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  db = test.database.db;
  await app.ready();
});
afterAll(() => close());

async function cached(key: string, make: () => Promise<string>): Promise<string> {
  const known = cookies.get(key);
  if (known) return known;
  const made = await make();
  cookies.set(key, made);
  return made;
}

/** The Cookie header of `caller` for a route of `policy` (none for the visitor). */
async function cookieOf(caller: Caller, policy: string): Promise<string | undefined> {
  const granted = policy.startsWith('admin ') ? (policy.slice(6).split('|') as Permission[]) : [];
  switch (caller) {
    case 'visitor':
      return undefined;
    case 'user':
      return cached('user', async () => {
        const user = await insertUser(db);
        return signInCookie(app, user.email, user.password);
      });
    case 'provider':
      return cached('provider', async () => {
        return (await signedInProvider(app, db, await referenceIds(db))).cookie;
      });
    case 'master':
      return cached('master', async () => (await signedInAdmin(app, db, 'master')).cookie);
    case 'adminWith': {
      // The first permission that opens the route, alone (any admin for the dashboard).
      const [permission] = granted;
      if (!permission) return cookieOf('master', policy);
      return cached(`with ${permission}`, async () => {
        return (await signedInAdmin(app, db, [permission])).cookie;
      });
    }
    case 'adminWithout':
      // Every permission but the ones that open this route.
      return cached(`without ${policy}`, async () => {
        const others = ALL_PERMISSIONS.filter((permission) => !granted.includes(permission));
        return (await signedInAdmin(app, db, others)).cookie;
      });
  }
}

// Ids nobody has: an allowed caller reaches the handler and gets 404 (or 400), never a change.
const UNKNOWN_IDS: Record<string, string> = {
  ':id': '999999',
  ':stateId': 'ZZ',
};
const UNKNOWN_USER_ID = '00000000-0000-4000-8000-000000000000';

function urlOf(route: string): string {
  const [, path = ''] = route.split(' ');
  return path
    .replace(/^\/api\/admin\/users\/:id/, `/api/admin/users/${UNKNOWN_USER_ID}`)
    .replace(/:id|:stateId/g, (parameter) => UNKNOWN_IDS[parameter]!);
}

describe('the authorization matrix', () => {
  it('has a row for every registered /api route, matching its declaration', () => {
    const registered = app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [`${route.method} ${route.url}`, policyOf(route.access)] as const);
    expect(Object.fromEntries(registered)).toEqual(ROUTES);
  });

  it('answers every caller of every route as its row says, refusals in Portuguese', async () => {
    const mismatches: string[] = [];
    // Signing out ends the caller's session: last, so the other routes see it alive.
    const routes = Object.entries(ROUTES).sort(
      ([a], [b]) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')),
    );
    let calls = 0;
    for (const [route, policy] of routes) {
      const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      for (const caller of CALLERS) {
        const cookie = await cookieOf(caller, policy);
        calls += 1;
        const response = await app.inject({
          method,
          url: urlOf(route),
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          remoteAddress: `10.20.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
          ...(method === 'GET' ? {} : { payload: '{}' }),
        });
        const status = response.statusCode;
        const outcome: Outcome = status === 401 || status === 403 ? status : 'through';
        const want = expected(policy, caller);
        if (outcome !== want) mismatches.push(`${route} as ${caller}: ${status}, expected ${want}`);
        if (outcome !== 'through' && outcome === want) {
          const message = (response.json() as { error: { message: string } }).error.message;
          if (!/^(Você|Sua) /.test(message)) mismatches.push(`${route} as ${caller}: '${message}'`);
        }
        if (status >= 500) mismatches.push(`${route} as ${caller}: ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(Object.keys(ROUTES).length * CALLERS.length);
  }, 120_000);
});
