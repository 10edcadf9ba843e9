import { useState } from 'react';
import { changeEmailSchema } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isSessionError } from '../../../lib/session/session-expiry.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * SPEC §2 /perfil: change e-mail. The address changes only when the link sent to it is opened,
 * so the answer (where the link went) stays on the page.
 */
export function ChangeEmailForm() {
  const form = useSchemaForm(changeEmailSchema, { email: '' });
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);

  const submit = ({ email }: { email: string }) => {
    setSent(null);
    change.mutate(email, {
      onSuccess: ({ message }) => {
        setSent(message);
        form.reset();
      },
      onError: (error) => {
        if (isSessionError(error) || form.applyServerError(error)) return;
        // The form has one field: whatever the server refused ('Este e-mail já está em uso.',
        // too many requests) is about it.
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      },
    });
  };

  return (
    <SettingsSection
      title="Alterar e-mail"
      description="Enviaremos um link de confirmação para o novo endereço."
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <FormField label="Novo e-mail" error={form.formState.errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        {sent && <Alert variant="success">{sent}</Alert>}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Enviando...' : 'Alterar e-mail'}
        </Button>
      </form>
    </SettingsSection>
  );
}
