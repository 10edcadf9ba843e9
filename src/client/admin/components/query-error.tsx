import { CircleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

interface QueryErrorProps {
  /** The SPEC's message for this screen ('Não foi possível carregar os conveniados'). */
  title: string;
  /** What went wrong, from the API's answer (already Portuguese). */
  error: Error | null;
  onRetry: () => void;
  /** The retry is under way: the button waits instead of queueing another request. */
  retrying?: boolean;
  className?: string;
}

/**
 * DESIGN §2: where the SPEC's back-office fell back to sample data, an error state with
 * 'Tentar novamente'. Never fake rows.
 */
export function QueryError({
  title,
  error,
  onRetry,
  retrying = false,
  className,
}: QueryErrorProps) {
  const detail = error?.message && error.message !== title ? error.message : null;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border border-destructive/40 bg-destructive-soft px-4 py-8 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
      <p className="font-semibold text-destructive">{title}</p>
      {detail && <p className="text-sm text-foreground">{detail}</p>}
      <Button variant="outline" disabled={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
