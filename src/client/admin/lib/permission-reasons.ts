import type {
  PermissionAction,
  PermissionResource,
} from '../../../shared/constants/permissions.ts';
import { PERMISSION_RESOURCE_LABELS } from './permission-labels.ts';

const ACTION_VERBS: Record<PermissionAction, string> = {
  create: 'criar',
  read: 'ver',
  update: 'editar',
  delete: 'excluir',
  configure: 'configurar',
};

/**
 * Why a control is disabled (SPEC §6 gating): 'Seu perfil não tem permissão para excluir
 * conveniados.' Shown next to the control and read with it, so nobody wonders why it does nothing.
 */
export function permissionDeniedReason(
  resource: PermissionResource,
  action: PermissionAction,
): string {
  // The resource as the matrix names it, in lower case ('áreas de atuação').
  return `Seu perfil não tem permissão para ${ACTION_VERBS[action]} ${PERMISSION_RESOURCE_LABELS[resource].toLocaleLowerCase('pt-BR')}.`;
}
