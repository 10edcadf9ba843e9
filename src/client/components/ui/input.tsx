import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The look of every text field and select. */
export const fieldClassName =
  'block h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm';

/** A text field; greyed out when read-only (not editable). */
export const inputClassName = `${fieldClassName} read-only:bg-muted read-only:text-muted-foreground`;

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
