import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { providerDetailFixture, stubDirectoryApi } from '../../../test/directory-fixtures.ts';
import { sentBodies } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProviderDetailPage } from './provider-detail-page.tsx';

function renderPage(path: string) {
  return renderWithProviders(null, {
    path,
    routes: [
      { path: '/conveniado/:id', element: <ProviderDetailPage /> },
      { path: '/pesquisa', element: <h1>Pesquisa</h1> },
    ],
  });
}

const notFound = { error: { code: 'NOT_FOUND', message: 'Conveniado não encontrado' } };

describe('ProviderDetailPage', () => {
  it('shows the header and the three tabs of an active provider, without any rating', async () => {
    stubDirectoryApi({ 'GET /api/providers/1': { body: providerDetailFixture() } });
    const user = userEvent.setup();
    renderPage('/conveniado/1');
    expect(screen.getByRole('status').textContent).toBe('Carregando...');

    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' })
    ).closest('header') as HTMLElement;
    expect(within(header).getByText('Medicina')).toBeInTheDocument();
    expect(within(header).getByText('Até 20% de desconto')).toBeInTheDocument();
    expect(
      within(header).getByText(
        'Desconto oferecido pelo próprio conveniado, no pagamento direto a ele. Não é plano de saúde.',
      ),
    ).toBeVisible();
    expect(
      within(header).getByText('Rua José Manoel Vilela, 1250 - Centro, Jataí-GO'),
    ).toBeInTheDocument();
    expect(within(header).getByText('(64) 3631-1000')).toBeInTheDocument();
    expect(within(header).getByText('Horário não informado')).toBeInTheDocument();
    expect(
      within(header)
        .getByRole('link', { name: /pelo WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/5564999991000');
    expect(
      within(header)
        .getByRole('link', { name: /^Ligar/ })
        .getAttribute('href'),
    ).toBe('tel:6436311000');
    expect(document.body.textContent).not.toMatch(/avalia|4[.,]5/i);
    await waitFor(() => expect(document.title).toBe('Clínica São Lucas | Saúde Conveniada'));

    const about = screen.getByRole('tabpanel');
    expect(within(about).getByText('Atendimento com hora marcada.')).toBeInTheDocument();
    expect(within(about).getByText('Marcelo Vilela de Assis')).toBeInTheDocument();
    expect(within(about).getByText('CRM-GO 14872')).toBeInTheDocument();
    expect(within(about).getByText('Retorno em 30 dias')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Serviços' }));
    const services = screen.getByRole('tabpanel');
    expect(within(services).getByText('Cardiologia')).toBeInTheDocument();
    expect(within(services).getAllByText('Até 20% de desconto')).toHaveLength(2);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Localização' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const location = screen.getByRole('tabpanel');
    expect(within(location).getByText('CEP 75800-014')).toBeInTheDocument();
    const map = within(location).getByRole('link', { name: /Abrir no Google Maps/ });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(within(location).getByRole('link', { name: /Ver no mapa/ })).toBeInTheDocument();
  });

  it("shows a doctor's registration under the name and each specialty's RQE", async () => {
    stubDirectoryApi({
      'GET /api/providers/4': {
        body: providerDetailFixture({
          id: 4,
          crNumber: 'CRM-GO 12345 · RQE 6789',
          specialties: [{ id: 3, name: 'Cardiologia', rqe: '6789' }],
        }),
      },
    });
    const user = userEvent.setup();
    renderPage('/conveniado/4');
    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' })
    ).closest('header') as HTMLElement;
    expect(within(header).getByText('CRM-GO 12345 · RQE 6789')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Serviços' }));
    const services = screen.getByRole('tabpanel');
    expect(within(services).getByText('RQE 6789')).toBeVisible();
    expect(within(services).getByText('Cardiologia')).toBeVisible();
  });

  it('reports the page view once and each contact link used, for the provider insights', async () => {
    const fetchMock = stubDirectoryApi({
      'GET /api/providers/5': { body: providerDetailFixture({ id: 5 }) },
      'POST /api/providers/5/events': { status: 204 },
    });
    const user = userEvent.setup();
    renderPage('/conveniado/5');
    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' })
    ).closest('header') as HTMLElement;
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/providers/5/events')).toEqual([{ kind: 'view' }]),
    );
    expect(screen.getByRole('link', { name: 'Informar um erro' })).toHaveAttribute(
      'href',
      '/conveniado/5/informar-erro',
    );
    // The links open elsewhere: the test only wants the click.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    await user.click(within(header).getByRole('link', { name: /pelo WhatsApp/ }));
    await user.click(within(header).getByRole('link', { name: /^Ligar/ }));
    await user.click(screen.getByRole('tab', { name: 'Localização' }));
    await user.click(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: /Ver no mapa/ }),
    );
    document.removeEventListener('click', stay);
    expect(sentBodies(fetchMock, 'POST /api/providers/5/events')).toEqual([
      { kind: 'view' },
      { kind: 'whatsapp' },
      { kind: 'phone' },
      { kind: 'map' },
    ]);
  });

  it('marks a demo provider in the header and the title, with no contact link', async () => {
    const fetchMock = stubDirectoryApi({
      'GET /api/providers/3': {
        body: providerDetailFixture({
          id: 3,
          demo: true,
          phone: '6406311000',
          whatsapp: '64091231000',
          contactEmail: 'contato@saolucas.example',
        }),
      },
    });
    renderPage('/conveniado/3');
    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' })
    ).closest('header') as HTMLElement;
    expect(within(header).getByText('Demonstração')).toBeInTheDocument();
    expect(within(header).getByText('Até 20% de desconto')).toBeInTheDocument();
    expect(within(header).getByText('(64) 0631-1000')).toBeInTheDocument();
    const buttons = within(header).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['WhatsApp', true],
      ['Ligar', true],
    ]);
    expect(
      within(header).getByText('Contato desativado: conveniado de demonstração.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Clínica São Lucas (Demonstração) | Saúde Conveniada'),
    );
    // A demo page is nobody's: no view is reported, nothing to correct.
    expect(sentBodies(fetchMock, 'POST /api/providers/3/events')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Informar um erro' })).toBeNull();
    // The invented e-mail is shown as text, not offered as a link.
    expect(
      within(screen.getByRole('tabpanel')).getByText('contato@saolucas.example'),
    ).toBeInTheDocument();
    expect(
      document.querySelector('a[href^="tel:"], a[href*="wa.me"], a[href^="mailto:"]'),
    ).toBeNull();
  });

  it('uses the SPEC defaults for what is missing and hides a zero discount and return', async () => {
    stubDirectoryApi({
      'GET /api/providers/2': {
        body: providerDetailFixture({
          id: 2,
          discount: 0,
          returnDays: 0,
          observations: null,
          crNumber: null,
          phone: undefined,
          whatsapp: undefined,
        }),
      },
    });
    renderPage('/conveniado/2');
    const about = await screen.findByRole('tabpanel');
    expect(within(about).getByText('Descrição não disponível')).toBeInTheDocument();
    expect(within(about).getByText('Não informado')).toBeInTheDocument();
    expect(screen.queryByText(/Retorno em/)).toBeNull();
    expect(screen.queryByText(/de desconto/)).toBeNull();
    expect(screen.queryByText(/Desconto oferecido/)).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp|Ligar/ })).toBeNull();
  });

  it("shows 'Conveniado não encontrado' with the way back for an unknown provider", async () => {
    stubDirectoryApi({ 'GET /api/providers/999': { status: 404, body: notFound } });
    const user = userEvent.setup();
    const { router } = renderPage('/conveniado/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Conveniado não encontrado | Saúde Conveniada'),
    );
    await user.click(screen.getByRole('link', { name: 'Voltar para a pesquisa' }));
    expect(router.state.location.pathname).toBe('/pesquisa');
  });

  it("answers a malformed id with 'ID do conveniado inválido', without asking the API", async () => {
    const fetchMock = stubDirectoryApi();
    for (const id of ['abc', 'NaN', 'null', '0', '12abc']) {
      const { unmount } = renderPage(`/conveniado/${id}`);
      expect(
        screen.getByRole('heading', { name: 'Conveniado não encontrado' }),
      ).toBeInTheDocument();
      expect(screen.getByText('ID do conveniado inválido')).toBeInTheDocument();
      unmount();
    }
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/providers'))).toBe(
      false,
    );
  });

  it('shows the error alert with a retry when the API fails', async () => {
    let fail = true;
    stubDirectoryApi({
      'GET /api/providers/1': () =>
        fail
          ? {
              status: 503,
              body: { error: { code: 'UNAVAILABLE', message: 'Serviço indisponível.' } },
            }
          : { body: providerDetailFixture() },
    });
    const user = userEvent.setup();
    renderPage('/conveniado/1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao carregar dados do conveniado')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clínica São Lucas' }),
    ).toBeInTheDocument();
  });
});
