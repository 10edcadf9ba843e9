import {
  PROVIDER_STATUS_LABELS,
  type ProviderStatus,
} from '../../../../../shared/constants/providers.ts';
import { Badge, type BadgeProps } from '../../../../components/ui/badge.tsx';

// Each pair is at least 6:1 (WCAG AA for small text); the colours follow the self-profile banners.
const STATUS_VARIANTS: Record<ProviderStatus, BadgeProps['variant']> = {
  active: 'success',
  pending: 'warning',
  inactive: 'inactive',
  reprovado: 'danger',
};

/** SPEC §2: the Status column's badge ('Ativo', 'Inativo', 'Pendente', 'Reprovado'). */
export function ProviderStatusBadge({ status }: { status: ProviderStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{PROVIDER_STATUS_LABELS[status]}</Badge>;
}
