import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi, userFixture } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function renderSignedIn(
  routes: Parameters<typeof stubApi>[0] = {},
  me: Parameters<typeof userFixture>[0] = {},
) {
  const fetchMock = stubApi({ 'GET /api/me': { body: { user: userFixture(me) } }, ...routes });
  const user = userEvent.setup();
  const { router } = renderWithProviders(<AccountPage />, { path: '/perfil' });
  await screen.findByRole('region', { name: 'Informações pessoais' });
  return { fetchMock, user, router };
}

describe('AccountPage', () => {
  it('shows the loading text until the user is known', async () => {
    stubApi({ 'GET /api/me': { body: { user: userFixture() } } });
    renderWithProviders(<AccountPage />, { path: '/perfil' });
    expect(screen.getByText('Carregando informações do usuário...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' }),
    ).toBeInTheDocument();
  });

  it('shows the name to edit and the e-mail read-only', async () => {
    await renderSignedIn();
    const form = section('Informações pessoais');
    expect((form.getByLabelText('Nome completo') as HTMLInputElement).value).toBe(
      'Ana Maria Souza',
    );
    const email = form.getByLabelText('E-mail') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['ana@exemplo.com.br', true]);
  });

  it('offers the download of everything held about the account, as a plain link', async () => {
    await renderSignedIn();
    const data = section('Seus dados');
    const link = data.getByRole('link', { name: 'Baixar meus dados' });
    expect(link).toHaveAttribute('href', '/api/me/data');
    expect(link).toHaveAttribute('download');
    expect(data.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('checks the name length, then saves it with a toast', async () => {
    const { fetchMock, user } = await renderSignedIn({
      'PATCH /api/me': (body) => ({
        body: {
          message: 'Nome atualizado com sucesso!',
          user: userFixture({ name: (body as { name: string }).name }),
        },
      }),
    });
    const form = section('Informações pessoais');
    const name = form.getByLabelText('Nome completo');
    await user.clear(name);
    await user.type(name, 'Jo');
    await user.click(form.getByRole('button', { name: 'Salvar alterações' }));
    expect(form.getByText('Nome deve ter pelo menos 3 caracteres.')).toBeInTheDocument();

    await user.type(name, 'ana Lima');
    await user.click(form.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Nome atualizado com sucesso!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /api/me')).toEqual([{ name: 'Joana Lima' }]);
  });

  it("says 'Erro ao Atualizar Perfil' when the name cannot be saved", async () => {
    const { user } = await renderSignedIn({
      'PATCH /api/me': apiError(500, 'INTERNAL_ERROR', 'Erro interno.'),
    });
    await user.click(
      section('Informações pessoais').getByRole('button', { name: 'Salvar alterações' }),
    );
    expect(await screen.findByText('Erro ao Atualizar Perfil')).toBeInTheDocument();
    expect(
      screen.getByText('Não foi possível atualizar seu nome. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it("checks the new e-mail ('Email inválido.') and shows where the link went", async () => {
    const message =
      'Enviamos um link de confirmação para nova@exemplo.com.br. Seu e-mail será alterado quando você confirmar.';
    const { user } = await renderSignedIn({ 'POST /api/me/email': { body: { message } } });
    const form = section('Alterar e-mail');
    await user.type(form.getByLabelText('Novo e-mail'), 'nova@exemplo');
    await user.click(form.getByRole('button', { name: 'Alterar e-mail' }));
    expect(form.getByText('Email inválido.')).toBeInTheDocument();

    await user.type(form.getByLabelText('Novo e-mail'), '.com.br');
    await user.click(form.getByRole('button', { name: 'Alterar e-mail' }));
    expect(await form.findByText(message)).toBeInTheDocument();
  });

  it('shows a taken e-mail next to the field', async () => {
    const { user } = await renderSignedIn({
      'POST /api/me/email': apiError(409, 'CONFLICT', 'Este e-mail já está em uso.'),
    });
    const form = section('Alterar e-mail');
    await user.type(form.getByLabelText('Novo e-mail'), 'outra@exemplo.com.br');
    await user.click(form.getByRole('button', { name: 'Alterar e-mail' }));
    expect(await form.findByText('Este e-mail já está em uso.')).toBeInTheDocument();
    expect(form.getByLabelText('Novo e-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the password messages next to the right fields', async () => {
    const { fetchMock, user } = await renderSignedIn();
    const form = section('Alterar senha');
    await user.type(form.getByLabelText('Nova senha', { exact: true }), 'abc');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(form.getByText('Senha atual é obrigatória.')).toBeInTheDocument();
    expect(form.getByText('Nova senha deve ter pelo menos 6 caracteres.')).toBeInTheDocument();

    await user.type(form.getByLabelText('Senha atual', { exact: true }), 'atual-123');
    await user.type(form.getByLabelText('Nova senha', { exact: true }), 'defgh');
    await user.type(form.getByLabelText('Confirmar nova senha', { exact: true }), 'outra-coisa');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    const confirmation = form.getByLabelText('Confirmar nova senha', { exact: true });
    expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem.');
    expect(sentBodies(fetchMock, 'POST /api/me/password')).toHaveLength(0);
  });

  it("puts the server's 'Senha atual incorreta.' on the current password, then succeeds", async () => {
    let attempts = 0;
    const { user } = await renderSignedIn({
      'POST /api/me/password': () =>
        ++attempts === 1
          ? apiError(400, 'INVALID_CURRENT_PASSWORD', 'Senha atual incorreta.', 'currentPassword')
          : { body: { message: 'Senha atualizada com sucesso!' } },
    });
    const form = section('Alterar senha');
    const current = form.getByLabelText('Senha atual', { exact: true });
    await user.type(current, 'errada-123');
    await user.type(form.getByLabelText('Nova senha', { exact: true }), 'nova-senha-1');
    await user.type(form.getByLabelText('Confirmar nova senha', { exact: true }), 'nova-senha-1');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));

    expect(await form.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);

    await user.clear(current);
    await user.type(current, 'certa-123');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeInTheDocument();
    expect((current as HTMLInputElement).value).toBe('');
  });

  describe('Excluir minha conta', () => {
    it('asks for the password in a dialog and shows a wrong one next to it', async () => {
      const { fetchMock, user, router } = await renderSignedIn({
        'POST /api/me/deletion': apiError(400, 'INVALID_PASSWORD', 'Senha incorreta.', 'password'),
      });
      await user.click(
        section('Excluir minha conta').getByRole('button', { name: 'Excluir minha conta' }),
      );
      const dialog = within(screen.getByRole('dialog', { name: 'Excluir sua conta?' }));
      await user.click(dialog.getByRole('button', { name: 'Excluir conta' }));
      expect(dialog.getByText('Digite sua senha para confirmar.')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/me/deletion')).toEqual([]);

      await user.type(dialog.getByLabelText('Senha'), 'errada');
      await user.click(dialog.getByRole('button', { name: 'Excluir conta' }));
      expect(await dialog.findByText('Senha incorreta.')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/me/deletion')).toEqual([{ password: 'errada' }]);
      expect(router.state.location.pathname).toBe('/perfil');
    });

    it('deletes the account and goes home with the message', async () => {
      const { fetchMock, user, router } = await renderSignedIn(
        {
          'POST /api/me/deletion': {
            body: { message: 'Sua conta foi excluída. Sentiremos sua falta!' },
          },
        },
        { userType: 'provider', hasProviderProfile: true },
      );
      const card = section('Excluir minha conta');
      expect(card.getAllByText(/o cadastro sai da busca na hora/)[0]).toBeVisible();
      await user.click(card.getByRole('button', { name: 'Excluir minha conta' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Excluir sua conta?' }));
      await user.type(dialog.getByLabelText('Senha'), 'minha-senha');
      await user.click(dialog.getByRole('button', { name: 'Excluir conta' }));
      expect(
        await screen.findByText('Sua conta foi excluída. Sentiremos sua falta!'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(sentBodies(fetchMock, 'POST /api/me/deletion')).toEqual([{ password: 'minha-senha' }]);
    });

    it('tells an administrator that another administrator deletes the account', async () => {
      await renderSignedIn({}, { userType: 'admin' });
      const card = section('Excluir minha conta');
      expect(card.getByText('Peça a outro administrador que exclua a sua conta.')).toBeVisible();
      expect(card.queryByRole('button')).toBeNull();
    });
  });
});
