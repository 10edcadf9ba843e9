import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  FIELD_CONFIGURATION_MESSAGES as FM,
  addMissingFieldsSchema,
  fieldConfigurationSaveSchema,
} from '../../../shared/schemas/admin-fields.ts';
import {
  SETTING_MESSAGES as SM,
  settingIdSchema,
  settingSchema,
  settingsQuerySchema,
} from '../../../shared/schemas/admin-settings.ts';
import { parseInput } from '../../http/parse.ts';
import { access } from '../../http/route-access.ts';
import { requireUser } from '../auth/auth-plugin.ts';
import {
  FIELD_CONFIGURATION_CHANNEL,
  addMissingFields,
  listFieldConfigurations,
  saveFieldConfigurations,
} from './field-configuration-service.ts';
import { createSetting, deleteSetting, listSettings, updateSetting } from './settings-service.ts';

type WithId = { Params: { id: string } };

/**
 * SPEC §2 'Campos' and 'Descontos'. Saving the field configuration needs `fields:configure` or
 * `fields:update`, adding the missing fields `fields:configure` or `fields:create`, each refused
 * with the SPEC's words (§6 Gating). Answers are never cached.
 */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/fields', { config: { access: access.admin('fields:read') } }, async () =>
    listFieldConfigurations(db),
  );

  app.put(
    '/api/admin/fields',
    { config: { access: access.adminAnyOf(['fields:configure', 'fields:update'], FM.cannotSave) } },
    async (request) => {
      const admin = requireUser(request);
      const input = parseInput(fieldConfigurationSaveSchema, request.body);
      const fields = await saveFieldConfigurations(db, admin.id, input.fields);
      // This process at once; the others at the notification of the commit (below).
      app.directory.fieldVisibility.invalidate();
      return { message: FM.saved, fields };
    },
  );

  app.post(
    '/api/admin/fields/missing',
    { config: { access: access.adminAnyOf(['fields:configure', 'fields:create'], FM.cannotAdd) } },
    async (request) => {
      const admin = requireUser(request);
      parseInput(addMissingFieldsSchema, request.body ?? undefined);
      const result = await addMissingFields(db, admin.id);
      app.directory.fieldVisibility.invalidate();
      return { message: FM.added(result.added), ...result };
    },
  );

  app.get(
    '/api/admin/settings',
    { config: { access: access.admin('settings:read') } },
    async (request) => listSettings(db, parseInput(settingsQuerySchema, request.query)),
  );

  app.post(
    '/api/admin/settings',
    { config: { access: access.admin('settings:create') } },
    async (request, reply) => {
      const admin = requireUser(request);
      const setting = await createSetting(db, admin.id, parseInput(settingSchema, request.body));
      return reply.status(201).send({ message: SM.created, setting });
    },
  );

  app.put<WithId>(
    '/api/admin/settings/:id',
    { config: { access: access.admin('settings:update') } },
    async (request) => {
      const admin = requireUser(request);
      const id = parseInput(settingIdSchema, request.params.id);
      const input = parseInput(settingSchema, request.body);
      return { message: SM.updated, setting: await updateSetting(db, admin.id, id, input) };
    },
  );

  app.delete<WithId>(
    '/api/admin/settings/:id',
    { config: { access: access.admin('settings:delete') } },
    async (request) => {
      const admin = requireUser(request);
      await deleteSetting(db, admin.id, parseInput(settingIdSchema, request.params.id));
      return { message: SM.deleted };
    },
  );
};

/**
 * The back-office's field configuration and discount settings. Needs app.directory
 * (registerDirectory): a saved field configuration drops its visibility cache in every process.
 */
export async function registerConfiguration(app: FastifyInstance): Promise<void> {
  const visibility = app.directory.fieldVisibility;
  const stop = await app.database.listen(FIELD_CONFIGURATION_CHANNEL, () =>
    visibility.invalidate(),
  );
  app.addHook('onClose', async () => {
    await stop().catch(() => {});
  });
  await app.register(routes);
}
