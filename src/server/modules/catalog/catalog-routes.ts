import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  areaFormSchema,
  CATALOG_MESSAGES,
  catalogIdSchema,
  catalogQuerySchema,
  specialtyFormSchema,
  type CatalogKind,
} from '../../../shared/schemas/admin-catalog.ts';
import type { PermissionResource } from '../../../shared/constants/permissions.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import { createCatalogService } from './catalog-service.ts';

type WithId = { Params: { id: string } };

const SCREENS: { kind: CatalogKind; path: string; resource: PermissionResource }[] = [
  { kind: 'specialty', path: '/api/admin/specialties', resource: 'specialties' },
  { kind: 'area', path: '/api/admin/areas', resource: 'areas' },
];

const FORMS = { specialty: specialtyFormSchema, area: areaFormSchema };

/**
 * SPEC §2 Admin specialties and Admin areas: the same five routes for each list, each behind the
 * permission of its action on its own resource (`specialties:*`, `areas:*`).
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  for (const screen of SCREENS) registerScreen(app, screen);
};

function registerScreen(app: FastifyInstance, { kind, path, resource }: (typeof SCREENS)[number]) {
  // Renames and deletions reach the public directory's kept names at once in this process; the
  // database's 'directory_changed' notification tells the other processes (docs/decisions/020).
  const service = createCatalogService(app.database.db, kind, () =>
    app.directory.directoryChanged(),
  );
  const messages = CATALOG_MESSAGES[kind];
  const form = FORMS[kind];
  const idOf = (raw: string) => parseInput(catalogIdSchema(kind), raw);

  app.get(path, { config: { access: access.admin(`${resource}:read`) } }, async (request) =>
    service.list(parseInput(catalogQuerySchema, request.query)),
  );

  app.post(
    path,
    { config: { access: access.admin(`${resource}:create`) } },
    async (request, reply) => {
      const admin = requireUser(request);
      const item = await service.create(admin.id, parseInput(form, request.body));
      return reply.status(201).send({ message: messages.created, item });
    },
  );

  app.put<WithId>(
    `${path}/:id`,
    { config: { access: access.admin(`${resource}:update`) } },
    async (request) => {
      const admin = requireUser(request);
      const id = idOf(request.params.id);
      const item = await service.rename(admin.id, id, parseInput(form, request.body));
      return { message: messages.updated, item };
    },
  );

  app.delete<WithId>(
    `${path}/:id`,
    { config: { access: access.admin(`${resource}:delete`) } },
    async (request) => {
      const admin = requireUser(request);
      await service.delete(admin.id, idOf(request.params.id));
      return { message: messages.deleted };
    },
  );
}
