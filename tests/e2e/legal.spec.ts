import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { UI_ONLY } from './support/tags.ts';

/**
 * Issue 15: the terms and privacy texts the sign-up forms ask people to accept are real, and
 * every page says that the platform is not a health plan (the footer; the provider page next to
 * the discount).
 */
const NOT_A_HEALTH_PLAN =
  'A Saúde Conveniada não é plano de saúde: os descontos são oferecidos pelos próprios conveniados e pagos diretamente a eles, sem mensalidade, carência ou cobertura.';

test.describe('terms, privacy and the health-plan notice', { tag: UI_ONLY }, () => {
  test('from the sign-up form, a visitor reads the terms and the privacy policy', async ({
    page,
    context,
  }) => {
    await page.goto('/cadastro');
    // The form's link, which opens a new tab: the footer's (same name, same tab) is on screen
    // before the form's lazy chunk is, and was clicked instead in a CI run.
    const formLink = page.getByRole('main').getByRole('link', { name: 'Termos de Uso' });
    await expect(formLink).toBeVisible();
    const [terms] = await Promise.all([context.waitForEvent('page'), formLink.click()]);
    await expect(terms).toHaveURL('/termos');
    await expect(terms).toHaveTitle('Termos de Uso | Saúde Conveniada');
    const main = terms.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(main.getByText(NOT_A_HEALTH_PLAN)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(6);
    await expectNoSevereAxeViolations(terms);

    await main.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(terms).toHaveURL('/privacidade');
    await expect(
      terms.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeVisible();
    await expect(
      terms.getByText(/O que você pesquisa não é guardado com nenhum identificador/),
    ).toBeVisible();
    await expect(
      terms
        .getByRole('region', { name: '6. Seus direitos' })
        .getByRole('link', { name: 'contato@saudeconveniada.com.br' }),
    ).toHaveAttribute('href', 'mailto:contato@saudeconveniada.com.br');
    await expectNoSevereAxeViolations(terms);
  });

  test('every page says it is not a health plan; a provider page says it by the discount', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(NOT_A_HEALTH_PLAN)).toBeVisible();
    await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(page).toHaveURL('/privacidade');

    await page.goto('/pesquisa');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/conveniado\/\d+$/);
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByText(/Até \d+% de desconto/)).toBeVisible();
    await expect(
      header.getByText(
        'Desconto oferecido pelo próprio conveniado, no pagamento direto a ele. Não é plano de saúde.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(NOT_A_HEALTH_PLAN)).toBeVisible();
  });
});
