import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnProvider } from '../../../../shared/schemas/provider-profile.ts';
import { referenceRoutes } from '../../../test/reference-fixtures.ts';
import { apiError, sentBodies, stubApi, type StubReply } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProviderProfilePage } from './provider-profile-page.tsx';

const provider: OwnProvider = {
  id: 7,
  status: 'pending',
  rejectionReason: null,
  companyName: 'Clínica Ana',
  tradeName: null,
  cpfCnpj: '52998224725',
  responsibleName: 'Ana Souza',
  crNumber: null,
  council: null,
  councilState: null,
  phone: '64999991234',
  whatsapp: null,
  contactEmail: null,
  address: 'Rua A',
  addressNumber: '10',
  complement: null,
  neighborhood: 'Centro',
  zipCode: '75800014',
  stateId: 'GO',
  cityId: 5211909,
  locationLink: null,
  areaId: 1,
  specialties: [{ id: 10, name: 'Cardiologia', rqe: null }],
  discount: 15,
  returnDays: 30,
  observations: null,
};

function renderPage(profileReply: StubReply | (() => StubReply), extra = {}) {
  const fetchMock = stubApi({
    ...referenceRoutes(),
    'GET /api/me/provider': profileReply,
    ...extra,
  });
  const view = renderWithProviders(null, {
    path: '/perfil-conveniado',
    routes: [
      { path: '/perfil-conveniado', element: <ProviderProfilePage /> },
      { path: '/', element: <p>Página inicial</p> },
    ],
  });
  return { fetchMock, ...view };
}

describe('ProviderProfilePage', () => {
  it('shows the title, the status banner and the stored data, formatted', async () => {
    renderPage({ body: { provider } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Meu Perfil de Conveniado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Atualize as informações do seu estabelecimento ou serviço'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(await screen.findByRole('heading', { name: 'Aprovação Pendente' })).toBeInTheDocument();
    expect((screen.getByLabelText('CPF/CNPJ') as HTMLInputElement).value).toBe('529.982.247-25');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(64) 99999-1234');
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('75800-014');
    for (const section of ['Informações do Conveniado', 'Contato', 'Endereço', 'Classificação']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    // Where each value is shown comes from the field configuration.
    expect(screen.getByText(/Exibido apenas para usuários logados/)).toBeInTheDocument();
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement).value).toBe(
        'Jataí',
      ),
    );
  });

  it('saves the changes and says so', async () => {
    const { fetchMock } = renderPage(
      { body: { provider } },
      {
        'PUT /api/me/provider': {
          body: {
            message: 'Perfil atualizado com sucesso!',
            provider: { ...provider, discount: 40 },
          },
        },
      },
    );
    const user = userEvent.setup();
    const discount = await screen.findByLabelText('Desconto (%)');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Medicina' })).toBeInTheDocument(),
    );
    await user.clear(discount);
    await user.type(discount, '40');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/me/provider')[0]).toMatchObject({
      discount: '40',
      cpfCnpj: '529.982.247-25',
      specialties: [10],
    });
  });

  it("records a doctor's council registration and the RQE of each chosen specialty", async () => {
    const { fetchMock } = renderPage(
      { body: { provider } },
      {
        'PUT /api/me/provider': {
          body: { message: 'Perfil atualizado com sucesso!', provider },
        },
      },
    );
    const user = userEvent.setup();
    const council = await screen.findByLabelText('Conselho');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Medicina' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('group', { name: 'RQE por especialidade' })).toBeNull();
    await user.selectOptions(council, 'CRM');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(
      screen.getAllByText('Informe o número e o estado do registro no conselho.')[0],
    ).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Estado do registro'), 'GO');
    const number = screen.getByLabelText('Número do Registro Profissional (CR)');
    await user.clear(number);
    await user.type(number, '12345');
    const rqes = screen.getByRole('group', { name: 'RQE por especialidade' });
    await user.type(within(rqes).getByLabelText('RQE de Cardiologia'), '67x');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(within(rqes).getByText('RQE inválido: informe só os números.')).toBeVisible();

    await user.clear(within(rqes).getByLabelText('RQE de Cardiologia'));
    await user.type(within(rqes).getByLabelText('RQE de Cardiologia'), '6789');
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/me/provider')).toEqual([
      expect.objectContaining({
        council: 'CRM',
        councilState: 'GO',
        crNumber: '12345',
        specialties: [10],
        rqes: { 10: '6789' },
      }),
    ]);
  });

  it('shows how the page did over the last 30 days', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `2026-11-${String(index + 1).padStart(2, '0')}`,
      views: index === 29 ? 12 : 0,
      whatsapp: index === 29 ? 4 : 0,
      phone: 0,
      map: 1,
    }));
    renderPage(
      { body: { provider: { ...provider, status: 'active' } } },
      {
        'GET /api/me/provider/insights': {
          body: { days, totals: { views: 12, whatsapp: 4, phone: 0, map: 30 } },
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Sua página nos últimos 30 dias' });
    expect(
      within(card).getByText(/sem cookies e sem guardar nada sobre quem visitou/),
    ).toBeVisible();
    await within(card).findByText('Visualizações da página');
    const tile = (label: string) =>
      within(within(card).getByText(label).closest('div') as HTMLElement);
    expect(await tile('Visualizações da página').findByText('12')).toBeVisible();
    expect(tile('Cliques no WhatsApp').getByText('4')).toBeVisible();
    expect(tile('Cliques no mapa').getByText('30')).toBeVisible();
  });

  it('lists the open reports of wrong information about the page', async () => {
    renderPage(
      { body: { provider: { ...provider, status: 'active' } } },
      {
        'GET /api/me/provider/reports': {
          body: {
            reports: [
              {
                id: 3,
                reason: 'address',
                details: 'Mudou para a Rua B.',
                createdAt: '2026-11-24T13:00:00.000Z',
              },
            ],
          },
        },
      },
    );
    const card = await screen.findByRole('region', { name: 'Avisos de erro na sua página' });
    expect(within(card).getByText('Endereço errado')).toBeVisible();
    expect(within(card).getByText('Mudou para a Rua B.')).toBeVisible();
    expect(within(card).getByText('24 de novembro')).toBeVisible();
  });

  it('checks the self-profile fields with the SPEC messages before saving', async () => {
    const { fetchMock } = renderPage({ body: { provider } });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Nome Fantasia'));
    await user.clear(screen.getByLabelText('Telefone'));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    expect(
      screen.getByText(
        'Por favor, preencha todos os campos obrigatórios de informações do conveniado',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, forneça pelo menos um telefone para contato'),
    ).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Nome Fantasia'));
    expect(sentBodies(fetchMock, 'PUT /api/me/provider')).toEqual([]);
  });

  it('offers to try again when the data cannot be loaded', async () => {
    let available = false;
    renderPage(() =>
      available
        ? { body: { provider: { ...provider, status: 'active' } } }
        : apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor.'),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Não foi possível carregar seus dados')).toBeInTheDocument();
    available = true;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Perfil Ativo' })).toBeInTheDocument();
  });

  it('sends an account without a provider record to / with the SPEC message', async () => {
    const { router } = renderPage(
      apiError(404, 'NO_PROVIDER_PROFILE', 'Você não possui um perfil de conveniado'),
    );
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Você não possui um perfil de conveniado')).toBeInTheDocument();
  });
});
