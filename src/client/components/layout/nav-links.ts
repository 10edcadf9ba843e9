import type { UserType } from '../../../shared/constants/users.ts';

/** SPEC §2 "Public layout": the public navigation, shared by the header, mobile menu and footer. */
export interface NavItem {
  label: string;
  to: string;
}

export const PUBLIC_NAV_LINKS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Pesquisar', to: '/pesquisa' },
  { label: 'Sobre', to: '/sobre' },
];

export const PROVIDER_SIGN_UP_LINK: NavItem = {
  label: 'Seja um Conveniado',
  to: '/conveniado/cadastro',
};

export const PROVIDER_AREA_LINK: NavItem = { label: 'Área do Conveniado', to: '/login' };

export const PROVIDER_PROFILE_LINK: NavItem = {
  label: 'Perfil Conveniado',
  to: '/perfil-conveniado',
};

export const ADMIN_LINK: NavItem = { label: 'Admin', to: '/admin' };

/**
 * SPEC §2: the header links for who is signed in. 'Seja um Conveniado' is hidden from providers,
 * who get 'Perfil Conveniado' instead; administrators also get 'Admin'.
 */
export function headerNavItems(userType: UserType | undefined): NavItem[] {
  return [
    ...PUBLIC_NAV_LINKS,
    userType === 'provider' ? PROVIDER_PROFILE_LINK : PROVIDER_SIGN_UP_LINK,
    ...(userType === 'admin' ? [ADMIN_LINK] : []),
  ];
}
