import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'tK9_x2-abcdefghijklmnopqrstuv';
const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <h1>Entrar</h1> },
];

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nova senha', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirmar nova senha', { exact: true }), confirmation);
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
}

describe('ResetPasswordPage', () => {
  it('checks the length and that both passwords match', async () => {
    const fetchMock = stubApi();
    renderWithProviders(null, { routes, path: `/reset-password?token=${TOKEN}` });

    await choose('curta', 'curta');
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    await userEvent.setup().clear(screen.getByLabelText('Nova senha', { exact: true }));
    await choose('senha-nova-1', '-diferente');
    expect(screen.getByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sets the new password and sends the person to sign in', async () => {
    const message = 'Senha redefinida com sucesso! Faça login com a nova senha.';
    const fetchMock = stubApi({ 'POST /api/auth/reset-password': { body: { message } } });
    const { router } = renderWithProviders(null, {
      routes,
      path: `/reset-password?token=${TOKEN}`,
    });

    await choose('senha-nova-1', 'senha-nova-1');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: TOKEN, password: 'senha-nova-1' },
    ]);
  });

  it('explains a used link and offers a new one', async () => {
    stubApi({
      'POST /api/auth/reset-password': apiError(
        400,
        'TOKEN_USED',
        'Este link já foi utilizado. Solicite um novo.',
      ),
    });
    renderWithProviders(null, { routes, path: `/reset-password?token=${TOKEN}` });

    await choose('senha-nova-1', 'senha-nova-1');
    expect(
      await screen.findByText('Este link já foi utilizado. Solicite um novo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' }).getAttribute('href')).toBe(
      '/login?recuperar=1',
    );
    expect(screen.queryByLabelText('Nova senha', { exact: true })).toBeNull();
  });

  it('says the link is invalid when it has no token', () => {
    stubApi();
    renderWithProviders(null, { routes, path: '/reset-password' });
    expect(screen.getByText('Link inválido. Solicite um novo.')).toBeInTheDocument();
  });
});
