import { useMemo, useState } from 'react';
import {
  EMPTY_REGISTRATION_FORM,
  type ProviderRegistrationValues,
} from '../../../../shared/schemas/provider-form-values.ts';
import { providerRegistrationSchema } from '../../../../shared/schemas/provider-form.ts';
import { useFieldRules } from '../../../components/forms/field-rules.ts';
import { AddressSection } from '../../../components/forms/provider-sections/address-section.tsx';
import { ContactSection } from '../../../components/forms/provider-sections/contact-section.tsx';
import { ProviderInfoSection } from '../../../components/forms/provider-sections/provider-info-section.tsx';
import { ServiceSection } from '../../../components/forms/provider-sections/service-section.tsx';
import { useFieldConfigurations } from '../../../components/forms/reference-queries.ts';
import { useProviderForm } from '../../../components/forms/use-provider-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegisterProvider } from '../api/register-provider.ts';
import { AccessSection } from './access-section.tsx';
import { TermsCheckbox } from '../../../components/forms/terms-checkbox.tsx';

const UNEXPECTED = 'Ocorreu um erro ao processar seu cadastro: tente novamente.';

/**
 * SPEC §2 provider sign-up: access data, provider data, contact, address, service information,
 * terms. Checked with the shared schema (SPEC §5 order) before it is sent, and again by the API.
 */
export function ProviderSignUpForm({
  onRegistered,
}: {
  onRegistered: (result: { message: string; email: string }) => void;
}) {
  const form = useProviderForm<ProviderRegistrationValues>(EMPTY_REGISTRATION_FORM);
  const configurations = useFieldConfigurations();
  const rules = useFieldRules(configurations.data, false);
  const schema = useMemo(() => providerRegistrationSchema(rules.required), [rules.required]);
  const registration = useRegisterProvider();
  const [failure, setFailure] = useState<string | null>(null);
  const binding = { values: form.values, errors: form.errors, setValue: form.setValue, rules };

  const submit = form.handleSubmit(schema, () => {
    setFailure(null);
    registration.mutate(form.values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onRegistered({ message, email: form.values.email.trim() });
      },
      onError: (error) => {
        if (form.showServerError(error)) return;
        setFailure(isApiError(error) ? error.message : UNEXPECTED);
      },
    });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-6">
      <AccessSection
        values={form.values}
        errors={form.errors}
        onChange={(name, value) => form.setValue(name, value)}
      />
      <ProviderInfoSection binding={binding} title="Dados do Conveniado" />
      <ContactSection binding={binding} />
      <AddressSection binding={binding} />
      <ServiceSection binding={binding} title="Informações do Serviço" />
      <TermsCheckbox
        checked={form.values.acceptTerms}
        onChange={(checked) => form.setValue('acceptTerms', checked)}
        error={form.errors.acceptTerms}
      />
      <p className="text-sm text-muted-foreground">
        Seu cadastro será analisado pela nossa equipe antes de aparecer na plataforma. Você será
        avisado por e-mail quando ele for aprovado.
      </p>
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={registration.isPending}
      >
        {registration.isPending ? 'Enviando...' : 'Finalizar Cadastro'}
      </Button>
    </form>
  );
}
