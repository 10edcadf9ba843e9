import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element. showModal() makes the rest of the page inert
 * (focus stays inside), closes on Escape and gives focus back when it closes. We do not use
 * Radix Dialog: its scroll lock injects a <style> element, which the CSP (style-src 'self')
 * refuses. The content mounts only while open, so every opening starts from a fresh form.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
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
      // Escape, or close() from our own effect: either way the dialog is now closed.
      onClose={() => onOpenChange(false)}
      // A click on the <dialog> itself (not on its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-foreground">
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
