import type { AdminUserRow } from '../../../../../shared/schemas/admin-users.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { formatDateTime, parseTimestamp } from '../../../lib/dates.ts';
import { NO_ROLE_LABEL, USER_TYPE_LABELS } from '../user-labels.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

interface UserDetailsDialogProps {
  user: AdminUserRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Detalhes do Usuário': what the row knows, read-only. */
export function UserDetailsDialog({ user, open, onOpenChange }: UserDetailsDialogProps) {
  const createdAt = parseTimestamp(user.createdAt);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Detalhes do Usuário">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Item label="Nome">{user.name}</Item>
        <Item label="E-mail">
          <span className="break-all">{user.email}</span>
        </Item>
        <Item label="Tipo de usuário">{USER_TYPE_LABELS[user.userType]}</Item>
        <Item label="Status">
          <UserStatusBadge status={user.status} />
        </Item>
        {user.userType === 'admin' && (
          <Item label="Perfil administrativo">{user.roleName ?? NO_ROLE_LABEL}</Item>
        )}
        {createdAt && <Item label="Cadastrado em">{formatDateTime(createdAt)}</Item>}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Fechar
        </Button>
      </div>
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-foreground">{children}</dd>
    </div>
  );
}
