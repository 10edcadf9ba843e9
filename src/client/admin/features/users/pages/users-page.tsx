import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { useResourcePermissions } from '../../../lib/use-resource-permissions.ts';
import { RolesPanel } from '../../roles/components/roles-panel.tsx';
import { CreateUserDialog } from '../components/create-user-dialog.tsx';
import { UsersPanel } from '../components/users-panel.tsx';

/** The tabs' ids in the address (`?tab=`); the first is the default and is left out. */
const TABS = ['usuarios', 'administradores', 'perfis'] as const;
type Tab = (typeof TABS)[number];

function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'usuarios';
}

/**
 * SPEC §2 'Gerenciar Usuários' at /admin/users: 'Adicionar Usuário' and three tabs, each a table
 * searched and paged by the server. The tab is in the address, so reload, back and a shared link
 * open the same one; changing tab starts its search afresh.
 */
export function UsersPage() {
  usePageTitle('Gerenciar Usuários');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const can = useResourcePermissions('users');
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so the native <dialog> returns focus to its button.
  const [createMounted, setCreateMounted] = useState(false);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Gerenciar Usuários"
        description="Pessoas, administradores e os perfis que dão a cada um o que pode fazer."
        actions={
          <PermissionButton
            permission={can.create}
            onClick={() => {
              setCreateMounted(true);
              setCreating(true);
            }}
          >
            <UserPlus aria-hidden="true" />
            Adicionar Usuário
          </PermissionButton>
        }
      />
      <Tabs
        label="Gerenciar Usuários"
        selected={tab}
        onSelect={(next) => setParams(next === 'usuarios' ? {} : { tab: next })}
        items={[
          { id: 'usuarios', label: 'Usuários', content: <UsersPanel list="users" can={can} /> },
          {
            id: 'administradores',
            label: 'Usuários Administrativos',
            content: <UsersPanel list="admins" can={can} />,
          },
          { id: 'perfis', label: 'Perfis Administrativos', content: <RolesPanel host="users" /> },
        ]}
      />
      {createMounted && <CreateUserDialog open={creating} onOpenChange={setCreating} />}
    </div>
  );
}
