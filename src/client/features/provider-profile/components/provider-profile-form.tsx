import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { OwnProvider } from '../../../../shared/schemas/provider-profile.ts';
import type { FieldConfiguration } from '../../../../shared/schemas/reference.ts';
import { useFieldRules } from '../../../components/forms/field-rules.ts';
import { profileSchemaLoader } from '../../../components/forms/provider-schemas.ts';
import { AddressSection } from '../../../components/forms/provider-sections/address-section.tsx';
import { ContactSection } from '../../../components/forms/provider-sections/contact-section.tsx';
import { ProviderInfoSection } from '../../../components/forms/provider-sections/provider-info-section.tsx';
import { ServiceSection } from '../../../components/forms/provider-sections/service-section.tsx';
import { storedProviderValues } from '../../../components/forms/stored-provider-values.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOwnProvider } from '../api/update-own-provider.ts';

/**
 * SPEC §2 self-profile form: provider information, contact, address, classification. The
 * field configuration marks required fields and says where each value is shown on the site.
 */
export function ProviderProfileForm({
  provider,
  configurations,
}: {
  provider: OwnProvider;
  configurations: FieldConfiguration[] | undefined;
}) {
  const rules = useFieldRules(configurations, true);
  const schema = useMemo(() => profileSchemaLoader(rules.required), [rules.required]);
  const form = useSchemaForm(schema, storedProviderValues(provider));
  const update = useUpdateOwnProvider();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(() => {
    setFailure(null);
    // The values as typed: the API parses them with the same schema.
    update.mutate(form.getValues(), {
      onSuccess: ({ message, provider: saved }) => {
        form.reset(storedProviderValues(saved));
        toast.success(message);
      },
      onError: (error) => {
        if (form.applyServerError(error)) return;
        const message = isApiError(error) ? error.message : 'Tente novamente.';
        // SPEC §8: 'Erro ao atualizar perfil: {message}' (the API already words its own failures so).
        setFailure(
          message.startsWith('Erro ao atualizar perfil')
            ? message
            : `Erro ao atualizar perfil: ${message}`,
        );
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <ProviderInfoSection rules={rules} title="Informações do Conveniado" />
        <ContactSection rules={rules} />
        <AddressSection rules={rules} />
        <ServiceSection rules={rules} title="Classificação" />
        {failure && <Alert variant="error">{failure}</Alert>}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar Alterações'}
        </Button>
      </form>
    </FormProvider>
  );
}
