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

/** POST /api/admin/users ('Adicionar Usuário'). SPEC §5: the first message is shown. */
export const adminUserCreationSchema = z
  .strictObject(
    {
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
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Campo não permitido: ${issue.keys.join(', ')}`
          : undefined,
    },
  )
  // Refused rather than dropped: a role sent with another type is a mistake the admin should see.
  .refine((input) => input.adminRoleId === null || input.userType === 'admin', {
    message: ADMIN_USER_MESSAGES.roleOnlyForAdmins,
    path: ['adminRoleId'],
  });
export type AdminUserCreation = z.output<typeof adminUserCreationSchema>;
export type AdminUserCreationValues = z.input<typeof adminUserCreationSchema>;

export const adminUserCreatedSchema = z.object({
  message: z.string(),
  user: adminUserRowSchema,
  /** Shown once to the admin; never stored in clear. */
  temporaryPassword: z.string(),
});
