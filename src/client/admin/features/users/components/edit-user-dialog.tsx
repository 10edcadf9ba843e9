import { useState } from 'react';
import {
  adminUserUpdateSchema,
  type AdminUserRow,
  type AdminUserUpdate,
} from '../../../../../shared/schemas/admin-users.ts';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useRoleOptions, useUpdateUser } from '../api/users-api.ts';
import { UserForm, type UserFormValues } from './user-form.tsx';

interface EditUserDialogProps {
  user: AdminUserRow;
  isSelf: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Editar Usuário': everything but the e-mail, which cannot be changed. */
export function EditUserDialog({ user, isSelf, open, onOpenChange }: EditUserDialogProps) {
  const mutation = useUpdateUser(user.id);
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Editar Usuário"
      pending={mutation.isPending}
    >
      <EditUserForm user={user} isSelf={isSelf} mutation={mutation} onDone={close} />
    </FormDialog>
  );
}

function EditUserForm({
  user,
  isSelf,
  mutation,
  onDone,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  mutation: ReturnType<typeof useUpdateUser>;
  onDone: () => void;
}) {
  const form = useSchemaForm<UserFormValues, AdminUserUpdate>(adminUserUpdateSchema, {
    name: user.name,
    // A 'pending' person must be given active or inactive: the schema says so if left as is.
    status: user.status,
    userType: user.userType,
    adminRoleId: user.adminRoleId,
  });
  const roles = useRoleOptions(!isSelf);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <UserForm
      form={form}
      mode={{ kind: 'edit', user, isSelf }}
      roles={roles.data?.items}
      rolesFailed={roles.isError}
      pending={mutation.isPending}
      error={failure}
      onCancel={onDone}
      onSubmit={(input) => {
        setFailure(null);
        mutation.mutate(input, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
          onError: (error) => {
            if (isSessionError(error) || form.applyServerError(error)) return;
            setFailure(actionErrorMessage(error, 'Não foi possível atualizar o usuário.'));
          },
        });
      }}
    />
  );
}
