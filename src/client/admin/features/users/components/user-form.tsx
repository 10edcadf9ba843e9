import { Controller } from 'react-hook-form';
import {
  ADMIN_USER_MESSAGES,
  type AdminRoleOption,
  type AdminUserRow,
} from '../../../../../shared/schemas/admin-users.ts';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import type { SchemaForm } from '../../../../lib/schema-form.ts';
import { DialogForm } from '../../../components/form-dialog.tsx';
import { NO_ROLE_LABEL, USER_STATUS_LABELS, USER_TYPE_LABELS } from '../user-labels.ts';

/**
 * The values of both user dialogs. 'Editar Usuário' has no `email` (read-only: the update schema
 * refuses it), so one form serves both, each checked by its own shared schema.
 */
export interface UserFormValues {
  name: string;
  email?: string;
  status: string;
  userType: string;
  adminRoleId: number | null;
}

type Mode =
  | { kind: 'create' }
  /** `isSelf`: the signed-in admin's own account, whose access they cannot change. */
  | { kind: 'edit'; user: AdminUserRow; isSelf: boolean };

interface UserFormProps<Output> {
  form: SchemaForm<UserFormValues, Output>;
  mode: Mode;
  /** The roles, once loaded (undefined while loading or after a failure). */
  roles: readonly AdminRoleOption[] | undefined;
  rolesFailed: boolean;
  onSubmit: (values: Output) => void;
  onCancel: () => void;
  pending: boolean;
  error: string | null;
}

const EDITABLE_STATUSES = ['active', 'inactive'] as const;
const USER_TYPES = ['user', 'admin', 'provider'] as const;

/** SPEC §2 'Adicionar Usuário' / 'Editar Usuário': name, e-mail, status, type, role if admin. */
export function UserForm<Output>({
  form,
  mode,
  roles,
  rolesFailed,
  onSubmit,
  onCancel,
  pending,
  error,
}: UserFormProps<Output>) {
  const errors = form.formState.errors;
  const isAdmin = form.watch('userType') === 'admin';
  const locked = mode.kind === 'edit' && mode.isSelf;

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Salvar"
      pendingLabel="Salvando..."
      pending={pending}
      error={error}
    >
      <FormField label="Nome" error={errors.name?.message} required>
        {(control) => (
          <Input {...control} {...form.register('name')} autoComplete="off" maxLength={120} />
        )}
      </FormField>
      {mode.kind === 'create' ? (
        <FormField label="Email" error={errors.email?.message} required>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="off"
              maxLength={254}
            />
          )}
        </FormField>
      ) : (
        <FormField label="Email" hint="O e-mail não pode ser alterado.">
          {(control) => <Input {...control} value={mode.user.email} readOnly />}
        </FormField>
      )}
      {locked ? (
        <LockedAccess user={mode.user} />
      ) : (
        <>
          <FormField label="Status" error={errors.status?.message} required>
            {(control) => (
              <Select {...control} {...form.register('status')}>
                {/* A 'Pendente' account shows as such until the admin chooses one of the two. */}
                {mode.kind === 'edit' && mode.user.status === 'pending' && (
                  <option value="pending" disabled>
                    {USER_STATUS_LABELS.pending}
                  </option>
                )}
                {EDITABLE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {USER_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Tipo de usuário" error={errors.userType?.message} required>
            {(control) => (
              <Select
                {...control}
                {...form.register('userType', {
                  // Leaving 'Administrador' clears the role (the server refuses a role otherwise).
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== 'admin') form.setValue('adminRoleId', null);
                  },
                })}
              >
                {USER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {USER_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {isAdmin && <RoleField form={form} roles={roles} rolesFailed={rolesFailed} mode={mode} />}
        </>
      )}
    </DialogForm>
  );
}

function RoleField<Output>({
  form,
  roles,
  rolesFailed,
  mode,
}: Pick<UserFormProps<Output>, 'form' | 'roles' | 'rolesFailed' | 'mode'>) {
  // The person's current role stays choosable even if the list could not be read.
  const current =
    mode.kind === 'edit' && mode.user.adminRoleId !== null && mode.user.roleName !== null
      ? { id: mode.user.adminRoleId, name: mode.user.roleName, grantable: true }
      : null;
  const options = roles ?? (current ? [current] : []);
  const anyLocked = options.some((role) => !role.grantable);

  return (
    <Controller
      name="adminRoleId"
      control={form.control}
      render={({ field, fieldState }) => (
        <FormField
          label="Perfil administrativo"
          error={
            fieldState.error?.message ??
            (rolesFailed ? 'Erro ao carregar perfis administrativos' : undefined)
          }
          hint={
            anyLocked
              ? 'Perfis com permissões que você não possui não podem ser atribuídos por você.'
              : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              aria-busy={roles === undefined && !rolesFailed ? true : undefined}
            >
              <option value="">{NO_ROLE_LABEL}</option>
              {options.map((role) => (
                <option
                  key={role.id}
                  value={String(role.id)}
                  disabled={!role.grantable && role.id !== field.value}
                >
                  {role.grantable ? role.name : `${role.name} (sem permissão para atribuir)`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
    />
  );
}

/** The signed-in admin's own status, type and role: shown, not editable (decision 022). */
function LockedAccess({ user }: { user: AdminUserRow }) {
  return (
    <div className="space-y-2 rounded-md border border-border bg-muted px-4 py-3 text-sm">
      <p className="text-foreground">
        {USER_STATUS_LABELS[user.status]} · {USER_TYPE_LABELS[user.userType]} ·{' '}
        {user.roleName ?? NO_ROLE_LABEL}
      </p>
      <p className="text-muted-foreground">{ADMIN_USER_MESSAGES.selfChange}</p>
    </div>
  );
}
