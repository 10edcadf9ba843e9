import type { UseQueryResult } from '@tanstack/react-query';
import {
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  ADMIN_PAGE_SIZE,
  type AdminPage,
  type TableSort,
} from '../../../../shared/schemas/admin-table.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { QueryError } from '../query-error.tsx';
import { TablePagination } from './table-pagination.tsx';

interface AdminColumnMeta {
  /** Classes of this column's cells (alignment, width). */
  cellClassName?: string;
  /** The cells' vertical padding, in place of py-3 (py-1 for a column of buttons). */
  cellPadding?: string;
}

/** Sorting and paging only: the server searches, sorts and pages (manual modes below). */
export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: {} as AdminColumnMeta,
});
export type AdminTableFeatures = typeof adminTableFeatures;

/**
 * A column of any value type, as TanStack's own `helper.columns()` types them: columns of text
 * and of numbers share one array.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminColumn<Row extends RowData> = ColumnDef<AdminTableFeatures, Row, any>;

// One array for every empty render: a new [] each time would rebuild the row model each render.
const NO_ROWS: never[] = [];

interface DataTableProps<Row extends RowData, SortKey extends string> {
  /** The table's accessible name ('Conveniados'). */
  label: string;
  /** A column is sortable when its id is one of `sortKeys`, the server's sort keys. */
  columns: readonly AdminColumn<Row>[];
  sortKeys: readonly SortKey[];
  query: UseQueryResult<AdminPage<Row>>;
  getRowId: (row: Row) => string;
  /** The SPEC's error for this list ('Não foi possível carregar os conveniados'). */
  errorTitle: string;
  page: number;
  onPageChange: (page: number) => void;
  sort: TableSort<SortKey>;
  onSortChange: (sort: TableSort<SortKey>) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICONS = { asc: ArrowUp, desc: ArrowDown } as const;

/**
 * Every back-office list (SPEC §2): 10 rows a page, Anterior/Próxima, sortable columns, 'Nenhum
 * resultado encontrado.', an error state with 'Tentar novamente'. TanStack Table holds the sort
 * and page state handed to it (they live in the URL) and the column model; the markup is ours.
 * While the next page loads the previous one stays on screen, dimmed and marked busy.
 */
export function DataTable<Row extends RowData, SortKey extends string>({
  label,
  columns,
  sortKeys,
  query,
  getRowId,
  errorTitle,
  page,
  onPageChange,
  sort,
  onSortChange,
}: DataTableProps<Row, SortKey>) {
  const { data } = query;
  const pagination: PaginationState = { pageIndex: page, pageSize: ADMIN_PAGE_SIZE };
  const sorting: SortingState = [{ id: sort.key, desc: sort.descending }];

  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: data?.items ?? NO_ROWS,
    getRowId,
    state: { pagination, sorting },
    manualPagination: true,
    manualSorting: true,
    // No total (the API sends none): one page more than this one while the server says so.
    pageCount: data ? page + (data.hasNextPage ? 2 : 1) : -1,
    onPaginationChange: (updater: Updater<PaginationState>) =>
      onPageChange(functionalUpdate(updater, pagination).pageIndex),
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSortChange({ key: next.id as SortKey, descending: next.desc });
    },
  });

  if (query.isError && !data) {
    return (
      <QueryError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  const waiting = query.isPlaceholderData;

  return (
    <div className="space-y-4">
      {/* Wide tables scroll sideways inside this region at 360 px, never the page itself. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-border"
      >
        <table
          aria-busy={waiting || query.isPending || undefined}
          className={cn('w-full text-left text-sm', waiting && 'opacity-60')}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted ? SORT_ICONS[sorted] : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                      className="px-4 py-3 font-semibold whitespace-nowrap text-foreground"
                    >
                      {header.column.getCanSort() &&
                      (sortKeys as readonly string[]).includes(header.column.id) ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-background"
                        >
                          <table.FlexRender header={header} />
                          <SortIcon
                            aria-hidden="true"
                            className={cn('size-4', !sorted && 'text-muted-foreground')}
                          />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={columnCount}>
                  <Spinner className="py-8" />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-8 text-center text-muted-foreground">
                  Nenhum resultado encontrado.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-4',
                        cell.column.columnDef.meta?.cellPadding ?? 'py-3',
                        cell.column.columnDef.meta?.cellClassName,
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        page={page}
        canPrevious={table.getCanPreviousPage()}
        canNext={Boolean(data) && !waiting && table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
      />
    </div>
  );
}
