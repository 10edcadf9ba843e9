import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import type { NavItem } from './nav-links.ts';

interface HeaderNavLinkProps {
  item: NavItem;
  layout: 'bar' | 'menu';
}

/** A header link; NavLink marks the current page with aria-current="page" and a highlight. */
export function HeaderNavLink({ item, layout }: HeaderNavLinkProps) {
  return (
    <NavLink
      to={item.to}
      // Without `end`, 'Home' (/) would be marked current on every page.
      end={item.to === '/'}
      className={({ isActive }) =>
        cn(
          'rounded-md font-medium whitespace-nowrap transition-colors hover:bg-muted hover:text-primary',
          layout === 'bar' ? 'px-2 py-2 text-sm lg:px-3' : 'block px-3 py-3 text-base',
          isActive ? 'text-primary' : 'text-foreground',
          isActive && layout === 'menu' && 'bg-primary-soft',
        )
      }
    >
      {item.label}
    </NavLink>
  );
}
