import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  ADMIN_PROVIDER_MESSAGES,
  type AdminProviderDetails,
} from '../../../../../shared/schemas/admin-providers.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { parseProviderId, providerQueryOptions } from '../api/get-provider.ts';
import { EditProviderForm } from '../components/edit-provider-form.tsx';
import { ProviderNotFound } from '../components/provider-not-found.tsx';

/** The copy the form edits, and how many times the admin chose to reload it. */
type Loaded = { provider: AdminProviderDetails; generation: number };

/**
 * SPEC §2 /admin/providers/{id}/edit. The form starts from the record as the server has it now
 * (asked again on opening, whatever the cache holds) and keeps that copy: a later refetch of
 * the same record never replaces what the admin is typing. Only 'Recarregar' does.
 */
export function EditProviderPage() {
  const id = parseProviderId(useParams().id);
  const canUpdate = usePermission('providers', 'update');
  const query = useQuery({
    ...providerQueryOptions(id ?? 0),
    enabled: canUpdate.allowed && id !== null,
    refetchOnMount: 'always',
  });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reloading, setReloading] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string | null>(null);
  // A copy from before this page opened (the cache) is not enough: its version may be old.
  if (!loaded && query.isSuccess && query.isFetchedAfterMount && !query.isFetching) {
    setLoaded({ provider: query.data, generation: 0 });
  }
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  usePageTitle(notFound ? ADMIN_PROVIDER_MESSAGES.notFound : 'Editar Conveniado');

  if (notFound) return <ProviderNotFound backTo="/admin/providers" />;

  async function reload() {
    setReloading(true);
    setReloadFailure(null);
    const result = await query.refetch();
    setReloading(false);
    // A failed reload keeps the form as it is (a 404 shows 'Conveniado não encontrado' instead).
    if (!result.isSuccess) {
      setReloadFailure(`${ADMIN_PROVIDER_MESSAGES.detailsFailed}. ${result.error?.message ?? ''}`);
      return;
    }
    setLoaded((current) => ({ provider: result.data, generation: (current?.generation ?? 0) + 1 }));
  }

  let content;
  if (loaded) {
    content = (
      <EditProviderForm
        key={loaded.generation}
        provider={loaded.provider}
        reloading={reloading}
        reloadFailure={reloadFailure}
        onReload={() => void reload()}
      />
    );
  } else if (query.isError) {
    content = (
      <QueryError
        title={ADMIN_PROVIDER_MESSAGES.detailsFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = <Spinner />;
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={`/admin/providers/${id}`}>
          <ArrowLeft aria-hidden="true" />
          Voltar para os detalhes
        </Link>
      </Button>
      <AdminPageHeader
        title="Editar Conveniado"
        description={loaded?.provider.companyName ?? query.data?.companyName}
      />
      <RequirePermission permission={canUpdate}>{content}</RequirePermission>
    </div>
  );
}
