import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { AdminProviderDetails } from '../../../../../shared/schemas/admin-providers.ts';
import { useFieldRules } from '../../../../components/forms/field-rules.ts';
import { profileSchemaLoader } from '../../../../components/forms/provider-schemas.ts';
import { useFieldConfigurations } from '../../../../components/forms/reference-queries.ts';
import { storedProviderValues } from '../../../../components/forms/stored-provider-values.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSchemaForm } from '../../../../lib/schema-form.ts';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { actionErrorMessage } from '../../../lib/error-message.ts';
import { STALE_EDIT_CODES, useUpdateProvider } from '../api/update-provider.ts';
import { ProviderFormSections } from './provider-form-sections.tsx';
import { StaleEditAlert } from './stale-edit-alert.tsx';

type Failure = { message: string; stale: boolean };

/**
 * SPEC §2 Admin providers edit form: the add form's sections without the account, checked by
 * the schema PUT /api/admin/providers/:id parses. Status and the featured flag are not here
 * (status has its own dialog). Saved with the version the form was loaded with; if someone
 * saved the record since, the server refuses and the admin chooses when to reload.
 */
export function EditProviderForm({
  provider,
  reloading,
  reloadFailure,
  onReload,
}: {
  provider: AdminProviderDetails;
  reloading: boolean;
  /** Why the last 'Recarregar' failed, shown in the stale alert. */
  reloadFailure: string | null;
  onReload: () => void;
}) {
  const configurations = useFieldConfigurations();
  const rules = useFieldRules(configurations.data, true);
  const schema = useMemo(() => profileSchemaLoader(rules.required), [rules.required]);
  const form = useSchemaForm(schema, storedProviderValues(provider));
  const update = useUpdateProvider(provider.id);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const detailsPath = `/admin/providers/${provider.id}`;

  const submit = form.handleSubmit(() => {
    setFailure(null);
    // The values as typed: the API parses them with the same schema.
    update.mutate(
      { version: provider.version, values: form.getValues() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate(detailsPath);
        },
        onError: (error) => {
          if (isSessionError(error) || form.applyServerError(error)) return;
          if (isApiError(error) && STALE_EDIT_CODES.has(error.code)) {
            setFailure({ message: error.message, stale: true });
            return;
          }
          setFailure({
            message:
              actionErrorMessage(error, 'Erro ao atualizar conveniado: tente novamente.') ?? '',
            stale: false,
          });
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <ProviderFormSections rules={rules} />
        {failure?.stale && (
          <StaleEditAlert
            message={failure.message}
            reloading={reloading}
            reloadFailure={reloadFailure}
            onReload={onReload}
          />
        )}
        {failure && !failure.stale && <Alert variant="error">{failure.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={detailsPath}>Cancelar</Link>
          </Button>
          <Button type="submit" disabled={update.isPending || reloading}>
            {update.isPending ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
