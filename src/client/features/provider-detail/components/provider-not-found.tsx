import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** SPEC §2: 'Conveniado não encontrado' and the way back to the search (title set by the page). */
export function ProviderNotFound({ reason }: { reason: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-foreground">
        Conveniado não encontrado
      </h1>
      <p className="mt-3 text-muted-foreground">{reason}</p>
      <Button asChild className="mt-8">
        <Link to="/pesquisa">Voltar para a pesquisa</Link>
      </Button>
    </div>
  );
}
