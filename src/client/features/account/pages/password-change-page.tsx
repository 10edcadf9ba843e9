import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../../lib/safe-redirect.ts';
import { meQueryKey, useCurrentUser } from '../../../lib/session/get-me.ts';
import {
  landingAfterPasswordChange,
  PASSWORD_CHANGE_PATH,
} from '../../../lib/session/password-change.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/**
 * /trocar-senha: the first page of an account the back-office created (DESIGN §2). Its
 * temporary password opens nothing else until it is replaced; the route guard sends here from
 * every signed-in page, and afterwards on to the page asked for (?redirect=) or the role's own.
 */
export function PasswordChangePage() {
  usePageTitle('Escolha sua senha');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();

  if (!user) return null; // The route guard shows the loading state and handles visitors.
  const asked = safeRedirectPath(searchParams.get('redirect'));
  const next =
    asked && !asked.startsWith(PASSWORD_CHANGE_PATH) ? asked : landingAfterPasswordChange(user);
  // Changed (just now, once /api/me says so; or in another tab), or nothing to change: go on.
  if (!user.mustChangePassword) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Escolha sua senha</h1>
      <p className="mt-2 text-muted-foreground">
        Olá, {user.name}. Sua conta foi criada pela equipe do Saúde Conveniada com uma senha
        temporária. Para continuar, escolha uma senha que só você conheça.
      </p>
      <div className="mt-8">
        <ChangePasswordForm
          title="Trocar senha temporária"
          description="Informe a senha temporária que você recebeu como senha atual e escolha a nova."
          onChanged={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
      </div>
    </div>
  );
}
