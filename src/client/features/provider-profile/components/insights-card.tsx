import type { ProviderStatus } from '../../../../shared/constants/providers.ts';
import { InsightsPanel } from '../../../components/insights/insights-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOwnInsights } from '../api/get-insights.ts';

/**
 * 'Sua página nos últimos 30 dias' on /perfil-conveniado (issue 15 item 3; decision 033): how
 * often the page was seen and its contacts used, counted without cookies or visitor data.
 */
export function InsightsCard({ status }: { status: ProviderStatus }) {
  const insights = useOwnInsights();
  return (
    <section
      aria-labelledby="desempenho-titulo"
      className="rounded-lg border border-border bg-background p-5 shadow-sm sm:p-6"
    >
      <h2 id="desempenho-titulo" className="text-lg font-semibold text-foreground">
        Sua página nos últimos 30 dias
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {status === 'active'
          ? 'Quantas vezes sua página foi vista e quantas pessoas usaram o WhatsApp, o telefone e o mapa dela. Contamos no servidor, por dia, sem cookies e sem guardar nada sobre quem visitou.'
          : 'Os números aparecem quando o seu cadastro estiver ativo e a sua página, na busca.'}
      </p>
      <div className="mt-5">
        {insights.isPending && <Spinner className="py-6" />}
        {insights.isError && (
          <div role="alert" className="space-y-2 text-sm text-destructive">
            <p>Não foi possível carregar os números da sua página.</p>
            <Button variant="outline" size="sm" onClick={() => void insights.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )}
        {insights.data && <InsightsPanel insights={insights.data} />}
      </div>
    </section>
  );
}
