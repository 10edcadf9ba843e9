/**
 * Registers the service worker (public/sw.js, issue 4 item 9). Called by main.tsx in production
 * builds only: in development Vite serves unhashed modules that a cache would only get in the way
 * of. After the page has loaded, so the worker's own downloads never compete with the first render.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The scripts this page loaded before the worker controlled it never went through it;
        // hand their addresses over, so this very page also works offline next time.
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/assets/`));
        registration.active?.postMessage({ type: 'save-assets', urls });
      })
      .catch((error: unknown) => {
        console.warn('Não foi possível registrar o service worker.', error);
      });
  });
}
