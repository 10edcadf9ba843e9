import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ProviderSignUpForm } from '../components/provider-sign-up-form.tsx';
import { RegistrationSuccess } from '../components/registration-success.tsx';

/** SPEC §2 /conveniado/cadastro: a health professional or establishment registers. */
export function ProviderSignUpPage() {
  usePageTitle('Seja um Conveniado');
  const [registered, setRegistered] = useState<{ message: string; email: string } | null>(null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Seja um Conveniado</h1>
      {registered ? (
        <div className="mt-6">
          <RegistrationSuccess message={registered.message} email={registered.email} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">
            Cadastre seu consultório, clínica ou serviço de saúde e ofereça descontos a quem procura
            atendimento. Campos marcados com <span aria-hidden="true">*</span>
            <span className="sr-only">asterisco</span> são obrigatórios.
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Já tem cadastro?{' '}
            <Link
              to="/login"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Entrar
            </Link>
          </p>
          <div className="mt-8">
            <ProviderSignUpForm onRegistered={setRegistered} />
          </div>
        </>
      )}
    </div>
  );
}
