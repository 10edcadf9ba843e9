import { expect, type Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** SPEC §2 "Admin layout": the sidebar of the e2e administrator (no provider record). */
export const ADMIN_SIDEBAR = [
  'Dashboard',
  'Usuários',
  'Conveniados',
  'Especialidades',
  'Áreas de Atuação',
  'Campos',
  'Descontos',
  'Perfis de Acesso',
  'Área Pública',
];

/**
 * Signs the page in as the e2e administrator through the API (page.request shares the page's
 * cookies): for specs where the sign-in form is not what is under test.
 */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/sign-in', { data: ADMIN });
  expect(response.status()).toBe(200);
}

/** DESIGN §3: every screen works at 360 px wide, without sideways scrolling. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'rolagem horizontal').toBeLessThanOrEqual(0);
}
