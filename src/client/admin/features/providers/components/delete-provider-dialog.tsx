import { ADMIN_PROVIDER_MESSAGES } from '../../../../../shared/schemas/admin-providers.ts';
import { toast } from '../../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useDeleteProvider } from '../api/delete-provider.ts';

interface DeleteProviderDialogProps {
  provider: { id: number; companyName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server confirmed (the details page then leaves for the list). */
  onDeleted?: () => void;
}

/** SPEC §2: delete opens a confirmation, 'Esta ação não pode ser desfeita.' */
export function DeleteProviderDialog({
  provider,
  open,
  onOpenChange,
  onDeleted,
}: DeleteProviderDialogProps) {
  const deletion = useDeleteProvider(provider.id);
  const error = actionErrorMessage(deletion.error, ADMIN_PROVIDER_MESSAGES.deleteFailed);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) deletion.reset();
        onOpenChange(next);
      }}
      title="Confirmar exclusão"
      description={ADMIN_PROVIDER_MESSAGES.deleteWarning}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      pending={deletion.isPending}
      error={error}
      onConfirm={() =>
        deletion.mutate(undefined, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onOpenChange(false);
            onDeleted?.();
          },
        })
      }
    >
      <p>
        O conveniado <strong>{provider.companyName}</strong> será excluído.
      </p>
    </ConfirmDialog>
  );
}
