import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
} from '../../../shared/schemas/auth.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { getCurrentUser } from '../me/me-service.ts';
import { clearSessionCookie, setSessionCookie } from './auth-plugin.ts';
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signUp,
  type AuthDeps,
} from './auth-service.ts';
import { createSession, destroySession } from './session-service.ts';
import { SESSION_COOKIE } from './session-policy.ts';

/** Where a person lands after signing in by a confirmation link (SPEC §4 Login). */
function homeFor(userType: string): string {
  if (userType === 'admin') return '/admin';
  if (userType === 'provider') return '/perfil-conveniado';
  return '/';
}

export const authRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  const secure = app.config.appUrl.startsWith('https://');
  const isPublic = { config: { access: access.public } };

  const startSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; userType: string },
  ) => {
    const { token, maxAgeSeconds } = await createSession(
      deps.db,
      user,
      request.headers['user-agent'],
    );
    setSessionCookie(reply, token, maxAgeSeconds, secure);
  };

  app.post('/api/auth/sign-up', isPublic, async (request, reply) => {
    const input = parseInput(signUpSchema, request.body);
    const message = await signUp(deps, input, request.ip);
    return reply.status(201).send({ message });
  });

  app.post('/api/auth/sign-in', isPublic, async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const user = await signIn(deps, input, request.ip);
    await startSession(request, reply, user);
    return { user: await getCurrentUser(deps.db, user.id, request.log) };
  });

  app.post('/api/auth/sign-out', isPublic, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await destroySession(deps.db, token);
    clearSessionCookie(reply, secure);
    return reply.status(204).send();
  });

  app.post('/api/auth/resend-confirmation', isPublic, async (request) => {
    const { email } = parseInput(resendConfirmationSchema, request.body);
    return { message: await resendConfirmation(deps, email, request.ip) };
  });

  app.post('/api/auth/confirm-email', isPublic, async (request, reply) => {
    const { token } = parseInput(tokenSchema, request.body);
    const result = await confirmEmail(deps, token);
    if (result.kind === 'email-changed') return { message: result.message, redirectTo: '/perfil' };
    await startSession(request, reply, result.user);
    return {
      message: 'E-mail confirmado com sucesso!',
      redirectTo: homeFor(result.user.userType),
      user: await getCurrentUser(deps.db, result.user.id, request.log),
    };
  });

  app.post('/api/auth/forgot-password', isPublic, async (request) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    return { message: await requestPasswordReset(deps, email, request.ip) };
  });

  app.post('/api/auth/reset-password', isPublic, async (request, reply) => {
    const { token, password } = parseInput(resetPasswordSchema, request.body);
    const message = await resetPassword(deps, token, password);
    // Every session of the user ended, including one this browser may hold.
    clearSessionCookie(reply, secure);
    return { message };
  });
};
