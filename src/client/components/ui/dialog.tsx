import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** 'md' (default, about 450 px) for forms and confirmations; 'lg' for wider content. */
  size?: 'md' | 'lg';
  /** 'center' (default): a card in the middle; 'start': a full-height panel on the left edge. */
  placement?: 'center' | 'start';
  /** A labelled close button (X) in the corner; Escape and the backdrop close it anyway. */
  closeLabel?: string;
  /** False while an action runs: Escape and the backdrop then leave the dialog open. */
  dismissible?: boolean;
}

const PLACEMENTS = {
  center: 'm-auto w-[calc(100%-2rem)] rounded-lg',
  start: 'my-0 mr-auto ml-0 h-dvh max-h-none w-72 max-w-[calc(100%-3rem)] rounded-none',
};

/**
 * A modal dialog on the native <dialog> element. showModal() makes the rest of the page inert
 * (focus stays inside), closes on Escape and gives focus back when it closes. We do not use
 * Radix Dialog: its scroll lock injects a <style> element, which the CSP (style-src 'self')
 * refuses. The content mounts only while open, so every opening starts from a fresh form.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  placement = 'center',
  closeLabel,
  dismissible = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Before the frame is painted: the dialog opens (and focus moves into it) in the frame that
  // shows its content, never one frame later.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape asks first (cancel); the dialog then closes unless that was refused.
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      // Escape, or close() from our own effect: either way the dialog is now closed.
      onClose={() => onOpenChange(false)}
      // A click on the <dialog> itself (not on its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) onOpenChange(false);
      }}
      className={cn(
        'bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50',
        PLACEMENTS[placement],
        placement === 'center' && (size === 'lg' ? 'max-w-2xl' : 'max-w-md'),
      )}
    >
      <div className="relative p-6">
        {closeLabel && (
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => onOpenChange(false)}
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
        <h2
          id={titleId}
          className={cn('text-lg font-semibold text-foreground', closeLabel && 'pr-10')}
        >
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {open && <div className="mt-4">{children}</div>}
      </div>
    </dialog>
  );
}
