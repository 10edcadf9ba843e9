import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { HeaderAccountArea } from './header-account-area.tsx';
import { HeaderNavLink } from './header-nav-link.tsx';
import { headerNavItems } from './nav-links.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';

/**
 * The header links under the `md` breakpoint, as a disclosure (button + panel) rather than a modal
 * dialog: a modal would lock page scroll by injecting a <style> element, which the server's CSP
 * (style-src 'self') refuses. A disclosure needs no focus trap and keeps the page usable.
 */
export function MobileMenu() {
  const location = useLocation();
  const navItems = headerNavItems(useCurrentUser()?.userType);
  // The menu is open only for the location it was opened on, so any navigation (a link here,
  // the back button) closes it without an effect that resets state.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpenAt(null);

  return (
    <div ref={containerRef} className="md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg"
      >
        <nav aria-label="Menu principal" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col gap-1" onClick={close}>
            {navItems.map((item) => (
              <li key={item.to}>
                <HeaderNavLink item={item} layout="menu" />
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-border pt-3" onClick={close}>
            <HeaderAccountArea layout="menu" />
          </div>
        </nav>
      </div>
    </div>
  );
}
