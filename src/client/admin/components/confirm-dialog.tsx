import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The warning read with the title ('Esta ação não pode ser desfeita.'). */
  description: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Excluindo...'). */
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown inside the dialog so the person can try again or cancel. */
  error?: string | null;
  /** For actions that cannot be undone: the confirm button is red. */
  destructive?: boolean;
  onConfirm: () => void;
  /** What exactly is about to happen ('Clínica Sol será excluído.'). */
  children?: ReactNode;
}

/**
 * Every back-office confirmation (SPEC §2 'Confirmar exclusão'). Cancelar comes first, so the
 * focus the dialog gives its first button lands on the safe choice; while the action runs both
 * buttons wait, so a double click cannot send it twice.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  destructive = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!pending}
      title={title}
      description={description}
    >
      {children && <div className="text-sm text-foreground">{children}</div>}
      {error && (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button
          variant={destructive ? 'destructive' : 'default'}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
