import { memo } from 'react';
import { SearchX } from 'lucide-react';
import type { ProviderCard as ProviderCardData } from '../../../../shared/schemas/directory.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DirectoryFilters } from '../../../../shared/directory-filters.ts';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
import { useSearchProviders } from '../api/search-providers.ts';
import { ProviderCard } from './provider-card.tsx';
import { ResultsHeader } from './results-header.tsx';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

function CardGrid({ providers }: { providers: readonly ProviderCardData[] }) {
  return (
    <ul className={gridClass}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} />
        </li>
      ))}
    </ul>
  );
}

interface SearchResultsProps {
  filters: DirectoryFilters;
  /** 'Jataí, Goiás', 'Goiás' or 'Brasil'. */
  location: string;
}

/**
 * SPEC §2 results: header, the 'Conveniado em Destaque' block, the grid, 'Carregar mais
 * resultados' while the API has a next page, the empty state, and an error with a retry (never
 * sample data in its place).
 */
export const SearchResults = memo(function SearchResults({
  filters,
  location,
}: SearchResultsProps) {
  const search = useSearchProviders(filters);
  const pages = search.data?.pages;
  const providers = pages?.flatMap((page) => page.items) ?? [];
  // The cards are drawn a few per task (decision 037); a new search starts from the first few.
  const shown = useProgressiveCount(providers.length, filters);

  if (search.isPending) return <Spinner />;

  if (search.isError && !search.data) {
    return (
      <Alert variant="error" title="Erro ao buscar conveniados">
        <p>{search.error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void search.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }

  if (!pages) return <Spinner />;
  const total = pages[0]?.total ?? 0;
  const totalCapped = pages[0]?.totalCapped ?? false;
  if (providers.length === 0) {
    return (
      <div role="status" className="rounded-lg border border-border px-4 py-12 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h2 className="mt-4 text-lg font-semibold text-foreground">Nenhum resultado encontrado</h2>
        <p className="mt-2 text-muted-foreground">
          Tente ajustar seus critérios de busca para encontrar mais conveniados.
        </p>
      </div>
    );
  }

  // Featured providers come first in the directory's order, so they are drawn first.
  const drawn = providers.slice(0, shown);
  const featured = drawn.filter((provider) => provider.featured);
  const others = drawn.filter((provider) => !provider.featured);

  return (
    <div className="space-y-6">
      <ResultsHeader
        total={total}
        totalCapped={totalCapped}
        query={filters.q}
        location={location}
      />
      {featured.length > 0 && (
        <section
          aria-labelledby="conveniado-em-destaque"
          className="rounded-lg border border-primary/30 bg-accent p-4"
        >
          <h2 id="conveniado-em-destaque" className="mb-4 text-lg font-semibold text-foreground">
            Conveniado em Destaque
          </h2>
          <CardGrid providers={featured} />
        </section>
      )}
      {others.length > 0 && (
        <section aria-label="Outros conveniados">
          <CardGrid providers={others} />
        </section>
      )}
      {search.isFetchNextPageError && (
        <Alert variant="error" title="Erro ao buscar conveniados">
          <p>{search.error?.message}</p>
        </Alert>
      )}
      {/* Below the cards once they are all drawn: it would move down under a finger meanwhile. */}
      {search.hasNextPage && shown === providers.length && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="lg"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage ? 'Carregando...' : 'Carregar mais resultados'}
          </Button>
        </div>
      )}
    </div>
  );
});
