import { InsightsPanel } from '../../../../components/insights/insights-panel.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useProviderInsights } from '../api/get-provider-insights.ts';

/** The provider's page views and contact clicks of the last 30 days, as the provider sees them. */
export function ProviderInsightsSection({ providerId }: { providerId: number }) {
  const insights = useProviderInsights(providerId);
  return (
    <section
      aria-labelledby="visitas-titulo"
      className="rounded-lg border border-border bg-background p-5"
    >
      <h2 id="visitas-titulo" className="text-base font-semibold text-foreground">
        Visitas e contatos (últimos 30 dias)
      </h2>
      <div className="mt-4">
        {insights.isPending && <Spinner className="py-4" />}
        {insights.isError && (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar as visitas deste conveniado.
          </p>
        )}
        {insights.data && <InsightsPanel insights={insights.data} />}
      </div>
    </section>
  );
}
