import { ADMIN_ROLE_MESSAGES } from '../../../../../shared/schemas/admin-roles.ts';
import { isApiError } from '../../../../lib/api-client.ts';

/** Where the roles table is shown: /admin/roles, or the users screen's third tab. */
export type RolesHost = 'roles' | 'users';

/**
 * SPEC §5 words a role in use one way per screen: the users screen's dialog gives the server's
 * count ('Este perfil está atribuído a 2 usuário(s)...'); the roles screen, whose table has a
 * Usuários column, 'Não é possível excluir um perfil que está sendo utilizado por usuários'.
 * Any other failure is SPEC §8's 'Erro ao excluir perfil: {msg}'.
 */
export function roleDeleteErrorMessage(host: RolesHost, error: unknown): string | null {
  if (isApiError(error) && error.status === 409) {
    return host === 'users' ? error.message : ADMIN_ROLE_MESSAGES.inUseOnRolesScreen;
  }
  return roleErrorMessage('excluir perfil', error);
}

/**
 * SPEC §8 'Erro ao criar perfil: {msg}', 'Erro ao atualizar perfil: {msg}', 'Erro ao excluir
 * perfil: {msg}', 'Erro ao salvar permissões: {msg}', where {msg} is the API client's message:
 * the server's reason (a name taken, the role in use with how many hold it, 'Admin Master'), or
 * why the server could not be reached, both already in Portuguese.
 */
export function roleErrorMessage(
  action: 'criar perfil' | 'atualizar perfil' | 'excluir perfil' | 'salvar permissões',
  error: unknown,
): string | null {
  if (!error) return null;
  const reason = error instanceof Error ? error.message : String(error);
  return `Erro ao ${action}: ${reason}`;
}

/** SPEC §8: the roles list could not be loaded. */
export const ROLES_LOAD_FAILED = 'Erro ao carregar perfis administrativos';

/** SPEC §8: the details dialog could not load the role's permissions. */
export const ROLE_PERMISSIONS_LOAD_FAILED = 'Não foi possível carregar as permissões deste perfil.';
