import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  ADMIN_ROLE_MESSAGES as M,
  adminRoleIdSchema,
} from '../../../../../shared/schemas/admin-roles.ts';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { useRolePermissions } from '../api/roles-api.ts';
import { ROLE_PERMISSIONS_LOAD_FAILED } from '../components/role-messages.ts';
import { RolePermissionsEditor } from '../components/role-permissions-editor.tsx';

const ROLES_PATH = '/admin/roles';

/** Back to the list the person came from (the roles screen or the users screen's tab). */
function useBack(): { to: string; label: string } {
  const state: unknown = useLocation().state;
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/admin/users')) {
    return { to: from, label: 'Voltar para Gerenciar Usuários' };
  }
  const to = typeof from === 'string' && from.startsWith(ROLES_PATH) ? from : ROLES_PATH;
  return { to, label: 'Voltar para Perfis de Acesso' };
}

/** SPEC §2 "Admin roles" permissions screen at /admin/roles/{id}/permissions. */
export function RolePermissionsPage() {
  const parsed = adminRoleIdSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : null;
  const back = useBack();
  const canRead = usePermission('roles', 'read');
  const canUpdate = usePermission('roles', 'update');
  const query = useRolePermissions(id, canRead.allowed);
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  const role = query.data?.role;
  usePageTitle(
    notFound
      ? 'Perfil não encontrado'
      : role
        ? `Permissões do Perfil ${role.name}`
        : 'Permissões do Perfil',
  );

  if (notFound) {
    return (
      <div className="space-y-6">
        <AdminPageHeader title="Permissões do Perfil" />
        <Alert variant="error">{M.notFound}</Alert>
        <Button asChild variant="outline">
          <Link to={ROLES_PATH}>
            <ArrowLeft aria-hidden="true" />
            Voltar para Perfis de Acesso
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <AdminPageHeader
        title="Permissões do Perfil"
        description={role && (role.description ? `${role.name}: ${role.description}` : role.name)}
      />
      <RequirePermission permission={canRead}>
        {query.data ? (
          <RolePermissionsEditor key={query.data.role.id} data={query.data} canUpdate={canUpdate} />
        ) : query.isError ? (
          <QueryError
            title={ROLE_PERMISSIONS_LOAD_FAILED}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Spinner />
        )}
      </RequirePermission>
    </div>
  );
}
