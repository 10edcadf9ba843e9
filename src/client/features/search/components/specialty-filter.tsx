import { useId, useState } from 'react';
import type { NamedItem } from '../../../../shared/schemas/reference.ts';
import { foldAccents } from '../../../../shared/text.ts';
import { Input } from '../../../components/ui/input.tsx';

interface SpecialtyFilterProps {
  specialties: readonly NamedItem[];
  /** True until the list has answered: no 'Nenhuma especialidade disponível' meanwhile. */
  loading: boolean;
  /** The chosen specialty name; '' for all. */
  value: string;
  onChange: (name: string) => void;
}

/** 'cardio' finds 'Cardiologia', 'nutricao' finds 'Nutrição'. */
function normalize(text: string): string {
  return foldAccents(text).toLowerCase();
}

/**
 * SPEC §2: the specialties of the filter panel, a list narrowed by typing, at most 250 px high
 * with its own scroll. One specialty at a time: the search takes one (as the home links do).
 */
export function SpecialtyFilter({ specialties, loading, value, onChange }: SpecialtyFilterProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const name = useId();
  const matching = specialties.filter((specialty) =>
    normalize(specialty.name).includes(normalize(text.trim())),
  );
  const emptyText =
    specialties.length === 0
      ? loading
        ? 'Carregando...'
        : 'Nenhuma especialidade disponível'
      : matching.length === 0
        ? 'Nenhuma especialidade encontrada.'
        : null;

  const option = (label: string, optionValue: string) => (
    <label
      key={optionValue || 'todas'}
      className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted"
    >
      <input
        type="radio"
        name={name}
        value={optionValue}
        checked={value === optionValue}
        onChange={() => onChange(optionValue)}
        className="size-4 shrink-0 accent-primary"
      />
      {label}
    </label>
  );

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-foreground">Especialidades</legend>
      <label htmlFor={inputId} className="sr-only">
        Filtrar especialidades
      </label>
      <Input
        id={inputId}
        type="search"
        placeholder="Filtrar especialidades..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="mt-2 max-h-[250px] overflow-y-auto rounded-md border border-border p-1">
        {option('Todas as especialidades', '')}
        {matching.map((specialty) => option(specialty.name, specialty.name))}
        {emptyText && (
          <p role="status" className="px-2 py-3 text-sm text-muted-foreground">
            {emptyText}
          </p>
        )}
      </div>
    </fieldset>
  );
}
