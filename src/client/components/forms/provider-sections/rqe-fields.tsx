import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { NamedItem } from '../../../../shared/schemas/reference.ts';
import { Input } from '../../ui/input.tsx';
import type { ProviderFormValues } from '../../../../shared/schemas/provider-form-values.ts';

/**
 * A doctor's RQE per chosen specialty (decision 032; CFM Res. 2.336/2023, art. 4): without it
 * the specialty is not advertised, neither on the page nor in a search by specialty. The service
 * section shows it, loaded lazily, only for a CRM registration. The values live in `rqes` by specialty id, set whole (ids are not
 * paths react-hook-form could register).
 */
export function RqeFields({ specialties }: { specialties: NamedItem[] }) {
  // Not provider-field.tsx's hook: this lazy chunk then shares no module with the form's own.
  const { control, setValue, getValues, formState } = useFormContext<ProviderFormValues>();
  const [chosen, rqes] = useWatch({ control, name: ['specialties', 'rqes'] });
  const id = useId();
  const names = new Map(specialties.map((item) => [item.id, item.name]));
  const shown = chosen.filter((specialtyId) => names.has(specialtyId));
  // One message for the group, at 'rqes' itself (typed by react-hook-form as per-key errors).
  const error = (formState.errors.rqes as { message?: string } | undefined)?.message;
  const set = (specialtyId: number, value: string) =>
    setValue('rqes', { ...getValues('rqes'), [String(specialtyId)]: value }, { shouldDirty: true });

  return (
    <fieldset
      className="min-w-0 space-y-2 sm:col-span-2"
      aria-describedby={[`${id}-dica`, error && `${id}-erro`].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium text-foreground">RQE por especialidade</legend>
      <p id={`${id}-dica`} className="text-sm text-muted-foreground">
        Registro de Qualificação de Especialista, emitido pelo CRM. Pela regra do CFM, uma
        especialidade sem RQE não é anunciada: não aparece na sua página nem na busca por
        especialidade.
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Escolha as especialidades acima.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {shown.map((specialtyId) => (
            <li key={specialtyId}>
              <label
                htmlFor={`${id}-${specialtyId}`}
                className="mb-1 block text-sm text-foreground"
              >
                RQE de {names.get(specialtyId)}
              </label>
              <Input
                id={`${id}-${specialtyId}`}
                inputMode="numeric"
                maxLength={10}
                value={rqes[String(specialtyId)] ?? ''}
                aria-invalid={error ? true : undefined}
                onChange={(event) => set(specialtyId, event.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-erro`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
