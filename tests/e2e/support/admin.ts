import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, uniqueEmail } from './accounts.ts';

/** SPEC §2 "Admin layout": the sidebar of the e2e administrator (no provider record). */
export const ADMIN_SIDEBAR = [
  'Dashboard',
  'Usuários',
  'Conveniados',
  'Avisos de Erro',
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

/** A browser of its own: the person the back-office created, on another device. */
export async function newVisitor(browser: Browser, baseURL: string | undefined, isMobile: boolean) {
  const context = await browser.newContext({
    baseURL,
    ...(isMobile ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  return { context, page: await context.newPage() };
}

/** DESIGN §3: every screen works at 360 px wide, without sideways scrolling. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'rolagem horizontal').toBeLessThanOrEqual(0);
}

/** The provider fields as the forms send them (formatted or not: the server parses both). */
export async function providerFormValues(request: APIRequestContext, companyName: string) {
  const [areas, specialties] = await Promise.all([
    request.get('/api/areas').then((r) => r.json() as Promise<{ id: number; name: string }[]>),
    request
      .get('/api/specialties')
      .then((r) => r.json() as Promise<{ id: number; name: string }[]>),
  ]);
  return {
    companyName,
    tradeName: `${companyName} Ltda`,
    cpfCnpj: generateCpf(),
    responsibleName: 'Renata Borges',
    crNumber: '',
    phone: '6436312000',
    whatsapp: '64999992000',
    contactEmail: '',
    address: 'Rua José Manoel Vilela',
    addressNumber: '900',
    complement: '',
    neighborhood: 'Centro',
    zipCode: '75800014',
    state: 'GO',
    city: '5211909',
    locationLink: '',
    area: String(areas.find((area) => area.name === 'Medicina')?.id ?? areas[0]!.id),
    specialties: [
      specialties.find((item) => item.name === 'Cardiologia')?.id ?? specialties[0]!.id,
    ],
    discount: '15',
    returnDays: '30',
    observations: '',
  };
}

export interface CreatedProvider {
  providerId: number;
  email: string;
  temporaryPassword: string;
}

/**
 * A provider of this test only (POST /api/admin/providers, as the signed-in administrator of
 * `page`), so no other spec sees it change.
 */
export async function createProvider(page: Page, companyName: string): Promise<CreatedProvider> {
  const response = await page.request.post('/api/admin/providers', {
    data: {
      name: 'Renata Borges',
      email: uniqueEmail('renata'),
      ...(await providerFormValues(page.request, companyName)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProvider;
}

/** A provider of this test only, approved at once: listed in search and on its own page. */
export async function createActiveProvider(
  page: Page,
  companyName: string,
): Promise<CreatedProvider> {
  const created = await createProvider(page, companyName);
  const approved = await page.request.patch(`/api/admin/providers/${created.providerId}/status`, {
    data: { status: 'active' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return created;
}

/**
 * Signs `request` in as the person behind a provider the back-office created, and replaces the
 * temporary password (nothing else is open to them before that).
 */
export async function signInAsCreatedProvider(
  request: APIRequestContext,
  created: CreatedProvider,
  newPassword = 'Minha-Senha-Nova-9',
) {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: created.email, password: created.temporaryPassword },
  });
  expect(signIn.status()).toBe(200);
  const changed = await request.post('/api/me/password', {
    data: {
      currentPassword: created.temporaryPassword,
      newPassword,
      confirmPassword: newPassword,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}
