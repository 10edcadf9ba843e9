import { useFormContext } from 'react-hook-form';
import { BRAZILIAN_UFS, COUNCILS, type Council } from '../../../../shared/constants/councils.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import type { ProviderFormValues } from '../../../../shared/schemas/provider-form-values.ts';

const COUNCIL_LABELS: Record<Council, string> = {
  CRM: 'CRM (Medicina)',
  CRO: 'CRO (Odontologia)',
  CRP: 'CRP (Psicologia)',
  CREFITO: 'CREFITO (Fisioterapia e Terapia Ocupacional)',
  CRN: 'CRN (Nutrição)',
  COREN: 'COREN (Enfermagem)',
  CRF: 'CRF (Farmácia)',
  CRFa: 'CRFa (Fonoaudiologia)',
  OUTRO: 'Outro conselho',
};

/**
 * The council of the registration and its state (decision 032), next to the number (the SPEC's
 * crNumber field, under its configuration), shown together on the provider's page as the
 * councils ask ('CRM-GO 12345').
 */
export function CouncilFields() {
  // Not provider-field.tsx's hook: this lazy chunk then shares no module with the form's own.
  const { register, formState } = useFormContext<ProviderFormValues>();
  return (
    <>
      <FormField
        label="Conselho"
        error={formState.errors.council?.message}
        hint="Médicos informam também o RQE de cada especialidade, mais abaixo."
      >
        {(control) => (
          <Select {...control} {...register('council')}>
            <option value="">Sem registro em conselho</option>
            {COUNCILS.map((council) => (
              <option key={council} value={council}>
                {COUNCIL_LABELS[council]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Estado do registro" error={formState.errors.councilState?.message}>
        {(control) => (
          <Select {...control} {...register('councilState')}>
            <option value="">Selecione o estado</option>
            {BRAZILIAN_UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </>
  );
}
