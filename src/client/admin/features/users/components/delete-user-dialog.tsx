import type { AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useDeleteUser } from '../api/users-api.ts';

interface DeleteUserDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * SPEC §2 'Confirmar exclusão' of a person. Their sessions end with the account; the server says
 * why it refuses (their own account, the last Admin Master holder, a role they cannot manage).
 */
export function DeleteUserDialog({ user, ...dialog }: DeleteUserDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      mutation={useDeleteUser(user.id)}
      errorMessage={(error) => actionErrorMessage(error, 'Não foi possível excluir o usuário.')}
    >
      <p>
        O usuário <strong>{user.name}</strong> (<span className="break-all">{user.email}</span>)
        será excluído e perderá o acesso imediatamente.
      </p>
    </DeleteDialog>
  );
}
