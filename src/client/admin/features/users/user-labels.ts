import type { AdminUserRow } from '../../../../shared/schemas/admin-users.ts';

export const USER_TYPE_LABELS: Record<AdminUserRow['userType'], string> = {
  user: 'Usuário',
  admin: 'Administrador',
  provider: 'Conveniado',
};

export const USER_STATUS_LABELS: Record<AdminUserRow['status'], string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  pending: 'Pendente',
};

/** SPEC §2: an administrator without a role. */
export const NO_ROLE_LABEL = 'Não definido';
