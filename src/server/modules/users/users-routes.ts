import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_USER_MESSAGES as M,
  adminUserCreationSchema,
  adminUserIdSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '../../../shared/schemas/admin-users.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { deleteUser, updateUser } from './user-changes.ts';
import { roleOptions } from './role-options.ts';
import { createUserWithAccount } from './user-creation.ts';
import { usersRepository } from './users-repository.ts';

/**
 * SPEC §2 Admin users ('Gerenciar Usuários'), each route behind the permission of its action on
 * `users` (decision 022). Answers are never cached: they carry e-mails and a temporary password.
 */
type WithId = { Params: { id: string } };

export const usersRoutes: FastifyPluginAsync<{ deps: AuthDeps }> = async (app, { deps }) => {
  const db = deps.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/users', { config: { access: access.admin('users:read') } }, async (request) =>
    usersRepository.page(db, parseInput(adminUsersQuerySchema, request.query)),
  );

  // The role select of 'Adicionar Usuário' and 'Editar Usuário': whoever may open either dialog.
  app.get(
    '/api/admin/users/role-options',
    { config: { access: access.adminAnyOf(['users:create', 'users:update', 'roles:read']) } },
    async (request) => ({ items: await roleOptions(db, requireUser(request)) }),
  );

  app.post(
    '/api/admin/users',
    { config: { access: access.admin('users:create') } },
    async (request, reply) => {
      const admin = requireUser(request);
      const input = parseInput(adminUserCreationSchema, request.body);
      const created = await createUserWithAccount({ ...deps, log: request.log }, admin, input);
      return reply.status(201).send({ message: M.created, ...created });
    },
  );

  app.put<WithId>(
    '/api/admin/users/:id',
    { config: { access: access.admin('users:update') } },
    async (request) => {
      const admin = requireUser(request);
      const id = parseInput(adminUserIdSchema, request.params.id);
      const input = parseInput(adminUserUpdateSchema, request.body);
      const user = await updateUser(db, admin, id, input, request.log);
      return { message: M.updated, user };
    },
  );

  app.delete<WithId>(
    '/api/admin/users/:id',
    { config: { access: access.admin('users:delete') } },
    async (request) => {
      const admin = requireUser(request);
      const id = parseInput(adminUserIdSchema, request.params.id);
      await deleteUser(db, admin, id, request.log);
      return { message: M.deleted };
    },
  );
};
