import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
} from './constants/permissions.ts';
import type { PermissionMap } from './schemas/me.ts';

/**
 * The one rule of SPEC §6 both sides apply: the server to refuse a request, the back-office to
 * show a control disabled. Anything not explicitly granted is refused.
 */
export function hasPermission(
  map: PermissionMap | null | undefined,
  resource: PermissionResource,
  action: PermissionAction,
): boolean {
  return map?.[resource]?.[action] === true;
}

/** Every action of every resource set to `granted` (false: a non-admin; true: Admin Master). */
export function permissionMapOf(granted: boolean): PermissionMap {
  return Object.fromEntries(
    PERMISSION_RESOURCES.map((resource) => [
      resource,
      Object.fromEntries(PERMISSION_ACTIONS.map((action) => [action, granted])),
    ]),
  ) as PermissionMap;
}
