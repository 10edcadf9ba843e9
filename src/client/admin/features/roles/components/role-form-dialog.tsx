import { useState } from 'react';
import type { z } from 'zod';
import {
  adminRoleFormSchema,
  usersScreenRoleFormSchema,
  type AdminRoleForm,
  type AdminRoleRow,
} from '../../../../../shared/schemas/admin-roles.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { DialogForm, FormDialog } from '../../../components/form-dialog.tsx';
import { useSaveRole } from '../api/roles-api.ts';
import { roleErrorMessage, type RolesHost } from './role-messages.ts';

type RoleFormValues = z.input<typeof adminRoleFormSchema>;

// The schema's limits (adminRoleFormSchema), so the boxes stop where the server would refuse.
const NAME_MAX_LENGTH = 60;
const DESCRIPTION_MAX_LENGTH = 300;

interface RoleFormProps {
  role: AdminRoleRow | null;
  host: RolesHost;
  mutation: ReturnType<typeof useSaveRole>;
  onDone: () => void;
}

function RoleForm({ role, host, mutation, onDone }: RoleFormProps) {
  // Same rules either way; SPEC §5 words a blank name differently on the users screen.
  const schema = host === 'users' ? usersScreenRoleFormSchema : adminRoleFormSchema;
  const form = useSchemaForm<RoleFormValues, AdminRoleForm>(schema, {
    name: role?.name ?? '',
    description: role?.description ?? '',
  });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <DialogForm
      form={form}
      onSubmit={(values) => {
        setFailure(null);
        mutation.mutate(values, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onDone();
          },
          onError: (error) => {
            // A message about a field goes next to it; a 401 is handled centrally.
            if (isSessionError(error) || form.applyServerError(error)) return;
            setFailure(roleErrorMessage(role ? 'atualizar perfil' : 'criar perfil', error));
          },
        });
      }}
      onCancel={onDone}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
      pending={mutation.isPending}
      error={failure}
    >
      <FormField label="Nome" error={errors.name?.message} required>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
          />
        )}
      </FormField>
      <FormField label="Descrição" error={errors.description?.message} hint="Opcional.">
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            rows={3}
            maxLength={DESCRIPTION_MAX_LENGTH}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

interface RoleFormDialogProps {
  /** null: a new role. */
  role: AdminRoleRow | null;
  host: RolesHost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Novo Perfil' / 'Editar Perfil': a name and an optional description. */
export function RoleFormDialog({ role, host, open, onOpenChange }: RoleFormDialogProps) {
  const mutation = useSaveRole(role?.id ?? null);
  const close = () => {
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={role ? 'Editar Perfil' : 'Novo Perfil'}
      pending={mutation.isPending}
    >
      <RoleForm role={role} host={host} mutation={mutation} onDone={close} />
    </FormDialog>
  );
}
