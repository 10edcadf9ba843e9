import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from '../pages/login-page.tsx';

// The dialog as the login page opens it ('Esqueceu sua senha?').
const routes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];

describe('LoginPage recovery dialog', () => {
  it('checks the e-mail, sends it and shows the answer', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': {
        body: {
          message:
            'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/login' });

    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = screen.getByRole('dialog', { name: 'Recuperar senha' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Link de Recuperação' }));
    expect(
      await within(dialog).findByText('Digite seu email para recuperar a senha'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Link de Recuperação' }));
    expect(
      await within(dialog).findByText(
        'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/forgot-password')).toEqual([
      { email: 'ana@exemplo.com.br' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts with the e-mail typed in the sign-in form and closes on Cancelar', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/login' });

    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha?' }));
    const dialog = screen.getByRole('dialog', { name: 'Recuperar senha' });
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe(
      'ana@exemplo.com.br',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens by itself from an expired reset link (?recuperar=1)', () => {
    stubApi();
    renderWithProviders(null, { routes, path: '/login?recuperar=1' });
    expect(screen.getByRole('dialog', { name: 'Recuperar senha' })).toBeInTheDocument();
  });
});
