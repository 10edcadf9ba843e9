import type {
  PermissionAction,
  PermissionResource,
} from '../../../shared/constants/permissions.ts';

/**
 * The names of the permission matrix in pt-BR, as the sidebar names the screens each resource
 * guards ('settings' is the Descontos screen). One place for the matrix, the role details and
 * the reasons a control is disabled.
 */
export const PERMISSION_RESOURCE_LABELS: Record<PermissionResource, string> = {
  users: 'Usuários',
  providers: 'Conveniados',
  specialties: 'Especialidades',
  areas: 'Áreas de Atuação',
  fields: 'Campos',
  settings: 'Descontos',
  roles: 'Perfis de Acesso',
  reports: 'Avisos de Erro',
};

export const PERMISSION_ACTION_LABELS: Record<PermissionAction, string> = {
  create: 'Criar',
  read: 'Ler',
  update: 'Editar',
  delete: 'Excluir',
  configure: 'Configurar',
};
