import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  REPORT_REASON_LABELS,
  type AdminReportRow,
} from '../../../../../shared/schemas/reports.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { PermissionButton } from '../../../components/permission-button.tsx';
import { formatDateTime, parseTimestamp } from '../../../lib/dates.ts';
import type { PermissionState } from '../../../lib/use-permission.ts';

const column = createColumnHelper<AdminTableFeatures, AdminReportRow>();

const when = (value: string | null) => {
  const date = value ? parseTimestamp(value) : null;
  return date ? formatDateTime(date) : '—';
};

/**
 * Conveniado, Problema (with what the visitor wrote), Recebido em, Situação (with the team's
 * note once resolved), and 'Resolver'. Newest first; no column sorts.
 */
export function reportColumns(
  onResolve: (report: AdminReportRow) => void,
  canUpdate: PermissionState,
) {
  return [
    column.accessor('providerName', {
      id: 'providerName',
      header: 'Conveniado',
      cell: ({ row, getValue }) => (
        <Link
          to={`/admin/providers/${row.original.providerId}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {getValue()}
        </Link>
      ),
    }),
    column.accessor('reason', {
      id: 'reason',
      header: 'Problema',
      cell: ({ row, getValue }) => (
        <div className="space-y-1">
          <p className="font-medium text-foreground">{REPORT_REASON_LABELS[getValue()]}</p>
          {row.original.details && (
            <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
              {row.original.details}
            </p>
          )}
        </div>
      ),
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: 'Recebido em',
      cell: ({ getValue }) => when(getValue()),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Situação',
      cell: ({ row, getValue }) =>
        getValue() === 'open' ? (
          <Badge variant="warning">Aberto</Badge>
        ) : (
          <div className="space-y-1">
            <Badge variant="success">Resolvido</Badge>
            <p className="text-sm text-muted-foreground">
              {`${when(row.original.resolvedAt)}${row.original.resolvedByName ? `, por ${row.original.resolvedByName}` : ''}`}
            </p>
            {row.original.resolutionNote && (
              <p className="text-sm break-words text-foreground">{row.original.resolutionNote}</p>
            )}
          </div>
        ),
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) =>
        row.original.status === 'open' ? (
          <PermissionButton
            permission={canUpdate}
            variant="outline"
            size="sm"
            onClick={() => onResolve(row.original)}
            aria-label={`Resolver o aviso sobre ${row.original.providerName}`}
          >
            <CheckCircle2 aria-hidden="true" />
            Resolver
          </PermissionButton>
        ) : null,
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
