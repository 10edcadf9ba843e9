import { expect, expectNoSevereAxeViolations, headerLink, test } from './fixtures.ts';
import { UI_ONLY } from './support/tags.ts';

const HOME_HEADING = 'Encontre profissionais de saúde com desconto';

test.describe('public shell', { tag: UI_ONLY }, () => {
  const destinations = [
    { link: 'Pesquisar', path: '/pesquisa', heading: 'Pesquisar conveniados' },
    { link: 'Sobre', path: '/sobre', heading: 'Sobre' },
    { link: 'Seja um Conveniado', path: '/conveniado/cadastro', heading: 'Seja um Conveniado' },
    { link: 'Login', path: '/login', heading: 'Entrar' },
    { link: 'Cadastrar', path: '/cadastro', heading: 'Criar conta' },
    { link: 'Home', path: '/', heading: HOME_HEADING },
  ];

  test('header links take the visitor to each public page', async ({ page, isMobile }) => {
    await page.goto('/termos');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();

    for (const { link, path, heading } of destinations) {
      await (await headerLink(page, link, isMobile)).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the brand links home and pages set their title', async ({ page }) => {
    await page.goto('/sobre');
    await expect(page).toHaveTitle('Sobre | Saúde Conveniada');
    await page.getByRole('banner').getByRole('link', { name: 'Saúde Conveniada' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Saúde Conveniada');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('home offers search and provider sign-up', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText(/Jataí-GO, Rio Verde-GO e Goiânia-GO/)).toBeVisible();
    await main.getByRole('link', { name: 'Pesquisar conveniados' }).click();
    await expect(page).toHaveURL('/pesquisa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('footer shows contact e-mail, the cities served and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    for (const city of ['Jataí-GO', 'Rio Verde-GO', 'Goiânia-GO']) {
      await expect(footer.getByText(city, { exact: true })).toBeVisible();
    }
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year}`)).toBeVisible();
    await expect(footer.getByText('Todos os direitos reservados.')).toBeVisible();

    await footer.getByRole('link', { name: 'Área do Conveniado' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/nao-existe');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('the skip link moves keyboard focus to the content', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard navigation is checked on the desktop project');
    await page.goto('/sobre');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('mobile menu', { tag: UI_ONLY }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button exists only under the md breakpoint');

  test('opens, navigates and closes; Escape closes it too', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sobre' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Sobre' }).click();
    await expect(page).toHaveURL('/sobre');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('accessibility', { tag: UI_ONLY }, () => {
  for (const path of ['/', '/sobre', '/nao-existe']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSevereAxeViolations(page);
    });
  }

  test('axe finds no serious or critical violation with the mobile menu open', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button exists only under the md breakpoint');
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expectNoSevereAxeViolations(page);
  });
});
