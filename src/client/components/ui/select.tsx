import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { fieldClassName } from './input.tsx';

/**
 * The one select of the app: a native <select> styled like our inputs. Native on purpose:
 * keyboard, screen readers and the phone's own picker work without code, and nothing injects a
 * <style> at run time, which the CSP (style-src 'self') would refuse (docs/decisions/009). The
 * chevron is ours because `appearance-none` hides the browser's arrow, whose look varies.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        // A <select> matches :read-only (it is not editable text), which the text fields' style
        // greys out as not editable: it takes the field look without that.
        className={cn(fieldClassName, 'appearance-none truncate pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
