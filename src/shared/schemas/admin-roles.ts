import { z } from 'zod';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../constants/permissions.ts';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';

/** SPEC §5 and §8 texts of the roles screens; the rest are ours, in the same voice. */
export const ADMIN_ROLE_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  /** SPEC §5: the same check, worded so in the role dialog of the users screen. */
  nameRequiredOnUsersScreen: 'O nome do perfil é obrigatório.',
  nameTooLong: 'O nome do perfil deve ter no máximo 60 caracteres.',
  descriptionTooLong: 'A descrição deve ter no máximo 300 caracteres.',
  duplicate: (existing: string) => `Já existe o perfil "${existing}".`,
  notFound: 'Perfil não encontrado. Verifique se o ID é válido.',
  masterEdit: 'O perfil Admin Master não pode ser editado.',
  masterDelete: 'O perfil Admin Master não pode ser removido.',
  /** SPEC §5: a role in use, on the roles screen (whose table shows how many hold it). */
  inUseOnRolesScreen: 'Não é possível excluir um perfil que está sendo utilizado por usuários',
  inUse: (count: number) =>
    `Este perfil está atribuído a ${count} usuário(s). Remova a atribuição antes de excluir.`,
  invalidPermission: 'Permissão inválida.',
  cannotGrant: 'Você não pode conceder permissões que você não possui.',
  created: 'Perfil administrativo criado com sucesso',
  updated: 'Perfil administrativo atualizado com sucesso',
  deleted: 'Perfil administrativo excluído com sucesso',
  permissionsSaved: 'Permissões atualizadas com sucesso!',
  emptyPermissions: 'Este perfil não possui permissões definidas.',
} as const;

const M = ADMIN_ROLE_MESSAGES;

/** GET /api/admin/roles?q=&page= */
export const adminRolesQuerySchema = adminTableQuerySchema(['name'] as const);
export type AdminRolesQuery = z.infer<typeof adminRolesQuerySchema>;

export const adminRoleRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many users hold it: what blocks deleting. */
  userCount: z.number(),
});
export type AdminRoleRow = z.infer<typeof adminRoleRowSchema>;
export const adminRolesPageSchema = adminPageSchema(adminRoleRowSchema);

/** A role's name and optional description, `nameRequired` said when the name is blank. */
const roleFormSchema = (nameRequired: string) =>
  z.strictObject(
    {
      name: z
        .string({ error: nameRequired })
        .transform((value) => value.trim().replace(/\s+/g, ' '))
        .pipe(z.string().min(1, nameRequired).max(60, M.nameTooLong)),
      description: z
        .string({ error: M.descriptionTooLong })
        .trim()
        .max(300, M.descriptionTooLong)
        .nullable()
        .optional()
        .transform((value) => value || null),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Campo não permitido: ${issue.keys.join(', ')}`
          : undefined,
    },
  );

/** POST and PUT /api/admin/roles[/:id]: a name and an optional description. */
export const adminRoleFormSchema = roleFormSchema(M.nameRequired);
/** The same rules, checked by the users screen's 'Editar Perfil' with its SPEC wording. */
export const usersScreenRoleFormSchema = roleFormSchema(M.nameRequiredOnUsersScreen);
export type AdminRoleForm = z.output<typeof adminRoleFormSchema>;

const PERMISSIONS = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action) => `${resource}:${action}` as const),
) as [string, ...string[]];

/** PUT /api/admin/roles/:id/permissions: the whole matrix, as 'resource:action' strings. */
export const adminRolePermissionsSchema = z.strictObject(
  {
    permissions: z
      .array(z.enum(PERMISSIONS, { error: M.invalidPermission }), { error: M.invalidPermission })
      .max(PERMISSIONS.length * 2, M.invalidPermission)
      .transform((list) => [...new Set(list)].sort()),
  },
  // The other back-office bodies' wording, not zod's 'Chaves inválidas' (found by the
  // mass-assignment probes, issue 14).
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo não permitido: ${issue.keys.join(', ')}`
        : undefined,
  },
);

/** A role's id in the address. */
export const adminRoleIdSchema = z
  .string({ error: M.notFound })
  .regex(/^[1-9]\d{0,9}$/, M.notFound)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, M.notFound);

/** POST and PUT /api/admin/roles[/:id]: the message to show and the role as saved. */
export const adminRoleSavedSchema = z.object({ message: z.string(), role: adminRoleRowSchema });

/** GET and PUT /api/admin/roles/:id/permissions; 'Admin Master' has every one and is read-only. */
export const adminRolePermissionsResponseSchema = z.object({
  role: adminRoleRowSchema,
  permissions: z.array(z.string()),
  editable: z.boolean(),
});
export type AdminRolePermissionsResponse = z.infer<typeof adminRolePermissionsResponseSchema>;

export const adminRolePermissionsSavedSchema = adminRolePermissionsResponseSchema.extend({
  message: z.string(),
});
