import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tokenSchema } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendConfirmationForm } from '../components/resend-confirmation-form.tsx';

const INVALID_LINK = 'Link inválido. Solicite um novo.';

/**
 * Target of the confirmation e-mail (/confirmar-email?token=...). The token is sent once: the
 * ref survives StrictMode's second effect run, and a link can only be used once anyway.
 */
export function ConfirmEmailPage() {
  usePageTitle('Confirmar e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const validToken = tokenSchema.safeParse({ token }).success;
  const { mutate, isError, error, isSuccess } = useConfirmEmail();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !validToken) return;
    sent.current = true;
    mutate(token, {
      onSuccess: ({ message, redirectTo }) => {
        toast.success(message);
        void navigate(safeRedirectPath(redirectTo) ?? '/', { replace: true });
      },
    });
  }, [mutate, navigate, token, validToken]);

  if (validToken && !isError) {
    return (
      <AuthCard title="Confirmar e-mail">
        <Spinner className="py-4" />
        <p className="text-center text-sm text-muted-foreground">
          {isSuccess ? 'E-mail confirmado. Redirecionando...' : 'Confirmando seu e-mail...'}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirmar e-mail">
      <Alert variant="error" title="Não foi possível confirmar seu e-mail">
        <p>{isError ? error.message : INVALID_LINK}</p>
      </Alert>
      <div className="mt-6 space-y-3">
        <p className="text-sm text-muted-foreground">
          Ainda não confirmou sua conta? Peça um novo link de confirmação:
        </p>
        <ResendConfirmationForm />
      </div>
      <Button asChild variant="link" className="mt-4 w-full">
        <Link to="/login">Ir para o login</Link>
      </Button>
    </AuthCard>
  );
}
