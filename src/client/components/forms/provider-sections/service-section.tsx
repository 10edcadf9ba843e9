import { LabelledField } from '../labelled-field.tsx';
import { FormSection } from '../form-section.tsx';
import { NativeSelect } from '../native-select.tsx';
import { useAreas, useSpecialties } from '../reference-queries.ts';
import { SpecialtyPicker } from '../specialty-picker.tsx';
import { labelFor, TextField, type ProviderFormBinding } from './provider-form-binding.tsx';

/**
 * SPEC §2 "service information" (registration) / "classification" (self-profile): area and
 * specialties from the database, discount and return period, observations.
 */
export function ServiceSection({
  binding,
  title,
}: {
  binding: ProviderFormBinding;
  title: string;
}) {
  const { values, errors, setValue, rules } = binding;
  const areas = useAreas();
  const specialties = useSpecialties();
  const loadError = areas.isError || specialties.isError;

  return (
    <FormSection title={title}>
      {loadError && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          Erro ao carregar dados de áreas e especialidades
        </p>
      )}
      <LabelledField
        label={labelFor('area')}
        name="area"
        error={errors.area}
        hint={rules.visibility('area')}
        required={rules.isRequired('area')}
        className="sm:col-span-2"
      >
        {(control) => (
          <NativeSelect
            {...control}
            name="area"
            value={values.area}
            onChange={(event) => setValue('area', event.target.value)}
          >
            <option value="">Selecione a área de atuação</option>
            {(areas.data ?? []).map((area) => (
              <option key={area.id} value={String(area.id)}>
                {area.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledField>
      <SpecialtyPicker
        specialties={specialties.data ?? []}
        value={values.specialties}
        onChange={(ids) => setValue('specialties', ids)}
        error={errors.specialties}
        required={rules.isRequired('specialties')}
        hint={rules.visibility('specialties')}
      />
      <TextField
        binding={binding}
        name="discount"
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        hint="Número inteiro de 0 a 100. Vazio conta como 0."
      />
      <TextField
        binding={binding}
        name="returnDays"
        type="number"
        min={0}
        max={365}
        step={1}
        inputMode="numeric"
        hint="Prazo para retorno gratuito. Vazio conta como 0."
      />
      <LabelledField
        label={labelFor('observations')}
        name="observations"
        error={errors.observations}
        hint={rules.visibility('observations')}
        required={rules.isRequired('observations')}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            name="observations"
            rows={4}
            maxLength={2000}
            value={values.observations}
            onChange={(event) => setValue('observations', event.target.value)}
            className="block w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive sm:text-sm"
          />
        )}
      </LabelledField>
    </FormSection>
  );
}
