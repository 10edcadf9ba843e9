import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  createProvider,
  newVisitor,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { uniqueSuffix } from './support/accounts.ts';

/**
 * Issue 15 item 1 (decision 032): a doctor records the CRM registration and the RQE of the
 * specialty on /perfil-conveniado; moderation sees them; the public page shows them as the CFM
 * asks: 'CRM-GO 12345 · RQE 6789'.
 */
test('a doctor records the CRM and the RQE, and the page shows them in the regulated form', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const companyName = `Dra. Registro ${uniqueSuffix()}`;
  const created = await createProvider(page, companyName);

  const owner = await newVisitor(browser, baseURL, isMobile);
  await signInAsCreatedProvider(owner.context.request, created);
  await owner.page.goto('/perfil-conveniado');
  const council = owner.page.getByLabel('Conselho', { exact: true });
  await expect(council).toBeVisible();
  await expect(owner.page.getByRole('group', { name: 'RQE por especialidade' })).toHaveCount(0);
  await council.selectOption('CRM');
  await owner.page.getByLabel('Estado do registro').selectOption('GO');
  await owner.page.getByLabel('Número do Registro Profissional (CR)').fill('12345');
  const rqes = owner.page.getByRole('group', { name: 'RQE por especialidade' });
  await rqes.getByLabel('RQE de Cardiologia').fill('6789');
  await expectNoSevereAxeViolations(owner.page);
  await owner.page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(owner.page.getByText('Perfil atualizado com sucesso!')).toBeVisible();

  // Moderation sees the registration as the page will show it, and the RQE by its specialty.
  await page.goto(`/admin/providers/${created.providerId}`);
  await expect(page.getByText('CRM-GO 12345', { exact: true })).toBeVisible();
  await expect(page.getByText('Cardiologia · RQE 6789')).toBeVisible();
  const approved = await page.request.patch(`/api/admin/providers/${created.providerId}/status`, {
    data: { status: 'active' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const visitor = await newVisitor(browser, baseURL, isMobile);
  await visitor.page.goto(`/conveniado/${created.providerId}`);
  await expect(
    visitor.page
      .locator('header')
      .filter({ hasText: companyName })
      .getByText('CRM-GO 12345 · RQE 6789'),
  ).toBeVisible();
  await visitor.page.getByRole('tab', { name: 'Serviços' }).click();
  await expect(visitor.page.getByRole('tabpanel').getByText('RQE 6789')).toBeVisible();

  await owner.context.close();
  await visitor.context.close();
});
