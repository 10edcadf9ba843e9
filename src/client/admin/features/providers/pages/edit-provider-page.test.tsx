import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import { providerDetailsFixture, providersPageFixture } from '../../../../test/admin-fixtures.ts';
import {
  apiError,
  permissionMapFixture,
  permissionsReply,
  sentBodies,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { referenceRoutes } from '../../../../test/reference-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';

const STALE =
  'Este conveniado foi alterado por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual antes de salvar.';
const VERSION = '1764353100000000';

function stubEdit(routesOverride: StubRoutes = {}) {
  return stubApi({
    ...referenceRoutes(),
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/providers': { body: providersPageFixture([]) },
    'GET /api/admin/providers/12': {
      body: { provider: providerDetailsFixture({ version: VERSION }) },
    },
    ...routesOverride,
  });
}

/** The If-Match headers sent with each PUT, in order. */
function ifMatchSent(fetchMock: ReturnType<typeof stubApi>): (string | undefined)[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => (init?.headers as Record<string, string>)['If-Match']);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('Editar Conveniado', () => {
  it('starts from the stored record, without account, status or featured flag', async () => {
    stubEdit();
    renderWithProviders(null, { routes, path: '/admin/providers/12/edit' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar Conveniado' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Nome Fantasia').value).toBe('Clínica São Lucas'));
    expect(field('CPF/CNPJ').value).toBe('11.222.333/0001-81');
    expect(field('Telefone').value).toBe('(64) 3631-1234');
    expect(field('CEP').value).toBe('75800-014');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement).value).toBe(
        'Jataí',
      ),
    );
    for (const section of ['Dados Gerais', 'Contato', 'Endereço', 'Serviços']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: 'Conta de Acesso' })).toBeNull();
    expect(screen.queryByLabelText('E-mail', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Editar Conveniado | Saúde Conveniada'));
  });

  it('saves with the version it was loaded with, then shows the details', async () => {
    const saved = providerDetailsFixture({ discount: 35, version: '1764353200000000' });
    const fetchMock = stubEdit({
      'PUT /api/admin/providers/12': {
        body: { message: 'Conveniado atualizado com sucesso!', provider: saved },
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers/12/edit' });
    await waitFor(() => expect(field('Desconto (%)').value).toBe('20'));
    await user.clear(field('Desconto (%)'));
    await user.type(field('Desconto (%)'), '35');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    expect(await screen.findByText('Conveniado atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/providers/12'));
    expect(ifMatchSent(fetchMock)).toEqual([`"${VERSION}"`]);
    const [body] = sentBodies(fetchMock, 'PUT /api/admin/providers/12') as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({ discount: '35', companyName: 'Clínica São Lucas' });
    expect(Object.keys(body!)).not.toContain('status');
    expect(Object.keys(body!)).not.toContain('email');
    expect(await screen.findByText('35%')).toBeInTheDocument();
  });

  it('keeps what was typed after a concurrent change until the admin reloads', async () => {
    let version = VERSION;
    let companyName = 'Clínica São Lucas';
    const fetchMock = stubEdit({
      'GET /api/admin/providers/12': () => ({
        body: { provider: providerDetailsFixture({ version, companyName }) },
      }),
      'PUT /api/admin/providers/12': apiError(409, 'STALE_EDIT', STALE),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/12/edit' });
    await waitFor(() => expect(field('Nome Fantasia').value).toBe('Clínica São Lucas'));
    await user.clear(field('Nome Fantasia'));
    await user.type(field('Nome Fantasia'), 'Nome do Administrador');
    // Meanwhile, someone else saves the record.
    version = '1764353300000000';
    companyName = 'Nome do Conveniado';

    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(STALE)).toBeInTheDocument();
    expect(alert.textContent).toContain('Nada foi salvo');
    expect(field('Nome Fantasia').value).toBe('Nome do Administrador');

    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(field('Nome Fantasia').value).toBe('Nome do Conveniado'));
    expect(screen.queryByText(STALE)).toBeNull();
    expect(ifMatchSent(fetchMock)).toEqual([`"${VERSION}"`]);
  });

  it('treats a refused version (428) the same way', async () => {
    stubEdit({
      'PUT /api/admin/providers/12': apiError(
        428,
        'VERSION_REQUIRED',
        'Versão do conveniado ausente. Recarregue a página e tente novamente.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/12/edit' });
    await waitFor(() => expect(field('Nome Fantasia').value).toBe('Clínica São Lucas'));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Versão do conveniado ausente');
    expect(within(alert).getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('asks the server again on opening instead of editing an old cached copy', async () => {
    const fetchMock = stubEdit();
    const asked = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          String(input) === '/api/admin/providers/12' && (init?.method ?? 'GET') === 'GET',
      ).length;
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/providers/12' });
    const edit = await screen.findByRole('link', { name: 'Editar' });
    const beforeEditing = asked();
    await user.click(edit);
    await waitFor(() => expect(field('Nome Fantasia').value).toBe('Clínica São Lucas'));
    expect(asked()).toBeGreaterThan(beforeEditing);
  });

  it("says 'Conveniado não encontrado' with a back button for an unknown id", async () => {
    stubEdit({
      'GET /api/admin/providers/999': apiError(404, 'NOT_FOUND', 'Conveniado não encontrado'),
    });
    renderWithProviders(null, { routes, path: '/admin/providers/999/edit' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Conveniados' }).getAttribute('href')).toBe(
      '/admin/providers',
    );
  });

  it('says so, without a form, to a role that may not edit providers', async () => {
    const fetchMock = stubEdit({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ providers: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/providers/12/edit' });
    expect(
      await screen.findByText('Seu perfil não tem permissão para editar conveniados.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).toBeNull();
    expect(sentBodies(fetchMock, 'GET /api/admin/providers/12')).toEqual([]);
  });
});
