import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { EMPTY_PROVIDER_FORM } from '../../../../../shared/schemas/provider-form-values.ts';
import { useFieldRules } from '../../../../components/forms/field-rules.ts';
import { adminCreationSchemaLoader } from '../../../../components/forms/provider-schemas.ts';
import { useFieldConfigurations } from '../../../../components/forms/reference-queries.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { useCreateProvider, type NewProviderValues } from '../api/create-provider.ts';
import { AccountSection } from './account-section.tsx';
import { ProviderFormSections } from './provider-form-sections.tsx';
import type { CreatedProvider } from './temporary-password-panel.tsx';

const EMPTY_FORM: NewProviderValues = { name: '', email: '', ...EMPTY_PROVIDER_FORM };

/**
 * SPEC §2 'Adicionar Conveniado': account, general data, contact, address, services, checked by
 * the schema POST /api/admin/providers parses, with the field configuration's required flags.
 * A refusal about a field (an e-mail or CPF/CNPJ already registered, 409) goes next to it.
 */
export function NewProviderForm({ onCreated }: { onCreated: (created: CreatedProvider) => void }) {
  const configurations = useFieldConfigurations();
  const rules = useFieldRules(configurations.data, true);
  const schema = useMemo(() => adminCreationSchemaLoader(rules.required), [rules.required]);
  const form = useSchemaForm<NewProviderValues, unknown>(schema, EMPTY_FORM);
  const create = useCreateProvider();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(() => {
    setFailure(null);
    // The values as typed: the API parses them with the same schema.
    create.mutate(form.getValues(), {
      onSuccess: (created) => {
        toast.success(created.message);
        onCreated(created);
      },
      onError: (error) => {
        // A 401 is handled centrally (to /login); a field's refusal goes next to the field.
        if (isSessionError(error) || form.applyServerError(error)) return;
        setFailure(actionErrorMessage(error, 'Erro no cadastro: tente novamente.'));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <AccountSection />
        <ProviderFormSections rules={rules} />
        <p className="text-sm text-muted-foreground">
          O conveniado é cadastrado como Pendente e só aparece na pesquisa depois de aprovado.
        </p>
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/admin/providers">Cancelar</Link>
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Cadastrando...' : 'Cadastrar Conveniado'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
