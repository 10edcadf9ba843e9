import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageLoading } from '../../lib/lazy-page.ts';
import { AdminSidebarNav } from './admin-sidebar-nav.tsx';
import { AdminTopBar } from './admin-top-bar.tsx';

/**
 * SPEC §2 "Admin layout", in place of the public one for /admin/*: a fixed sidebar from 1024 px
 * (a menu button opens it below that), the top bar and the screen. As in the public layout, a
 * skip link jumps to the content and each navigation moves focus there.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const pageLoading = usePageLoading();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <div
        aria-hidden="true"
        className={
          pageLoading ? 'fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary' : 'hidden'
        }
      />
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-border bg-background px-3 py-6 lg:block">
        <AdminSidebarNav label="Menu do painel" />
      </aside>
      <div className="lg:pl-64">
        <AdminTopBar />
        <main
          id="conteudo"
          ref={mainRef}
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 py-6 outline-none lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
