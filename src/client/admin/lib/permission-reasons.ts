import type {
  PermissionAction,
  PermissionResource,
} from '../../../shared/constants/permissions.ts';

const ACTION_VERBS: Record<PermissionAction, string> = {
  create: 'criar',
  read: 'ver',
  update: 'editar',
  delete: 'excluir',
  configure: 'configurar',
};

const RESOURCE_NOUNS: Record<PermissionResource, string> = {
  users: 'usuários',
  providers: 'conveniados',
  specialties: 'especialidades',
  areas: 'áreas de atuação',
  fields: 'campos',
  settings: 'descontos',
  roles: 'perfis de acesso',
};

/**
 * Why a control is disabled (SPEC §6 gating): 'Seu perfil não tem permissão para excluir
 * conveniados.' Shown next to the control and read with it, so nobody wonders why it does nothing.
 */
export function permissionDeniedReason(
  resource: PermissionResource,
  action: PermissionAction,
): string {
  return `Seu perfil não tem permissão para ${ACTION_VERBS[action]} ${RESOURCE_NOUNS[resource]}.`;
}
