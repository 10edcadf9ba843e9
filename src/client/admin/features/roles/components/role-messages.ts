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
