import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** SPEC §2: any unknown path shows 404, 'Oops! Page not found' and a link to /. */
export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      {/* The SPEC's text is English on purpose; lang lets screen readers pronounce it right. */}
      <h1 className="mt-4 text-2xl font-semibold text-foreground" lang="en">
        Oops! Page not found
      </h1>
      <Button asChild className="mt-8">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </div>
  );
}
