import { useState } from 'react';
import {
  ADMIN_USER_MESSAGES,
  adminUserCreationSchema,
  type AdminUserCreation,
} from '../../../../../shared/schemas/admin-users.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { TemporaryPassword } from '../../../components/temporary-password.tsx';
import { useCreateUser, useRoleOptions } from '../api/users-api.ts';
import { UserForm, type UserFormValues } from './user-form.tsx';

interface Created {
  message: string;
  email: string;
  temporaryPassword: string;
  welcomeSent: boolean;
}

interface CreateUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2 'Adicionar Usuário'. Once the server created the account, the dialog shows its
 * temporary password this once (DESIGN §2); closing the dialog forgets it.
 */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const mutation = useCreateUser();
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    mutation.reset();
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Adicionar Usuário"
      pending={mutation.isPending}
    >
      {created ? (
        <div className="space-y-4">
          <Alert variant="success">{created.message}</Alert>
          <TemporaryPassword
            password={created.temporaryPassword}
            email={created.email}
            place="desta janela"
            welcomeSent={created.welcomeSent}
          />
          <div className="flex justify-end">
            <Button type="button" onClick={close}>
              Concluir
            </Button>
          </div>
        </div>
      ) : (
        <CreateUserForm mutation={mutation} onCreated={setCreated} onCancel={close} />
      )}
    </FormDialog>
  );
}

function CreateUserForm({
  mutation,
  onCreated,
  onCancel,
}: {
  mutation: ReturnType<typeof useCreateUser>;
  onCreated: (created: Created) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm<UserFormValues, AdminUserCreation>(adminUserCreationSchema, {
    name: '',
    email: '',
    status: 'active',
    userType: 'user',
    adminRoleId: null,
  });
  const roles = useRoleOptions(true);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <UserForm
      form={form}
      mode={{ kind: 'create' }}
      roles={roles.data?.items}
      rolesFailed={roles.isError}
      pending={mutation.isPending}
      error={failure}
      onCancel={onCancel}
      onSubmit={(input) => {
        setFailure(null);
        mutation.mutate(input, {
          onSuccess: ({ message, user, temporaryPassword }) => {
            toast.success(message);
            onCreated({
              message,
              email: user.email,
              temporaryPassword,
              welcomeSent: input.status === 'active',
            });
          },
          onError: (error) => {
            // An e-mail in use goes next to its field; a 401 is handled centrally.
            if (isSessionError(error) || form.applyServerError(error)) return;
            setFailure(`${ADMIN_USER_MESSAGES.createFailed}${error.message}`);
          },
        });
      }}
    />
  );
}
