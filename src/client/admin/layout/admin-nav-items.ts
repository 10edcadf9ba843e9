import {
  Briefcase,
  Building2,
  FileSliders,
  Flag,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  Percent,
  Shield,
  Stethoscope,
  UserRound,
  Users,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path marks it current (the dashboard, the public area). */
  end?: boolean;
}

const DASHBOARD: AdminNavItem = {
  label: 'Dashboard',
  to: '/admin',
  icon: LayoutDashboard,
  end: true,
};

export const ADMIN_SCREENS: readonly AdminNavItem[] = [
  DASHBOARD,
  { label: 'Usuários', to: '/admin/users', icon: Users },
  { label: 'Conveniados', to: '/admin/providers', icon: Building2 },
  { label: 'Avisos de Erro', to: '/admin/reports', icon: Flag },
  { label: 'Especialidades', to: '/admin/specialties', icon: Stethoscope },
  { label: 'Áreas de Atuação', to: '/admin/areas', icon: Briefcase },
  { label: 'Campos', to: '/admin/fields', icon: FileSliders },
  { label: 'Descontos', to: '/admin/discounts', icon: Percent },
  { label: 'Perfis de Acesso', to: '/admin/roles', icon: Shield },
];

export const OWN_PROVIDER_PROFILE: AdminNavItem = {
  label: 'Meu Perfil Conveniado',
  to: '/perfil-conveniado',
  icon: UserRound,
};

export const PUBLIC_AREA: AdminNavItem = { label: 'Área Pública', to: '/', icon: Globe, end: true };

/**
 * SPEC §2 "Admin layout": the sidebar, in order. An administrator who also has a provider record
 * gets 'Meu Perfil Conveniado' before the last item.
 */
export function adminNavItems(hasProviderProfile: boolean): AdminNavItem[] {
  return [...ADMIN_SCREENS, ...(hasProviderProfile ? [OWN_PROVIDER_PROFILE] : []), PUBLIC_AREA];
}
