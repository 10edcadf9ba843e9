/**
 * The /pesquisa URL parameters (SPEC §2): the URL is the source of truth for a search, so the
 * form, the filter panel and the results all read and write it through these two functions.
 * Values stay strings, as in the URL; the API checks them (400 with a Portuguese message).
 */
export interface DirectoryFilters {
  q: string;
  /** A specialty name, as the home page links use it. */
  especialidade: string;
  /** A state abbreviation ('GO'). */
  estado: string;
  /** An IBGE municipality code ('5211909'). */
  cidade: string;
  /** Minimum discount in percent. */
  desconto: string;
}

export const FILTER_KEYS = ['q', 'especialidade', 'estado', 'cidade', 'desconto'] as const;

export const EMPTY_FILTERS: DirectoryFilters = {
  q: '',
  especialidade: '',
  estado: '',
  cidade: '',
  desconto: '',
};

export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** Only the filters that are set, in a fixed order: one search always has one URL (and key). */
export function filtersToParams(filters: Partial<DirectoryFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** '/pesquisa?especialidade=Cardiologia', or '/pesquisa' when nothing is set. */
export function searchPath(filters: Partial<DirectoryFilters>): string {
  const query = filtersToParams(filters).toString();
  return query ? `/pesquisa?${query}` : '/pesquisa';
}
