import { FormSection } from '../../../components/forms/form-section.tsx';
import { LabelledField } from '../../../components/forms/labelled-field.tsx';
import type { FieldErrors } from '../../../components/forms/use-provider-form.ts';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

interface AccessSectionProps {
  values: { name: string; email: string; password: string };
  errors: FieldErrors;
  onChange: (name: 'name' | 'email' | 'password', value: string) => void;
}

/** SPEC §2 "access data": the account the provider signs in with. */
export function AccessSection({ values, errors, onChange }: AccessSectionProps) {
  return (
    <FormSection
      title="Dados de Acesso"
      description="Você usará este e-mail e esta senha para entrar e atualizar seu perfil."
    >
      <LabelledField label="Nome completo" name="name" error={errors.name} required>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField label="E-mail" name="email" error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField
        label="Senha"
        name="password"
        error={errors.password}
        hint="Mínimo de 8 caracteres."
        required
        className="sm:col-span-2"
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => onChange('password', event.target.value)}
          />
        )}
      </LabelledField>
    </FormSection>
  );
}
