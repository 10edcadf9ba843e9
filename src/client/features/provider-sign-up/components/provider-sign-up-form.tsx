import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  EMPTY_REGISTRATION_FORM,
  type ProviderRegistrationValues,
} from '../../../../shared/schemas/provider-form-values.ts';
import { useFieldRules } from '../../../components/forms/field-rules.ts';
import { registrationSchemaLoader } from '../../../components/forms/provider-schemas.ts';
import { AddressSection } from '../../../components/forms/provider-sections/address-section.tsx';
import { ContactSection } from '../../../components/forms/provider-sections/contact-section.tsx';
import { ProviderInfoSection } from '../../../components/forms/provider-sections/provider-info-section.tsx';
import { ServiceSection } from '../../../components/forms/provider-sections/service-section.tsx';
import { useFieldConfigurations } from '../../../components/forms/reference-queries.ts';
import { TermsCheckbox } from '../../../components/forms/terms-checkbox.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegisterProvider } from '../api/register-provider.ts';
import { AccessSection } from './access-section.tsx';

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
  const configurations = useFieldConfigurations();
  const rules = useFieldRules(configurations.data, false);
  const schema = useMemo(() => registrationSchemaLoader(rules.required), [rules.required]);
  const form = useSchemaForm<ProviderRegistrationValues, unknown>(schema, EMPTY_REGISTRATION_FORM);
  const registration = useRegisterProvider();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(() => {
    setFailure(null);
    // The values as typed: the API parses them with the same schema (register-provider.ts).
    const values = form.getValues();
    registration.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onRegistered({ message, email: values.email.trim() });
      },
      onError: (error) => {
        if (form.applyServerError(error)) return;
        setFailure(isApiError(error) ? error.message : UNEXPECTED);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6">
        <AccessSection />
        <ProviderInfoSection rules={rules} title="Dados do Conveniado" />
        <ContactSection rules={rules} />
        <AddressSection rules={rules} />
        <ServiceSection rules={rules} title="Informações do Serviço" />
        <TermsCheckbox
          {...form.register('acceptTerms')}
          error={form.formState.errors.acceptTerms?.message}
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
    </FormProvider>
  );
}
