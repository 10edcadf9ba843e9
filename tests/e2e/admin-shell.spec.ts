import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { UI_ONLY } from './support/tags.ts';
import { ADMIN_SIDEBAR, expectNoHorizontalScroll, signInAsAdmin } from './support/admin.ts';

test.describe('back-office shell', { tag: UI_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the sidebar takes the keyboard to each screen (desktop)', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the fixed sidebar is the desktop layout; the mobile one has its test');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Usuários' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Menu do painel' });
    await expect(sidebar.getByRole('link')).toHaveText(ADMIN_SIDEBAR);
    await expect(sidebar.getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The skip link first, then the sidebar in its order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    // Usuários, Conveniados, Avisos de Erro, then Especialidades.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Especialidades' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/admin/specialties');
    await expect(page.getByRole('heading', { level: 1, name: 'Especialidades' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Especialidades' })).toBeVisible();
    await expect(page).toHaveTitle('Especialidades | Saúde Conveniada');
    // As after a page load, the content has the focus, not the link left behind.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
  });

  test('the mobile sidebar opens, moves and closes by keyboard', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'under 1024 px only');
    await page.goto('/admin/areas');
    await expect(page.getByRole('heading', { level: 1, name: 'Áreas de Atuação' })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();

    const menuButton = page.getByRole('button', { name: 'Abrir menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Painel Admin' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByText('Olá, Administrador')).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(ADMIN_SIDEBAR);

    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    // The focus stays inside the open panel: the close button, then the links.
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: 'Conveniados' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/admin/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Conveniados' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('the top bar links home and to the profile, and signs out', async ({ page }) => {
    await page.goto('/admin/fields');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Painel Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );

    await topBar.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();

    await page.goto('/admin/fields');
    await page.getByRole('banner').getByRole('link', { name: 'Início' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/admin/fields');
    await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/admin/fields');
    await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Ffields');
  });

  for (const path of [
    '/admin/users',
    '/admin/roles',
    '/admin/reports',
    '/admin/providers/new',
    '/admin/nao-existe',
  ]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSevereAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }
});
