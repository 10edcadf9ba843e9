import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A page whose code is its own chunk, downloaded the first time its route renders. The page
 * suspends and the layout's spinner shows until its code is there (Preact has no transitions to
 * keep the previous page meanwhile, decision 035). `preload` starts that download early, as the
 * entry does for the address a visit lands on (decision 026).
 */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  preload(): Promise<ComponentType<Props>>;
};

let loading = 0;
/** Every page download under way, the first page's too (`loading` counts only later ones). */
let downloading = 0;
let pageShown = false;
const listeners = new Set<() => void>();
/** How to forget each download that failed, so that the page is asked for anew. */
const failures = new Set<() => void>();

function announce() {
  // A page starts loading while React renders it: telling the layout right then would update
  // a component in the middle of another one's render.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let download: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    if (!download) {
      // The first page's download has the spinner; only later ones show the layout's bar.
      const counted = pageShown;
      if (counted) loading += 1;
      downloading += 1;
      download = load()
        .catch((error: unknown) => {
          // A failed download (a new deploy replaced the chunk, no connection) shows the error
          // screen; React.lazy keeps it failed for good, so after the next navigation a fresh
          // lazy component replaces it and the page is downloaded again when next shown.
          failures.add(() => {
            download = undefined;
            current = lazy(module);
          });
          throw error;
        })
        .finally(() => {
          if (counted) loading -= 1;
          downloading -= 1;
          announce();
        });
      announce();
    }
    return download;
  };
  const module = async () => ({ default: await preload() });
  let current = lazy(module);
  const Page = ((props: Props) => createElement(current, props)) as LazyPage<Props>;
  Page.preload = preload;
  return Page;
}

/**
 * Runs `callback` once no page's code is downloading and the page that waited for it is drawn:
 * at once when none is, otherwise in the task after the last download ends (Suspense draws the
 * page in the microtasks that follow it). Returns a function that cancels it.
 */
export function afterPagesLoad(callback: () => void): () => void {
  if (downloading === 0) {
    callback();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = subscribe(() => {
    if (downloading > 0) return;
    unsubscribe();
    timer = setTimeout(callback, 0);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/** After a navigation: pages whose download failed are downloaded again when next shown. */
export function forgetFailedDownloads() {
  failures.forEach((forget) => forget());
  failures.clear();
}

/** Called once a page is on screen: from then on a page download shows the loading bar. */
export function markPageShown() {
  pageShown = true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of the page being navigated to downloads (the layouts' thin bar). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
