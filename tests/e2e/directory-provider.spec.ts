import { expect, test } from './fixtures.ts';

/**
 * The server answers an unknown provider's address with HTTP 404 (so search engines drop it),
 * and Chromium logs that document status as a console error: expected here, and only once.
 */
const DOCUMENT_404 =
  'Failed to load resource: the server responded with a status of 404 (Not Found)';
function acceptDocument404(consoleErrors: string[]) {
  const index = consoleErrors.indexOf(DOCUMENT_404);
  if (index !== -1) consoleErrors.splice(index, 1);
}

/**
 * SPEC §2 /conveniado/{id}: a visitor opens a provider found in the search. The e2e directory is
 * the demo seed's, so the contact buttons are the demo ones (demo-data.spec.ts); real WhatsApp
 * and tel: links are followed in provider-journey.spec.ts.
 */

test.describe('provider page', () => {
  test('opens from the results, with tabs, the map link and the contact buttons', async ({
    page,
  }) => {
    await page.goto('/pesquisa?q=Cl%C3%ADnica+S%C3%A3o+Lucas');
    const card = page.getByRole('article').filter({ hasText: 'Clínica São Lucas' });
    await card.getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' }).click();

    await expect(page).toHaveURL(/\/conveniado\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clínica São Lucas' })).toBeVisible();
    await expect(page).toHaveTitle('Clínica São Lucas (Demonstração) | Saúde Conveniada');
    const header = page.locator('main header');
    await expect(header.getByText('Até 20% de desconto')).toBeVisible();
    await expect(header.getByText('Horário não informado')).toBeVisible();
    await expect(header.getByText(/Rua José Manoel Vilela, 1250/)).toBeVisible();
    await expect(page.getByText(/avalia/i)).toHaveCount(0);

    await expect(header.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
    await expect(header.getByRole('button', { name: 'Ligar' })).toBeDisabled();

    const tabs = page.getByRole('tablist', { name: 'Informações do conveniado' });
    await expect(tabs.getByRole('tab', { name: 'Sobre' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('CRM-GO 14872')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Retorno em 30 dias')).toBeVisible();

    await tabs.getByRole('tab', { name: 'Serviços' }).click();
    await expect(page.getByRole('tabpanel').getByText('Cardiologia')).toBeVisible();

    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    await tabs.getByRole('tab', { name: 'Serviços' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Localização' })).toBeFocused();
    const location = page.getByRole('tabpanel');
    await expect(location.getByText('CEP 75800-014')).toBeVisible();
    const map = location.getByRole('link', { name: /Abrir no Google Maps/ });
    await expect(map).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(location.getByRole('link', { name: /Ver no mapa/ })).toBeVisible();
  });

  test("a malformed id shows 'Conveniado não encontrado' and the way back", async ({
    page,
    consoleErrors,
  }) => {
    expect((await page.goto('/conveniado/abc'))?.status()).toBe(404);
    acceptDocument404(consoleErrors);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeVisible();
    await expect(page.getByText('ID do conveniado inválido')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a pesquisa' }).click();
    await expect(page).toHaveURL('/pesquisa');
  });

  test('an id of no active provider shows the not-found view', async ({ page, consoleErrors }) => {
    expect((await page.goto('/conveniado/999999'))?.status()).toBe(404);
    acceptDocument404(consoleErrors);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Conveniado não encontrado | Saúde Conveniada');
  });
});
