import { formatCpfCnpj, isValidCpfCnpj } from '../../../../shared/brazilian-data.ts';
import type { FieldRules } from '../field-rules.ts';
import { FormSection } from '../form-section.tsx';
import { TextField } from './provider-field.tsx';

const formatDocument = (value: string) => (isValidCpfCnpj(value) ? formatCpfCnpj(value) : value);

/** SPEC §2 "provider data" / "provider information". */
export function ProviderInfoSection({ rules, title }: { rules: FieldRules; title: string }) {
  return (
    <FormSection title={title}>
      <TextField rules={rules} name="companyName" autoComplete="organization" />
      <TextField rules={rules} name="tradeName" />
      <TextField
        rules={rules}
        name="cpfCnpj"
        format={formatDocument}
        inputMode="text"
        hint="CPF para profissionais, CNPJ para estabelecimentos."
      />
      <TextField rules={rules} name="responsibleName" autoComplete="name" />
      <TextField
        rules={rules}
        name="crNumber"
        hint="Ex.: CRM-GO 12345."
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
