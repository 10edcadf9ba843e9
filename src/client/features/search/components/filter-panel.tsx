import { skipToken, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SiteInfo } from '../../../../shared/schemas/site.ts';
import type { NamedItem } from '../../../../shared/schemas/reference.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { DirectoryFilters } from '../../../../shared/directory-filters.ts';
import { SpecialtyFilter } from './specialty-filter.tsx';

/**
 * The discounts offered as filters (percent) until the site details say otherwise: the setting
 * `filtro_descontos` of /admin/discounts (docs/decisions/021).
 */
const DISCOUNT_OPTIONS: readonly number[] = [10, 20, 30, 40, 50];

interface FilterPanelProps {
  filters: DirectoryFilters;
  specialties: readonly NamedItem[];
  specialtiesLoading: boolean;
  onApply: (filters: DirectoryFilters) => void;
  onClear: () => void;
}

/**
 * SPEC §2/§4: selectable discounts and specialties. Applying adds the minimum discount (the
 * smallest selected); clearing resets both and searches everything. Starts from the URL (the
 * page remounts it when the URL changes).
 */
export function FilterPanel({
  filters,
  specialties,
  specialtiesLoading,
  onApply,
  onClear,
}: FilterPanelProps) {
  // The layout loads the site details; read from the cache by key: importing their module here
  // would split it out of the entry chunk and cost every public page (npm run size).
  const site = useQuery<SiteInfo>({ queryKey: ['site-info'], queryFn: skipToken }).data;
  // The URL's discount is ticked and shown among the choices even when it is not one of them (a
  // link made before the setting changed, or read before the site details arrived).
  const fromUrl = /^([1-9]\d?|100)$/.test(filters.desconto) ? Number(filters.desconto) : null;
  const [discounts, setDiscounts] = useState<number[]>(() => (fromUrl === null ? [] : [fromUrl]));
  const choices = site?.discountOptions ?? DISCOUNT_OPTIONS;
  const options =
    fromUrl === null || choices.includes(fromUrl)
      ? choices
      : [...choices, fromUrl].sort((a, b) => a - b);
  const [specialty, setSpecialty] = useState(filters.especialidade);

  function toggle(option: number, checked: boolean) {
    setDiscounts((current) =>
      checked ? [...current, option] : current.filter((value) => value !== option),
    );
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minimum = discounts.length > 0 ? String(Math.min(...discounts)) : '';
    onApply({ ...filters, especialidade: specialty, desconto: minimum });
  }

  function clear() {
    setDiscounts([]);
    setSpecialty('');
    onClear();
  }

  return (
    <form onSubmit={apply} aria-label="Filtros" className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-foreground">Desconto</legend>
        <div className="grid grid-cols-2 gap-1 md:grid-cols-1">
          {options.map((option) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-muted"
            >
              <input
                type="checkbox"
                checked={discounts.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="size-4 shrink-0 accent-primary"
              />
              {option}% ou mais
            </label>
          ))}
        </div>
      </fieldset>
      <SpecialtyFilter
        specialties={specialties}
        loading={specialtiesLoading}
        value={specialty}
        onChange={setSpecialty}
      />
      <div className="flex flex-col gap-2">
        <Button type="submit">Aplicar filtros</Button>
        <Button type="button" variant="outline" onClick={clear}>
          Limpar filtros
        </Button>
      </div>
    </form>
  );
}
