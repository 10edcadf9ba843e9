import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The server names a landing page's first API requests in its HTML (src/server/http/
 * page-preloads.ts), so they leave before the app's code has run. The preloads only help if the
 * app's own fetch() takes them over: a preload the browser cannot match (another mode or
 * credentials) is downloaded twice and logged as unused. Each request must go out once.
 */
async function landOn(page: Page, path: string, ready: () => Promise<void>) {
  const api: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.text().includes('preload')) warnings.push(message.text());
  });
  await page.goto(path);
  await ready();
  // Chromium warns of an unused preload 3 s after the load event.
  await page.waitForTimeout(3500);
  return { api, warnings };
}

test.describe('first requests of a landing page', () => {
  // A service worker's own fetches would show as requests too; this is about the page.
  test.use({ serviceWorkers: 'block' });

  test('a search asks for its results, the layout and the form data once each', async ({
    page,
  }) => {
    const { api, warnings } = await landOn(page, '/pesquisa?desconto=10&q=cl%C3%ADnica', () =>
      expect(page.getByRole('article').first()).toBeVisible(),
    );
    expect(api.filter((url) => url.startsWith('/api/providers'))).toEqual([
      '/api/providers?q=cl%C3%ADnica&desconto=10',
    ]);
    for (const url of ['/api/site', '/api/me', '/api/directory/locations', '/api/specialties']) {
      expect(
        api.filter((request) => request === url),
        url,
      ).toHaveLength(1);
    }
    expect(warnings).toEqual([]);
  });

  test('a provider page asks for its provider once', async ({ page }) => {
    await page.goto('/pesquisa?q=Cl%C3%ADnica+S%C3%A3o+Lucas');
    const href = await page
      .getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' })
      .getAttribute('href');
    const fresh = await page.context().newPage();
    const { api, warnings } = await landOn(fresh, href!, () =>
      expect(fresh.getByRole('heading', { level: 1, name: 'Clínica São Lucas' })).toBeVisible(),
    );
    expect(api.filter((url) => url.startsWith('/api/providers'))).toEqual([
      `/api${href!.replace('/conveniado/', '/providers/')}`,
    ]);
    expect(api.filter((url) => url === '/api/me')).toHaveLength(1);
    expect(warnings).toEqual([]);
    await fresh.close();
  });
});
