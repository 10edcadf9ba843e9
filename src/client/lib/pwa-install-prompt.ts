/**
 * The browser's "this app can be installed" signal (SPEC §4 Install prompt). Chromium fires
 * `beforeinstallprompt` once, possibly before React has mounted, so the event is caught here, at
 * module load, and kept for the install card until it is used.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const DISMISSED_KEY = 'pwa-prompt-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini-infobar; the card offers installation instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

export function clearInstallPrompt(): void {
  deferred = null;
  emit();
}

/** The device-wide 'never show again' flag; storage may be unavailable (private mode). */
export function isInstallPromptDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissInstallPrompt(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Nothing to remember it in: the card still closes for this visit.
  }
  clearInstallPrompt();
}
