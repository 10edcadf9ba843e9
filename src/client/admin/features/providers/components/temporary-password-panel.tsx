import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TemporaryPassword } from '../../../components/temporary-password.tsx';

export interface CreatedProvider {
  message: string;
  providerId: number;
  email: string;
  temporaryPassword: string;
}

/** After 'Adicionar Conveniado': the outcome, the temporary password, and where to go next. */
export function TemporaryPasswordPanel({
  created,
  onAddAnother,
}: {
  created: CreatedProvider;
  onAddAnother: () => void;
}) {
  return (
    <section aria-labelledby="senha-temporaria" className="space-y-6">
      <Alert variant="success" title={created.message}>
        <p>O cadastro está Pendente: ele aparece na pesquisa depois de aprovado.</p>
      </Alert>
      <TemporaryPassword
        password={created.temporaryPassword}
        email={created.email}
        place="desta página"
        welcomeSent
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={`/admin/providers/${created.providerId}`}>Ver detalhes do conveniado</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onAddAnother}>
          Adicionar outro conveniado
        </Button>
      </div>
    </section>
  );
}
