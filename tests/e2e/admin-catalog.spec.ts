import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, providerFormValues, signInAsAdmin } from './support/admin.ts';

// Debounced searches and lazy chunks on a machine shared by two projects: more than 5 s a step.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 12 items 1, 2 and 5: the back-office's specialties and areas, and what a visitor sees
 * after a change. Every name is this test's own (both projects run at once on one server), so
 * no other spec's specialties (Cardiologia...) or areas (Medicina...) change.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const table = (page: Page, name: string) => page.getByRole('table', { name });

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(
    new RegExp(`\\?q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
  );
}

/** An active provider of this test, with the given area and specialty. */
async function activeProvider(
  request: APIRequestContext,
  companyName: string,
  links: { areaId?: number; specialtyId?: number },
) {
  const values = await providerFormValues(request, companyName);
  const created = await request.post('/api/admin/providers', {
    data: {
      name: 'Renata Borges',
      email: uniqueEmail('catalogo'),
      ...values,
      ...(links.areaId ? { area: String(links.areaId) } : {}),
      ...(links.specialtyId ? { specialties: [links.specialtyId] } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { providerId } = (await created.json()) as { providerId: number };
  const activated = await request.patch(`/api/admin/providers/${providerId}/status`, {
    data: { status: 'active' },
  });
  expect(activated.status()).toBe(200);
  return providerId;
}

async function createByApi(request: APIRequestContext, path: string, name: string) {
  const response = await request.post(path, { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { item: { id: number } }).item.id;
}

test.describe('back-office specialties and areas', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('specialties: add, a look-alike refused, rename, delete', async ({ page }) => {
    const name = `Cronobiologia ${stamp()}`;
    await page.goto('/admin/specialties');
    await expect(page.getByRole('heading', { level: 1, name: 'Especialidades' })).toBeVisible();
    await expect(table(page, 'Especialidades').locator('tbody tr')).toHaveCount(10);
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Nova Especialidade' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nova Especialidade' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('O nome da especialidade não pode ser vazio')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(`  ${name} `);
    await expectNoSevereAxeViolations(page);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Especialidade criada com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The same name with other case and accents is the same specialty.
    await page.getByRole('button', { name: 'Nova Especialidade' }).click();
    dialog = page.getByRole('dialog', { name: 'Nova Especialidade' });
    const lookalike = name.replace('Cronobiologia', 'cronobiológia');
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(lookalike);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText(`Já existe a especialidade "${name}".`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await search(page, 'Pesquisar especialidades', name.toLowerCase());
    const rows = table(page, 'Especialidades').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);

    const renamed = name.replace('Cronobiologia', 'Cronomedicina');
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Especialidade' });
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Especialidade atualizada com sucesso')).toBeVisible();

    await search(page, 'Pesquisar especialidades', renamed);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(renamed);
    await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText(`A especialidade "${renamed}" será excluída.`);
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Especialidade excluída com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
    const list = (await (await page.request.get('/api/specialties')).json()) as { name: string }[];
    expect(list.map((item) => item.name)).not.toContain(renamed);
  });

  test('areas: a linked area cannot be deleted, with how many providers use it', async ({
    page,
  }) => {
    const name = `Área Catálogo ${stamp()}`;
    const areaId = await createByApi(page.request, '/api/admin/areas', name);
    await activeProvider(page.request, `Clínica Área ${stamp()}`, { areaId });

    await page.goto('/admin/areas');
    await expect(page.getByRole('heading', { level: 1, name: 'Áreas de Atuação' })).toBeVisible();
    await expect(table(page, 'Áreas de Atuação').locator('tbody tr').first()).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await search(page, 'Pesquisar áreas', name);
    const rows = table(page, 'Áreas de Atuação').locator('tbody tr');
    // The search's answer, its row alone: a click in the list it replaces could miss.
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText('1');
    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'Não é possível excluir esta área pois existem 1 conveniados vinculados a ela.',
    );
    await expectNoSevereAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    const areas = (await (await page.request.get('/api/areas')).json()) as { name: string }[];
    expect(areas.map((area) => area.name)).toContain(name);
  });

  test('a renamed specialty shows renamed to visitors: search filter, results and provider page', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const tag = stamp();
    const name = `Hebiatria ${tag}`;
    const renamed = `Medicina do Adolescente ${tag}`;
    const specialtyId = await createByApi(page.request, '/api/admin/specialties', name);
    const companyName = `Clínica Renomeia ${tag}`;
    const providerId = await activeProvider(page.request, companyName, { specialtyId });

    // A visitor in another browser sees the old name first, so it is kept wherever it may be.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/pesquisa?especialidade=${encodeURIComponent(name)}`);
    const results = visitor.getByRole('main').getByRole('article');
    await expect(results.filter({ hasText: companyName })).toHaveCount(1);
    await expect(results.filter({ hasText: companyName })).toContainText(name);

    await page.goto(`/admin/specialties?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Especialidade' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Especialidade atualizada com sucesso')).toBeVisible();

    // The filter offers the new name only; the results and the provider page say it.
    await visitor.goto(`/pesquisa?especialidade=${encodeURIComponent(renamed)}`);
    await expect(results.filter({ hasText: companyName })).toHaveCount(1);
    await expect(results.filter({ hasText: companyName })).toContainText(renamed);
    await expect(results.filter({ hasText: companyName })).not.toContainText(name);
    if (isMobile) await visitor.getByRole('button', { name: 'Filtros', exact: true }).click();
    const select = visitor.getByLabel('Especialidade', { exact: true });
    await expect(select).toHaveValue(renamed);
    await expect(select.locator('option', { hasText: name })).toHaveCount(0);

    await visitor.goto(`/conveniado/${providerId}`);
    const tabs = visitor.getByRole('tablist', { name: 'Informações do conveniado' });
    await tabs.getByRole('tab', { name: 'Serviços' }).click();
    await expect(visitor.getByRole('tabpanel').getByText(renamed)).toBeVisible();
    await expect(visitor.getByRole('tabpanel').getByText(name, { exact: true })).toHaveCount(0);
    await visitorContext.close();
  });

  test("the service worker's kept reference list forgets a deleted specialty once it is saved", async ({
    page,
  }) => {
    const name = `Podoposturologia ${stamp()}`;
    await createByApi(page.request, '/api/admin/specialties', name);
    await page.goto('/pesquisa');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    // Now through the worker: the list of specialties (with this one) is kept for offline use.
    await page.reload();
    const kept = () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((key) => key.startsWith('api-'));
        for (const cacheName of names) {
          const response = await (await caches.open(cacheName)).match('/api/specialties');
          if (response) return response.text();
        }
        return '';
      });
    await expect.poll(kept).toContain(name);

    await page.goto(`/admin/specialties?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Especialidade excluída com sucesso')).toBeVisible();
    await expect.poll(kept).not.toContain(name);
  });
});
