import type { AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { cn } from '../../../../lib/cn.ts';
import { USER_STATUS_LABELS } from '../user-labels.ts';

// The providers' status colours (provider-status-badge.tsx), each pair at least 6:1.
const STATUS_CLASSES: Record<AdminUserRow['status'], string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  inactive: 'bg-slate-200 text-slate-800',
};

export function UserStatusBadge({ status }: { status: AdminUserRow['status'] }) {
  return (
    <Badge variant="muted" className={cn(STATUS_CLASSES[status])}>
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}
