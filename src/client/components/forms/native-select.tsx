import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClassName } from '../ui/input.tsx';

/**
 * A native <select> styled like the inputs: the platform's own keyboard and screen-reader
 * behaviour, and nothing injected at runtime (the CSP allows only our stylesheet).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  // :read-only matches every <select> (it is not editable text): keep it looking enabled.
  return (
    <select
      className={cn(
        inputClassName,
        'pr-8 read-only:bg-background read-only:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
