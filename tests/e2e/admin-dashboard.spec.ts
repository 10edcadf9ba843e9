import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { expectNoHorizontalScroll, signInAsAdmin } from './support/admin.ts';

const count = new Intl.NumberFormat('pt-BR');

/** Pending providers counted the way the list shows them: every page of ?status=pending. */
async function pendingInList(request: APIRequestContext): Promise<number> {
  let total = 0;
  for (let page = 0; ; page += 1) {
    const response = await request.get(`/api/admin/providers?status=pending&page=${page}`);
    const body = (await response.json()) as { items: unknown[]; hasNextPage: boolean };
    total += body.items.length;
    if (!body.hasNextPage) return total;
  }
}

test.describe('back-office dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the four cards show the real counts of the demo data', async ({ page }) => {
    const cards = page.getByRole('list', { name: 'Números da plataforma' });
    const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });

    // Other specs register people and providers meanwhile: compare what was read together.
    await expect(async () => {
      await page.goto('/admin');
      await expect(cards).toBeVisible();
      const [specialties, directory, pending] = await Promise.all([
        page.request.get('/api/specialties').then((r) => r.json() as Promise<unknown[]>),
        page.request.get('/api/providers').then((r) => r.json() as Promise<{ total: number }>),
        pendingInList(page.request),
      ]);
      expect(specialties.length).toBeGreaterThan(0);
      await expect(card('Especialidades')).toContainText(count.format(specialties.length), {
        timeout: 1000,
      });
      await expect(card('Conveniados Ativos')).toContainText(count.format(directory.total), {
        timeout: 1000,
      });
      await expect(card('Conveniados Pendentes')).toContainText(count.format(pending), {
        timeout: 1000,
      });
      await expect(card('Usuários Ativos')).toContainText(/\d/, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });

    await expect(
      page.getByRole('heading', { level: 2, name: 'Atividades recentes' }),
    ).toBeVisible();
    const quick = page.getByRole('region', { name: 'Acesso rápido' });
    await expect(quick.getByRole('link')).toHaveText([
      'Gerenciar Usuários',
      'Gerenciar Conveniados',
      'Configurar Campos',
    ]);
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('the pending card leads straight to the pending providers', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: /Analisar (o|os) cadastros? pendentes?/ }).click();
    await expect(page).toHaveURL('/admin/providers?status=pending');
    await expect(page.getByRole('combobox', { name: 'Filtrar por status' })).toHaveValue('pending');
    const rows = page.getByRole('table', { name: 'Conveniados' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Pendente');
    await expect(page.getByRole('table', { name: 'Conveniados' })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
    for (const row of await rows.all()) await expect(row).toContainText('Pendente');
  });
});
