import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { DEMO_LABEL } from '../../../../shared/constants/demo.ts';
import { providerName } from '../../../lib/directory-format.ts';
import { reportProviderEvent } from '../../../lib/provider-events.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { parseProviderId, useProvider } from '../api/get-provider.ts';
import { AboutTab } from '../components/about-tab.tsx';
import { LocationTab } from '../components/location-tab.tsx';
import { ProviderHeader } from '../components/provider-header.tsx';
import { ProviderNotFound } from '../components/provider-not-found.tsx';
import { ServicesTab } from '../components/services-tab.tsx';

const INVALID_ID_MESSAGE = 'ID do conveniado inválido';
const NOT_FOUND_MESSAGE =
  'O conveniado que você procura não existe ou não está mais disponível na plataforma.';

/** SPEC §2 /conveniado/{id}: the public page of an active provider. */
export function ProviderDetailPage() {
  const { id: rawId } = useParams();
  const id = parseProviderId(rawId);
  const query = useProvider(id);
  const notFound =
    id === null ||
    (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  usePageTitle(
    query.data
      ? `${providerName(query.data)}${query.data.demo ? ` (${DEMO_LABEL})` : ''}`
      : notFound
        ? 'Conveniado não encontrado'
        : 'Conveniado',
  );

  useViewReport(query.data && !query.data.demo ? query.data.id : null);

  if (id === null) return <ProviderNotFound reason={INVALID_ID_MESSAGE} />;
  if (query.isPending) return <Spinner className="py-24" />;

  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <ProviderNotFound reason={error.status === 400 ? INVALID_ID_MESSAGE : NOT_FOUND_MESSAGE} />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">Conveniado</h1>
        <Alert variant="error" title="Erro ao carregar dados do conveniado">
          <p>{error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      </div>
    );
  }

  const provider = query.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ProviderHeader provider={provider} />
      <Tabs
        label="Informações do conveniado"
        className="mt-8"
        items={[
          { id: 'sobre', label: 'Sobre', content: <AboutTab provider={provider} /> },
          { id: 'servicos', label: 'Serviços', content: <ServicesTab provider={provider} /> },
          { id: 'localizacao', label: 'Localização', content: <LocationTab provider={provider} /> },
        ]}
      />
      {!provider.demo && (
        <p className="mt-8 text-sm text-muted-foreground">
          Algo errado nesta página?{' '}
          <Link
            to={`/conveniado/${provider.id}/informar-erro`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Informar um erro
          </Link>
        </p>
      )}
    </div>
  );
}

/** Each page shown counts once for the provider's insights (decision 033), demo pages not. */
function useViewReport(providerId: number | null) {
  // StrictMode runs the effect twice for one page shown: the ref remembers it was counted.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (providerId === null || reported.current === providerId) return;
    reported.current = providerId;
    reportProviderEvent(providerId, 'view');
  }, [providerId]);
}
