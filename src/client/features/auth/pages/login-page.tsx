import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AuthCard, AuthFooterLink } from '../components/auth-card.tsx';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';

/**
 * SPEC §2 /login: tabs 'Usuário' and 'Conveniado' run the same sign-in (SPEC §6: the tab does not
 * change permissions; it only speaks to each audience). ?recuperar=1 opens the recovery dialog,
 * for the 'Solicitar novo link' of an expired reset link.
 */
export function LoginPage() {
  usePageTitle('Entrar');
  const [searchParams] = useSearchParams();
  const [recovery, setRecovery] = useState(() => ({
    open: searchParams.get('recuperar') === '1',
    email: '',
  }));
  const openRecovery = (email: string) => setRecovery({ open: true, email });

  return (
    <AuthCard title="Entrar" description="Acesse sua conta do Saúde Conveniada.">
      <Tabs
        label="Tipo de conta"
        items={[
          {
            id: 'usuario',
            label: 'Usuário',
            content: (
              <>
                <p className="mb-4 text-sm text-muted-foreground">
                  Entre para encontrar profissionais e clínicas com desconto.
                </p>
                <SignInForm onForgotPassword={openRecovery} />
              </>
            ),
          },
          {
            id: 'conveniado',
            label: 'Conveniado',
            content: (
              <>
                <p className="mb-4 text-sm text-muted-foreground">
                  Entre para gerenciar o perfil do seu estabelecimento ou serviço.
                </p>
                <SignInForm onForgotPassword={openRecovery} />
              </>
            ),
          },
        ]}
      />
      <div className="mt-6 space-y-2 border-t border-border pt-6">
        <AuthFooterLink>
          Não tem uma conta? <Link to="/cadastro">Cadastre-se</Link>
        </AuthFooterLink>
        <AuthFooterLink>
          É profissional ou estabelecimento de saúde?{' '}
          <Link to="/conveniado/cadastro">Cadastre seu estabelecimento</Link>
        </AuthFooterLink>
      </div>
      <ForgotPasswordDialog
        open={recovery.open}
        initialEmail={recovery.email}
        onOpenChange={(open) => setRecovery((current) => ({ ...current, open }))}
      />
    </AuthCard>
  );
}
