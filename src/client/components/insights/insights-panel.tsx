import { Eye, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import { INSIGHTS_DAYS, type ProviderInsights } from '../../../shared/schemas/insights.ts';

const dayLabel = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const number = new Intl.NumberFormat('pt-BR');
/** 'YYYY-MM-DD' as a date at midnight UTC, formatted in UTC: the day never shifts. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

const TILES = [
  { key: 'views', label: 'Visualizações da página', Icon: Eye },
  { key: 'whatsapp', label: 'Cliques no WhatsApp', Icon: MessageCircle },
  { key: 'phone', label: 'Cliques em Ligar', Icon: Phone },
  { key: 'map', label: 'Cliques no mapa', Icon: MapPin },
] as const;

const CHART = { width: 600, height: 120, gap: 4 };

/**
 * Issue 15 item 3 (decision 033): a provider's page views and contact clicks over the last 30
 * days: four totals, the views per day as bars, and the same figures as a table for screen
 * readers and anyone who wants the numbers. An SVG drawn with attributes, not styles (the CSP
 * refuses inline styles: decision 009).
 */
export function InsightsPanel({ insights }: { insights: ProviderInsights }) {
  const id = useId();
  const { days, totals } = insights;
  const busiest = Math.max(0, ...days.map((day) => day.views));
  // The tallest bar fills the chart; with no views at all there is no bar.
  const highest = Math.max(1, busiest);
  const slot = CHART.width / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map(({ key, label, Icon }) => (
          <div key={key} className="rounded-lg border border-border p-3">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-foreground">
              {number.format(totals[key])}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="space-y-2">
        <figcaption id={`${id}-legenda`} className="text-sm font-medium text-foreground">
          Visualizações por dia
        </figcaption>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="h-28 w-full"
          role="img"
          aria-labelledby={`${id}-legenda`}
          aria-describedby={`${id}-resumo`}
        >
          <line
            x1="0"
            x2={CHART.width}
            y1={CHART.height - 0.5}
            y2={CHART.height - 0.5}
            className="stroke-border"
          />
          {days.map((day, index) => {
            const height = (day.views / highest) * (CHART.height - 8);
            return (
              <rect
                key={day.day}
                x={index * slot + CHART.gap / 2}
                y={CHART.height - height}
                width={Math.max(1, slot - CHART.gap)}
                height={height}
                rx="2"
                className="fill-primary"
              >
                <title>{`${longDay.format(asDate(day.day))}: ${number.format(day.views)}`}</title>
              </rect>
            );
          })}
        </svg>
        {first && last && (
          <p id={`${id}-resumo`} className="flex justify-between text-xs text-muted-foreground">
            <span>{dayLabel.format(asDate(first.day))}</span>
            <span className="sr-only">
              {`${number.format(totals.views)} visualizações em ${INSIGHTS_DAYS} dias; o dia com mais teve ${number.format(busiest)}.`}
            </span>
            <span>{dayLabel.format(asDate(last.day))}</span>
          </p>
        )}
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          Ver dia a dia
        </summary>
        <div className="mt-3 max-h-72 overflow-y-auto rounded-md border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visualizações e cliques por dia</caption>
            <thead className="bg-muted text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Dia
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Visualizações
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  WhatsApp
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Ligar
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Mapa
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-foreground">
                    {longDay.format(asDate(day.day))}
                  </th>
                  <td className="px-3 py-1.5 text-right">{day.views}</td>
                  <td className="px-3 py-1.5 text-right">{day.whatsapp}</td>
                  <td className="px-3 py-1.5 text-right">{day.phone}</td>
                  <td className="px-3 py-1.5 text-right">{day.map}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
