import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/me.ts';
import { RequireAuth } from '../../../app/require-auth.tsx';
import { apiError, sentBodies, stubApi, userFixture } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordChangePage } from './password-change-page.tsx';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

const routes: RouteObject[] = [
  {
    element: <RequireAuth access="signed-in" />,
    children: [{ path: '/trocar-senha', element: <PasswordChangePage /> }],
  },
  { path: '/perfil-conveniado', element: <Page title="Meu Perfil de Conveniado" /> },
  { path: '/admin/providers', element: <Page title="Conveniados" /> },
  { path: '/perfil', element: <Page title="Meu Perfil" /> },
];

/** /api/me says "temporary password" until POST /api/me/password accepts the new one. */
function stubTemporaryAccount(overrides: Partial<CurrentUser>) {
  let temporary = true;
  const fetchMock = stubApi({
    'GET /api/me': () => ({
      body: { user: userFixture({ ...overrides, mustChangePassword: temporary }) },
    }),
    'POST /api/me/password': (body) => {
      if ((body as { currentPassword: string }).currentPassword !== 'Temp-9x2k') {
        return apiError(
          400,
          'INVALID_CURRENT_PASSWORD',
          'Senha atual incorreta.',
          'currentPassword',
        );
      }
      temporary = false;
      return { body: { message: 'Senha atualizada com sucesso!' } };
    },
  });
  return fetchMock;
}

async function choosePassword(current: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Senha atual', { exact: true }), current);
  await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'minha-senha-nova');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'minha-senha-nova');
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('PasswordChangePage', () => {
  it('takes a provider to their own profile once the temporary password is replaced', async () => {
    const fetchMock = stubTemporaryAccount({ userType: 'provider', hasProviderProfile: true });
    const { router } = renderWithProviders(null, { routes, path: '/trocar-senha' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trocar senha temporária' })).toBeInTheDocument();
    await choosePassword('Temp-9x2k');

    expect(
      await screen.findByRole('heading', { name: 'Meu Perfil de Conveniado' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil-conveniado');
    expect(sentBodies(fetchMock, 'POST /api/me/password')).toEqual([
      {
        currentPassword: 'Temp-9x2k',
        newPassword: 'minha-senha-nova',
        confirmPassword: 'minha-senha-nova',
      },
    ]);
  });

  it('goes on to the page asked for, never to another site', async () => {
    stubTemporaryAccount({ userType: 'admin' });
    const { router } = renderWithProviders(null, {
      routes,
      path: '/trocar-senha?redirect=%2Fadmin%2Fproviders',
    });
    await choosePassword('Temp-9x2k');
    expect(await screen.findByRole('heading', { name: 'Conveniados' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/providers');
  });

  it('stays, with the message on the field, when the temporary password is wrong', async () => {
    stubTemporaryAccount({ userType: 'provider' });
    const { router } = renderWithProviders(null, { routes, path: '/trocar-senha' });
    await choosePassword('errada-123');

    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trocar-senha');
  });

  it('sends on at once someone whose password is already their own', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture() } } });
    const { router } = renderWithProviders(null, {
      routes,
      path: '/trocar-senha?redirect=%2F%2Fmal.example',
    });
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil');
  });
});
