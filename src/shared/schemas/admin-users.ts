import { z } from 'zod';
import { adminPageSchema, adminTableQuerySchema } from './admin-table.ts';

/** SPEC §2 Admin users, §5 Validation and §8 texts; the rest are ours, in the same voice. */
export const ADMIN_USER_MESSAGES = {
  nameTooShort: 'Nome deve ter pelo menos 3 caracteres',
  nameTooLong: 'Nome deve ter no máximo 120 caracteres',
  invalidEmail: 'Email inválido',
  invalidStatus: 'Status inválido: escolha ativo ou inativo.',
  invalidType: 'Tipo de usuário inválido: escolha usuário, administrador ou conveniado.',
  invalidRole: 'Perfil administrativo inválido.',
  roleOnlyForAdmins: 'Apenas usuários administrativos podem ter um perfil administrativo.',
  roleNotFound: 'Perfil não encontrado. Verifique se o ID é válido.',
  cannotGrant: 'Você não pode atribuir um perfil com permissões que você não possui.',
  emailTaken: 'Este e-mail já está em uso por outro usuário.',
  invalidList: 'Lista inválida: escolha usuários ou administradores.',
  created: 'Usuário criado com sucesso! Uma senha temporária foi gerada.',
  updated: 'Usuário atualizado com sucesso.',
  deleted: 'Usuário excluído com sucesso.',
  notFound: 'Usuário não encontrado.',
  invalidId: 'Usuário inválido.',
  emailReadOnly: 'O e-mail não pode ser alterado.',
  selfChange: 'Você não pode desativar, rebaixar ou trocar o perfil da sua própria conta.',
  selfDelete: 'Você não pode excluir sua própria conta.',
  cannotManage: 'Você não pode alterar um usuário cujo perfil tem permissões que você não possui.',
  lastMaster: 'Não é possível remover o último administrador ativo com o perfil Admin Master.',
  createFailed: 'Erro ao criar usuário: ',
} as const;

const NAME_MAX_LENGTH = 120;
const EMAIL_MAX_LENGTH = 254;

/**
 * The two lists of the users screen (decision 022): 'users' holds people of type user and
 * provider, 'admins' the administrators with their role's name. They never overlap.
 */
export const ADMIN_USER_LISTS = ['users', 'admins'] as const;
export type AdminUserList = (typeof ADMIN_USER_LISTS)[number];

export const ADMIN_USER_SORT_KEYS = ['name', 'email', 'createdAt'] as const;

/** GET /api/admin/users?list=&q=&page=&sort= */
export const adminUsersQuerySchema = adminTableQuerySchema(ADMIN_USER_SORT_KEYS, {
  list: z
    .enum(ADMIN_USER_LISTS, { error: ADMIN_USER_MESSAGES.invalidList })
    .optional()
    .transform((list) => list ?? 'users'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['user', 'provider', 'admin']),
  status: z.enum(['active', 'inactive', 'pending']),
  adminRoleId: z.number().nullable(),
  /** null: an administrator without a role ('Não definido'), or not an administrator. */
  roleName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUsersPageSchema = adminPageSchema(adminUserRowSchema);

const userFields = {
  name: z
    .string({ error: ADMIN_USER_MESSAGES.nameTooShort })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(3, ADMIN_USER_MESSAGES.nameTooShort)
        .max(NAME_MAX_LENGTH, ADMIN_USER_MESSAGES.nameTooLong),
    ),
  email: z
    .string({ error: ADMIN_USER_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, ADMIN_USER_MESSAGES.invalidEmail)
    .pipe(z.email({ error: ADMIN_USER_MESSAGES.invalidEmail })),
  status: z.enum(['active', 'inactive'], { error: ADMIN_USER_MESSAGES.invalidStatus }),
  userType: z.enum(['user', 'admin', 'provider'], { error: ADMIN_USER_MESSAGES.invalidType }),
  adminRoleId: z
    .number({ error: ADMIN_USER_MESSAGES.invalidRole })
    .int(ADMIN_USER_MESSAGES.invalidRole)
    .min(1, ADMIN_USER_MESSAGES.invalidRole)
    .max(2_147_483_647, ADMIN_USER_MESSAGES.invalidRole)
    .nullable()
    .optional()
    .transform((id) => id ?? null),
};

const unknownKeys = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.includes('email')
        ? ADMIN_USER_MESSAGES.emailReadOnly
        : `Campo não permitido: ${issue.keys.join(', ')}`
      : undefined,
};

// Refused rather than dropped: a role sent with another type is a mistake the admin should see.
const roleOnlyForAdmins: [
  (input: { userType: string; adminRoleId: number | null }) => boolean,
  { message: string; path: string[] },
] = [
  (input) => input.adminRoleId === null || input.userType === 'admin',
  { message: ADMIN_USER_MESSAGES.roleOnlyForAdmins, path: ['adminRoleId'] },
];

/** POST /api/admin/users ('Adicionar Usuário'). SPEC §5: the first message is shown. */
export const adminUserCreationSchema = z
  .strictObject(userFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campo não permitido: ${issue.keys.join(', ')}`
        : undefined,
  })
  .refine(...roleOnlyForAdmins);
export type AdminUserCreation = z.output<typeof adminUserCreationSchema>;
export type AdminUserCreationValues = z.input<typeof adminUserCreationSchema>;

/** PUT /api/admin/users/:id ('Editar Usuário'): every field but the e-mail, which is read-only. */
export const adminUserUpdateSchema = z
  .strictObject(
    {
      name: userFields.name,
      status: userFields.status,
      userType: userFields.userType,
      adminRoleId: userFields.adminRoleId,
    },
    unknownKeys,
  )
  .refine(...roleOnlyForAdmins);
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

/** A user's id in the address: a UUID, else a clear 400 rather than a database error. */
export const adminUserIdSchema = z
  .string({ error: ADMIN_USER_MESSAGES.invalidId })
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    ADMIN_USER_MESSAGES.invalidId,
  );

export const adminUserCreatedSchema = z.object({
  message: z.string(),
  user: adminUserRowSchema,
  /** Shown once to the admin; never stored in clear. */
  temporaryPassword: z.string(),
});

/**
 * GET /api/admin/users/role-options: every role for the 'Perfil administrativo' select of the
 * user dialogs, each saying whether the signed-in admin may hand it out (decision 022: nobody
 * grants what they do not hold), so the select can say so before the server refuses.
 */
export const adminRoleOptionsSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), grantable: z.boolean() })),
});
export type AdminRoleOption = z.infer<typeof adminRoleOptionsSchema>['items'][number];
