import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForEmailLink } from './outbox.ts';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-Admin-Senha-Forte-1' };

/**
 * Digits no other test run has used: desktop and mobile run at the same time, and the e2e
 * database outlives one run.
 */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
}

/** A new address per test (and per project). */
export function uniqueEmail(firstName: string): string {
  return `${firstName.toLowerCase()}.${uniqueSuffix()}@exemplo.com.br`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(name: string): Account {
  return { name, email: uniqueEmail(name.split(' ')[0] ?? 'pessoa'), password: 'Senha-Forte-123' };
}

/**
 * Signs up and opens the confirmation link through the API: for tests where these steps are not
 * what is under test. The server limits sign-ups and e-mails per address (tell the e2e budget).
 * With `page.request` the confirmation also signs the page in (cookies are shared); with the
 * `request` fixture the page stays a visitor.
 */
export async function createConfirmedAccount(request: APIRequestContext, account: Account) {
  const since = Date.now();
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      name: account.name,
      email: account.email,
      password: account.password,
      acceptTerms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const link = await waitForEmailLink(account.email, '/confirmar-email', { since });
  const token = new URL(link).searchParams.get('token');
  const confirm = await request.post('/api/auth/confirm-email', { data: { token } });
  expect(confirm.status()).toBe(200);
}

/**
 * The header's account area as a person reaches it: the bar on wide screens, the menu (opened
 * here) under the md breakpoint.
 */
export async function openAccountArea(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/**
 * Waits until the home page is on screen, not only in the address bar. The router changes the URL
 * first and renders the new page as a transition once its code is there; a menu opened in
 * between belongs to the old location and closes when the new one arrives (a CI run failed so).
 */
export async function expectHomePage(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encontre profissionais de saúde com desconto' }),
  ).toBeVisible();
}

/** Signs in through the /login form (the page must be on /login). */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Checks the header greets the person ('Olá, Ana'). The header holds the closed mobile menu too,
 * so only the visible greeting counts; the menu is closed again afterwards.
 */
export async function expectGreeting(page: Page, isMobile: boolean, greeting: string) {
  const area = await openAccountArea(page, isMobile);
  await expect(area.getByText(greeting, { exact: true }).filter({ visible: true })).toBeVisible();
  if (isMobile) await page.keyboard.press('Escape');
}
