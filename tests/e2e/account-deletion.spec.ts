import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import {
  createActiveProvider,
  newVisitor,
  signInAsAdmin,
  signInAsCreatedProvider,
} from './support/admin.ts';
import { uniqueSuffix } from './support/accounts.ts';

/**
 * Issue 15 item 4 (LGPD deletion; decision 031): a provider deletes their account from Meu
 * Perfil with their password; their page leaves search at once and they cannot sign in again.
 */
test('a provider deletes their account, and their page leaves search at once', async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await signInAsAdmin(page);
  const companyName = `Clínica Apagável ${uniqueSuffix()}`;
  const created = await createActiveProvider(page, companyName);

  const visitor = await newVisitor(browser, baseURL, isMobile);
  await visitor.page.goto(`/pesquisa?q=${encodeURIComponent(companyName)}`);
  await expect(
    visitor.page.getByRole('link', { name: new RegExp(companyName) }).first(),
  ).toBeVisible();

  const owner = await newVisitor(browser, baseURL, isMobile);
  const password = 'Minha-Senha-Nova-9';
  await signInAsCreatedProvider(owner.context.request, created, password);
  await owner.page.goto('/perfil');
  const section = owner.page.getByRole('region', { name: 'Excluir minha conta' });
  await expect(section).toContainText('o cadastro sai da busca na hora');
  await section.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await dialog.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await expectNoSevereAxeViolations(owner.page);

  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(owner.page.getByText('Sua conta foi excluída. Sentiremos sua falta!')).toBeVisible();
  await expect(owner.page).toHaveURL('/');
  const me = await owner.context.request.get('/api/me');
  expect(await me.json()).toEqual({ user: null });

  // Gone from search and from its own address, for everyone, at once.
  await visitor.page.reload();
  await expect(visitor.page.getByText('Nenhum resultado encontrado')).toBeVisible();
  const gone = await visitor.page.request.get(`/api/providers/${created.providerId}`);
  expect(gone.status()).toBe(404);
  const signIn = await visitor.page.request.post('/api/auth/sign-in', {
    data: { email: created.email, password },
  });
  expect(signIn.status()).toBe(401);

  // The back-office keeps only that an account was deleted, without a name.
  const dashboard = await page.request.get('/api/admin/dashboard');
  const text = await dashboard.text();
  expect(text).toContain('excluiu uma conta a pedido do titular');
  expect(text).not.toContain(companyName);

  await visitor.context.close();
  await owner.context.close();
});
