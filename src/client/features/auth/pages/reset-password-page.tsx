import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordSchema, tokenSchema } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, AuthFooterLink } from '../components/auth-card.tsx';

/** The shared rule for the new password, plus the confirmation the page asks for. */
const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'As senhas não coincidem.',
    path: ['confirmPassword'],
  });

function LinkProblem({ message }: { message: string }) {
  return (
    <>
      <Alert variant="error">
        <p>{message}</p>
      </Alert>
      <Button asChild className="mt-6 w-full">
        <Link to="/login?recuperar=1">Solicitar novo link</Link>
      </Button>
      <div className="mt-4">
        <AuthFooterLink>
          <Link to="/login">Voltar para o login</Link>
        </AuthFooterLink>
      </div>
    </>
  );
}

/** Target of the recovery e-mail (/reset-password?token=...): choose a new password. */
export function ResetPasswordPage() {
  usePageTitle('Redefinir senha');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useSchemaForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const { errors } = form.formState;
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(() =>
    tokenSchema.safeParse({ token }).success ? null : 'Link inválido. Solicite um novo.',
  );
  const [formError, setFormError] = useState<string | null>(null);

  const submit = ({ password }: { password: string }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code.startsWith('TOKEN_')) setLinkProblem(error.message);
          else if (!form.applyServerError(error)) setFormError(error.message);
        },
      },
    );
  };

  return (
    <AuthCard title="Redefinir senha" description="Escolha uma nova senha para sua conta.">
      {linkProblem ? (
        <LinkProblem message={linkProblem} />
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
          <FormField
            label="Nova senha"
            hint="Mínimo de 8 caracteres."
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField label="Confirmar nova senha" error={errors.confirmPassword?.message}>
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('confirmPassword')}
                autoComplete="new-password"
              />
            )}
          </FormField>
          {formError && <Alert variant="error">{formError}</Alert>}
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Salvando...' : 'Redefinir senha'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
