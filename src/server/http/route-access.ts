import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionAction, PermissionResource } from '../../shared/constants/permissions.ts';
import { UnauthorizedError } from './errors.ts';

export type Permission = `${PermissionResource}:${PermissionAction}`;

/**
 * Who may call a route (DESIGN §1): nothing under /api is allowed by default. Every route passes
 * `config: { access }`; registering one without it fails at start.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'provider' }
  | {
      kind: 'admin';
      permission?: Permission;
      /** Other permissions that let the call through as well (any one of them suffices). */
      orPermissions?: readonly Permission[];
      /** The refusal the SPEC words for this action, instead of the generic one. */
      refusal?: string;
    };

export const access = {
  public: { kind: 'public' } as RouteAccess,
  signedIn: { kind: 'signed-in' } as RouteAccess,
  provider: { kind: 'provider' } as RouteAccess,
  admin: (permission?: Permission): RouteAccess => ({ kind: 'admin', permission }),
  /** Any one of `permissions`, refused with `refusal` (SPEC §6's wording for that action). */
  adminAnyOf: (
    [permission, ...orPermissions]: readonly [Permission, ...Permission[]],
    refusal?: string,
  ): RouteAccess => ({ kind: 'admin', permission, orPermissions, refusal }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The few signed-in routes a person who signed in with a temporary password may call before
     * choosing their own (DESIGN §2): choosing it, and reading who they are.
     */
    allowedWithTemporaryPassword?: true;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the deny-by-default test. */
    apiRoutes: { method: string; url: string; access: RouteAccess }[];
  }
}

/** Checks a non-public access; replaced by the session-aware check of the accounts module. */
export type AccessCheck = (request: FastifyRequest, access: RouteAccess) => Promise<void>;

const denyWithoutSession: AccessCheck = async () => {
  throw new UnauthorizedError();
};

export function registerRouteAccess(app: FastifyInstance, check: AccessCheck = denyWithoutSession) {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const declared = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!declared) {
      throw new Error(`A rota ${methods.join(',')} ${route.url} não declara quem pode chamá-la.`);
    }
    for (const method of methods) app.apiRoutes.push({ method, url: route.url, access: declared });
  });
  app.addHook('preHandler', async (request) => {
    // Decided by the route matched (its declaration), never by the raw URL: '/%61pi/x' reaches
    // the /api/x route. Only non-/api routes (pages, files, the 404 handler) have none.
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') return;
    await check(request, declared);
  });
}
