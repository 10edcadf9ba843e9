import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** After a registration: what happens next (confirm the e-mail; the team reviews). */
export function RegistrationSuccess({ message, email }: { message: string; email: string }) {
  return (
    <div className="space-y-6">
      <Alert variant="success" title={message}>
        <p>
          Enviamos um link de confirmação para <strong>{email}</strong>. Abra-o para confirmar seu
          e-mail e acessar seu perfil de conveniado.
        </p>
        <p>
          Nossa equipe vai analisar seu cadastro. Seu estabelecimento aparece na pesquisa assim que
          for aprovado, e você será avisado por e-mail.
        </p>
      </Alert>
      <Button asChild variant="outline">
        <Link to="/login">Ir para o login</Link>
      </Button>
    </div>
  );
}
