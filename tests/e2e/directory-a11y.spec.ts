import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { UI_ONLY } from './support/tags.ts';

/** DESIGN §3 on the directory pages: axe clean, and usable at 360 px without sideways scroll. */

async function firstProviderPath(request: APIRequestContext) {
  const response = await request.get('/api/providers?q=Cl%C3%ADnica+S%C3%A3o+Lucas');
  const body = (await response.json()) as { items: { id: number }[] };
  return `/conveniado/${body.items[0]?.id}`;
}

test.describe('directory accessibility', { tag: UI_ONLY }, () => {
  for (const path of ['/', '/pesquisa', '/sobre', 'provider']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page, request }) => {
      await page.goto(path === 'provider' ? await firstProviderPath(request) : path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The data-driven parts are on screen before the scan.
      if (path === '/pesquisa') await expect(page.getByRole('article').first()).toBeVisible();
      if (path === '/') await expect(page.getByRole('option', { name: 'Goiás' })).toBeAttached();
      await expectNoSevereAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow, 'rolagem horizontal').toBe(false);
    });
  }

  test('the search works with the keyboard alone', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard navigation is checked on the desktop project');
    await page.goto('/');
    await page.getByLabel('Nome', { exact: true }).focus();
    await page.keyboard.type('odonto');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/pesquisa?q=odonto');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
