import { z } from 'zod';

/** SPEC §9: every back-office table shows 10 rows a page; the first page is 0. */
export const ADMIN_PAGE_SIZE = 10;
/** Deep enough for any real list; a bound keeps OFFSET from being used to load the database. */
export const ADMIN_MAX_PAGE = 10_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const ADMIN_TABLE_MESSAGES = {
  search: `A pesquisa deve ter no máximo ${ADMIN_SEARCH_MAX_LENGTH} caracteres.`,
  page: 'Página inválida.',
  sort: 'Ordenação inválida.',
  unknown: (keys: string[]) => `Parâmetro não permitido: ${keys.join(', ')}`,
};

/** A query parameter given twice arrives as a list: never a valid value here. */
const single = (message: string) => z.string({ error: message });

/**
 * The query of a back-office table ('Pesquisar...', Anterior/Próxima, a sortable column):
 * `q` (trimmed; empty means none), `page` (0-based), `sort` (a column key, `-` for descending),
 * plus the table's own filters. Unknown parameters are refused, so a typo never silently
 * shows the unfiltered list.
 */
export function adminTableQuerySchema<
  const SortKey extends string,
  Filters extends z.ZodRawShape = Record<never, never>,
>(sortKeys: readonly [SortKey, ...SortKey[]], filters: Filters = {} as Filters) {
  const sortValues = sortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];
  return z.strictObject(
    {
      q: single(ADMIN_TABLE_MESSAGES.search)
        .trim()
        .max(ADMIN_SEARCH_MAX_LENGTH, ADMIN_TABLE_MESSAGES.search)
        .optional()
        .transform((value) => value || undefined),
      page: single(ADMIN_TABLE_MESSAGES.page)
        .regex(/^\d{1,5}$/, ADMIN_TABLE_MESSAGES.page)
        .transform(Number)
        .refine((page) => page <= ADMIN_MAX_PAGE, ADMIN_TABLE_MESSAGES.page)
        .optional()
        .transform((page) => page ?? 0),
      sort: z
        .enum(sortValues, { error: ADMIN_TABLE_MESSAGES.sort })
        .optional()
        .transform((sort) => parseSort<SortKey>(sort ?? sortKeys[0])),
      ...filters,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? ADMIN_TABLE_MESSAGES.unknown(issue.keys) : undefined,
    },
  );
}

export type TableSort<SortKey extends string> = { key: SortKey; descending: boolean };

export function parseSort<SortKey extends string>(value: string): TableSort<SortKey> {
  return value.startsWith('-')
    ? { key: value.slice(1) as SortKey, descending: true }
    : { key: value as SortKey, descending: false };
}

export function formatSort(sort: TableSort<string>): string {
  return `${sort.descending ? '-' : ''}${sort.key}`;
}

/**
 * One page of a back-office table. No total: counting every match of a search-as-you-type query
 * costs more than the page itself at 100k rows, and Anterior/Próxima need only `hasNextPage`.
 */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    hasNextPage: z.boolean(),
  });
}
export type AdminPage<Item> = {
  items: Item[];
  page: number;
  pageSize: number;
  hasNextPage: boolean;
};
