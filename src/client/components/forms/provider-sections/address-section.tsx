import { formatCepValue, isValidCepValue } from '../../../../shared/brazilian-data.ts';
import { CityCombobox } from '../city-combobox.tsx';
import { FormSection } from '../form-section.tsx';
import { LabelledField } from '../labelled-field.tsx';
import { NativeSelect } from '../native-select.tsx';
import { useCities, useStates } from '../reference-queries.ts';
import { labelFor, TextField, type ProviderFormBinding } from './provider-form-binding.tsx';

const formatCep = (value: string) => (isValidCepValue(value) ? formatCepValue(value) : value);

/** SPEC §2 "address". The city list is every municipality of the chosen state. */
export function AddressSection({ binding }: { binding: ProviderFormBinding }) {
  const { values, errors, setValue, rules } = binding;
  const states = useStates();
  const cities = useCities(values.state);
  const hint = (name: string, extra?: string) =>
    [extra, rules.visibility(name)].filter(Boolean).join(' ') || undefined;

  let cityPlaceholder = 'Digite para buscar a cidade';
  if (values.state === '') cityPlaceholder = 'Selecione o estado primeiro';
  else if (cities.isPending) cityPlaceholder = 'Carregando cidades...';
  else if (cities.isError) cityPlaceholder = 'Não foi possível carregar a lista de cidades.';

  return (
    <FormSection title="Endereço">
      <TextField
        binding={binding}
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        format={formatCep}
        hint="Ex.: 75800-000."
      />
      <TextField
        binding={binding}
        name="address"
        autoComplete="address-line1"
        hint="Rua, avenida..."
      />
      <TextField binding={binding} name="addressNumber" />
      <TextField binding={binding} name="complement" autoComplete="address-line2" />
      <TextField binding={binding} name="neighborhood" />
      <LabelledField
        label={labelFor('state')}
        name="state"
        error={
          errors.state ??
          (states.isError ? 'Não foi possível carregar a lista de estados.' : undefined)
        }
        hint={hint('state')}
        required={rules.isRequired('state')}
      >
        {(control) => (
          <NativeSelect
            {...control}
            name="state"
            value={values.state}
            onChange={(event) => {
              // SPEC §4 Forms: changing the state clears the city.
              setValue('state', event.target.value);
              setValue('city', '');
            }}
          >
            <option value="">Selecione o estado</option>
            {(states.data ?? []).map((state) => (
              <option key={state.id} value={state.id}>
                {state.name} ({state.id})
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <LabelledField
        label={labelFor('city')}
        name="city"
        error={errors.city}
        hint={hint('city', cities.data ? `${cities.data.length} cidades neste estado.` : undefined)}
        required={rules.isRequired('city')}
        className="sm:col-span-2"
      >
        {(control) => (
          <CityCombobox
            control={control}
            cities={cities.data ?? []}
            value={values.city}
            onChange={(cityId) => setValue('city', cityId)}
            disabled={values.state === '' || !cities.data}
            placeholder={cityPlaceholder}
          />
        )}
      </LabelledField>
      <TextField
        binding={binding}
        name="locationLink"
        type="url"
        hint="Link do Google Maps ou similar (opcional)."
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
