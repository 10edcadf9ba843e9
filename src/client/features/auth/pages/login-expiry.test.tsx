import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportSessionExpired } from '../../../lib/session/session-expiry.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

describe('LoginPage after an expired session', () => {
  it('gives the expiry message itself when nobody has yet, and only once', async () => {
    stubApi();
    reportSessionExpired();
    renderWithProviders(<LoginPage />, { path: '/login?redirect=%2Fperfil' });
    const toasts = within(screen.getByRole('region', { name: 'Notificações' }));
    expect(
      await toasts.findAllByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toHaveLength(1);
  });
});
