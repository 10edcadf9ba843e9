import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { passwordChangePathFor } from '../../../lib/session/password-change.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { loadSignInSchema } from '../auth-schemas.ts';
import { ResendConfirmationButton } from './resend-confirmation-button.tsx';

const UNEXPECTED_SIGN_IN_ERROR = 'Ocorreu um erro durante o login. Tente novamente.';

function SignInError({ error, email }: { error: Error; email: string }) {
  if (isApiError(error) && error.code === 'EMAIL_NOT_CONFIRMED') {
    return (
      <Alert variant="error">
        <p>{error.message}</p>
        <ResendConfirmationButton email={email} />
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="Erro ao fazer login">
      <p>{isApiError(error) ? error.message : UNEXPECTED_SIGN_IN_ERROR}</p>
    </Alert>
  );
}

/**
 * SPEC §2/§4 sign-in. Success: 'Login realizado com sucesso!', then the page a guard sent the
 * person from (?redirect=), else /admin for administrators and / for everyone else; someone on
 * a temporary password chooses a new one at /trocar-senha on the way.
 */
export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const form = useSchemaForm(loadSignInSchema, { email: '', password: '' });
  const { errors } = form.formState;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const messageId = useId();
  // Both fields share one message ('Por favor, preencha todos os campos'): shown once.
  const missingFields = errors.email?.message ?? errors.password?.message;

  const submit = (input: SignInInput) =>
    signIn.mutate(input, {
      onSuccess: ({ user }) => {
        toast.success('Login realizado com sucesso!');
        const home = user.userType === 'admin' ? '/admin' : '/';
        const target = safeRedirectPath(searchParams.get('redirect')) ?? home;
        // A temporary password is changed first; then the page they were going to.
        const next = user.mustChangePassword ? passwordChangePathFor(target) : target;
        void navigate(next, { replace: true });
      },
    });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        signIn.reset();
        void form.handleSubmit(submit)(event);
      }}
    >
      <FormField label="E-mail" invalid={Boolean(errors.email)} describedBy={messageId}>
        {(control) => (
          <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField label="Senha" invalid={Boolean(errors.password)} describedBy={messageId}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="link"
          size="inline"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Esqueceu sua senha?
        </Button>
      </div>
      <div id={messageId}>
        {missingFields && <Alert variant="error">{missingFields}</Alert>}
        {signIn.isError && (
          <SignInError error={signIn.error} email={signIn.variables?.email ?? ''} />
        )}
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
