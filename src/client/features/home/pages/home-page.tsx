import { Link } from 'react-router';
import { Search, Stethoscope } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatCityList, useSiteDetails } from '../../../components/layout/use-site-details.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * SPEC §2 Home, first slice: the hero with the product promise and the two calls to action. The
 * search form, the three-step explainer and the featured specialties come with the search issue.
 */
export function HomePage() {
  usePageTitle();
  const { servedCityLabels } = useSiteDetails();

  return (
    <section className="bg-primary-soft">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-foreground sm:text-5xl">
          Encontre profissionais de saúde com desconto
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          Médicos, clínicas, dentistas, psicólogos e outros profissionais conveniados oferecem
          descontos exclusivos em {formatCityList(servedCityLabels)}. A pesquisa é gratuita.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/pesquisa">
              <Search aria-hidden="true" />
              Pesquisar conveniados
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/conveniado/cadastro">
              <Stethoscope aria-hidden="true" />
              Seja um Conveniado
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
