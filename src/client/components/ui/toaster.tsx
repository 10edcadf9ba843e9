import { useEffect, useState, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import {
  getToasts,
  MAX_VISIBLE_TOASTS,
  subscribeToToasts,
  toast as toastStore,
  TOAST_DURATION_MS,
  type Toast,
} from '../../lib/toast.ts';

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

interface ToastItemProps {
  toast: Toast;
  paused: boolean;
  onClose: () => void;
}

function ToastItem({ toast, paused, onClose }: ToastItemProps) {
  useEffect(() => {
    // While focus is on the toasts they stay (WCAG 2.2.1); leaving restarts the full duration,
    // which is simpler than tracking the time left and errs on the reader's side. Hovering does
    // not pause: a toast resting over a button would otherwise stay for as long as the pointer
    // does, blocking the very button the person is trying to press.
    if (paused) return;
    const timer = setTimeout(() => toastStore.dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const Icon = icons[toast.kind];
  return (
    <li
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-lg border border-l-4 border-border bg-background p-4 text-sm shadow-lg',
        toast.kind === 'success' && 'border-l-primary',
        toast.kind === 'error' && 'border-l-destructive',
        toast.kind === 'info' && 'border-l-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0',
          toast.kind === 'success' && 'text-primary',
          toast.kind === 'error' && 'text-destructive',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-foreground">{toast.title}</p>
        {toast.description && <p className="mt-1 text-muted-foreground">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Fechar"
        onClick={onClose}
        className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Renders the toast store: a polite live region (present from the start, so screen readers
 * announce what is added to it), the newest three toasts, bottom of the screen.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  const [focused, setFocused] = useState(false);
  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);

  return (
    <section
      aria-label="Notificações"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
        {visible.map((item) => (
          <ToastItem
            key={item.id}
            toast={item}
            paused={focused}
            // The focused 'Fechar' button disappears without a blur event: the others resume.
            onClose={() => {
              setFocused(false);
              toastStore.dismiss(item.id);
            }}
          />
        ))}
      </ol>
    </section>
  );
}
