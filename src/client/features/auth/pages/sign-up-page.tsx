import { useState } from 'react';
import { Link } from 'react-router';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TermsCheckbox } from '../../../components/forms/terms-checkbox.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useSignUp } from '../api/sign-up.ts';
import { loadSignUpSchema } from '../auth-schemas.ts';
import { AuthCard, AuthFooterLink } from '../components/auth-card.tsx';

const SIGN_UP_FAILED = 'Erro ao criar conta. Por favor, tente novamente.';
const EMPTY_FORM = { name: '', email: '', password: '', acceptTerms: false };

/** SPEC §2 /cadastro: user sign-up; the account works once the e-mailed link is opened. */
export function SignUpPage() {
  usePageTitle('Criar conta');
  const form = useSchemaForm(loadSignUpSchema, EMPTY_FORM);
  const { errors } = form.formState;
  const signUp = useSignUp();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const submit = (input: SignUpInput) => {
    setResult(null);
    signUp.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setResult({ kind: 'success', message });
        form.reset();
      },
      onError: (error) => {
        if (form.applyServerError(error)) return;
        setResult({ kind: 'error', message: isApiError(error) ? error.message : SIGN_UP_FAILED });
      },
    });
  };

  return (
    <AuthCard
      title="Criar conta"
      description="Cadastre-se para encontrar conveniados com desconto."
    >
      {result && (
        <Alert
          variant={result.kind}
          title={result.kind === 'error' ? SIGN_UP_FAILED : undefined}
          className="mb-4"
        >
          {result.message !== SIGN_UP_FAILED && <p>{result.message}</p>}
        </Alert>
      )}
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <FormField label="Nome completo" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField label="Senha" hint="Mínimo de 8 caracteres." error={errors.password?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <TermsCheckbox {...form.register('acceptTerms')} error={errors.acceptTerms?.message} />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Criando conta...' : 'Criar conta'}
        </Button>
      </form>
      <div className="mt-6 space-y-2 border-t border-border pt-6">
        <AuthFooterLink>
          Já tem uma conta? <Link to="/login">Entrar</Link>
        </AuthFooterLink>
        <AuthFooterLink>
          É profissional ou estabelecimento de saúde?{' '}
          <Link to="/conveniado/cadastro">Cadastre seu estabelecimento</Link>
        </AuthFooterLink>
      </div>
    </AuthCard>
  );
}
