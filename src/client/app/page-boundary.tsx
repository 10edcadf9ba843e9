import { Component, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from '../components/layout/route-error.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { forgetFailedDownloads, markPageShown } from '../lib/lazy-page.ts';

type CatcherProps = { pathname: string; children: ReactNode };
type CatcherState = { failed: boolean; pathname: string };

/** A page that failed to render or download shows RouteError until the next navigation. */
class PageErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  /** The cause stays in the console for whoever investigates; the person sees RouteError. */
  override componentDidCatch(error: unknown) {
    console.error('A página falhou:', error);
  }

  override componentDidUpdate(previous: CatcherProps) {
    if (previous.pathname !== this.props.pathname) forgetFailedDownloads();
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function PageShown() {
  useLayoutEffect(markPageShown, []);
  return null;
}

/**
 * Between a layout and its pages (what the data router's ErrorBoundary and HydrateFallback
 * were): the spinner while the first page's code downloads, the error screen when a page fails,
 * inside the layout either way.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <PageErrorCatcher pathname={pathname}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </PageErrorCatcher>
  );
}
