import { changePasswordSchema, type ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isSessionError } from '../../../lib/session/session-expiry.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';

const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  /** The card's heading and text (/trocar-senha names the temporary password). */
  title?: string;
  description?: string;
  /** After the server took the new password (the form has been emptied). */
  onChanged?: () => void;
}

/** SPEC §2/§5 /perfil: change password; 'Senha atual incorreta.' shows on the current one. */
export function ChangePasswordForm({
  title = 'Alterar senha',
  description = 'Confirme sua senha atual e escolha uma nova.',
  onChanged,
}: ChangePasswordFormProps) {
  const form = useSchemaForm(changePasswordSchema, EMPTY_FORM);
  const { errors } = form.formState;
  const change = useChangePassword();

  const submit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset();
        onChanged?.();
      },
      onError: (error) => {
        if (isSessionError(error) || form.applyServerError(error)) return;
        toast.error('Erro ao Atualizar Senha', {
          description: isApiError(error) ? error.message : 'Não foi possível atualizar sua senha.',
        });
      },
    });

  return (
    <SettingsSection title={title} description={description}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <FormField label="Senha atual" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <FormField
          label="Nova senha"
          hint="Mínimo de 6 caracteres."
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('newPassword')}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormField label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('confirmPassword')}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Salvando...' : 'Alterar senha'}
        </Button>
      </form>
    </SettingsSection>
  );
}
