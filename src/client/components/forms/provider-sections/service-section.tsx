import { lazy, Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { holdsRqe } from '../../../../shared/constants/councils.ts';
import { FormField } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import type { FieldRules } from '../field-rules.ts';
import { FormSection } from '../form-section.tsx';
import { useAreas, useSpecialties } from '../reference-queries.ts';
import { SpecialtyPicker } from '../specialty-picker.tsx';
import { labelFor, TextField, useProviderFormContext } from './provider-field.tsx';

// Only doctors see it (decision 032): out of the public sign-up page's first load.
const RqeFields = lazy(() =>
  import('./rqe-fields.tsx').then((module) => ({ default: module.RqeFields })),
);

/**
 * SPEC §2 "service information" (registration) / "classification" (self-profile): area and
 * specialties from the database, discount and return period, observations.
 */
export function ServiceSection({ rules, title }: { rules: FieldRules; title: string }) {
  const { control, register, formState } = useProviderFormContext();
  const council = useWatch({ control, name: 'council' });
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
      {/* Controlled (Controller): the stored area must show once the list arrives. */}
      <Controller
        name="area"
        control={control}
        render={({ field, fieldState }) => (
          <FormField
            label={labelFor('area')}
            error={fieldState.error?.message}
            hint={rules.visibility('area')}
            required={rules.isRequired('area')}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <Select {...controlProps} {...field}>
                <option value="">Selecione a área de atuação</option>
                {(areas.data ?? []).map((area) => (
                  <option key={area.id} value={String(area.id)}>
                    {area.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        name="specialties"
        control={control}
        render={({ field, fieldState }) => (
          <SpecialtyPicker
            ref={field.ref}
            specialties={specialties.data ?? []}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            required={rules.isRequired('specialties')}
            hint={rules.visibility('specialties')}
          />
        )}
      />
      {holdsRqe(council) && (
        <Suspense fallback={null}>
          <RqeFields specialties={specialties.data ?? []} />
        </Suspense>
      )}
      <TextField
        rules={rules}
        name="discount"
        type="number"
        min={0}
        max={100}
        step={1}
        inputMode="numeric"
        hint="Número inteiro de 0 a 100. Vazio conta como 0."
      />
      <TextField
        rules={rules}
        name="returnDays"
        type="number"
        min={0}
        max={365}
        step={1}
        inputMode="numeric"
        hint="Prazo para retorno gratuito. Vazio conta como 0."
      />
      <FormField
        label={labelFor('observations')}
        error={formState.errors.observations?.message}
        hint={rules.visibility('observations')}
        required={rules.isRequired('observations')}
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <Textarea {...controlProps} {...register('observations')} rows={4} maxLength={2000} />
        )}
      </FormField>
    </FormSection>
  );
}
