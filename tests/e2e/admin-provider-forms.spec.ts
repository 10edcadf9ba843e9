import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { uniqueEmail, uniqueSuffix } from './support/accounts.ts';
import {
  createProvider,
  expectNoHorizontalScroll,
  newVisitor,
  providerFormValues,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { waitForEmailLink } from './support/outbox.ts';
import { fillProviderFields } from './support/provider-form.ts';

// Long forms, lazy chunks and two browsers on a machine shared by two projects.
const expect = baseExpect.configure({ timeout: 15_000 });

/** 'Adicionar Conveniado' filled as an administrator does: by labels, the city by its name. */
async function fillNewProvider(page: Page, values: { email: string; companyName: string }) {
  const account = page.getByRole('group', { name: 'Conta de Acesso' });
  await account.getByLabel('Nome completo').fill('Marta Ribeiro');
  await account.getByLabel('E-mail').fill(values.email);
  await fillProviderFields(page, {
    companyName: values.companyName,
    responsibleName: 'Marta Ribeiro',
    discount: '20',
  });
}

test.describe('back-office provider forms', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('adds a provider: the temporary password once, then a password of their own', async ({
    page,
    browser,
    playwright,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('marta');
    const companyName = `Clínica Nova ${uniqueSuffix()}`;
    const since = Date.now();

    await page.goto('/admin/providers');
    await page.getByRole('link', { name: 'Adicionar Conveniado' }).click();
    await expect(page).toHaveURL('/admin/providers/new');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Adicionar Conveniado' }),
    ).toBeVisible();
    // Nothing filled: the shared schema's messages, focus on the first field.
    await page.getByRole('button', { name: 'Cadastrar Conveniado' }).click();
    await expect(
      page.getByRole('group', { name: 'Conta de Acesso' }).getByLabel('Nome completo'),
    ).toBeFocused();
    await expectNoSevereAxeViolations(page);

    await fillNewProvider(page, { email, companyName });
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Cadastrar Conveniado' }).click();

    const panel = page.getByRole('region', { name: 'Senha temporária' });
    await expect(panel).toBeVisible();
    await expect(page.getByText('Conveniado cadastrado com sucesso!').first()).toBeVisible();
    const temporaryPassword = (await panel.locator('code').textContent())?.trim() ?? '';
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    await expect(panel).toContainText(email);
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Shown once: a reload brings back the empty form, and the password is nowhere on the page.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cadastrar Conveniado' })).toBeVisible();
    await expect(page.getByText(temporaryPassword)).toHaveCount(0);

    // The welcome e-mail carries a link to choose a password, never the password itself.
    await waitForEmailLink(email, '/reset-password', { since });

    // The new provider signs in on their own device with the temporary password...
    const provider = await newVisitor(browser, baseURL, isMobile);
    await provider.page.goto('/login');
    await provider.page.getByLabel('E-mail').fill(email);
    await provider.page.getByLabel('Senha', { exact: true }).fill(temporaryPassword);
    await provider.page.getByRole('button', { name: 'Entrar' }).click();
    // ...and must choose a password of their own before anything else.
    await expect(provider.page).toHaveURL('/trocar-senha');
    await expect(
      provider.page.getByRole('heading', { level: 1, name: 'Escolha sua senha' }),
    ).toBeVisible();
    await provider.page.goto('/perfil-conveniado');
    await expect(provider.page).toHaveURL('/trocar-senha?redirect=%2Fperfil-conveniado');
    await expectNoSevereAxeViolations(provider.page);
    await expectNoHorizontalScroll(provider.page);

    const form = provider.page.getByRole('region', { name: 'Trocar senha temporária' });
    await form.getByLabel('Senha atual').fill(temporaryPassword);
    await form.getByLabel('Nova senha', { exact: true }).fill('Minha-Senha-Propria-7');
    await form.getByLabel('Confirmar nova senha').fill('Minha-Senha-Propria-7');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(provider.page).toHaveURL('/perfil-conveniado');
    await expect(provider.page.getByRole('heading', { name: 'Aprovação Pendente' })).toBeVisible();
    await expect(provider.page.getByLabel('Nome Fantasia')).toHaveValue(companyName);
    await expect(provider.page.getByLabel('Desconto (%)')).toHaveValue('20');
    await provider.context.close();

    // The temporary password opens nothing any more; the chosen one does.
    const anonymous = await playwright.request.newContext({ baseURL });
    const refused = await anonymous.post('/api/auth/sign-in', {
      data: { email, password: temporaryPassword },
    });
    expect(refused.status()).toBe(401);
    const accepted = await anonymous.post('/api/auth/sign-in', {
      data: { email, password: 'Minha-Senha-Propria-7' },
    });
    expect(accepted.status()).toBe(200);
    await anonymous.dispose();
  });

  test('edits a provider; a save by the provider meanwhile is never overwritten', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Clínica Edição ${uniqueSuffix()}`;
    const created = await createProvider(page, companyName);
    const id = created.providerId;

    await page.goto(`/admin/providers/${id}`);
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(`/admin/providers/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Conveniado' })).toBeVisible();
    await expect(page.getByLabel('Telefone')).toHaveValue('(64) 3631-2000');
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Jataí');
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Meanwhile the provider (their own password chosen) saves their profile from elsewhere.
    const other = await playwright.request.newContext({ baseURL });
    await signInAsCreatedProvider(other, created);
    const own = await other.get('/api/me/provider');
    const { cpfCnpj } = ((await own.json()) as { provider: { cpfCnpj: string } }).provider;
    const values = await providerFormValues(other, companyName);
    const saved = await other.put('/api/me/provider', {
      data: { ...values, cpfCnpj, discount: '40' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await other.dispose();

    // The administrator's form still holds the old version: nothing is written.
    await page.getByLabel('Desconto (%)').fill('25');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'alterado por outra pessoa' });
    await expect(stale).toBeVisible();
    await expect(stale).toContainText('Nada foi salvo.');
    await expect(page.getByLabel('Desconto (%)')).toHaveValue('25');
    const stored = await page.request.get(`/api/admin/providers/${id}`);
    expect(((await stored.json()) as { provider: { discount: number } }).provider.discount).toBe(
      40,
    );

    // 'Recarregar' shows the provider's save; the edit made on top of it is accepted.
    await stale.getByRole('button', { name: 'Recarregar' }).click();
    await expect(page.getByLabel('Desconto (%)')).toHaveValue('40');
    await page.getByLabel('Desconto (%)').fill('25');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Conveniado atualizado com sucesso!').first()).toBeVisible();
    await expect(page).toHaveURL(`/admin/providers/${id}`);
    await expect(page.getByText('25%').first()).toBeVisible();
  });
});
