import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignUpPage } from './sign-up-page.tsx';

const SUCCESS = 'Registro realizado com sucesso! Verifique seu e-mail para confirmar a conta.';

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, terms: boolean) {
  await user.type(screen.getByLabelText('Nome completo'), 'Ana Maria Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com.br');
  await user.type(screen.getByLabelText('Senha', { exact: true }), password);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

describe('SignUpPage', () => {
  it('shows the SPEC messages next to the password and the terms', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { path: '/cadastro' });

    await fill(user, 'curta', false);
    const password = screen.getByLabelText('Senha', { exact: true });
    await waitFor(() => expect(password).toBeInvalid());
    // The hint under the field, then the message.
    expect(password).toHaveAccessibleDescription(
      'Mínimo de 8 caracteres. A senha deve ter pelo menos 8 caracteres.',
    );
    const terms = screen.getByRole('checkbox', { name: /Li e aceito/ });
    expect(terms).toHaveAccessibleDescription(
      'Você precisa aceitar os termos de uso para continuar.',
    );
    expect(document.activeElement).toBe(password);
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-up')).toHaveLength(0);
  });

  it('links the terms and the privacy policy, the login and the provider sign-up', () => {
    stubApi();
    renderWithProviders(<SignUpPage />, { path: '/cadastro' });
    const hrefs = [
      'Termos de Uso',
      'Política de Privacidade',
      'Entrar',
      'Cadastre seu estabelecimento',
    ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/termos', '/privacidade', '/login', '/conveniado/cadastro']);
  });

  it('creates the account, says to check the e-mail and clears the form', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/sign-up': { status: 201, body: { message: SUCCESS } },
    });
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { path: '/cadastro' });

    await fill(user, 'senha-forte-1', true);
    await screen.findByRole('status');
    expect(screen.getAllByText(SUCCESS)).toHaveLength(2); // on the page and in a toast
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).not.toBeChecked();
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-up')).toEqual([
      {
        name: 'Ana Maria Souza',
        email: 'ana@exemplo.com.br',
        password: 'senha-forte-1',
        acceptTerms: true,
      },
    ]);
  });

  it("puts the server's message about a field next to it", async () => {
    stubApi({
      'POST /api/auth/sign-up': apiError(
        400,
        'VALIDATION_ERROR',
        'A senha deve ter pelo menos 8 caracteres.',
        'password',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { path: '/cadastro' });
    await fill(user, 'senha-forte-1', true);
    expect(
      await screen.findByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Senha', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows a refusal without a field above the form', async () => {
    stubApi({
      'POST /api/auth/sign-up': apiError(
        429,
        'TOO_MANY_REQUESTS',
        'Muitos cadastros a partir deste endereço.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { path: '/cadastro' });
    await fill(user, 'senha-forte-1', true);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Erro ao criar conta. Por favor, tente novamente.'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('Muitos cadastros a partir deste endereço.'),
    ).toBeInTheDocument();
  });
});
