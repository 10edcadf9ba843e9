import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** An /admin address that is no screen: the SPEC's 404 text, inside the back-office. */
export function AdminNotFound() {
  usePageTitle('Página não encontrada');
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-foreground" lang="en">
        Oops! Page not found
      </h1>
      <Button asChild className="mt-8">
        <Link to="/admin">Voltar para o Dashboard</Link>
      </Button>
    </div>
  );
}
