import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPatch } from '../lib/api-client.ts';
import { reportSessionExpired } from '../lib/session/session-expiry.ts';
import { apiError, stubApi, userFixture } from '../test/api-stub.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';
import { SessionExpiryWatcher } from './session-expiry-watcher.tsx';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

// A small app: the watcher above everything, as in router.tsx.
const routes: RouteObject[] = [
  {
    element: (
      <>
        <SessionExpiryWatcher />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Page title="Início" /> },
      { path: '/login', element: <Page title="Entrar" /> },
      {
        element: <RequireAuth access="signed-in" />,
        children: [
          { path: '/perfil', element: <Page title="Meu Perfil" /> },
          { path: '/trocar-senha', element: <Page title="Escolha sua senha" /> },
        ],
      },
      {
        element: <RequireAuth access="admin" />,
        children: [{ path: '/admin', element: <Page title="Painel Admin" /> }],
      },
      {
        element: <RequireAuth access="provider" />,
        children: [
          { path: '/perfil-conveniado', element: <Page title="Meu Perfil de Conveniado" /> },
        ],
      },
    ],
  },
];

/** PATCH /api/me as the app sends a mutation: through the query client's caches. */
async function renameThroughTheApi(queryClient: QueryClient) {
  await queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationFn: () => apiPatch('/api/me', z.object({}), { name: 'Ana' }),
    })
    .execute(undefined)
    .catch(() => undefined);
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Notificações' }));
}

describe('RequireAuth', () => {
  it('sends a visitor to /login, remembering the page, with the SPEC message', async () => {
    stubApi();
    const { router } = renderWithProviders(null, { routes, path: '/perfil?aba=senha' });

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fperfil%3Faba%3Dsenha');
    expect(
      toasts().getAllByText('Você precisa estar logado para acessar esta página'),
    ).toHaveLength(1);
  });

  it('waits for /api/me with the loading text, then shows the page to a signed-in person', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture() } } });
    renderWithProviders(null, { routes, path: '/perfil' });

    expect(screen.getByText('Carregando informações do usuário...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
  });

  it('sends someone without the role to / with the SPEC message', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType: 'provider' }) } } });
    const { router } = renderWithProviders(null, { routes, path: '/admin' });

    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toasts().getAllByText('Você não tem permissão para acessar esta área')).toHaveLength(1);
  });

  it('lets an administrator into /admin', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } } });
    renderWithProviders(null, { routes, path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Painel Admin' })).toBeInTheDocument();
  });

  it('lets into the provider area an administrator who owns a provider record, no other', async () => {
    stubApi({
      'GET /api/me': {
        body: { user: userFixture({ userType: 'admin', hasProviderProfile: true }) },
      },
    });
    renderWithProviders(null, { routes, path: '/perfil-conveniado' });
    expect(
      await screen.findByRole('heading', { name: 'Meu Perfil de Conveniado' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an administrator without a provider record', { userType: 'admin' as const }],
    ['a user', { userType: 'user' as const, hasProviderProfile: true }],
  ])('sends %s away from the provider area', async (_who, overrides) => {
    stubApi({ 'GET /api/me': { body: { user: userFixture(overrides) } } });
    const { router } = renderWithProviders(null, { routes, path: '/perfil-conveniado' });
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(toasts().getAllByText('Você não tem permissão para acessar esta área')).toHaveLength(1);
  });

  it('an expired session shows one message (not the login one) and goes to /login', async () => {
    let expired = true;
    stubApi({
      // The server clears the cookie when it reports the expiry: the next answer is a visitor.
      'GET /api/me': () => {
        const body = expired ? { user: null, sessionExpired: true } : { user: null };
        expired = false;
        return { body };
      },
    });
    const { router } = renderWithProviders(null, { routes, path: '/perfil' });

    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fperfil');
    expect(
      await toasts().findAllByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toHaveLength(1);
    await waitFor(() => expect(expired).toBe(false));
    expect(toasts().queryByText('Você precisa estar logado para acessar esta página')).toBeNull();
  });

  it('announces an expiry reported before the watcher was there, once /login is on screen', async () => {
    stubApi();
    // As when the watcher is mounted again, or the guard reached /login before its navigation.
    reportSessionExpired();
    renderWithProviders(null, { routes, path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(
      await toasts().findAllByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toHaveLength(1);
  });

  it('a 401 SESSION_EXPIRED from any call leads to /login with the message', async () => {
    stubApi({
      'GET /api/me': { body: { user: userFixture() } },
      'PATCH /api/me': apiError(401, 'SESSION_EXPIRED', 'Sua sessão expirou.'),
    });
    const { router, queryClient } = renderWithProviders(null, { routes, path: '/perfil' });
    await screen.findByRole('heading', { name: 'Meu Perfil' });

    // A mutation failing the way the API answers an ended session.
    await renameThroughTheApi(queryClient);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fperfil');
    expect(
      await toasts().findAllByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toHaveLength(1);
  });

  it.each([
    ['/admin?aba=1', 'admin' as const, '?redirect=%2Fadmin%3Faba%3D1'],
    ['/perfil-conveniado', 'provider' as const, '?redirect=%2Fperfil-conveniado'],
  ])(
    'sends someone on a temporary password from %s to /trocar-senha first',
    async (path, userType, search) => {
      stubApi({
        'GET /api/me': { body: { user: userFixture({ userType, mustChangePassword: true }) } },
      });
      const { router } = renderWithProviders(null, { routes, path });

      expect(await screen.findByRole('heading', { name: 'Escolha sua senha' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/trocar-senha');
      expect(router.state.location.search).toBe(search);
    },
  );

  it('a 403 PASSWORD_CHANGE_REQUIRED from any call leads to /trocar-senha', async () => {
    let temporary = false;
    stubApi({
      'GET /api/me': () => ({ body: { user: userFixture({ mustChangePassword: temporary }) } }),
      'PATCH /api/me': () => {
        // An administrator gave this account a temporary password meanwhile.
        temporary = true;
        return apiError(403, 'PASSWORD_CHANGE_REQUIRED', 'Troque sua senha temporária.');
      },
    });
    const { router, queryClient } = renderWithProviders(null, { routes, path: '/perfil' });
    await screen.findByRole('heading', { name: 'Meu Perfil' });

    await renameThroughTheApi(queryClient);

    expect(await screen.findByRole('heading', { name: 'Escolha sua senha' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fperfil');
  });
});
