import type { AdminRoleRow } from '../../../../../shared/schemas/admin-roles.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteRole } from '../api/roles-api.ts';
import { roleDeleteErrorMessage, type RolesHost } from './role-messages.ts';

interface DeleteRoleDialogProps {
  role: AdminRoleRow;
  host: RolesHost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/**
 * SPEC §2 'Confirmar exclusão' of a role. A role someone holds is refused by the server (the
 * count on the row may be older than the answer), in the words of the screen it is on.
 */
export function DeleteRoleDialog({ role, host, ...dialog }: DeleteRoleDialogProps) {
  return (
    <DeleteDialog
      {...dialog}
      mutation={useDeleteRole(role.id)}
      errorMessage={(error) => roleDeleteErrorMessage(host, error)}
    >
      <p>
        O perfil <strong className="break-all">{role.name}</strong> será excluído.
      </p>
    </DeleteDialog>
  );
}
