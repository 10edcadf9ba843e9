import { useFormContext } from 'react-hook-form';
import { FormSection } from '../../../../components/forms/form-section.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { NewProviderValues } from '../api/create-provider.ts';

/**
 * SPEC §2 'Adicionar Conveniado' "account": who will sign in. No password field: the server
 * makes a random temporary one (DESIGN §2), shown to the admin once the provider is added.
 */
export function AccountSection() {
  const { register, formState } = useFormContext<NewProviderValues>();
  const { errors } = formState;
  return (
    <FormSection
      title="Conta de Acesso"
      description="A pessoa entra com este e-mail. Uma senha temporária será gerada e mostrada uma única vez, ao cadastrar; um e-mail de boas-vindas lhe permite escolher a própria senha."
    >
      <FormField label="Nome completo" error={errors.name?.message} required>
        {(control) => (
          <Input {...control} {...register('name')} autoComplete="off" spellCheck={false} />
        )}
      </FormField>
      <FormField label="E-mail" error={errors.email?.message} required>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
      </FormField>
    </FormSection>
  );
}
