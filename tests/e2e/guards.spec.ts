import { expect, test } from './fixtures.ts';
import {
  ADMIN,
  createConfirmedAccount,
  expectGreeting,
  expectHomePage,
  newAccount,
  signInWithForm,
} from './support/accounts.ts';

test.describe('route guards', () => {
  test('a visitor is sent to log in and back; a user may not enter /admin', async ({
    page,
    request,
    isMobile,
  }) => {
    const carla = newAccount('Carla Dias');
    // Through the separate `request` context: the page itself stays a visitor.
    await createConfirmedAccount(request, carla);

    await page.goto('/perfil');
    await expect(page).toHaveURL('/login?redirect=%2Fperfil');
    await expect(
      page.getByText('Você precisa estar logado para acessar esta página'),
    ).toBeVisible();

    await signInWithForm(page, carla.email, carla.password);
    await expect(page).toHaveURL('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Você não tem permissão para acessar esta área')).toBeVisible();
    await expectHomePage(page);
    await expectGreeting(page, isMobile, 'Olá, Carla');
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('an administrator lands on /admin after signing in', async ({ page, isMobile }) => {
    await page.goto('/login');
    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL('/admin');
    // The toast first: it lasts 4 s, which the back-office's first chunks may take to load.
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // From the back-office to the public area, whose header leads back with 'Admin'.
    if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Área Pública' }).click();
    await expect(page).toHaveURL('/');
    await expectHomePage(page);
    if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
    const nav = page.getByRole('navigation', { name: isMobile ? 'Menu principal' : 'Principal' });
    await nav.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('an expired session says so and keeps the way back', async ({ page, context, baseURL }) => {
    // A cookie the server no longer knows: what a browser holds after its session ended.
    await context.addCookies([
      { name: 'sc_session', value: 'sessao-que-ja-expirou', url: baseURL ?? '' },
    ]);
    await page.goto('/perfil');
    await expect(page).toHaveURL('/login?redirect=%2Fperfil');
    await expect(
      page.getByText('Sua sessão expirou. Por favor, faça login novamente.'),
    ).toBeVisible();
    await expect(page.getByText('Você precisa estar logado para acessar esta página')).toHaveCount(
      0,
    );
  });
});
