import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a form control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The message shown under the control, and read with it (aria-describedby). */
  error?: string;
  hint?: string;
  /** Marks the control invalid when the message is shown elsewhere (one message for a form). */
  invalid?: boolean;
  /** Ids of other elements that describe the control, such as that form-level message. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, a hint and the validation message next to it (DESIGN §3). */
export function FormField({
  label,
  error,
  hint,
  invalid,
  describedBy,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-dica`;
  const errorId = `${id}-erro`;
  const describedByIds = [hint && hintId, error && errorId, describedBy].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
