import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { PageBoundary } from './page-boundary.tsx';
import { GROWTH_WAIT_MS, ScrollRestoration } from './scroll-restoration.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

/** A page whose code arrives when the test says so, behind the spinner meanwhile. */
let deliverSlowPage: () => void = () => {};
const SlowPage = lazyPage(
  () =>
    new Promise<() => React.JSX.Element>((resolve) => {
      deliverSlowPage = () =>
        resolve(() => (
          <>
            <h1>Lenta</h1>
            <p id="horarios">Horários</p>
          </>
        ));
    }),
);
const routes = [
  {
    element: (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    ),
    children: [
      { path: '/lista', element: <h1>Lista</h1> },
      {
        path: '/detalhe',
        element: (
          <>
            <h1>Detalhe</h1>
            <p id="contato">Contato</p>
          </>
        ),
      },
      { element: <PageBoundary />, children: [{ path: '/lenta', Component: SlowPage }] },
    ],
  },
];

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  vi.unstubAllGlobals();
});

/** The document's height as Chromium would report it (jsdom has no layout). */
function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: height,
    configurable: true,
  });
}

/** A ResizeObserver (jsdom has none) that the test fires by hand. */
function stubResizeObserver() {
  const observers = new Set<() => void>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  return { resize: () => observers.forEach((callback) => callback()) };
}

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to where a page was on back and forward', async () => {
    const { router } = renderWithProviders(null, { routes, path: '/lista' });
    const scroll = vi.mocked(window.scrollTo);
    scrollTo(900);

    scroll.mockClear();
    await act(() => router.navigate('/detalhe'));
    expect(screen.getByRole('heading', { name: 'Detalhe' })).toBeInTheDocument();
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    scrollTo(250);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(scroll).toHaveBeenLastCalledWith(0, 900);

    await act(() => router.navigate(1));
    expect(scroll).toHaveBeenLastCalledWith(0, 250);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  /**
   * /lista left at 900 px for /detalhe, then back to it while it is 1,000 px high: with a window
   * of 768 px it scrolls to 232 at most. Returns the router and the scroll spy, cleared before
   * going back.
   */
  async function backToShortList() {
    const { router } = renderWithProviders(null, { routes, path: '/lista' });
    const scroll = vi.mocked(window.scrollTo);
    scrollTo(900);
    await act(() => router.navigate('/detalhe'));
    pageHeight(1000);
    scroll.mockClear();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    return { scroll, router };
  }

  it('on back, waits until the page is tall enough for its position (cards drawn in steps)', async () => {
    const { resize } = stubResizeObserver();
    const { scroll } = await backToShortList();
    expect(scroll).not.toHaveBeenCalled();

    pageHeight(2000);
    resize();
    expect(scroll).toHaveBeenLastCalledWith(0, 900);
  });

  it('goes as far as it can once the page has not grown in time', async () => {
    stubResizeObserver();
    const { scroll } = await backToShortList();
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenLastCalledWith(0, 900), {
      timeout: GROWTH_WAIT_MS + 1000,
    });
  });

  it('keeps the position when the page is left while it waits (back again finds it)', async () => {
    stubResizeObserver();
    const { scroll, router } = await backToShortList();
    // The browser clamps the scroll to the short page meanwhile.
    scrollTo(232);
    await act(() => router.navigate('/detalhe'));
    await new Promise((resolve) => setTimeout(resolve, GROWTH_WAIT_MS + 100));
    expect(scroll).not.toHaveBeenCalledWith(0, 900);

    pageHeight(2000);
    await act(() => router.navigate(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 900);
  });

  it('gives up waiting once the person scrolls or acts', async () => {
    const { resize } = stubResizeObserver();
    const { scroll } = await backToShortList();
    fireEvent.wheel(window);
    pageHeight(2000);
    resize();
    expect(scroll).not.toHaveBeenCalled();
  });

  it("waits for a page's code before going to its #hash (the spinner has no such element)", async () => {
    const { router } = renderWithProviders(null, { routes, path: '/lista' });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scroll = vi.mocked(window.scrollTo);
    scroll.mockClear();

    await act(() => router.navigate('/lenta#horarios'));
    expect(screen.queryByRole('heading', { name: 'Lenta' })).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();

    await act(async () => deliverSlowPage());
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('horarios'));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('goes to the element a #hash names', async () => {
    const { router } = renderWithProviders(null, { routes, path: '/lista' });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    await act(() => router.navigate('/detalhe#contato'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contato'));
  });
});
