import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The DELETE request; its answer's message is the success toast. */
  mutation: UseMutationResult<{ message: string }, Error, void>;
  /** What to show when the server refused or could not be reached. */
  errorMessage: (error: unknown) => string | null;
  /** After the server confirmed: the row, and the button focus would return to, are gone. */
  onDeleted?: () => void;
  /** SPEC §2's warning; the default is the back-office's usual one. */
  description?: string;
  /** What exactly will be deleted ('O perfil Financeiro será excluído.'). */
  children: ReactNode;
}

/**
 * Every back-office 'Confirmar exclusão' (SPEC §2). The server's refusal (a record still in use,
 * with how many) stays inside the dialog so the person reads it and can cancel; closing the
 * dialog forgets it.
 */
export function DeleteDialog({
  open,
  onOpenChange,
  mutation,
  errorMessage,
  onDeleted,
  description = 'Esta ação não pode ser desfeita.',
  children,
}: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
      title="Confirmar exclusão"
      description={description}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      pending={mutation.isPending}
      error={errorMessage(mutation.error)}
      onConfirm={() =>
        mutation.mutate(undefined, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}

/** After a row's deletion: its button is gone, so focus starts again from the page's content. */
export function focusContent() {
  document.getElementById('conteudo')?.focus();
}
