import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  className?: string;
  /** The selected tab, when the screen keeps it (in its address); else the tabs keep it. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab in the Tab order, arrow keys (and Home,
 * End) move between tabs and select them. Only the selected panel's content is mounted.
 */
export function Tabs({ label, items, className, selected: controlled, onSelect }: TabsProps) {
  const [own, setOwn] = useState(items[0]?.id);
  const selected = controlled ?? own;
  const setSelected = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[items.indexOf(item)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-md bg-muted p-1"
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-aba-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-painel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'rounded px-3 py-2 text-sm font-medium transition-colors',
                isSelected
                  ? 'bg-background text-primary shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-painel-${item.id}`}
          aria-labelledby={`${baseId}-aba-${item.id}`}
          hidden={item.id !== selected}
          className="pt-5"
        >
          {item.id === selected && item.content}
        </div>
      ))}
    </div>
  );
}
