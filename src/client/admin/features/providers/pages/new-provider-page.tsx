import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { NewProviderForm } from '../components/new-provider-form.tsx';
import {
  TemporaryPasswordPanel,
  type CreatedProvider,
} from '../components/temporary-password-panel.tsx';

/**
 * SPEC §2 /admin/providers/new. The answer of a successful creation, temporary password
 * included, is held in this component's state only: never in the query cache, the URL or
 * storage, so a reload or a navigation loses it (DESIGN §2: shown once).
 */
export function NewProviderPage() {
  usePageTitle('Adicionar Conveniado');
  const canCreate = usePermission('providers', 'create');
  const [created, setCreated] = useState<CreatedProvider | null>(null);

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/admin/providers">
          <ArrowLeft aria-hidden="true" />
          Voltar para Conveniados
        </Link>
      </Button>
      <AdminPageHeader
        title="Adicionar Conveniado"
        description="Cadastre um profissional ou estabelecimento com a conta de acesso de quem vai administrá-lo."
      />
      <RequirePermission permission={canCreate}>
        {created ? (
          <TemporaryPasswordPanel created={created} onAddAnother={() => setCreated(null)} />
        ) : (
          <NewProviderForm
            onCreated={(answer) => {
              setCreated(answer);
              // The panel replaces a long form: start reading it from the top.
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </RequirePermission>
    </div>
  );
}
