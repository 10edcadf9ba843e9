import { ADMIN_PROVIDER_MESSAGES } from '../../../../../shared/schemas/admin-providers.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
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
export function DeleteProviderDialog({ provider, ...dialog }: DeleteProviderDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      description={ADMIN_PROVIDER_MESSAGES.deleteWarning}
      mutation={useDeleteProvider(provider.id)}
      errorMessage={(error) => actionErrorMessage(error, ADMIN_PROVIDER_MESSAGES.deleteFailed)}
    >
      <p>
        O conveniado <strong>{provider.companyName}</strong> será excluído.
      </p>
    </DeleteDialog>
  );
}
