import { Plus } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { useRowDialog } from '../../../lib/use-row-dialog.ts';
import { RoleFormDialog } from '../components/role-form-dialog.tsx';
import { RolesPanel } from '../components/roles-panel.tsx';

/** SPEC §2 "Admin roles" at /admin/roles: the roles table and 'Novo Perfil'. */
export function RolesPage() {
  usePageTitle('Perfis de Acesso');
  const canCreate = usePermission('roles', 'create');
  const dialog = useRowDialog<'create'>();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Perfis de Acesso"
        description="Os perfis dos administradores e o que cada um pode fazer no painel."
        actions={
          <PermissionButton permission={canCreate} onClick={() => dialog.open('create')}>
            <Plus aria-hidden="true" />
            Novo Perfil
          </PermissionButton>
        }
      />
      <RolesPanel host="roles" notices={[canCreate]} />
      {dialog.target && (
        <RoleFormDialog
          role={null}
          host="roles"
          open={dialog.isOpen}
          onOpenChange={dialog.setOpen}
        />
      )}
    </div>
  );
}
