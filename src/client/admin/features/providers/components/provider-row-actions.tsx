import { Link, useLocation } from 'react-router';
import { Eye, ToggleRight } from 'lucide-react';
import type { AdminProviderRow } from '../../../../../shared/schemas/admin-providers.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { RowDeleteButton, RowEditButton } from '../../../components/row-buttons.tsx';
import { usePermission } from '../../../lib/use-permission.ts';

export type ProviderAction = 'status' | 'delete';

interface ProviderRowActionsProps {
  provider: AdminProviderRow;
  onAction: (action: ProviderAction, provider: AdminProviderRow) => void;
}

/**
 * SPEC §2 list actions: details, edit, status, delete. Icon buttons whose names say which
 * provider they act on, so a screen reader's list of buttons is not ten 'Excluir' in a row.
 */
export function ProviderRowActions({ provider, onAction }: ProviderRowActionsProps) {
  const location = useLocation();
  const canUpdate = usePermission('providers', 'update');
  const canDelete = usePermission('providers', 'delete');
  const name = provider.companyName;
  // The details page's 'Voltar' returns to this very page of the list, search and all.
  const from = `${location.pathname}${location.search}`;

  return (
    <div className="flex items-center justify-end gap-1">
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={`/admin/providers/${provider.id}`}
          state={{ from }}
          aria-label={`Ver detalhes de ${name}`}
          title="Detalhes"
        >
          <Eye aria-hidden="true" />
        </Link>
      </Button>
      <RowEditButton
        name={name}
        permission={canUpdate}
        to={`/admin/providers/${provider.id}/edit`}
      />
      <PermissionButton
        permission={canUpdate}
        variant="ghost"
        size="icon-sm"
        aria-label={`Alterar status de ${name}`}
        title="Alterar status"
        onClick={() => onAction('status', provider)}
      >
        <ToggleRight aria-hidden="true" />
      </PermissionButton>
      <RowDeleteButton
        name={name}
        permission={canDelete}
        onClick={() => onAction('delete', provider)}
      />
    </div>
  );
}
