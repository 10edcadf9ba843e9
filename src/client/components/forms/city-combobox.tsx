import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import type { NamedItem } from '../../../shared/schemas/reference.ts';
import { foldAccents } from '../../../shared/text.ts';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from '../ui/input.tsx';
import type { FieldControlProps } from '../ui/form-field.tsx';

/** 'São Simão' and 'sao simao' match: people type without accents on phones. */
const fold = (text: string) => foldAccents(text).toLowerCase();

interface CityComboboxProps {
  control: FieldControlProps;
  /** The text box: where focus goes when the city is in error (a Controller's `field.ref`). */
  ref?: Ref<HTMLInputElement>;
  cities: NamedItem[];
  /** The chosen city id, '' for none. */
  value: string;
  onChange: (cityId: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A searchable list of every municipality of the chosen state (Goiás has 246), following the
 * ARIA 1.2 combobox pattern: type to filter, arrows to move, Enter to choose, Escape to close.
 * Focus stays in the text box; the active option is announced through aria-activedescendant.
 */
export function CityCombobox({
  control,
  ref,
  cities,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
}: CityComboboxProps) {
  const listId = useId();
  const selected = cities.find((city) => String(city.id) === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const text = query ?? selected?.name ?? '';
  const matches = useMemo(() => {
    if (query === null || query.trim() === '') return cities;
    const wanted = fold(query.trim());
    return cities.filter((city) => fold(city.name).includes(wanted));
  }, [cities, query]);
  const activeCity = open ? matches[active] : undefined;
  const optionId = (id: number) => `${listId}-${id}`;

  useEffect(() => {
    if (!activeCity) return;
    // jsdom has no scrollIntoView; browsers keep the active option visible while arrowing.
    document.getElementById(optionId(activeCity.id))?.scrollIntoView?.({ block: 'nearest' });
  });

  function choose(city: NamedItem) {
    onChange(String(city.id));
    setQuery(null);
    setOpen(false);
  }

  function close() {
    // Leaving with an emptied box clears the choice; any other text goes back to the chosen city.
    if (query !== null && query.trim() === '' && value !== '') onChange('');
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            matches.findIndex((city) => city.id === selected?.id),
          ),
        );
        return;
      }
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      // Choosing must not submit the form the combobox sits in.
      event.preventDefault();
      if (activeCity) choose(activeCity);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        ref={ref}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeCity ? optionId(activeCity.id) : undefined}
        className={inputClassName}
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Cidades"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-border bg-background py-1 shadow-lg"
      >
        {matches.map((city, index) => (
          <li
            key={city.id}
            id={optionId(city.id)}
            role="option"
            aria-selected={String(city.id) === value}
            // mousedown, not click: the input must not lose focus (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
            onMouseMove={() => setActive(index)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-foreground',
              index === active && 'bg-primary-soft',
              String(city.id) === value && 'font-semibold',
            )}
          >
            {city.name}
          </li>
        ))}
        {matches.length === 0 && (
          <li
            role="option"
            aria-disabled="true"
            aria-selected={false}
            className="px-3 py-2 text-sm text-muted-foreground"
          >
            Nenhuma cidade encontrada.
          </li>
        )}
      </ul>
    </div>
  );
}
