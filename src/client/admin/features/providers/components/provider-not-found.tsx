import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ADMIN_PROVIDER_MESSAGES } from '../../../../../shared/schemas/admin-providers.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** SPEC §2 details: 'Conveniado não encontrado' with a back button (the page sets the title). */
export function ProviderNotFound({ backTo }: { backTo: string }) {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <h1 className="text-2xl font-semibold text-foreground">{ADMIN_PROVIDER_MESSAGES.notFound}</h1>
      <p className="mt-2 text-muted-foreground">
        Ele pode ter sido excluído, ou o endereço está incompleto.
      </p>
      <Button asChild className="mt-6">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Voltar para Conveniados
        </Link>
      </Button>
    </div>
  );
}
