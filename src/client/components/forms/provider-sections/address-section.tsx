import { Controller, useWatch } from 'react-hook-form';
import { formatCepValue, isValidCepValue } from '../../../../shared/brazilian-data.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { CityCombobox } from '../city-combobox.tsx';
import type { FieldRules } from '../field-rules.ts';
import { FormSection } from '../form-section.tsx';
import { useCities, useStates } from '../reference-queries.ts';
import { labelFor, TextField, useProviderFormContext } from './provider-field.tsx';

const formatCep = (value: string) => (isValidCepValue(value) ? formatCepValue(value) : value);

/** SPEC §2 "address". The city list is every municipality of the chosen state. */
export function AddressSection({ rules }: { rules: FieldRules }) {
  const { control, setValue } = useProviderFormContext();
  const state = useWatch({ control, name: 'state' });
  const states = useStates();
  const cities = useCities(state);
  const hint = (name: string, extra?: string) =>
    [extra, rules.visibility(name)].filter(Boolean).join(' ') || undefined;

  let cityPlaceholder = 'Digite para buscar a cidade';
  if (state === '') cityPlaceholder = 'Selecione o estado primeiro';
  else if (cities.isPending) cityPlaceholder = 'Carregando cidades...';
  else if (cities.isError) cityPlaceholder = 'Não foi possível carregar a lista de cidades.';

  return (
    <FormSection title="Endereço">
      <TextField
        rules={rules}
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        format={formatCep}
        hint="Ex.: 75800-000."
      />
      <TextField rules={rules} name="address" autoComplete="address-line1" hint="Rua, avenida..." />
      <TextField rules={rules} name="addressNumber" />
      <TextField rules={rules} name="complement" autoComplete="address-line2" />
      <TextField rules={rules} name="neighborhood" />
      {/* Controlled (Controller): the stored state must show once the list arrives. */}
      <Controller
        name="state"
        control={control}
        render={({ field, fieldState }) => (
          <FormField
            label={labelFor('state')}
            error={
              fieldState.error?.message ??
              (states.isError ? 'Não foi possível carregar a lista de estados.' : undefined)
            }
            hint={hint('state')}
            required={rules.isRequired('state')}
          >
            {(controlProps) => (
              <Select
                {...controlProps}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // SPEC §4 Forms: changing the state clears the city.
                  setValue('city', '');
                }}
              >
                <option value="">Selecione o estado</option>
                {(states.data ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} ({item.id})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        name="city"
        control={control}
        render={({ field, fieldState }) => (
          <FormField
            label={labelFor('city')}
            error={fieldState.error?.message}
            hint={hint(
              'city',
              cities.data ? `${cities.data.length} cidades neste estado.` : undefined,
            )}
            required={rules.isRequired('city')}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <CityCombobox
                control={controlProps}
                ref={field.ref}
                cities={cities.data ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={state === '' || !cities.data}
                placeholder={cityPlaceholder}
              />
            )}
          </FormField>
        )}
      />
      <TextField
        rules={rules}
        name="locationLink"
        type="url"
        hint="Link do Google Maps ou similar (opcional)."
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
