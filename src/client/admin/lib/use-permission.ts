import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PermissionAction,
  PermissionResource,
} from '../../../shared/constants/permissions.ts';
import { hasPermission } from '../../../shared/permissions.ts';
import { permissionsResponseSchema } from '../../../shared/schemas/me.ts';
import { apiGet } from '../../lib/api-client.ts';
import { permissionDeniedReason } from './permission-reasons.ts';

/** GET /api/me/permissions: the signed-in person's permission map (all false for non-admins). */
export function permissionsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'permissions'],
    queryFn: ({ signal }) => apiGet('/api/me/permissions', permissionsResponseSchema, signal),
  });
}

export const PERMISSIONS_UNAVAILABLE =
  'Não foi possível verificar as permissões do seu perfil. Recarregue a página.';

export interface PermissionState {
  allowed: boolean;
  /** The map is still loading: controls wait, disabled, without claiming a refusal. */
  pending: boolean;
  /** Why the control is disabled, once the map says so. */
  reason: string | undefined;
}

/**
 * SPEC §6 gating, for display only: the server refuses the request anyway (403). Anything not
 * explicitly granted counts as refused, including a map that failed to load.
 */
export function usePermission(
  resource: PermissionResource,
  action: PermissionAction,
): PermissionState {
  const { data, isError } = useQuery(permissionsQueryOptions());
  if (!data) {
    return isError
      ? { allowed: false, pending: false, reason: PERMISSIONS_UNAVAILABLE }
      : { allowed: false, pending: true, reason: undefined };
  }
  const allowed = hasPermission(data.permissions, resource, action);
  return {
    allowed,
    pending: false,
    reason: allowed ? undefined : permissionDeniedReason(resource, action),
  };
}
