/**
 * SPEC §3/§6: permission resources and actions. 'areas' is checked on the areas screen, so it is a
 * resource like the others.
 */
export const PERMISSION_RESOURCES = [
  'users',
  'providers',
  'specialties',
  'areas',
  'fields',
  'settings',
  'roles',
  // Reports of wrong information on provider pages (issue 15 item 2; decision 034).
  'reports',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = ['create', 'read', 'update', 'delete', 'configure'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** SPEC §3: the role whose holders have every action on every resource. */
export const ADMIN_MASTER_ROLE_NAME = 'Admin Master';
