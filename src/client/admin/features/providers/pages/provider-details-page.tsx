import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, ToggleRight, Trash2 } from 'lucide-react';
import { ADMIN_PROVIDER_MESSAGES } from '../../../../../shared/schemas/admin-providers.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { PermissionNotice } from '../../../components/permission-notice.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { RequirePermission } from '../../../components/require-permission.tsx';
import { usePermission } from '../../../lib/use-permission.ts';
import { parseProviderId, useProvider } from '../api/get-provider.ts';
import { DeleteProviderDialog } from '../components/delete-provider-dialog.tsx';
import {
  AddressSection,
  ContactSection,
  GeneralSection,
  ObservationsSection,
  RecordSection,
  ServicesSection,
} from '../components/provider-details-sections.tsx';
import { ProviderInsightsSection } from '../components/provider-insights-section.tsx';
import { ProviderNotFound } from '../components/provider-not-found.tsx';
import { ProviderStatusDialog } from '../components/provider-status-dialog.tsx';
import { ProviderStatusPanel } from '../components/provider-status-panel.tsx';

const LIST_PATH = '/admin/providers';

/** The list page the person came from (search, filter and page kept), else the list itself. */
function useBackPath(): string {
  const state: unknown = useLocation().state;
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(LIST_PATH) ? from : LIST_PATH;
}

type DialogKind = 'status' | 'delete';

/** SPEC §2 "Admin providers" details at /admin/providers/{id}. */
export function ProviderDetailsPage() {
  const id = parseProviderId(useParams().id);
  const backTo = useBackPath();
  const navigate = useNavigate();
  const canRead = usePermission('providers', 'read');
  const canUpdate = usePermission('providers', 'update');
  const canDelete = usePermission('providers', 'delete');
  const query = useProvider(id, canRead.allowed);
  const provider = query.data;
  const [dialog, setDialog] = useState<DialogKind>('status');
  const [dialogOpen, setDialogOpen] = useState(false);
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  usePageTitle(
    notFound ? ADMIN_PROVIDER_MESSAGES.notFound : (provider?.companyName ?? 'Conveniado'),
  );

  if (notFound) return <ProviderNotFound backTo={backTo} />;

  const open = (kind: DialogKind) => {
    setDialog(kind);
    setDialogOpen(true);
  };

  return (
    <RequirePermission permission={canRead}>
      {!provider ? (
        query.isError ? (
          <QueryError
            title={ADMIN_PROVIDER_MESSAGES.detailsFailed}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Spinner />
        )
      ) : (
        <div className="space-y-6">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link to={backTo}>
              <ArrowLeft aria-hidden="true" />
              Voltar para Conveniados
            </Link>
          </Button>
          <AdminPageHeader
            title={provider.companyName}
            description={provider.tradeName ?? undefined}
            actions={
              <>
                <PermissionButton
                  permission={canUpdate}
                  variant="outline"
                  to={`${LIST_PATH}/${provider.id}/edit`}
                >
                  <Pencil aria-hidden="true" />
                  Editar
                </PermissionButton>
                <PermissionButton
                  permission={canUpdate}
                  variant="outline"
                  onClick={() => open('status')}
                >
                  <ToggleRight aria-hidden="true" />
                  Alterar status
                </PermissionButton>
                <PermissionButton
                  permission={canDelete}
                  variant="destructive"
                  onClick={() => open('delete')}
                >
                  <Trash2 aria-hidden="true" />
                  Excluir
                </PermissionButton>
              </>
            }
          />
          <PermissionNotice permissions={[canUpdate, canDelete]} />
          <ProviderStatusPanel
            status={provider.status}
            rejectionReason={provider.rejectionReason}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <GeneralSection provider={provider} />
            <ContactSection provider={provider} />
            <AddressSection provider={provider} />
            <ServicesSection provider={provider} />
            <ObservationsSection provider={provider} />
            <RecordSection provider={provider} />
          </div>
          <ProviderInsightsSection providerId={provider.id} />
          {dialog === 'status' ? (
            <ProviderStatusDialog
              provider={provider}
              open={dialogOpen}
              onOpenChange={setDialogOpen}
            />
          ) : (
            <DeleteProviderDialog
              provider={provider}
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              onDeleted={() => void navigate(LIST_PATH, { replace: true })}
            />
          )}
        </div>
      )}
    </RequirePermission>
  );
}
