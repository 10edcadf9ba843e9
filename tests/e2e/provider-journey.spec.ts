import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { uniqueEmail, uniqueSuffix } from './support/accounts.ts';
import { expectNoHorizontalScroll, signInAsAdmin } from './support/admin.ts';
import { waitForEmailLink, waitForEmailWith } from './support/outbox.ts';
import { fillProviderFields } from './support/provider-form.ts';

// A long journey (two sign-ins, e-mail, an administrator, four page loads): on a busy machine the
// default 5 s per step and 30 s per test are too tight, and a flaky journey tells nothing.
const expect = baseExpect.configure({ timeout: 15_000 });

const SUCCESS = 'Cadastro realizado com sucesso! Sua solicitação será analisada.';

/** Fills the registration as a person does: by labels, choosing the city in the combobox. */
async function fillRegistration(page: Page, values: { email: string; companyName: string }) {
  await page.getByLabel('Nome completo').fill('Helena Prado');
  await page.getByLabel('E-mail', { exact: true }).fill(values.email);
  await page.getByLabel('Senha', { exact: true }).fill('Senha-Forte-123');
  await fillProviderFields(page, {
    companyName: values.companyName,
    responsibleName: 'Helena Prado',
    discount: '10',
  });
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
}

/** GET /api/providers?q=: the ids the public search finds for `name`. */
async function searchIds(request: APIRequestContext, name: string): Promise<number[]> {
  const response = await request.get(`/api/providers?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: { id: number }[] };
  return body.items.map((item) => item.id);
}

test.describe('provider journey', () => {
  test('register, confirm, wait for approval, get published, edit the profile', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('helena');
    const companyName = `Clínica Jornada ${uniqueSuffix()}`;
    const since = Date.now();

    await page.goto('/conveniado/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Seja um Conveniado' })).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(
      page.getByText('Por favor, preencha todos os campos de conta').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toBeFocused();
    await expectNoSevereAxeViolations(page);

    await fillRegistration(page, { email, companyName });
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page.getByRole('main').getByText(SUCCESS)).toBeVisible();

    // The confirmation e-mail's link signs the new provider in and opens the self-profile.
    await page.goto(await waitForEmailLink(email, '/confirmar-email', { since }));
    await expect(page).toHaveURL('/perfil-conveniado');
    await expect(page.getByRole('heading', { name: 'Aprovação Pendente' })).toBeVisible();
    await expect(page.getByLabel('Telefone')).toHaveValue('(64) 3631-2000');
    await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Jataí');
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    const own = await page.request.get('/api/me/provider');
    const providerId = ((await own.json()) as { provider: { id: number } }).provider.id;
    expect(await searchIds(page.request, companyName)).not.toContain(providerId);
    expect((await page.request.get(`/api/providers/${providerId}`)).status()).toBe(404);

    // The review, in the back-office, by an administrator on another device: the dashboard's
    // pending card, the pending list, the status dialog.
    const reviewStart = Date.now();
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: /Analisar (o|os) cadastros? pendentes?/ }).click();
    await expect(admin).toHaveURL('/admin/providers?status=pending');
    await admin.getByRole('searchbox', { name: 'Pesquisar conveniados' }).fill(companyName);
    const rows = admin.getByRole('table', { name: 'Conveniados' }).locator('tbody tr');
    // The search typed has answered: before, the row could move up under the click when the
    // filtered list replaced the whole pending list (the click then opened nothing).
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: companyName });
    await expect(row).toContainText('Pendente');
    await row.getByRole('button', { name: `Alterar status de ${companyName}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Alterar status' });
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('Ativo');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Status do conveniado atualizado com sucesso')).toBeVisible();
    await adminContext.close();

    // The provider is told, with the link to their public page.
    const approval = await waitForEmailWith(email, 'seu cadastro foi aprovado', {
      since: reviewStart,
    });
    expect(approval).toContain(`/conveniado/${providerId}`);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Perfil Ativo' })).toBeVisible();
    expect(await searchIds(page.request, companyName)).toContain(providerId);
    await page.goto(`/conveniado/${providerId}`);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByText('Até 10% de desconto').first()).toBeVisible();
    // A real provider: reachable, and nothing says 'Demonstração' about it.
    const header = page.locator('main header');
    const whatsapp = header.getByRole('link', { name: /pelo WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5564999992000');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: /^Ligar/ })).toHaveAttribute(
      'href',
      'tel:6436312000',
    );
    await expect(header.getByText('Demonstração')).toHaveCount(0);
    await expect(page).toHaveTitle(`${companyName} | Saúde Conveniada`);

    // An edit of the profile is what the public sees next.
    await page.goto('/perfil-conveniado');
    await page.getByLabel('Desconto (%)').fill('35');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await expect(page.getByLabel('Desconto (%)')).toHaveValue('35');

    await page.goto(`/conveniado/${providerId}`);
    await expect(page.getByText('Até 35% de desconto').first()).toBeVisible();
    const detail = await page.request.get(`/api/providers/${providerId}`);
    expect(((await detail.json()) as { discount: number }).discount).toBe(35);
  });
});
