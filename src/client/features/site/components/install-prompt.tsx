import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  getInstallPrompt,
  isInstallPromptDismissed,
  subscribeToInstallPrompt,
} from '../../../lib/pwa-install-prompt.ts';

// Few visits ever get the browser's offer: the card's code loads only then (decision 026).
const InstallCard = lazy(async () => ({
  default: (await import('./install-card.tsx')).InstallCard,
}));

/**
 * SPEC §4 install card: hidden until the browser says the app can be installed, and never again
 * once closed on this device ('pwa-prompt-dismissed').
 */
export function InstallPrompt() {
  const event = useSyncExternalStore(subscribeToInstallPrompt, getInstallPrompt, () => null);
  if (!event || isInstallPromptDismissed()) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard event={event} />
    </Suspense>
  );
}
