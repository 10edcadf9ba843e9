import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageLoading } from '../../lib/lazy-page.ts';
import { InstallPrompt } from '../../features/site/components/install-prompt.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * SPEC §2 "Public layout": header, page content, footer. The skip link lets keyboard users jump
 * past the header; after each client-side navigation focus moves to the new content, as a full
 * page load would, so screen readers announce the page instead of staying on the clicked link.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const pageLoading = usePageLoading();
  const mainRef = useRef<HTMLElement>(null);
  // Compared with the previous path rather than a "first render" flag: StrictMode runs effects
  // twice on mount, which would otherwise steal focus from the top of a freshly loaded page.
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // ScrollRestoration (app/) owns the scroll position (top on a new page, restored on back).
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Pular para o conteúdo
      </a>
      <DemoBanner />
      <SiteHeader />
      {/* A page chunk is being fetched: a thin bar at the top, above the page's spinner. */}
      <div
        aria-hidden="true"
        className={
          pageLoading ? 'fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary' : 'hidden'
        }
      />
      {/* At least a screen high (less the 4rem header): the footer starts below the fold, so it
          does not jump down when the page replaces the loading spinner (layout shift, CLS). */}
      <main
        id="conteudo"
        ref={mainRef}
        tabIndex={-1}
        className="min-h-[calc(100dvh-4rem)] flex-1 outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <InstallPrompt />
    </div>
  );
}
