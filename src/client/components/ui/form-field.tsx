import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a form control needs to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  label: string;
  /** The message shown under the control, and read with it (aria-describedby). */
  error?: string;
  hint?: string;
  /** Required by the schema or the field configuration: an asterisk and aria-required. */
  required?: boolean;
  /** Marks the control invalid when the message is shown elsewhere (one message for a form). */
  invalid?: boolean;
  /** Ids of other elements that describe the control, such as that form-level message. */
  describedBy?: string;
  className?: string;
  /**
   * Renders the control with these props spread on it, next to `register(name)`'s props or
   * inside a `Controller`'s render (whose `field.ref` is what focus moves to on an error).
   */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field wrapper of the app's forms (DESIGN §3): a label, its control, a hint and the
 * validation message next to it. The asterisk sits outside the <label> and is hidden from
 * assistive technology, which hears aria-required instead.
 */
export function FormField({
  label,
  error,
  hint,
  required,
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
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedByIds || undefined,
        'aria-required': required ? true : undefined,
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
