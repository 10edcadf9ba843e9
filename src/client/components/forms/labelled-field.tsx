import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a control needs to be tied to its label, hint and message, and found on an error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  'data-field': string;
}

interface LabelledFieldProps {
  label: string;
  /** The form value this control edits; an error about it moves focus here. */
  name: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, its control, a hint and the validation message next to it (DESIGN §3), plus the
 * required mark of the field configuration. The asterisk sits outside the <label> and is hidden
 * from assistive technology, which hears aria-required instead.
 */
export function LabelledField({
  label,
  name,
  error,
  hint,
  required,
  className,
  children,
}: LabelledFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-dica`, error && `${id}-erro`].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-medium text-foreground">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm text-destructive">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
        'data-field': name,
      })}
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
    </div>
  );
}
