import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
} from '../../../../shared/constants/permissions.ts';

/** A permission as the API lists it: 'users:read'. */
export const permissionKey = (resource: PermissionResource, action: PermissionAction) =>
  `${resource}:${action}`;

/** The resources a role has anything on, each with its actions, in the matrix's order. */
export function groupByResource(
  permissions: readonly string[],
): { resource: PermissionResource; actions: PermissionAction[] }[] {
  const held = new Set(permissions);
  return PERMISSION_RESOURCES.map((resource) => ({
    resource,
    actions: PERMISSION_ACTIONS.filter((action) => held.has(permissionKey(resource, action))),
  })).filter((group) => group.actions.length > 0);
}
