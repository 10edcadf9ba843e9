import { DEMO_LABEL } from '../../../shared/constants/demo.ts';
import { Badge, type BadgeProps } from '../ui/badge.tsx';

/** 'Demonstração' on a provider invented by the demo seed (docs/decisions/015). */
export function DemoBadge({ size }: Pick<BadgeProps, 'size'>) {
  return (
    <Badge variant="demo" size={size}>
      {DEMO_LABEL}
    </Badge>
  );
}
