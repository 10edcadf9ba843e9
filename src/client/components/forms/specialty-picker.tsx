import { useId, useMemo, useState, type Ref } from 'react';
import type { NamedItem } from '../../../shared/schemas/reference.ts';
import { foldAccents } from '../../../shared/text.ts';
import { Input } from '../ui/input.tsx';

const fold = (text: string) => foldAccents(text).toLowerCase();

interface SpecialtyPickerProps {
  /** The filter box: where focus goes when the specialties are in error (`field.ref`). */
  ref?: Ref<HTMLInputElement>;
  specialties: NamedItem[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  required?: boolean;
  hint?: string;
}

/**
 * Several specialties out of ~60: a group of checkboxes (native keyboard and screen-reader
 * support) in a list 250 px high (SPEC §2), with a box that filters it.
 */
export function SpecialtyPicker({
  ref,
  specialties,
  value,
  onChange,
  error,
  required,
  hint,
}: SpecialtyPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () => specialties.filter((item) => fold(item.name).includes(fold(filter.trim()))),
    [specialties, filter],
  );
  const toggle = (specialtyId: number, checked: boolean) =>
    onChange(checked ? [...value, specialtyId] : value.filter((item) => item !== specialtyId));
  const describedBy = [`${id}-contagem`, hint && `${id}-dica`, error && `${id}-erro`]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="min-w-0 space-y-2 sm:col-span-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-foreground">
        Especialidades
        {required && (
          <span aria-hidden="true" className="ml-1 text-destructive">
            *
          </span>
        )}
      </legend>
      <label htmlFor={`${id}-busca`} className="sr-only">
        Buscar especialidade
      </label>
      <Input
        id={`${id}-busca`}
        type="search"
        placeholder="Buscar especialidade..."
        value={filter}
        ref={ref}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="max-h-[250px] overflow-y-auto rounded-md border border-border p-2">
        {specialties.length === 0 && (
          <p className="p-2 text-sm text-muted-foreground">Nenhuma especialidade disponível</p>
        )}
        {specialties.length > 0 && shown.length === 0 && (
          <p className="p-2 text-sm text-muted-foreground">Nenhuma especialidade encontrada.</p>
        )}
        <ul className="grid gap-1 sm:grid-cols-2">
          {shown.map((item) => (
            <li key={item.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-foreground hover:bg-muted">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={value.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                {item.name}
              </label>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-contagem`} className="text-xs text-muted-foreground" aria-live="polite">
        {value.length === 1
          ? '1 especialidade selecionada'
          : `${value.length} especialidades selecionadas`}
      </p>
      {hint && (
        <p id={`${id}-dica`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
