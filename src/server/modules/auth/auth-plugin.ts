import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError, AppError } from '../../http/errors.ts';
import type { AccessCheck } from '../../http/route-access.ts';
import { hasPermission } from '../../../shared/permissions.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { resolveSession, type ResolvedSession, type SessionUser } from './session-service.ts';
import { SESSION_COOKIE } from './session-policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's cookie, resolved once per /api request. */
    session: ResolvedSession;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Por favor, faça login novamente.';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Você entrou com uma senha temporária. Defina uma nova senha para continuar.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The signed-in user, or a 401 that says whether the session expired. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.session.state === 'active') return request.session.user;
  if (request.session.state === 'expired') {
    throw new AppError(401, 'SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);
  }
  throw new UnauthorizedError();
}

/**
 * Cookies, the session of every /api request, and the refusal of cross-origin mutations: a
 * browser sends Origin (or Sec-Fetch-Site) with every POST/PUT/PATCH/DELETE, and only our own
 * origin may change anything (SameSite=Lax is the second line of defence).
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const appOrigin = new URL(app.config.appUrl).origin;
  const secure = app.config.appUrl.startsWith('https://');
  await app.register(cookie);
  app.decorateRequest('session', null as unknown as { state: 'none' });

  app.addHook('onRequest', async (request, reply) => {
    request.session = { state: 'none' };
    // Every mutation, whatever its path: the router decodes '/%61pi/...' into an /api route, so
    // a check on the raw URL could be walked around.
    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.host}`;
      const crossSite = origin
        ? origin !== appOrigin && origin !== ownOrigin
        : request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite) throw new ForbiddenError('Requisição de outra origem recusada.');
    }
    // Sessions matter to the routes that declare an access (every /api route), by the route
    // matched, not by the raw URL; static files and pages skip the lookup.
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.session = await resolveSession(app.database.db, token);
    // Cleared only by the answers that tell the person: /api/me's `sessionExpired` and a guarded
    // route's 401 SESSION_EXPIRED. A public answer clearing it silently (GET /api/site, sent
    // with /api/me at page load) made /api/me see no cookie at all, and the person was told
    // 'Você precisa estar logado' instead of 'Sua sessão expirou' (a CI flake of guards.spec).
    if (
      request.session.state === 'expired' &&
      (access.kind !== 'public' || request.routeOptions.url === '/api/me')
    ) {
      clearSessionCookie(reply, secure);
    }
  });
}

/** The session-aware access check of every non-public /api route (route-access.ts). */
export const sessionAccessCheck: AccessCheck = async (request, access) => {
  const user = requireUser(request);
  if (user.mustChangePassword && !request.routeOptions.config.allowedWithTemporaryPassword) {
    throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED_MESSAGE);
  }
  if (access.kind === 'signed-in') return;
  if (access.kind === 'provider') {
    // An administrator may also run a provider record of their own (SPEC §2 'Meu Perfil
    // Conveniado'); the provider routes find the record by the session's user, or answer 404.
    if (user.userType !== 'provider' && user.userType !== 'admin') throw new ForbiddenError();
    return;
  }
  if (access.kind === 'admin') {
    if (user.userType !== 'admin') throw new ForbiddenError();
    if (!access.permission) return;
    const { map } = await resolvePermissions(request.server.database.db, user, request.log);
    const granted = [access.permission, ...(access.orPermissions ?? [])].some((permission) => {
      const [resource, action] = permission.split(':') as [never, never];
      return hasPermission(map, resource, action);
    });
    if (!granted) {
      throw new ForbiddenError(access.refusal ?? 'Você não tem permissão para realizar esta ação.');
    }
  }
};
