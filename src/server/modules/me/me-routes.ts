import type { FastifyPluginAsync } from 'fastify';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  updateNameSchema,
} from '../../../shared/schemas/auth.ts';
import type { MeResponse, PermissionsResponse } from '../../../shared/schemas/me.ts';
import { resolvePermissions } from '../permissions/permissions-service.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { clearSessionCookie, requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { changePassword, getCurrentUser, requestEmailChange, updateName } from './me-service.ts';
import { deleteOwnAccount } from './account-deletion.ts';
import { collectMyData } from './my-data.ts';

export const meRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  // Public on purpose: the interface asks it on every load, signed in or not.
  app.get('/api/me', { config: { access: access.public } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { session } = request;
    if (session.state !== 'active') {
      const body: MeResponse = { user: null };
      if (session.state === 'expired') body.sessionExpired = true;
      return body;
    }
    return { user: await getCurrentUser(deps.db, session.user.id, request.log) } as MeResponse;
  });

  const signedIn = { config: { access: access.signedIn } };

  app.patch('/api/me', signedIn, async (request) => {
    const user = requireUser(request);
    const { name } = parseInput(updateNameSchema, request.body);
    await updateName(deps.db, user.id, name);
    return {
      message: 'Nome atualizado com sucesso!',
      user: await getCurrentUser(deps.db, user.id, request.log),
    };
  });

  // LGPD data portability: a file to keep, never cached (my-data.ts says what is in it).
  app.get('/api/me/data', signedIn, async (request, reply) => {
    const user = requireUser(request);
    const data = await collectMyData(deps.db, user.id);
    const day = data.geradoEm.slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="meus-dados-${day}.json"`)
      .send(data);
  });

  // LGPD deletion (account-deletion.ts): the account, its sessions and provider record go.
  app.post('/api/me/deletion', signedIn, async (request, reply) => {
    const user = requireUser(request);
    const { password } = parseInput(deleteAccountSchema, request.body);
    const message = await deleteOwnAccount(deps, user, { password });
    clearSessionCookie(reply, app.config.appUrl.startsWith('https://'));
    return { message };
  });

  app.post('/api/me/email', signedIn, async (request) => {
    const user = requireUser(request);
    const { email } = parseInput(changeEmailSchema, request.body);
    return { message: await requestEmailChange(deps, user, email) };
  });

  // The back-office gates its controls on this map (usePermission); the server checks again.
  app.get(
    '/api/me/permissions',
    { config: { access: access.signedIn, allowedWithTemporaryPassword: true } },
    async (request, reply) => {
      const { map, roleName } = await resolvePermissions(
        deps.db,
        requireUser(request),
        request.log,
      );
      const body: PermissionsResponse = { permissions: map, roleName };
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  const choosingPassword = {
    config: { access: access.signedIn, allowedWithTemporaryPassword: true as const },
  };
  app.post('/api/me/password', choosingPassword, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    return { message: await changePassword(deps.db, user, input) };
  });
};
