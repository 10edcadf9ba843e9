import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import { dashboardFixture } from '../../../../test/admin-fixtures.ts';
import {
  apiError,
  permissionsReply,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';

function stubDashboard(routesOverride: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/dashboard': { body: dashboardFixture() },
    ...routesOverride,
  });
}

const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

function card(label: string) {
  const cards = within(screen.getByRole('list', { name: 'Números da plataforma' }));
  return cards.getByText(label).closest('li') as HTMLElement;
}

describe('admin dashboard', () => {
  it('shows the four stat cards from the real counts', async () => {
    stubDashboard();
    renderWithProviders(null, { routes, path: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Números da plataforma' });
    expect(card('Usuários Ativos').textContent).toContain('1.234');
    expect(card('Conveniados Ativos').textContent).toContain('87');
    expect(card('Conveniados Pendentes').textContent).toContain('3');
    expect(card('Especialidades').textContent).toContain('40');
    await waitFor(() => expect(document.title).toBe('Dashboard | Saúde Conveniada'));
  });

  it('links a pending count above zero straight to the pending providers', async () => {
    stubDashboard();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin' });
    await screen.findByRole('list', { name: 'Números da plataforma' });

    const link = within(card('Conveniados Pendentes')).getByRole('link', {
      name: 'Analisar os cadastros pendentes',
    });
    expect(link.getAttribute('href')).toBe('/admin/providers?status=pending');
    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });

  it('has no pending link when nothing waits', async () => {
    stubDashboard({
      'GET /api/admin/dashboard': {
        body: dashboardFixture({
          stats: {
            activeUsers: 0,
            activeProviders: 0,
            pendingProviders: 0,
            specialties: 0,
            openReports: 0,
          },
        }),
      },
    });
    renderWithProviders(null, { routes, path: '/admin' });
    await screen.findByRole('list', { name: 'Números da plataforma' });
    expect(within(card('Conveniados Pendentes')).queryByRole('link')).toBeNull();
    expect(card('Conveniados Pendentes').textContent).toContain(
      'Nenhum cadastro aguardando análise.',
    );
  });

  it("lists 'Atividades recentes' from the audit log: who, what, when, and a link", async () => {
    const createdAt = minutesAgo(5);
    stubDashboard({
      'GET /api/admin/dashboard': {
        body: dashboardFixture({
          recentActivity: [
            {
              id: 31,
              actorName: 'Maria Silva',
              summary: 'aprovou o conveniado Clínica X',
              entityType: 'provider',
              entityId: '12',
              createdAt,
            },
            {
              id: 30,
              actorName: null,
              summary: 'recebeu o cadastro de Odonto Vida',
              entityType: 'provider',
              entityId: '13',
              createdAt: minutesAgo(60 * 26),
            },
            {
              id: 29,
              actorName: 'João Lima',
              summary: 'fez algo ainda sem tela',
              entityType: 'desconhecido',
              entityId: '1',
              createdAt: minutesAgo(3 * 24 * 60),
            },
          ],
        }),
      },
    });
    renderWithProviders(null, { routes, path: '/admin' });

    const activity = within(
      (await screen.findByRole('heading', { level: 2, name: 'Atividades recentes' })).closest(
        'section',
      )!,
    );
    const items = activity.getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const first = within(items[0]!);
    expect(
      first
        .getByRole('link', { name: 'Maria Silva aprovou o conveniado Clínica X' })
        .getAttribute('href'),
    ).toBe('/admin/providers/12');
    const time = items[0]!.querySelector('time')!;
    expect(time.textContent).toBe('há 5 minutos');
    expect(time.getAttribute('dateTime')).toBe(createdAt);
    expect(time.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    expect(within(items[1]!).getByRole('link').textContent).toBe(
      'Sistema recebeu o cadastro de Odonto Vida',
    );
    expect(items[1]!.querySelector('time')!.textContent).toBe('ontem');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[2]!.textContent).toContain('João Lima fez algo ainda sem tela');
    expect(items[2]!.querySelector('time')!.textContent).toBe('há 3 dias');
  });

  it('says so when nothing has happened yet: no sample entries', async () => {
    stubDashboard();
    renderWithProviders(null, { routes, path: '/admin' });
    expect(await screen.findByText('Nenhuma atividade registrada ainda.')).toBeInTheDocument();
  });

  it('has the three quick links of the SPEC', async () => {
    stubDashboard();
    renderWithProviders(null, { routes, path: '/admin' });
    const quick = within(
      (await screen.findByRole('heading', { level: 2, name: 'Acesso rápido' })).closest('section')!,
    );
    expect(
      quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Gerenciar Usuários', '/admin/users'],
      ['Gerenciar Conveniados', '/admin/providers'],
      ['Configurar Campos', '/admin/fields'],
    ]);
  });

  it("shows an error with 'Tentar novamente' instead of numbers it does not have", async () => {
    let failing = true;
    stubDashboard({
      'GET /api/admin/dashboard': () =>
        failing ? apiError(500, 'INTERNAL', 'Falha temporária.') : { body: dashboardFixture() },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar dados');
    expect(screen.queryByRole('list', { name: 'Números da plataforma' })).toBeNull();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Números da plataforma' })).toBeInTheDocument();
  });
});
