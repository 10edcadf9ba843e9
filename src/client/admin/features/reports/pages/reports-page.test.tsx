import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type AdminReportRow } from '../../../../../shared/schemas/reports.ts';
import { routes } from '../../../../app/router.tsx';
import {
  permissionMapFixture,
  permissionsReply,
  sentBodies,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';

const open: AdminReportRow = {
  id: 4,
  providerId: 12,
  providerName: 'Clínica São Lucas',
  reason: 'phone',
  details: 'O número não atende.',
  status: 'open',
  createdAt: '2026-11-24T13:00:00.000Z',
  resolvedAt: null,
  resolutionNote: null,
  resolvedByName: null,
};
const resolved: AdminReportRow = {
  ...open,
  id: 3,
  reason: 'address',
  details: null,
  status: 'resolved',
  resolvedAt: '2026-11-24T15:00:00.000Z',
  resolutionNote: 'Endereço corrigido.',
  resolvedByName: 'Marta Ribeiro',
};
const page = (items: AdminReportRow[]) => ({ items, page: 0, pageSize: 10, hasNextPage: false });

function stubReports(
  override: StubRoutes = {},
  grants = permissionMapFixture({ reports: ['read', 'update'] }),
) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(grants),
    'GET /api/admin/reports': (_body, url) => ({
      body: page(url.searchParams.get('status') === 'open' ? [open] : [open, resolved]),
    }),
    ...override,
  });
}

describe('Avisos de Erro (/admin/reports)', () => {
  it('lists the reports newest first, with the problem, the date and how each was resolved', async () => {
    stubReports();
    renderWithProviders(null, { routes, path: '/admin/reports' });
    const table = await screen.findByRole('table', { name: 'Avisos de erro' });
    await within(table).findByText('Endereço corrigido.');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Clínica São Lucas' })).toHaveAttribute(
      'href',
      '/admin/providers/12',
    );
    expect(within(first!).getByText('Telefone ou WhatsApp errado')).toBeVisible();
    expect(within(first!).getByText('O número não atende.')).toBeVisible();
    expect(within(first!).getByText('Aberto')).toBeVisible();
    expect(within(second!).getByText('Resolvido')).toBeVisible();
    expect(within(second!).getByText(/por Marta Ribeiro/)).toBeVisible();
    expect(within(second!).queryByRole('button', { name: /Resolver/ })).toBeNull();
  });

  it('filters by situation, kept in the address', async () => {
    stubReports();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/admin/reports' });
    await screen.findByText('Endereço corrigido.');
    await user.selectOptions(screen.getByLabelText('Filtrar por situação'), 'open');
    expect(router.state.location.search).toBe('?status=open');
    await screen.findByRole('table', { name: 'Avisos de erro' });
    expect(screen.queryByText('Endereço corrigido.')).toBeNull();
  });

  it('resolves a report with a note of what was done', async () => {
    const fetchMock = stubReports({
      'PATCH /api/admin/reports/4': { body: { message: REPORT_MESSAGES.resolved } },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/reports' });
    await user.click(
      await screen.findByRole('button', { name: 'Resolver o aviso sobre Clínica São Lucas' }),
    );
    const dialog = within(
      screen.getByRole('dialog', { name: 'Resolver aviso sobre Clínica São Lucas' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await dialog.findByText(REPORT_MESSAGES.note)).toBeVisible();
    await user.type(dialog.getByLabelText(/O que foi feito/), 'Telefone corrigido.');
    await user.click(dialog.getByRole('button', { name: 'Marcar como resolvido' }));
    expect(await screen.findByText(REPORT_MESSAGES.resolved)).toBeVisible();
    expect(sentBodies(fetchMock, 'PATCH /api/admin/reports/4')).toEqual([
      { note: 'Telefone corrigido.' },
    ]);
  });

  it('shows "Resolver" disabled, with the reason, to an administrator who may only read', async () => {
    stubReports({}, permissionMapFixture({ reports: ['read'] }));
    renderWithProviders(null, { routes, path: '/admin/reports' });
    const button = await screen.findByRole('button', {
      name: 'Resolver o aviso sobre Clínica São Lucas',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
