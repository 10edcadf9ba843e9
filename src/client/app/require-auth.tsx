import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '../../shared/schemas/me.ts';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { loginPathFor } from '../lib/safe-redirect.ts';
import { useMe } from '../lib/session/get-me.ts';
import { PASSWORD_CHANGE_PATH, passwordChangePathFor } from '../lib/session/password-change.ts';
import { sessionJustExpired } from '../lib/session/session-expiry.ts';
import { signedOutDestination } from '../lib/session/sign-out.ts';
import { toast } from '../lib/toast.ts';

export type RouteAccess = 'signed-in' | 'provider' | 'admin';

export const LOGIN_REQUIRED_MESSAGE = 'Você precisa estar logado para acessar esta página';
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar esta área';

function allows(access: RouteAccess, user: CurrentUser): boolean {
  if (access === 'signed-in') return true;
  // An administrator who also owns a provider record manages it at /perfil-conveniado too (the
  // back-office's 'Meu Perfil Conveniado'); the API accepts them there likewise.
  if (access === 'provider' && user.userType === 'admin') return user.hasProviderProfile;
  return user.userType === access;
}

type Verdict = 'loading' | 'error' | 'anonymous' | 'forbidden' | 'password-change' | 'allowed';

/**
 * SPEC §6 route guard, for display only (the API enforces the same rules): visitors go to /login
 * (and come back after signing in), people without the role go to /. Someone still on a
 * temporary password goes to /trocar-senha first (and on to this page after it). While /api/me
 * loads, and while an expired session is being handled by the SessionExpiryWatcher, it waits.
 */
export function RequireAuth({ access }: { access: RouteAccess }) {
  const { data, isError, refetch } = useMe();
  const location = useLocation();

  let verdict: Verdict | 'signed-out' | 'expired' = isError ? 'error' : 'loading';
  const leavingTo = signedOutDestination();
  if (data && !data.sessionExpired) {
    if (!data.user) {
      if (leavingTo) verdict = 'signed-out';
      else verdict = sessionJustExpired() ? 'expired' : 'anonymous';
    } else if (data.user.mustChangePassword && location.pathname !== PASSWORD_CHANGE_PATH) {
      verdict = 'password-change';
    } else verdict = allows(access, data.user) ? 'allowed' : 'forbidden';
  }

  useEffect(() => {
    // The same id twice (StrictMode runs effects twice) shows one toast.
    if (verdict === 'anonymous') toast.error(LOGIN_REQUIRED_MESSAGE, { id: 'login-required' });
    if (verdict === 'forbidden') toast.error(FORBIDDEN_MESSAGE, { id: 'forbidden' });
  }, [verdict]);

  if (verdict === 'allowed') return <Outlet />;
  if (verdict === 'signed-out') return <Navigate to={leavingTo ?? '/login'} replace />;
  // An expiry's message is the watcher's; the page follows it to /login with the way back.
  if (verdict === 'anonymous' || verdict === 'expired') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (verdict === 'forbidden') return <Navigate to="/" replace />;
  if (verdict === 'password-change') {
    return (
      <Navigate to={passwordChangePathFor(`${location.pathname}${location.search}`)} replace />
    );
  }
  if (verdict === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <p className="text-foreground">Não foi possível verificar sua sessão.</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <Spinner className="py-4" />
      <p className="text-muted-foreground">Carregando informações do usuário...</p>
    </div>
  );
}
