import { test as plainTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { UI_ONLY } from './support/tags.ts';

/** Issue 4 item 9: the web manifest, the install card (SPEC §4) and offline reading. */

const CARD_TITLE = 'Instalar Aplicativo Saúde Conveniada';

/** What Chromium dispatches when the app may be installed; prompt() and the answer are stubs. */
async function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const counter = window as unknown as { promptCalls: number };
    counter.promptCalls = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        counter.promptCalls += 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe('installable app', { tag: UI_ONLY }, () => {
  test('the page links a manifest with the name, icons, colours and pt-BR', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Saúde Conveniada',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = icons.find((item) => item.sizes === sizes && item.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const image = await request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBe(true);
  });

  test('the install card appears when the browser offers it; Fechar hides it for good', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(CARD_TITLE)).toHaveCount(0);

    await offerInstallation(page);
    const card = page.getByRole('region', { name: CARD_TITLE });
    await expect(card).toBeVisible();
    await expect(card.getByText(/tela inicial/)).toBeVisible();
    await card.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pwa-prompt-dismissed'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstallation(page);
    await expect(page.getByText(CARD_TITLE)).toHaveCount(0);
  });

  test('Instalar opens the browser dialog and the card goes away', async ({ page }) => {
    await page.goto('/sobre');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await offerInstallation(page, 'dismissed');
    const card = page.getByRole('region', { name: CARD_TITLE });
    await card.getByRole('button', { name: 'Instalar' }).click();
    await expect(card).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).toBe(1);
  });
});

// Offline, the page's own requests (/api/me) fail and Chromium logs them: this journey uses the
// plain test, without the console-error check of fixtures.ts.
plainTest.describe('offline', { tag: UI_ONLY }, () => {
  plainTest(
    'the last search and provider stay readable offline; other pages show the offline page',
    async ({ page, context }) => {
      await page.goto('/pesquisa?q=clinica');
      // Until the service worker controls the page nothing goes through it.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: 15_000,
      });
      await page.reload();
      await expect(page.getByRole('article').first()).toBeVisible();
      await page
        .getByRole('article')
        .filter({ hasText: 'Clínica São Lucas' })
        .getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Clínica São Lucas' }),
      ).toBeVisible();
      const providerUrl = page.url();

      await context.setOffline(true);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Clínica São Lucas' }),
      ).toBeVisible();

      await page.goto('/pesquisa?q=clinica');
      await expect(
        page.getByRole('article').filter({ hasText: 'Clínica São Lucas' }),
      ).toBeVisible();

      await page.goto('/conveniado/999998');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Você está sem conexão' }),
      ).toBeVisible();
      await page.goto('/sobre');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Você está sem conexão' }),
      ).toBeVisible();

      await context.setOffline(false);
      await page.goto(providerUrl);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Clínica São Lucas' }),
      ).toBeVisible();
    },
  );
});
