import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  createProvider,
  expectNoHorizontalScroll,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { waitForEmailWith } from './support/outbox.ts';
import { uniqueSuffix } from './support/accounts.ts';

// Debounced searches and lazy chunks on a machine shared by two projects: more than 5 s a step.
const expect = baseExpect.configure({ timeout: 15_000 });

type Row = { id: number; companyName: string; status: string };
type Page0 = { items: Row[]; hasNextPage: boolean };

/** The list's body rows (the header row left out). */
const bodyRows = (page: Page) =>
  page.getByRole('table', { name: 'Conveniados' }).locator('tbody tr');

/** The list's rows are the answer to the address, not the previous page kept on screen. */
async function settled(page: Page) {
  await expect(page.getByRole('table', { name: 'Conveniados' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

test.describe('back-office providers', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('pages, searches, sorts and filters the list, all kept in the address', async ({ page }) => {
    await page.goto('/admin/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Conveniados' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Próxima' });
    await expect(previous).toBeDisabled();
    await expect(page.getByText('Página 1')).toBeVisible();

    await next.click();
    await expect(page).toHaveURL('/admin/providers?page=1');
    await expect(page.getByText('Página 2')).toBeVisible();
    await expect(previous).toBeEnabled();

    // Typing goes back to page 0; accents and case do not matter.
    await page.getByRole('searchbox', { name: 'Pesquisar conveniados' }).fill('ODONTO');
    await expect(page).toHaveURL('/admin/providers?q=ODONTO');
    await expect(page.getByText('Página 1')).toBeVisible();
    const names = page
      .getByRole('table', { name: 'Conveniados' })
      .locator('tbody tr td:first-child');
    // Nome Fantasia or Razão Social.
    await expect(bodyRows(page).first()).toContainText(/odonto/i);
    await settled(page);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(/odonto/i);

    await page.getByRole('button', { name: 'Nome Fantasia' }).click();
    await expect(page).toHaveURL('/admin/providers?q=ODONTO&sort=-companyName');
    await expect(page.getByRole('columnheader', { name: 'Nome Fantasia' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const api = (await (
      await page.request.get('/api/admin/providers?q=ODONTO&sort=-companyName')
    ).json()) as Page0;
    await expect(names).toHaveText(api.items.map((item) => item.companyName));

    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('Cadastro mais recente');
    await expect(page).toHaveURL('/admin/providers?q=ODONTO&sort=-createdAt');
    const newest = (await (
      await page.request.get('/api/admin/providers?q=ODONTO&sort=-createdAt')
    ).json()) as Page0;
    await expect(names).toHaveText(newest.items.map((item) => item.companyName));
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('Nome Fantasia (Z–A)');
    await expect(page).toHaveURL('/admin/providers?q=ODONTO&sort=-companyName');

    await page.getByRole('combobox', { name: 'Filtrar por status' }).selectOption('Ativo');
    await expect(page).toHaveURL('/admin/providers?q=ODONTO&sort=-companyName&status=active');
    // The filtered answer on screen, not the unfiltered rows kept while it loads (the address
    // changes before the request starts, so 'not busy' alone could still be the old table).
    const active = (await (
      await page.request.get('/api/admin/providers?q=ODONTO&sort=-companyName&status=active')
    ).json()) as Page0;
    await expect(names).toHaveText(active.items.map((item) => item.companyName));
    await settled(page);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText('Ativo');

    // Back and reload show the same table.
    await page.goBack();
    await expect(page).toHaveURL('/admin/providers?q=ODONTO&sort=-companyName');
    await expect(page.getByRole('combobox', { name: 'Filtrar por status' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar conveniados' })).toHaveValue(
      'ODONTO',
    );
    await expect(names).toHaveText(api.items.map((item) => item.companyName));

    await page.getByRole('searchbox', { name: 'Pesquisar conveniados' }).fill('zzzz nada assim');
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
    await expect(next).toBeDisabled();
  });

  test('shows every section of a provider, and says when there is none', async ({ page }) => {
    const found = (await (
      await page.request.get('/api/admin/providers?q=Cl%C3%ADnica+S%C3%A3o+Lucas')
    ).json()) as Page0;
    const provider = found.items[0]!;
    await page.goto('/admin/providers?q=S%C3%A3o+Lucas');
    await page.getByRole('link', { name: `Ver detalhes de ${provider.companyName}` }).click();
    await expect(page).toHaveURL(`/admin/providers/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: provider.companyName })).toBeVisible();
    for (const section of [
      'Informações gerais',
      'Contato',
      'Endereço',
      'Serviços',
      'Observações',
      'Cadastro',
      'Visitas e contatos (últimos 30 dias)',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: section, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: 'Voltar para Conveniados' }).click();
    await expect(page).toHaveURL('/admin/providers?q=S%C3%A3o+Lucas');

    await page.goto('/admin/providers/987654');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conveniado não encontrado' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para Conveniados' }).click();
    await expect(page).toHaveURL('/admin/providers');
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test('rejects with a reason the provider reads, the dashboard tells it, then deletes', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const companyName = `Clínica Revisão ${uniqueSuffix()}`;
    const created = await createProvider(page, companyName);
    const id = created.providerId;

    await page.goto(`/admin/providers?q=${encodeURIComponent(companyName)}`);
    const row = bodyRows(page).filter({ hasText: companyName });
    await expect(row).toContainText('Pendente');
    await row.getByRole('button', { name: `Alterar status de ${companyName}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Alterar status' });
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('Reprovado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe o motivo da reprovação.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Motivo da reprovação' })).toBeFocused();
    await dialog
      .getByRole('textbox', { name: 'Motivo da reprovação' })
      .fill('O CPF informado não corresponde ao responsável.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Status do conveniado atualizado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Reprovado');

    // The provider reads the decision and its reason: by e-mail and on their own profile.
    const reason = 'Motivo: O CPF informado não corresponde ao responsável.';
    expect(await waitForEmailWith(created.email, 'seu cadastro foi reprovado')).toContain(reason);
    const providerContext = await browser.newContext({ baseURL });
    const own = await providerContext.newPage();
    await signInAsCreatedProvider(own.request, created);
    await own.goto('/perfil-conveniado');
    const banner = own.getByRole('region', { name: 'Situação do cadastro' });
    await expect(banner.getByRole('heading', { name: 'Cadastro Reprovado' })).toBeVisible();
    await expect(banner).toContainText(reason);
    await providerContext.close();

    await page.goto('/admin');
    const entry = page.getByRole('link', {
      name: `Administrador reprovou o conveniado "${companyName}"`,
    });
    await expect(entry).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await entry.click();
    await expect(page).toHaveURL(`/admin/providers/${id}`);
    await expect(page.getByRole('region', { name: 'Situação do cadastro' })).toContainText(
      'Motivo da reprovação: O CPF informado não corresponde ao responsável.',
    );

    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Conveniado excluído com sucesso')).toBeVisible();
    await expect(page).toHaveURL('/admin/providers');
    expect((await page.request.get(`/api/admin/providers/${id}`)).status()).toBe(404);
  });

  test('axe finds no serious or critical violation on the list', async ({ page }) => {
    await page.goto('/admin/providers?status=pending');
    await expect(bodyRows(page).first()).toContainText('Pendente');
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
