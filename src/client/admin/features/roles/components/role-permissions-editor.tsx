import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  type PermissionAction,
  type PermissionResource,
} from '../../../../../shared/constants/permissions.ts';
import { hasPermission } from '../../../../../shared/permissions.ts';
import {
  ADMIN_ROLE_MESSAGES as M,
  type AdminRolePermissionsResponse,
} from '../../../../../shared/schemas/admin-roles.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { isSessionError } from '../../../../lib/session/session-expiry.ts';
import { toast } from '../../../../lib/toast.ts';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { permissionsQueryOptions, type PermissionState } from '../../../lib/use-permission.ts';
import { useSaveRolePermissions } from '../api/roles-api.ts';
import { permissionKey } from '../role-permissions.ts';
import { PermissionMatrix, type BoxLock } from './permission-matrix.tsx';
import { roleErrorMessage } from './role-messages.ts';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));

interface RolePermissionsEditorProps {
  data: AdminRolePermissionsResponse;
  canUpdate: PermissionState;
}

/**
 * The matrix of one role and 'Salvar Permissões': every box sent at once (one transaction on the
 * server). Read-only for 'Admin Master' (every box checked, SPEC §6) and without roles:update.
 * A box the signed-in admin could not grant (they lack that permission themself) stays
 * unchecked, as the server would refuse it; one already granted can still be removed.
 */
export function RolePermissionsEditor({ data, canUpdate }: RolePermissionsEditorProps) {
  const readOnlyId = useId();
  const cannotGrantId = useId();
  const own = useQuery(permissionsQueryOptions()).data?.permissions;
  const save = useSaveRolePermissions(data.role.id);
  // Boxes changed and not saved yet; null: the role as stored (which follows a refetch).
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(null);
  const stored = useMemo(() => new Set(data.permissions), [data.permissions]);
  const selected = draft ?? stored;
  const dirty = draft !== null && !sameSet(draft, stored);

  const readOnly: PermissionState | undefined = !data.editable
    ? { allowed: false, pending: false, reason: M.masterEdit }
    : canUpdate.allowed
      ? undefined
      : canUpdate;
  const readOnlyLock: BoxLock | undefined = readOnly && {
    reason: readOnly.reason,
    reasonId: readOnly.reason ? readOnlyId : undefined,
  };
  const cannotGrant = (resource: PermissionResource, action: PermissionAction) =>
    !stored.has(permissionKey(resource, action)) && !hasPermission(own, resource, action);
  const lockOf = (resource: PermissionResource, action: PermissionAction) =>
    readOnlyLock ??
    (cannotGrant(resource, action)
      ? { reason: M.cannotGrant, reasonId: cannotGrantId }
      : undefined);
  const anyCannotGrant =
    !readOnly &&
    PERMISSION_RESOURCES.some((resource) =>
      PERMISSION_ACTIONS.some((action) => cannotGrant(resource, action)),
    );
  const failure = isSessionError(save.error)
    ? null
    : roleErrorMessage('salvar permissões', save.error);

  return (
    <div className="space-y-4">
      {readOnly && <PermissionNotice permissions={[readOnly]} />}
      {readOnly?.reason && (
        <span id={readOnlyId} hidden>
          {readOnly.reason}
        </span>
      )}
      {anyCannotGrant && (
        <p className="text-sm text-muted-foreground">
          <span id={cannotGrantId}>{M.cannotGrant}</span> As caixas dessas permissões ficam
          desativadas.
        </p>
      )}
      <PermissionMatrix
        label={`Permissões do perfil ${data.role.name}`}
        selected={selected}
        lockOf={lockOf}
        onChange={(next) => setDraft(next)}
      />
      {selected.size === 0 && <p className="text-sm text-muted-foreground">{M.emptyPermissions}</p>}
      {failure && <Alert variant="error">{failure}</Alert>}
      {data.editable && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p role="status" className="text-sm text-muted-foreground">
            {dirty ? 'Há alterações ainda não salvas.' : ''}
          </p>
          <PermissionButton
            permission={canUpdate}
            disabled={!dirty || save.isPending}
            onClick={() =>
              save.mutate([...selected], {
                onSuccess: ({ message }) => {
                  setDraft(null);
                  toast.success(message);
                },
              })
            }
          >
            <Save aria-hidden="true" />
            {save.isPending ? 'Salvando...' : 'Salvar Permissões'}
          </PermissionButton>
        </div>
      )}
    </div>
  );
}
