import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useSiteDetails } from '../../../components/layout/use-site-details.ts';
import { formatList } from '../../../lib/pt-br-format.ts';
import { ProviderSearchForm } from '../../../components/provider/provider-search-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FeaturedSpecialties } from '../components/featured-specialties.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { ProviderBanner } from '../components/provider-banner.tsx';

/**
 * SPEC §2 Home: the hero with the search form, the three steps, the featured specialties and
 * the banner for providers.
 */
export function HomePage() {
  usePageTitle();
  const { servedCityLabels } = useSiteDetails();

  return (
    <>
      <section className="bg-primary-soft">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-foreground sm:text-5xl">
            Encontre profissionais de saúde com desconto
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            Médicos, clínicas, dentistas, psicólogos e outros profissionais conveniados oferecem
            descontos exclusivos em {formatList(servedCityLabels)}. A pesquisa é gratuita.
          </p>
          <ProviderSearchForm className="mt-8 rounded-xl border border-border bg-background p-4 shadow-sm sm:p-6" />
        </div>
      </section>
      <HowItWorks />
      <div className="mx-auto -mt-4 max-w-6xl px-4 pb-12">
        <Button asChild size="lg">
          <Link to="/pesquisa">
            <Search aria-hidden="true" />
            Pesquisar conveniados
          </Link>
        </Button>
      </div>
      <FeaturedSpecialties />
      <ProviderBanner />
    </>
  );
}
