import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../../shared/schemas/me.ts';
import {
  REPORT_SORT_KEYS,
  REPORT_STATUSES,
  adminReportsPageSchema,
} from '../../../../../shared/schemas/reports.ts';
import { apiGet, apiPatch } from '../../../../lib/api-client.ts';
import {
  tableApiParams,
  type TableDefinition,
  type TableUrlState,
} from '../../../components/data-table/table-url-state.ts';
import { ADMIN_DASHBOARD_KEY } from '../../../lib/query-keys.ts';

/** `?page=&status=` of /admin/reports: newest first, filtered by situation. */
export const reportsTable: TableDefinition<(typeof REPORT_SORT_KEYS)[number], 'status'> = {
  sortKeys: REPORT_SORT_KEYS,
  filters: { status: REPORT_STATUSES },
};
export type ReportsTableState = TableUrlState<(typeof REPORT_SORT_KEYS)[number], 'status'>;

const reportsKeys = {
  all: ['admin', 'reports'] as const,
  list: (state: ReportsTableState) => ['admin', 'reports', 'list', state] as const,
};

/** GET /api/admin/reports: one page of the queue. */
export function useReportsList(state: ReportsTableState, enabled: boolean) {
  return useQuery({
    queryKey: reportsKeys.list(state),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/reports?${tableApiParams(state)}`, adminReportsPageSchema, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** PATCH /api/admin/reports/:id; the queue and the dashboard's count refresh. */
export function useResolveReport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { note: string }) =>
      apiPatch(`/api/admin/reports/${id}`, messageResponseSchema, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY });
    },
  });
}
