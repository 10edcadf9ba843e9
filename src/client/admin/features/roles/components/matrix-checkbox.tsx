import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn.ts';

interface MatrixCheckboxProps {
  /** Read by screen readers with the box: 'Usuários: Criar'. */
  label: string;
  checked: boolean;
  /** Some of the row, not all: the 'Todos' box shows a dash (announced as mixed). */
  indeterminate?: boolean;
  disabled?: boolean;
  /** Why it is disabled: the id of the text that says so, and the same text on hover. */
  describedBy?: string;
  reason?: string;
  onChange: (checked: boolean) => void;
}

/**
 * A native checkbox, drawn by Tailwind classes only (nothing a strict CSP refuses, decision 009),
 * inside a label as large as a finger. `indeterminate` exists only as a DOM property.
 */
export function MatrixCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  describedBy,
  reason,
  onChange,
}: MatrixCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // At every render (a click clears the DOM's flag even when the prop stays the same), and before
  // the box is painted, so a mixed row never shows an empty box first.
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  });

  return (
    <label
      title={disabled ? reason : undefined}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-muted',
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
    </label>
  );
}
