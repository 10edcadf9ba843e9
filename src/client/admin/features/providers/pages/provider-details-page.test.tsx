import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import { providerDetailsFixture, providersPageFixture } from '../../../../test/admin-fixtures.ts';
import {
  apiError,
  permissionMapFixture,
  permissionsReply,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { parseProviderId } from '../api/get-provider.ts';
import { clickWhenAllowed } from '../../../../test/click-when-allowed.ts';

function stubDetails(routesOverride: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/providers/12': { body: { provider: providerDetailsFixture() } },
    'GET /api/admin/providers': { body: providersPageFixture([]) },
    ...routesOverride,
  });
}

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

/** The value shown next to a label of a details section. */
function valueOf(sectionName: string, label: string): HTMLElement {
  const term = within(section(sectionName)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('provider details', () => {
  it('shows every section of the SPEC with its links', async () => {
    stubDetails();
    renderWithProviders(null, { routes, path: '/admin/providers/12' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Clínica São Lucas | Saúde Conveniada'));

    expect(valueOf('Informações gerais', 'CPF/CNPJ').textContent).toBe('11.222.333/0001-81');
    expect(valueOf('Informações gerais', 'Nome do Responsável').textContent).toBe(
      'Dra. Helena Prado',
    );
    expect(valueOf('Informações gerais', 'Número do Registro Profissional (CR)').textContent).toBe(
      'Não informado',
    );

    const contact = within(section('Contato'));
    expect(contact.getByRole('link', { name: /\(64\) 3631-1234/ }).getAttribute('href')).toBe(
      'tel:6436311234',
    );
    expect(contact.getByRole('link', { name: /\(64\) 99988-7766/ }).getAttribute('href')).toBe(
      'https://wa.me/5564999887766',
    );
    expect(
      contact.getByRole('link', { name: /contato@saolucas\.com\.br/ }).getAttribute('href'),
    ).toBe('mailto:contato@saolucas.com.br');

    expect(valueOf('Endereço', 'Endereço').textContent).toBe(
      'Rua José Manoel Vilela, 1250, Sala 2 - Centro, Jataí-GO',
    );
    expect(valueOf('Endereço', 'CEP').textContent).toBe('75800-014');
    const map = within(section('Endereço')).getByRole('link', { name: /Ver no mapa/ });
    expect(map.getAttribute('href')).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(map.getAttribute('target')).toBe('_blank');

    expect(valueOf('Serviços', 'Área de Atuação').textContent).toBe('Medicina');
    expect(valueOf('Serviços', 'Desconto').textContent).toBe('20%');
    expect(valueOf('Serviços', 'Dias para Retorno').textContent).toBe('30 dias');
    expect(
      within(valueOf('Serviços', 'Especialidades'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cardiologia', 'Pediatria']);
    expect(
      within(section('Observações')).getByText('Atendimento com hora marcada.'),
    ).toBeInTheDocument();
    // Stored in UTC, shown in Brasília time.
    expect(valueOf('Cadastro', 'Cadastrado em').textContent).toBe('20/11/2026, 10:30');

    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/admin/providers/12/edit',
    );
    expect(screen.getByRole('link', { name: 'Voltar para Conveniados' }).getAttribute('href')).toBe(
      '/admin/providers',
    );
  });

  it('shows the rejection reason the provider sees', async () => {
    stubDetails({
      'GET /api/admin/providers/12': {
        body: {
          provider: providerDetailsFixture({
            status: 'reprovado',
            rejectionReason: 'Documento ilegível.',
          }),
        },
      },
    });
    renderWithProviders(null, { routes, path: '/admin/providers/12' });
    const panel = await screen.findByRole('region', { name: 'Situação do cadastro' });
    expect(panel.textContent).toContain('Reprovado');
    expect(panel.textContent).toContain('Motivo da reprovação: Documento ilegível.');
  });

  it("says 'Conveniado não encontrado' with a back button for an unknown id", async () => {
    stubDetails({
      'GET /api/admin/providers/999': apiError(404, 'NOT_FOUND', 'Conveniado não encontrado'),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers/999' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Conveniado não encontrado | Saúde Conveniada'),
    );
    await user.click(screen.getByRole('link', { name: 'Voltar para Conveniados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/providers'));
  });

  it('answers an id that cannot exist at once, without asking the API', async () => {
    const fetchMock = stubDetails();
    renderWithProviders(null, { routes, path: '/admin/providers/abc' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.startsWith('/api/admin/providers/'))).toBe(false);
  });

  it('returns to the list page it came from (search and page kept)', async () => {
    stubDetails({
      'GET /api/admin/providers': {
        body: providersPageFixture([
          {
            id: 12,
            companyName: 'Clínica São Lucas',
            tradeName: null,
            cpfCnpj: '11222333000181',
            status: 'active',
          },
        ]),
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, {
      routes,
      path: '/admin/providers?q=lucas&page=1',
    });
    await user.click(
      await screen.findByRole('link', { name: 'Ver detalhes de Clínica São Lucas' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' });
    await user.click(screen.getByRole('link', { name: 'Voltar para Conveniados' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lucas&page=1'));
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    stubDetails({
      'DELETE /api/admin/providers/12': { body: { message: 'Conveniado excluído com sucesso' } },
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/providers/12' });
    await clickWhenAllowed(user, 'Excluir');
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(within(dialog).getByText('Esta ação não pode ser desfeita.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/providers'));
    expect(await screen.findByText('Conveniado excluído com sucesso')).toBeInTheDocument();
    expect(screen.queryByText('Conveniado não encontrado')).toBeNull();
  });

  it('disables edit, status and delete for a role that may only read, saying why', async () => {
    stubDetails({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ providers: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/providers/12' });
    await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' });

    for (const name of ['Editar', 'Alterar status', 'Excluir']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(
      screen.getByText('Seu perfil não tem permissão para excluir conveniados.', {
        selector: 'li',
      }),
    ).toBeInTheDocument();
  });
});

describe('parseProviderId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['012', null],
    ['abc', null],
    ['NaN', null],
    ['1e3', null],
    ['99999999999', null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => {
    expect(parseProviderId(value)).toBe(expected);
  });
});
