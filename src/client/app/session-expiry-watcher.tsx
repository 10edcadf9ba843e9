import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../lib/safe-redirect.ts';
import { resetSessionCache } from '../lib/session/reset-session-cache.ts';
import {
  expiryToAnnounce,
  markExpiryAnnounced,
  onSessionExpired,
  SESSION_EXPIRED_MESSAGE,
} from '../lib/session/session-expiry.ts';
import { toast } from '../lib/toast.ts';

/** If /login never shows (the person went elsewhere first), the message is given anyway. */
const LOGIN_WAIT_MS = 10_000;

/**
 * SPEC §4: an expired session shows 'Sua sessão expirou. Por favor, faça login novamente.' and
 * sends the person to /login, remembering where they were. Several requests may report the same
 * expiry at once: one toast (same id) and one redirect (the `pending` flag).
 *
 * The message and the dropping of the session's cached data wait until the router is at /login
 * (`location` here changes once it renders the navigation), so the guarded page being left never
 * sees an empty session (it would add a redirect and a message of its own) and the message shows
 * with the login page (or its spinner while its code downloads).
 */
export function SessionExpiryWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const locationRef = useRef(location);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finish = useRef(() => {});
  finish.current = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    markExpiryAnnounced();
    toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
    resetSessionCache(queryClient);
  };

  useEffect(() => {
    locationRef.current = location;
    // Not only after our own navigation: the route guard may have taken the person to /login
    // first, or this watcher been mounted again since (a CI run showed /login without the
    // message once); the expiry's record says whether it was announced.
    if (location.pathname === '/login' && (pending.current || expiryToAnnounce())) {
      finish.current();
    }
  }, [location]);

  useEffect(
    () =>
      onSessionExpired(() => {
        if (pending.current) return;
        const { pathname, search } = locationRef.current;
        if (pathname === '/login') {
          finish.current();
          return;
        }
        pending.current = setTimeout(() => finish.current(), LOGIN_WAIT_MS);
        navigate(loginPathFor(`${pathname}${search}`), { replace: true });
      }),
    [navigate],
  );

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  return null;
}
