import { Link } from 'react-router';
import { House, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { greetingName } from '../../lib/greeting-name.ts';
import { useCurrentUser } from '../../lib/session/get-me.ts';
import { useSignOut } from '../../lib/session/sign-out.ts';
import { AdminMobileSidebar } from './admin-mobile-sidebar.tsx';

/**
 * SPEC §2 "Admin layout" top bar: 'Painel Admin', a link home, 'Olá, {name}', the profile link
 * and Sair. On a phone the link texts give way to their icons; their names stay for screen readers.
 */
export function AdminTopBar() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background">
      <div className="flex h-16 items-center gap-2 px-4 lg:px-6">
        <AdminMobileSidebar />
        <Link
          to="/admin"
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-primary"
        >
          <LayoutDashboard aria-hidden="true" className="size-5 shrink-0" />
          <span className="truncate">Painel Admin</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user && (
            <p className="hidden max-w-48 truncate text-sm font-medium text-foreground md:block">
              Olá, {greetingName(user.name, user.email)}
            </p>
          )}
          <Button asChild variant="ghost" size="sm-tight">
            <Link to="/" aria-label="Início">
              <House aria-hidden="true" />
              <span className="hidden sm:inline">Início</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm-tight">
            <Link to="/perfil" aria-label="Perfil">
              <UserRound aria-hidden="true" />
              <span className="hidden sm:inline">Perfil</span>
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm-tight"
            aria-label="Sair"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" />
            <span className="hidden sm:inline">Sair</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
