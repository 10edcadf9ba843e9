import { Flag } from 'lucide-react';
import { REPORT_REASON_LABELS } from '../../../../shared/schemas/reports.ts';
import { useOwnReports } from '../api/get-own-reports.ts';

const day = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Sao_Paulo',
});

/**
 * The open reports of wrong information about the provider's page (decision 034), so they can
 * fix the data below; shown only when there are some. The team closes them.
 */
export function ReportsCard() {
  const reports = useOwnReports();
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <section
      aria-labelledby="avisos-titulo"
      className="rounded-lg border border-amber-400 bg-background p-5 shadow-sm sm:p-6"
    >
      <h2
        id="avisos-titulo"
        className="flex items-center gap-2 text-lg font-semibold text-foreground"
      >
        <Flag aria-hidden="true" className="size-5 text-amber-700" />
        Avisos de erro na sua página
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Visitantes disseram que algo na sua página está errado. Confira e corrija abaixo; a equipe
        da plataforma também vai conferir e encerrar o aviso.
      </p>
      <ul className="mt-4 divide-y divide-border">
        {reports.data.map((report) => (
          <li key={report.id} className="py-3">
            <p className="font-medium text-foreground">
              {REPORT_REASON_LABELS[report.reason]}
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {day.format(new Date(report.createdAt))}
              </span>
            </p>
            {report.details && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">
                {report.details}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
