import { useMemo, useState } from 'react';
import type { ProviderFormValues } from '../../../../shared/schemas/provider-form-values.ts';
import { providerProfileSchema } from '../../../../shared/schemas/provider-form.ts';
import type { OwnProvider } from '../../../../shared/schemas/provider-profile.ts';
import type { FieldConfiguration } from '../../../../shared/schemas/reference.ts';
import { useFieldRules } from '../../../components/forms/field-rules.ts';
import { AddressSection } from '../../../components/forms/provider-sections/address-section.tsx';
import { ContactSection } from '../../../components/forms/provider-sections/contact-section.tsx';
import { ProviderInfoSection } from '../../../components/forms/provider-sections/provider-info-section.tsx';
import { ServiceSection } from '../../../components/forms/provider-sections/service-section.tsx';
import { useProviderForm } from '../../../components/forms/use-provider-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateOwnProvider } from '../api/update-own-provider.ts';
import { profileFormValues } from './profile-form-values.ts';

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
  const form = useProviderForm<ProviderFormValues>(profileFormValues(provider));
  const rules = useFieldRules(configurations, true);
  const schema = useMemo(() => providerProfileSchema(rules.required), [rules.required]);
  const update = useUpdateOwnProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const binding = { values: form.values, errors: form.errors, setValue: form.setValue, rules };

  const submit = form.handleSubmit(schema, () => {
    setFailure(null);
    update.mutate(form.values, {
      onSuccess: ({ message, provider: saved }) => {
        form.reset(profileFormValues(saved));
        toast.success(message);
      },
      onError: (error) => {
        if (form.showServerError(error)) return;
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
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-6">
      <ProviderInfoSection binding={binding} title="Informações do Conveniado" />
      <ContactSection binding={binding} />
      <AddressSection binding={binding} />
      <ServiceSection binding={binding} title="Classificação" />
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending}>
        {update.isPending ? 'Salvando...' : 'Salvar Alterações'}
      </Button>
    </form>
  );
}
