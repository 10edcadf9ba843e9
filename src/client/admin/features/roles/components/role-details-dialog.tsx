import { ADMIN_ROLE_MESSAGES as M } from '../../../../../shared/schemas/admin-roles.ts';
import type { AdminRoleRow } from '../../../../../shared/schemas/admin-roles.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import {
  PERMISSION_ACTION_LABELS,
  PERMISSION_RESOURCE_LABELS,
} from '../../../lib/permission-labels.ts';
import { useRolePermissions } from '../api/roles-api.ts';
import { groupByResource } from '../role-permissions.ts';
import { ROLE_PERMISSIONS_LOAD_FAILED } from './role-messages.ts';

/** The role's permissions, one line per resource it has anything on. */
function RolePermissionList({ role }: { role: AdminRoleRow }) {
  const query = useRolePermissions(role.id, true);
  if (query.isPending) return <Spinner className="py-6" />;
  if (query.isError) return <Alert variant="error">{ROLE_PERMISSIONS_LOAD_FAILED}</Alert>;
  const groups = groupByResource(query.data.permissions);
  if (groups.length === 0) {
    return <p className="text-sm text-muted-foreground">{M.emptyPermissions}</p>;
  }
  return (
    <ul className="space-y-2">
      {groups.map(({ resource, actions }) => (
        <li key={resource} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
          <span className="min-w-36 text-sm font-medium text-foreground">
            {PERMISSION_RESOURCE_LABELS[resource]}
          </span>
          <span className="flex flex-wrap gap-1">
            {actions.map((action) => (
              <Badge key={action} variant="muted">
                {PERMISSION_ACTION_LABELS[action]}
              </Badge>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface RoleDetailsDialogProps {
  role: AdminRoleRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Detalhes do Perfil': name, description and the role's permissions in pt-BR. */
export function RoleDetailsDialog({ role, open, onOpenChange }: RoleDetailsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes do Perfil"
      closeLabel="Fechar"
      size="lg"
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-muted-foreground">Nome</dt>
        <dd className="break-words text-foreground">{role.name}</dd>
        <dt className="font-medium text-muted-foreground">Descrição</dt>
        <dd className="break-words text-foreground">{role.description ?? '—'}</dd>
        <dt className="font-medium text-muted-foreground">Usuários</dt>
        <dd className="text-foreground tabular-nums">{role.userCount}</dd>
      </dl>
      <h3 className="mt-6 mb-3 font-semibold text-foreground">Permissões</h3>
      <RolePermissionList role={role} />
    </Dialog>
  );
}
