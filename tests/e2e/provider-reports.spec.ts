import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  createActiveProvider,
  newVisitor,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { uniqueSuffix } from './support/accounts.ts';

/**
 * Issue 15 item 2 (decision 034): a visitor reports wrong information from a provider's page;
 * the provider sees it; the back-office finds it on the dashboard and in its queue and resolves
 * it with a note; the provider no longer sees it.
 */
test('a report of wrong information goes from a visitor to the queue and is resolved', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const companyName = `Clínica Avisada ${uniqueSuffix()}`;
  const created = await createActiveProvider(page, companyName);

  const visitor = await newVisitor(browser, baseURL, isMobile);
  await visitor.page.goto(`/conveniado/${created.providerId}`);
  await visitor.page.getByRole('link', { name: 'Informar um erro' }).click();
  await expect(visitor.page).toHaveURL(`/conveniado/${created.providerId}/informar-erro`);
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: 'Informar um erro' }),
  ).toBeVisible();
  await expectNoSevereAxeViolations(visitor.page);
  await visitor.page.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(visitor.page.getByText('Escolha o que está errado.')).toBeVisible();
  await visitor.page.getByRole('radio', { name: 'Endereço errado' }).check();
  const details = `Mudou para a Rua B ${Date.now()}.`;
  await visitor.page.getByLabel('Detalhes').fill(details);
  await visitor.page.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(
    visitor.page.getByText('Obrigado! A equipe vai conferir as informações deste conveniado.'),
  ).toBeVisible();
  await expect(visitor.page).toHaveURL(`/conveniado/${created.providerId}`);

  const owner = await newVisitor(browser, baseURL, isMobile);
  await signInAsCreatedProvider(owner.context.request, created);
  await owner.page.goto('/perfil-conveniado');
  const card = owner.page.getByRole('region', { name: 'Avisos de erro na sua página' });
  await expect(card.getByText(details)).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByText('Avisos de Erro Abertos')).toBeVisible();
  await page.goto('/admin/reports?status=open');
  const row = page.getByRole('row').filter({ hasText: details });
  await expect(row).toContainText(companyName);
  await expectNoSevereAxeViolations(page);
  await row.getByRole('button', { name: `Resolver o aviso sobre ${companyName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resolver aviso sobre ${companyName}` });
  await dialog.getByLabel(/O que foi feito/).fill('Endereço corrigido com o conveniado.');
  await dialog.getByRole('button', { name: 'Marcar como resolvido' }).click();
  await expect(page.getByText('Aviso marcado como resolvido.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: details })).toHaveCount(0);

  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { name: 'Meu Perfil de Conveniado' })).toBeVisible();
  await expect(owner.page.getByText(details)).toHaveCount(0);

  await visitor.context.close();
  await owner.context.close();
});
