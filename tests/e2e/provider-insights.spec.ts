import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  createActiveProvider,
  newVisitor,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { uniqueSuffix } from './support/accounts.ts';

/**
 * Issue 15 item 3 (decision 033): a visitor's view and contact clicks reach the provider's
 * 'Sua página nos últimos 30 dias' and the back-office, counted with no cookie set for it.
 */
test('a visit and its contact clicks show in the provider insights', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const companyName = `Clínica Vista ${uniqueSuffix()}`;
  const created = await createActiveProvider(page, companyName);

  const visitor = await newVisitor(browser, baseURL, isMobile);
  // The contact links leave for WhatsApp and the phone: keep the visitor here, the click counts.
  await visitor.page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (link && /^(tel:|https:\/\/wa\.me\/)/.test(link.href)) event.preventDefault();
      },
      true,
    );
  });
  const events = visitor.page.waitForResponse((response) =>
    response.url().endsWith(`/api/providers/${created.providerId}/events`),
  );
  await visitor.page.goto(`/conveniado/${created.providerId}`);
  expect((await events).status()).toBe(204);
  const header = visitor.page.locator('header').filter({ hasText: companyName });
  for (const name of [/pelo WhatsApp/, /^Ligar/]) {
    const sent = visitor.page.waitForResponse((response) => response.url().endsWith('/events'));
    await header.getByRole('link', { name }).click();
    expect((await sent).status()).toBe(204);
  }
  expect(await visitor.context.cookies()).toEqual([]);

  const owner = await newVisitor(browser, baseURL, isMobile);
  await signInAsCreatedProvider(owner.context.request, created);
  await owner.page.goto('/perfil-conveniado');
  const card = owner.page.getByRole('region', { name: 'Sua página nos últimos 30 dias' });
  // The figure under each label (<dt> then <dd>).
  const figure = (label: string) =>
    card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(figure('Visualizações da página')).toHaveText('1');
  await expect(figure('Cliques no WhatsApp')).toHaveText('1');
  await expect(figure('Cliques em Ligar')).toHaveText('1');
  await expect(figure('Cliques no mapa')).toHaveText('0');
  await expect(card.getByRole('img', { name: 'Visualizações por dia' })).toBeVisible();
  await expectNoSevereAxeViolations(owner.page);

  await page.goto(`/admin/providers/${created.providerId}`);
  const section = page.getByRole('region', { name: 'Visitas e contatos (últimos 30 dias)' });
  await expect(
    section
      .getByText('Visualizações da página', { exact: true })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText('1');

  await visitor.context.close();
  await owner.context.close();
});
