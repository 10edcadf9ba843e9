import { formatCpfCnpj, isValidCpfCnpj } from '../../../../shared/brazilian-data.ts';
import { FormSection } from '../form-section.tsx';
import { TextField, type ProviderFormBinding } from './provider-form-binding.tsx';

const formatDocument = (value: string) => (isValidCpfCnpj(value) ? formatCpfCnpj(value) : value);

/** SPEC §2 "provider data" / "provider information". */
export function ProviderInfoSection({
  binding,
  title,
}: {
  binding: ProviderFormBinding;
  title: string;
}) {
  return (
    <FormSection title={title}>
      <TextField binding={binding} name="companyName" autoComplete="organization" />
      <TextField binding={binding} name="tradeName" />
      <TextField
        binding={binding}
        name="cpfCnpj"
        format={formatDocument}
        inputMode="text"
        hint="CPF para profissionais, CNPJ para estabelecimentos."
      />
      <TextField binding={binding} name="responsibleName" autoComplete="name" />
      <TextField
        binding={binding}
        name="crNumber"
        hint="Ex.: CRM-GO 12345."
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
