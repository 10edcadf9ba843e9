import type { AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
import { Badge, type BadgeProps } from '../../../../components/ui/badge.tsx';
import { USER_STATUS_LABELS } from '../user-labels.ts';

// The providers' status colours (provider-status-badge.tsx), each pair at least 6:1.
const STATUS_VARIANTS: Record<AdminUserRow['status'], BadgeProps['variant']> = {
  active: 'success',
  pending: 'warning',
  inactive: 'inactive',
};

export function UserStatusBadge({ status }: { status: AdminUserRow['status'] }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
