import { z } from 'zod';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../constants/permissions.ts';
import { USER_STATUSES, USER_TYPES } from '../constants/users.ts';

const actionMap = z.object(
  Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    (typeof PERMISSION_ACTIONS)[number],
    z.ZodBoolean
  >,
);

/** SPEC §6: per resource, the five actions; every value false for non-admins. */
export const permissionMapSchema = z.object(
  Object.fromEntries(PERMISSION_RESOURCES.map((resource) => [resource, actionMap])) as Record<
    (typeof PERMISSION_RESOURCES)[number],
    typeof actionMap
  >,
);
export type PermissionMap = z.infer<typeof permissionMapSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  adminRoleId: z.number().nullable(),
  adminRoleName: z.string().nullable(),
  mustChangePassword: z.boolean(),
  hasProviderProfile: z.boolean(),
  permissions: permissionMapSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/me: the signed-in user, or null; `sessionExpired` when the cookie was no longer valid. */
export const meResponseSchema = z.object({
  user: currentUserSchema.nullable(),
  sessionExpired: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/me/permissions: what the back-office's controls are gated on (SPEC §6). */
export const permissionsResponseSchema = z.object({
  permissions: permissionMapSchema,
  roleName: z.string().nullable(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;
