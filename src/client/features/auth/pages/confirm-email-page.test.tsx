import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi, userFixture } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

const TOKEN = 'Zx8_-abcdefghijklmnopqrstuvw';
const routes: RouteObject[] = [
  { path: '/confirmar-email', element: <ConfirmEmailPage /> },
  { path: '/', element: <h1>Início</h1> },
  { path: '/login', element: <h1>Entrar</h1> },
];

describe('ConfirmEmailPage', () => {
  it('sends the token once, then says so and goes where the server says', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/confirm-email': {
        body: { message: 'E-mail confirmado com sucesso!', redirectTo: '/', user: userFixture() },
      },
    });
    const { router } = renderWithProviders(null, {
      routes,
      path: `/confirmar-email?token=${TOKEN}`,
    });

    expect(screen.getByText('Confirmando seu e-mail...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('E-mail confirmado com sucesso!')).toBeInTheDocument();
    // The link must be used once, whatever redraws the page meanwhile (React's StrictMode would
    // also run the effect twice; Preact's does not, decision 035).
    expect(sentBodies(fetchMock, 'POST /api/auth/confirm-email')).toEqual([{ token: TOKEN }]);
  });

  it('shows why the link failed and offers a new one', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/confirm-email': apiError(
        400,
        'TOKEN_EXPIRED',
        'Este link expirou. Solicite um novo.',
      ),
      'POST /api/auth/resend-confirmation': { body: { message: 'Enviamos um novo link.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: `/confirmar-email?token=${TOKEN}` });

    expect(await screen.findByText('Este link expirou. Solicite um novo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe(
      '/login',
    );
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    expect(await screen.findByText('Enviamos um novo link.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/resend-confirmation')).toEqual([
      { email: 'ana@exemplo.com.br' },
    ]);
  });

  it('does not call the server without a token', () => {
    const fetchMock = stubApi();
    renderWithProviders(null, { routes, path: '/confirmar-email' });
    expect(screen.getByText('Link inválido. Solicite um novo.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/confirm-email')).toHaveLength(0);
  });
});
