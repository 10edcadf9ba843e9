import { BadgePercent } from 'lucide-react';
import { Badge, type BadgeProps } from '../ui/badge.tsx';
import { discountLabel } from '../../lib/directory-format.ts';

/** SPEC §2: 'Até {n}% de desconto', and nothing at all when the discount is 0 or hidden. */
export function DiscountBadge({
  discount,
  className,
  size,
}: { discount?: number } & Pick<BadgeProps, 'className' | 'size'>) {
  const label = discountLabel(discount);
  if (!label) return null;
  return (
    <Badge className={className} size={size}>
      <BadgePercent aria-hidden="true" />
      {label}
    </Badge>
  );
}
