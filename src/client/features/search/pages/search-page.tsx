import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { ProviderSearchForm } from '../../../components/provider/provider-search-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { filtersFromParams, searchPath } from '../../../../shared/directory-filters.ts';
import { useDirectoryLocations } from '../../../lib/directory-locations.ts';
import { useSpecialties } from '../../../lib/directory-specialties.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FilterPanel } from '../components/filter-panel.tsx';
import { locationText } from '../components/results-header.tsx';
import { SearchResults } from '../components/search-results.tsx';

/**
 * SPEC §2 /pesquisa. The URL search parameters are the search: the form and the filters only
 * navigate, and the results follow the URL, so back/forward and shared links just work.
 */
export function SearchPage() {
  usePageTitle('Pesquisar');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The same object while the address is the same, so the results (a memo) are not drawn again
  // each time the layout's or the form's data arrives.
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const locations = useDirectoryLocations();
  const { specialties, isPending: specialtiesLoading } = useSpecialties();
  // Under 768 px the panel starts closed (SPEC §9); from md up it is always shown as a sidebar.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  const state = locations.find((item) => item.id === filters.estado.toUpperCase());
  const city = state?.cities.find((item) => String(item.id) === filters.cidade);
  const location = locationText(city?.name, state?.name ?? (filters.estado || undefined));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        Pesquisar conveniados
      </h1>
      <ProviderSearchForm className="mt-6 rounded-lg border border-border bg-muted p-4" />

      <div className="mt-6 gap-8 md:grid md:grid-cols-[15rem_1fr]">
        <aside aria-labelledby={`${panelId}-titulo`}>
          <Button
            variant="outline"
            className="w-full md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filtros
          </Button>
          <div
            id={panelId}
            className={cn(
              'mt-3 rounded-lg border border-border p-4 md:mt-0 md:block',
              !filtersOpen && 'hidden',
            )}
          >
            <h2 id={`${panelId}-titulo`} className="mb-4 text-base font-semibold">
              Filtros
            </h2>
            <FilterPanel
              key={params.toString()}
              filters={filters}
              specialties={specialties}
              specialtiesLoading={specialtiesLoading}
              onApply={(next) => {
                setFiltersOpen(false);
                void navigate(searchPath(next));
              }}
              onClear={() => {
                setFiltersOpen(false);
                void navigate('/pesquisa');
              }}
            />
          </div>
        </aside>
        <div className="mt-6 min-w-0 md:mt-0">
          <SearchResults filters={filters} location={location} />
        </div>
      </div>
    </div>
  );
}
