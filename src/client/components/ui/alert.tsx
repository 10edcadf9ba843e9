import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface AlertProps {
  variant: 'error' | 'success';
  title?: string;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A message inside a page or form. Errors are role="alert" (read at once); a success is
 * role="status" (read when the reader is free).
 */
export function Alert({ variant, title, id, className, children }: AlertProps) {
  const Icon = variant === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-md border p-3 text-sm',
        variant === 'error'
          ? 'border-destructive/40 bg-destructive-soft text-destructive'
          : 'border-primary/40 bg-primary-soft text-accent-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
