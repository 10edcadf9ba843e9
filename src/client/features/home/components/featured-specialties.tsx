import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { FEATURED_SPECIALTIES } from '../../../../shared/constants/specialties.ts';
import { searchPath } from '../../../../shared/directory-filters.ts';

/** SPEC §2 Home: the 12 featured specialties, each a search for it, and 'Ver todas'. */
export function FeaturedSpecialties() {
  return (
    <section aria-labelledby="especialidades" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="especialidades" className="text-2xl font-bold tracking-tight text-foreground">
          Especialidades em destaque
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {FEATURED_SPECIALTIES.map((name) => (
            <li key={name}>
              <Link
                to={searchPath({ especialidade: name })}
                className="flex min-h-12 items-center rounded-lg border border-border bg-background px-4 py-3 font-medium text-foreground transition-colors hover:border-primary hover:text-primary"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/pesquisa"
          className="mt-6 inline-flex min-h-10 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver todas especialidades
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
