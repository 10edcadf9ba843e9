import type { CatalogRow } from '../../../../../shared/schemas/admin-catalog.ts';
import { toast } from '../../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useDeleteCatalogItem } from '../api/catalog-queries.ts';
import type { CatalogScreen } from '../catalog-screens.ts';

interface DeleteCatalogDialogProps {
  screen: CatalogScreen;
  item: CatalogRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * SPEC §2 delete confirmation. A record providers use is refused by the server with how many
 * ('Não é possível excluir esta área pois existem 3 conveniados vinculados a ela.'), shown here;
 * the count on the row may be older than the answer, so the server's word is the one shown.
 */
export function DeleteCatalogDialog({
  screen,
  item,
  open,
  onOpenChange,
  onDeleted,
}: DeleteCatalogDialogProps) {
  const deletion = useDeleteCatalogItem(screen, item.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) deletion.reset();
        onOpenChange(next);
      }}
      title="Confirmar exclusão"
      description="Esta ação não pode ser desfeita."
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      destructive
      pending={deletion.isPending}
      error={actionErrorMessage(deletion.error, screen.messages.deleteFailed)}
      onConfirm={() =>
        deletion.mutate(undefined, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onOpenChange(false);
            onDeleted();
          },
        })
      }
    >
      <p>{screen.deletedSentence(item.name)}</p>
    </ConfirmDialog>
  );
}
