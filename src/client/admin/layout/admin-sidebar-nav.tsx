import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';
import { adminNavItems } from './admin-nav-items.ts';

interface AdminSidebarNavProps {
  /** Names the navigation landmark; the desktop and the mobile sidebar differ. */
  label: string;
  /** Called after a link is followed (the mobile sidebar closes). */
  onNavigate?: () => void;
}

/** SPEC §2 "Admin layout": the sidebar's links; the current screen is marked for everyone. */
export function AdminSidebarNav({ label, onNavigate }: AdminSidebarNavProps) {
  const items = adminNavItems(useCurrentUser()?.hasProviderProfile ?? false);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map(({ label: text, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-primary-soft text-primary'
                    : 'text-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
