import type { AdminRoleRow } from '../../../../../shared/schemas/admin-roles.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteRole } from '../api/roles-api.ts';
import { roleErrorMessage } from './role-messages.ts';

interface DeleteRoleDialogProps {
  role: AdminRoleRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * SPEC §2 'Confirmar exclusão' of a role. A role someone holds is refused by the server with how
 * many ('Este perfil está atribuído a 2 usuário(s). Remova a atribuição antes de excluir.'),
 * shown here: the count on the row may be older than the answer.
 */
export function DeleteRoleDialog({ role, ...dialog }: DeleteRoleDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      mutation={useDeleteRole(role.id)}
      errorMessage={(error) => roleErrorMessage('excluir perfil', error)}
    >
      <p>
        O perfil <strong className="break-all">{role.name}</strong> será excluído.
      </p>
    </DeleteDialog>
  );
}
