import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatCpfCnpj } from '../../../../../shared/brazilian-data.ts';
import type { AdminProviderRow } from '../../../../../shared/schemas/admin-providers.ts';
import type { AdminTableFeatures } from '../../../components/data-table/data-table.tsx';
import { ProviderRowActions, type ProviderAction } from './provider-row-actions.tsx';
import { ProviderStatusBadge } from './provider-status-badge.tsx';

const column = createColumnHelper<AdminTableFeatures, AdminProviderRow>();

/**
 * SPEC §2 list columns: Nome Fantasia, Razão Social, CPF/CNPJ (formatted), Status, actions. The
 * ids of sortable columns are the API's sort keys; CPF/CNPJ is searched, not sorted.
 */
export function providerColumns(
  onAction: (action: ProviderAction, provider: AdminProviderRow) => void,
  listPath: string,
) {
  return [
    column.accessor('companyName', {
      id: 'companyName',
      header: 'Nome Fantasia',
      cell: ({ row }) => (
        <Link
          to={`/admin/providers/${row.original.id}`}
          state={{ from: listPath }}
          className="font-medium text-foreground hover:text-primary hover:underline"
        >
          {row.original.companyName}
        </Link>
      ),
    }),
    column.accessor('tradeName', {
      id: 'tradeName',
      header: 'Razão Social',
      cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">—</span>,
    }),
    column.accessor('cpfCnpj', {
      id: 'cpfCnpj',
      header: 'CPF/CNPJ',
      enableSorting: false,
      cell: ({ getValue }) => formatCpfCnpj(getValue()),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) => <ProviderStatusBadge status={getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: 'Ações',
      cell: ({ row }) => <ProviderRowActions provider={row.original} onAction={onAction} />,
      meta: { cellPadding: 'py-1', cellClassName: 'text-right' },
    }),
  ];
}
