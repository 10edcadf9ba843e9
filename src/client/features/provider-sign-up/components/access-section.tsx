import { useFormContext } from 'react-hook-form';
import type { ProviderRegistrationValues } from '../../../../shared/schemas/provider-form-values.ts';
import { FormSection } from '../../../components/forms/form-section.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

/** SPEC §2 "access data": the account the provider signs in with. */
export function AccessSection() {
  const { register, formState } = useFormContext<ProviderRegistrationValues>();
  const { errors } = formState;
  return (
    <FormSection
      title="Dados de Acesso"
      description="Você usará este e-mail e esta senha para entrar e atualizar seu perfil."
    >
      <FormField label="Nome completo" error={errors.name?.message} required>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
      </FormField>
      <FormField label="E-mail" error={errors.email?.message} required>
        {(control) => (
          <Input {...control} {...register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField
        label="Senha"
        error={errors.password?.message}
        hint="Mínimo de 8 caracteres."
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
        )}
      </FormField>
    </FormSection>
  );
}
