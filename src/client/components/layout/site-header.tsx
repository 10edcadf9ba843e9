import { Link } from 'react-router';
import { HeartPulse } from 'lucide-react';
import { HeaderAccountArea } from './header-account-area.tsx';
import { HeaderNavLink } from './header-nav-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { headerNavItems } from './nav-links.ts';
import { useSiteDetails } from './use-site-details.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';

/** SPEC §2 "Public layout": sticky header with the brand, public links and the account area. */
export function SiteHeader() {
  const { appName } = useSiteDetails();
  const navItems = headerNavItems(useCurrentUser()?.userType);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-bold text-primary"
        >
          <HeartPulse aria-hidden="true" className="size-6 shrink-0" />
          {/* Between md and lg the full bar leaves no room for the name: icon only, name kept
              as the link's accessible name. */}
          <span className="truncate md:sr-only lg:not-sr-only">{appName}</span>
        </Link>

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <HeaderNavLink item={item} layout="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderAccountArea layout="bar" className="hidden md:flex" />

        <MobileMenu />
      </div>
    </header>
  );
}
