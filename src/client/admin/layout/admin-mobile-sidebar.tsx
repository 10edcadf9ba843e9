import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { greetingName } from '../../lib/greeting-name.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';
import { AdminSidebarNav } from './admin-sidebar-nav.tsx';

/** SPEC §9: the sidebar becomes a mobile sidebar under 1024 px (Tailwind's `lg`). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The sidebar under 1024 px: a panel sliding over the page from the left, on the native modal
 * <dialog> (focus stays inside, Escape closes it, focus returns to the button; no injected
 * styles). It is open only for the location it was opened on, so following a link or the back
 * button closes it; so does growing the window past the breakpoint, where the fixed sidebar shows.
 */
export function AdminMobileSidebar() {
  const location = useLocation();
  const user = useCurrentUser();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => {
      if (desktop.matches) setOpenAt(null);
    };
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [open]);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(location.key)}
      >
        <Menu aria-hidden="true" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => setOpenAt(next ? location.key : null)}
        title="Painel Admin"
        placement="start"
        closeLabel="Fechar menu"
      >
        {/* The top bar has no room for the greeting on a phone; it is here instead. */}
        {user && (
          <p className="mb-4 truncate text-sm text-muted-foreground">
            Olá, {greetingName(user.name, user.email)}
          </p>
        )}
        <AdminSidebarNav label="Menu do painel" onNavigate={() => setOpenAt(null)} />
      </Dialog>
    </>
  );
}
