import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_ROLE_MESSAGES as M,
  adminRoleFormSchema,
  adminRoleIdSchema,
  adminRolePermissionsSchema,
  adminRolesQuerySchema,
} from '../../../shared/schemas/admin-roles.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import { rolesRepository } from './roles-repository.ts';
import {
  createRole,
  deleteRole,
  rolePermissions,
  saveRolePermissions,
  updateRole,
} from './roles-service.ts';

type WithId = { Params: { id: string } };

/** SPEC §2 Admin roles and the permission matrix, each route behind `roles:*` (decision 022). */
export const rolesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const idOf = (raw: string) => parseInput(adminRoleIdSchema, raw);

  app.get('/api/admin/roles', { config: { access: access.admin('roles:read') } }, async (request) =>
    rolesRepository.page(db, parseInput(adminRolesQuerySchema, request.query)),
  );

  app.post(
    '/api/admin/roles',
    { config: { access: access.admin('roles:create') } },
    async (request, reply) => {
      const role = await createRole(
        db,
        requireUser(request),
        parseInput(adminRoleFormSchema, request.body),
      );
      return reply.status(201).send({ message: M.created, role });
    },
  );

  app.put<WithId>(
    '/api/admin/roles/:id',
    { config: { access: access.admin('roles:update') } },
    async (request) => {
      const admin = requireUser(request);
      const id = idOf(request.params.id);
      const role = await updateRole(db, admin, id, parseInput(adminRoleFormSchema, request.body));
      return { message: M.updated, role };
    },
  );

  app.delete<WithId>(
    '/api/admin/roles/:id',
    { config: { access: access.admin('roles:delete') } },
    async (request) => {
      await deleteRole(db, requireUser(request), idOf(request.params.id));
      return { message: M.deleted };
    },
  );

  app.get<WithId>(
    '/api/admin/roles/:id/permissions',
    { config: { access: access.admin('roles:read') } },
    async (request) => rolePermissions(db, idOf(request.params.id)),
  );

  app.put<WithId>(
    '/api/admin/roles/:id/permissions',
    { config: { access: access.admin('roles:update') } },
    async (request) => {
      const admin = requireUser(request);
      const id = idOf(request.params.id);
      const { permissions } = parseInput(adminRolePermissionsSchema, request.body);
      return {
        message: M.permissionsSaved,
        ...(await saveRolePermissions(db, admin, id, permissions)),
      };
    },
  );
};
