import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../lib/safe-redirect.ts';
import { resetSessionCache } from '../lib/session/reset-session-cache.ts';
import { onSessionExpired, SESSION_EXPIRED_MESSAGE } from '../lib/session/session-expiry.ts';
import { toast } from '../lib/toast.ts';

/**
 * SPEC §4: an expired session shows 'Sua sessão expirou. Por favor, faça login novamente.' and
 * sends the person to /login, remembering where they were. Several requests may report the same
 * expiry at once: one toast (same id) and one redirect (the `handling` flag).
 */
export function SessionExpiryWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const locationRef = useRef(location);
  const handling = useRef(false);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionExpired(() => {
        if (handling.current) return;
        handling.current = true;
        const { pathname, search } = locationRef.current;
        // Navigate before dropping the cache: a guarded page still on screen must not see an
        // empty session and add a second redirect and toast of its own.
        const leave =
          pathname === '/login'
            ? undefined
            : navigate(loginPathFor(`${pathname}${search}`), { replace: true });
        void Promise.resolve(leave).finally(() => {
          // Once the login page is on screen (its chunk may take a while on a slow phone): the
          // message's 4 s are spent where the person reads it, not on the page they are leaving.
          toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
          resetSessionCache(queryClient);
          handling.current = false;
        });
      }),
    [navigate, queryClient],
  );

  return null;
}
