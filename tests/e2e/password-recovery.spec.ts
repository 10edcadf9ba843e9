import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createConfirmedAccount, newAccount, signInWithForm } from './support/accounts.ts';
import { waitForEmailLink } from './support/outbox.ts';

/**
 * Presses 'Enviar Link de Recuperação' as a person would: told 'Aguarde 1 minuto...' (the server
 * sends one e-mail per address per minute, and the sign-up e-mail has just left), they wait the
 * time the server gave (Retry-After) and press again.
 */
async function requestRecoveryLink(page: Page, dialog: Locator) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/auth/forgot-password')),
      dialog.getByRole('button', { name: 'Enviar Link de Recuperação' }).click(),
    ]);
    if (response.status() !== 429) return;
    await expect(
      dialog.getByText('Aguarde 1 minuto antes de solicitar um novo e-mail.'),
    ).toBeVisible();
    const seconds = Number(response.headers()['retry-after'] ?? '60');
    await page.waitForTimeout((seconds + 1) * 1000);
  }
}

test.describe('password recovery', () => {
  test('a forgotten password is replaced through the e-mailed link, which works once', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const bruno = newAccount('Bruno Costa');
    await createConfirmedAccount(request, bruno);

    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(bruno.email);
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('E-mail');
    await expect(email).toHaveValue(bruno.email);

    await email.fill('');
    await dialog.getByRole('button', { name: 'Enviar Link de Recuperação' }).click();
    await expect(dialog.getByText('Digite seu email para recuperar a senha')).toBeVisible();

    const since = Date.now();
    await email.fill(bruno.email);
    await requestRecoveryLink(page, dialog);
    await expect(
      dialog.getByText(
        'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();

    const link = await waitForEmailLink(bruno.email, '/reset-password', { since });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova-Senha-456');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('Outra-Senha-456');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();

    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('Nova-Senha-456');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByText('Senha redefinida com sucesso! Faça login com a nova senha.'),
    ).toBeVisible();

    await signInWithForm(page, bruno.email, 'Nova-Senha-456');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();

    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('Mais-Uma-Senha-1');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('Mais-Uma-Senha-1');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Este link já foi utilizado. Solicite um novo.')).toBeVisible();
    await page.getByRole('link', { name: 'Solicitar novo link' }).click();
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' })).toBeVisible();
  });

  test('the recovery dialog keeps focus inside and closes on Escape', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'keyboard navigation is checked on the desktop project');
    await page.goto('/login');
    const opener = page.getByRole('button', { name: 'Esqueceu sua senha?' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog.getByLabel('E-mail')).toBeFocused();

    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside || (await page.evaluate(() => document.activeElement === document.body))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
