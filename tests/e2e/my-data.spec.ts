import { readFile } from 'node:fs/promises';
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { createConfirmedAccount, newAccount } from './support/accounts.ts';

/**
 * Issue 15 item 4 (LGPD data portability): a signed-in person downloads, from Meu Perfil, one
 * file with what the platform holds about their account, in a real Chromium download.
 */
test('a person downloads their data from Meu Perfil', async ({ page }) => {
  const account = newAccount('Helena Prado');
  await createConfirmedAccount(page.request, account);

  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Seus dados' });
  await expect(section).toBeVisible();
  await expectNoSevereAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, 'utf8');
  const data = JSON.parse(text) as {
    conta: { nome: string; email: string; tipo: string; emailConfirmadoEm: string | null };
    sessoes: unknown[];
    conveniado: unknown;
  };
  expect(data.conta).toMatchObject({ nome: account.name, email: account.email, tipo: 'user' });
  expect(data.conta.emailConfirmadoEm).not.toBeNull();
  expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
  expect(data.conveniado).toBeNull();
  expect(text).not.toContain(account.password);
  expect(text).not.toContain('argon2');
  // Still on the profile: a download is not a navigation.
  await expect(page).toHaveURL('/perfil');
});
