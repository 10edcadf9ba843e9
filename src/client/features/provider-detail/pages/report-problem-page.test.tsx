import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../../shared/schemas/reports.ts';
import { apiError, sentBodies, stubApi } from '../../../test/api-stub.ts';
import { providerDetailFixture } from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportProblemPage } from './report-problem-page.tsx';

function renderPage(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    'GET /api/providers/7': { body: providerDetailFixture({ id: 7 }) },
    ...routes,
  });
  const view = renderWithProviders(null, {
    path: '/conveniado/7/informar-erro',
    routes: [
      { path: '/conveniado/:id/informar-erro', element: <ReportProblemPage /> },
      { path: '/conveniado/:id', element: <h1>Página do conveniado</h1> },
    ],
  });
  return { fetchMock, ...view, user: userEvent.setup() };
}

describe('ReportProblemPage', () => {
  it('asks what is wrong, and a text for "Outro problema", before sending', async () => {
    const { fetchMock, user } = renderPage({});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informar um erro' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clínica São Lucas' })).toHaveAttribute(
      'href',
      '/conveniado/7',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByText(REPORT_MESSAGES.reason)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Outro problema' }));
    await user.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByText(REPORT_MESSAGES.detailsRequired)).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/providers/7/reports')).toEqual([]);
  });

  it('sends the report and goes back to the page with the thanks', async () => {
    const { fetchMock, user, router } = renderPage({
      'POST /api/providers/7/reports': { status: 201, body: { message: REPORT_MESSAGES.sent } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Telefone ou WhatsApp errado' }));
    await user.type(screen.getByLabelText('Detalhes'), 'O número não atende.');
    await user.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeVisible();
    expect(router.state.location.pathname).toBe('/conveniado/7');
    expect(sentBodies(fetchMock, 'POST /api/providers/7/reports')).toEqual([
      { reason: 'phone', details: 'O número não atende.', website: '' },
    ]);
  });

  it('says when too many reports came from this address', async () => {
    const { user } = renderPage({
      'POST /api/providers/7/reports': apiError(429, 'TOO_MANY_REQUESTS', REPORT_MESSAGES.tooMany),
    });
    await user.click(await screen.findByRole('radio', { name: 'Endereço errado' }));
    await user.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByText(REPORT_MESSAGES.tooMany)).toBeVisible();
  });

  it('says so when the provider is not listed', async () => {
    renderPage({ 'GET /api/providers/7': apiError(404, 'NOT_FOUND', 'Conveniado não encontrado') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeVisible();
  });
});
