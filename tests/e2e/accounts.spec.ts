import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  expectGreeting,
  expectHomePage,
  newAccount,
  openAccountArea,
  signInWithForm,
} from './support/accounts.ts';
import { waitForEmailLink } from './support/outbox.ts';

const SIGN_UP_SUCCESS =
  'Registro realizado com sucesso! Verifique seu e-mail para confirmar a conta.';

test.describe('accounts', () => {
  // One journey, as a newcomer lives it. It signs in twice and signs up once: the server limits
  // both per address and per IP, and both projects run it.
  test('sign up, confirm the e-mail, edit the profile, sign out and sign in again', async ({
    page,
    isMobile,
  }) => {
    const ana = newAccount('Ana Beatriz Lima');
    const since = Date.now();

    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill(ana.name);
    await page.getByLabel('E-mail').fill(ana.email);
    await page.getByLabel('Senha', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(
      page.getByText('Você precisa aceitar os termos de uso para continuar.'),
    ).toBeVisible();

    await page.getByLabel('Senha', { exact: true }).fill(ana.password);
    await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('main').getByText(SIGN_UP_SUCCESS)).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('');

    // Signing in before opening the e-mail: the page says why and offers a new link.
    await page.goto('/login');
    await signInWithForm(page, ana.email, ana.password);
    await expect(page.getByText(/Você ainda não confirmou seu e-mail/)).toBeVisible();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    // The answer is shown: the sign-up e-mail left seconds ago and the server sends one e-mail
    // per address per minute, so today that is the one-minute wait.
    await expect(
      page
        .getByRole('main')
        .getByText(/Aguarde 1 minuto antes de solicitar um novo e-mail\.|enviamos um novo link/),
    ).toBeVisible();

    // The newest confirmation e-mail's link signs the new account in.
    await page.goto(await waitForEmailLink(ana.email, '/confirmar-email', { since }));
    await expect(page).toHaveURL('/');
    await expectHomePage(page);
    await expectGreeting(page, isMobile, 'Olá, Ana');
    let account = await openAccountArea(page, isMobile);
    await account.getByRole('link', { name: 'Perfil', exact: true }).click();

    await expect(page).toHaveURL('/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(ana.name);
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Nome completo').fill('Mariana Lima');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Nome atualizado com sucesso!')).toBeVisible();
    await expectGreeting(page, isMobile, 'Olá, Mariana');

    const passwords = page.getByRole('region', { name: 'Alterar senha' });
    const current = passwords.getByLabel('Senha atual', { exact: true });
    await current.fill('Senha-Errada-1');
    await passwords.getByLabel('Nova senha', { exact: true }).fill('Nova-Senha-789');
    await passwords.getByLabel('Confirmar nova senha', { exact: true }).fill('Nova-Senha-789');
    await passwords.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(passwords.getByText('Senha atual incorreta.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(ana.password);
    await passwords.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
    await expect(current).toHaveValue('');

    account = await openAccountArea(page, isMobile);
    await account.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    account = await openAccountArea(page, isMobile);
    await expect(account.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    if (isMobile) await page.keyboard.press('Escape');

    await signInWithForm(page, ana.email, 'Nova-Senha-789');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
    await expectHomePage(page);
    await expectGreeting(page, isMobile, 'Olá, Mariana');
  });
});

test.describe('accounts accessibility', () => {
  test('axe finds no serious or critical violation on /login and /cadastro', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expectNoSevereAxeViolations(page);

    // With the messages shown, too.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Por favor, preencha todos os campos')).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
    await expectNoSevereAxeViolations(page);
  });

  test('the login tabs work from the keyboard', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard navigation is checked on the desktop project');
    await page.goto('/login');
    const userTab = page.getByRole('tab', { name: 'Usuário' });
    await userTab.focus();
    await page.keyboard.press('ArrowRight');
    const providerTab = page.getByRole('tab', { name: 'Conveniado' });
    await expect(providerTab).toBeFocused();
    await expect(providerTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  });
});
