/** SPEC §3 users.user_type; 'user' is the default. */
export const USER_TYPES = ['user', 'provider', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** SPEC §3 users.status; 'active' on creation. Badge labels per SPEC §4 "User status". */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  pending: 'Pendente',
};

/** SPEC §9: password minimum at sign-up (user and provider). */
export const PASSWORD_MIN_LENGTH = 8;
