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

// SPEC §2: hidden from signed-in providers; the accounts issue will filter it by session.
export const PROVIDER_SIGN_UP_LINK: NavItem = {
  label: 'Seja um Conveniado',
  to: '/conveniado/cadastro',
};

export const PROVIDER_AREA_LINK: NavItem = { label: 'Área do Conveniado', to: '/login' };
