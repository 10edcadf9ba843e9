/**
 * A tiny toast store (SPEC §9: at most 3 visible, 4000 ms each). It lives outside React so that
 * anything (a mutation callback, the session-expiry handler) can show one; <Toaster> renders it.
 * We do not use sonner: it injects a <style> element at runtime, which the server's CSP
 * (style-src 'self') refuses.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
}

export interface ToastOptions {
  /** A toast with the same id replaces the previous one instead of stacking a duplicate. */
  id?: string;
  description?: string;
}

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const toast: Toast = { id, kind, title, description: options.description };
  publish([...toasts.filter((existing) => existing.id !== id), toast]);
  return id;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  dismiss(id: string) {
    if (toasts.some((existing) => existing.id === id)) {
      publish(toasts.filter((existing) => existing.id !== id));
    }
  },
  clear() {
    if (toasts.length > 0) publish([]);
  },
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
