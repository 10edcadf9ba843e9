import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface SpinnerProps {
  /** Replaces the default padding (py-12), e.g. 'py-4' inside a card. */
  className?: string;
  /** Announced to screen readers; SPEC §2 fixes it as 'Carregando...'. */
  label?: string;
}

/** SPEC §2: the loading spinner carries the hidden text 'Carregando...'. */
export function Spinner({ className, label = 'Carregando...' }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className ?? 'py-12')}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
