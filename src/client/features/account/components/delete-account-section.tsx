import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountInput } from '../../../../shared/schemas/auth.ts';
import type { CurrentUser } from '../../../../shared/schemas/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { resetSessionCache } from '../../../lib/session/reset-session-cache.ts';
import { isSessionError } from '../../../lib/session/session-expiry.ts';
import { noteSignedOut } from '../../../lib/session/sign-out.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from './settings-section.tsx';

const TITLE = 'Excluir minha conta';

/**
 * LGPD deletion (issue 15 item 4; decision 031): the account, and the provider record with it,
 * are deleted for good once the password confirms it. Administrators are deleted by another
 * administrator (the server refuses them here too).
 */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  if (user.userType === 'admin') {
    return (
      <SettingsSection
        title={TITLE}
        description="Contas de administrador são excluídas por outro administrador, em Usuários, no painel. Assim o registro do que cada um fez no painel continua completo."
      >
        <p className="text-sm text-muted-foreground">
          Peça a outro administrador que exclua a sua conta.
        </p>
      </SettingsSection>
    );
  }
  const whatGoes = user.hasProviderProfile
    ? 'Sua conta e o cadastro de conveniado são apagados de vez; o cadastro sai da busca na hora.'
    : 'Sua conta é apagada de vez, com tudo o que guardamos sobre ela.';
  return (
    <SettingsSection
      title={TITLE}
      description={`${whatGoes} Se quiser uma cópia dos seus dados, baixe-a antes.`}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {TITLE}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Excluir sua conta?"
        description={`${whatGoes} Isso não pode ser desfeito. Digite sua senha para confirmar.`}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Dialog>
    </SettingsSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useSchemaForm(deleteAccountSchema, { password: '' });
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = (input: DeleteAccountInput) =>
    remove.mutate(input, {
      onSuccess: async ({ message }) => {
        // /perfil is guarded: seeing the session gone, it must follow to / quietly.
        noteSignedOut('/');
        toast.success(message);
        await navigate('/', { replace: true });
        resetSessionCache(queryClient);
      },
      onError: (error) => {
        if (isSessionError(error) || form.applyServerError(error)) return;
        toast.error('Erro ao Excluir Conta', {
          description: isApiError(error) ? error.message : 'Não foi possível excluir sua conta.',
        });
      },
    });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <FormField label="Senha" error={form.formState.errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending ? 'Excluindo...' : 'Excluir conta'}
        </Button>
      </div>
    </form>
  );
}
