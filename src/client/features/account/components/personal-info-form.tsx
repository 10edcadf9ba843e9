import { updateNameSchema } from '../../../../shared/schemas/auth.ts';
import type { CurrentUser } from '../../../../shared/schemas/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isSessionError } from '../../../lib/session/session-expiry.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useUpdateName } from '../api/update-name.ts';
import { SettingsSection } from './settings-section.tsx';

/** SPEC §2 /perfil: the name can be changed here; the e-mail is shown read-only. */
export function PersonalInfoForm({ user }: { user: CurrentUser }) {
  const form = useSchemaForm(updateNameSchema, { name: user.name });
  const update = useUpdateName();

  const submit = ({ name }: { name: string }) =>
    update.mutate(name, {
      onSuccess: ({ message, user: updated }) => {
        toast.success(message);
        form.reset({ name: updated.name });
      },
      onError: (error) => {
        // An ended session is handled centrally (redirect to /login); a message about the name
        // goes next to it.
        if (isSessionError(error) || form.applyServerError(error)) return;
        toast.error('Erro ao Atualizar Perfil', {
          description: 'Não foi possível atualizar seu nome. Tente novamente.',
        });
      },
    });

  return (
    <SettingsSection title="Informações pessoais" description="Seu nome como aparece no site.">
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <FormField label="Nome completo" error={form.formState.errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="E-mail" hint="Para alterar seu e-mail, use o formulário abaixo.">
          {(control) => <Input {...control} type="email" value={user.email} readOnly />}
        </FormField>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </form>
    </SettingsSection>
  );
}
