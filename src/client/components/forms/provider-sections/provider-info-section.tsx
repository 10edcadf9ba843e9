import { lazy, Suspense } from 'react';
import { formatCpfCnpj, isValidCpfCnpj } from '../../../../shared/brazilian-data.ts';
import type { FieldRules } from '../field-rules.ts';
import { FormSection } from '../form-section.tsx';
import { TextField } from './provider-field.tsx';

// Lazily, with its lists of councils and states: the public sign-up page's first load has a
// budget (scripts/bundle-check.ts). The space is kept while it loads, so nothing moves.
const CouncilFields = lazy(() =>
  import('./council-fields.tsx').then((module) => ({ default: module.CouncilFields })),
);

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
      <Suspense fallback={<div aria-hidden="true" className="h-44 sm:col-span-2 sm:h-[5.5rem]" />}>
        <CouncilFields />
      </Suspense>
      <TextField
        rules={rules}
        name="crNumber"
        hint="Só o número, como o conselho o emitiu (ex.: 12345): a sua página mostra 'CRM-GO 12345'."
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
