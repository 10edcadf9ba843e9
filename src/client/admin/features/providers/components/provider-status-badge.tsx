import {
  PROVIDER_STATUS_LABELS,
  type ProviderStatus,
} from '../../../../../shared/constants/providers.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';

// Each pair is at least 6:1 (WCAG AA for small text); the colours follow the self-profile banners.
const STATUS_CLASSES: Record<ProviderStatus, string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  inactive: 'bg-slate-200 text-slate-800',
  reprovado: 'bg-red-100 text-red-800',
};

/** SPEC §2: the Status column's badge ('Ativo', 'Inativo', 'Pendente', 'Reprovado'). */
export function ProviderStatusBadge({ status }: { status: ProviderStatus }) {
  return (
    <Badge variant="muted" className={cn(STATUS_CLASSES[status])}>
      {PROVIDER_STATUS_LABELS[status]}
    </Badge>
  );
}
