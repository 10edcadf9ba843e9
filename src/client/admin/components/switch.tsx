import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn.ts';

interface SwitchProps {
  /** What the switch turns on, read by screen readers ('Obrigatório: Telefone'). */
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Id of the text that says why it is disabled. */
  describedBy?: string;
}

/**
 * An on/off switch: a native checkbox with role="switch" (announced as on/off, toggled by Space,
 * in the tab order, part of the form), drawn as a track and a thumb by Tailwind classes only: no
 * dependency, and nothing a strict CSP refuses (docs/decisions/009, 021).
 */
export function Switch({ label, checked, onCheckedChange, disabled, describedBy }: SwitchProps) {
  return (
    <label
      className={cn(
        'relative inline-flex min-h-10 min-w-12 items-center justify-center',
        disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
      )}
    >
      <input
        type="checkbox"
        role="switch"
        aria-label={label}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onCheckedChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="flex h-6 w-11 items-center rounded-full bg-input p-0.5 transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-checked:[&>span]:translate-x-5"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform" />
      </span>
    </label>
  );
}
