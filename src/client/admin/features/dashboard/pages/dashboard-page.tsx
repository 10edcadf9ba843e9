import { Spinner } from '../../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../../components/admin-page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { QuickLinks } from '../components/quick-links.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { StatCards } from '../components/stat-cards.tsx';

/** SPEC §2 "Admin dashboard" at /admin. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const query = useDashboard();
  const { data } = query;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Dashboard"
        description="Visão geral da plataforma e do que mudou por último."
      />
      {data ? (
        <>
          <StatCards stats={data.stats} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <RecentActivity entries={data.recentActivity} />
            </div>
            <QuickLinks />
          </div>
        </>
      ) : query.isError ? (
        <QueryError
          title="Erro ao carregar dados"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
