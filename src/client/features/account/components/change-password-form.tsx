import { changePasswordSchema, type ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { isSessionError } from '../../../lib/session/session-expiry.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from './settings-section.tsx';

const EMPTY_FORM = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC §2/§5 /perfil: change password; 'Senha atual incorreta.' shows on the current one. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordSchema, EMPTY_FORM);
  const change = useChangePassword();

  const submit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset();
      },
      onError: (error) => {
        if (isSessionError(error) || form.showServerError(error)) return;
        toast.error('Erro ao Atualizar Senha', {
          description: isApiError(error) ? error.message : 'Não foi possível atualizar sua senha.',
        });
      },
    });

  return (
    <SettingsSection
      title="Alterar senha"
      description="Confirme sua senha atual e escolha uma nova."
    >
      <form
        ref={form.formRef}
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(submit)}
      >
        <FormField label="Senha atual" error={form.errors.currentPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.text('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </FormField>
        <FormField
          label="Nova senha"
          hint="Mínimo de 6 caracteres."
          error={form.errors.newPassword}
        >
          {(control) => (
            <PasswordInput {...control} {...form.text('newPassword')} autoComplete="new-password" />
          )}
        </FormField>
        <FormField label="Confirmar nova senha" error={form.errors.confirmPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.text('confirmPassword')}
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
