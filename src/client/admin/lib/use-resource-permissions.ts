import type { PermissionResource } from '../../../shared/constants/permissions.ts';
import { usePermission, type PermissionState } from './use-permission.ts';

export interface ResourcePermissions {
  read: PermissionState;
  create: PermissionState;
  update: PermissionState;
  delete: PermissionState;
}

/** The four actions a back-office list gates (SPEC §6), for one resource. */
export function useResourcePermissions(resource: PermissionResource): ResourcePermissions {
  return {
    read: usePermission(resource, 'read'),
    create: usePermission(resource, 'create'),
    update: usePermission(resource, 'update'),
    delete: usePermission(resource, 'delete'),
  };
}
