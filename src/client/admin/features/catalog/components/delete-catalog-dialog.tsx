import type { CatalogRow } from '../../../../../shared/schemas/admin-catalog.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
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
export function DeleteCatalogDialog({ screen, item, ...dialog }: DeleteCatalogDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      mutation={useDeleteCatalogItem(screen, item.id)}
      errorMessage={(error) => actionErrorMessage(error, screen.messages.deleteFailed)}
    >
      <p>{screen.deletedSentence(item.name)}</p>
    </DeleteDialog>
  );
}
