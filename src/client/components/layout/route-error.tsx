import { Button } from '../ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * Shown inside the layout when a page fails to render or its code chunk fails to download
 * (typically a new deploy replaced the chunk the open tab expected): reloading fixes both.
 */
export function RouteError() {
  usePageTitle('Erro');

  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-foreground">Algo deu errado</h1>
      <p className="mt-4 text-muted-foreground">
        Não foi possível carregar esta página. Tente novamente em instantes.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Tentar novamente
      </Button>
    </div>
  );
}
