import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, Clock, Flag, Stethoscope, Users, type LucideIcon } from 'lucide-react';
import type { AdminDashboard } from '../../../../../shared/schemas/admin-dashboard.ts';
import { cn } from '../../../../lib/cn.ts';

const numberFormat = new Intl.NumberFormat('pt-BR');

/** Straight to the providers waiting for review (the list's status filter). */
export const PENDING_PROVIDERS_PATH = '/admin/providers?status=pending';
/** The reports of wrong information still open (decision 034). */
export const OPEN_REPORTS_PATH = '/admin/reports?status=open';

function StatCard({
  label,
  value,
  icon: Icon,
  footer,
  highlight = false,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  footer?: ReactNode;
  highlight?: boolean;
}) {
  return (
    <li
      className={cn(
        'flex flex-col rounded-lg border bg-background p-5',
        highlight ? 'border-amber-400' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      <p className="mt-2 text-3xl font-bold text-foreground tabular-nums">
        {numberFormat.format(value)}
      </p>
      {footer && <div className="mt-2 text-sm">{footer}</div>}
    </li>
  );
}

/**
 * SPEC §2 dashboard: the four stat cards, from real counts, and the open reports of wrong
 * information (decision 034).
 */
export function StatCards({ stats }: { stats: AdminDashboard['stats'] }) {
  const pending = stats.pendingProviders;
  const reports = stats.openReports;
  return (
    <ul
      aria-label="Números da plataforma"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5"
    >
      <StatCard label="Usuários Ativos" value={stats.activeUsers} icon={Users} />
      <StatCard label="Conveniados Ativos" value={stats.activeProviders} icon={Building2} />
      <StatCard
        label="Conveniados Pendentes"
        value={pending}
        icon={Clock}
        highlight={pending > 0}
        footer={
          pending > 0 ? (
            <Link
              to={PENDING_PROVIDERS_PATH}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {pending === 1 ? 'Analisar o cadastro pendente' : 'Analisar os cadastros pendentes'}
            </Link>
          ) : (
            <span className="text-muted-foreground">Nenhum cadastro aguardando análise.</span>
          )
        }
      />
      <StatCard label="Especialidades" value={stats.specialties} icon={Stethoscope} />
      <StatCard
        label="Avisos de Erro Abertos"
        value={reports}
        icon={Flag}
        highlight={reports > 0}
        footer={
          reports > 0 ? (
            <Link
              to={OPEN_REPORTS_PATH}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {reports === 1 ? 'Conferir o aviso' : 'Conferir os avisos'}
            </Link>
          ) : (
            <span className="text-muted-foreground">Nenhum aviso de erro aberto.</span>
          )
        }
      />
    </ul>
  );
}
