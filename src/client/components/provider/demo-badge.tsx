import { DEMO_LABEL } from '../../../shared/constants/demo.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../ui/badge.tsx';

/** 'Demonstração' on a provider invented by the demo seed (docs/decisions/015). */
export function DemoBadge({ className }: { className?: string }) {
  return (
    <Badge variant="demo" className={cn('border border-demo-foreground/30', className)}>
      {DEMO_LABEL}
    </Badge>
  );
}
