import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../../../shared/schemas/admin-table.ts';
import { Input } from '../../../components/ui/input.tsx';

/** Long enough to type a word without a request per letter; short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 250;

interface TableSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses; the table goes back to page 0. */
  onSearch: (q: string) => void;
  /** What is searched, for screen readers ('Pesquisar conveniados'). */
  label: string;
}

/**
 * SPEC §2 'Pesquisar...': searches as the person types, after a short pause. The box keeps what
 * was typed; when the URL's search changes by other means (back button, a link), the box follows.
 */
export function TableSearch({ value, onSearch, label }: TableSearchProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const id = useId();

  // The URL changed without us (back/forward): show its search. Our own writes match the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder="Pesquisar..."
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
