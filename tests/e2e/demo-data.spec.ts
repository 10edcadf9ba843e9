import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PROVIDERS } from '../../src/server/seed/demo-providers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 16 item 4: on a fresh start with demo data (scripts/e2e-server.ts), every invented
 * provider says it is a demonstration: its card, its page, the head the server sends, and a
 * banner over the whole site. Its contacts lead nowhere. Other specs may add real providers to
 * the same server meanwhile: those must carry no mark.
 */

const BANNER = 'Os conveniados exibidos são exemplos de demonstração.';
/** The seed's listed providers: every one but the pending, inactive and rejected ones. */
const LISTED_DEMO_NAMES = DEMO_PROVIDERS.filter((provider) => !provider.status)
  .map((provider) => provider.companyName)
  .sort();

/** As the server writes text into the head (modules/seo/head-html.ts). */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

type Item = { id: number; demo: boolean; companyName?: string };

/** Every provider the public search lists, page by page, as the API sends them. */
async function listedProviders(request: APIRequestContext): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response = await request.get(
      `/api/providers${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { items: Item[]; nextCursor: string | null };
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function demoProviders(request: APIRequestContext): Promise<Item[]> {
  const demo = (await listedProviders(request)).filter((item) => item.demo);
  expect(demo.map((item) => item.companyName).sort()).toEqual(LISTED_DEMO_NAMES);
  return demo;
}

/**
 * Opens /pesquisa and loads every page of results, as a visitor does. Each page is counted from
 * the answer the page received: other specs add and approve providers on the same server
 * meanwhile, so a total read on the first page can be one short by the last.
 */
async function showAllResults(page: Page) {
  const answer = (cursor: boolean) =>
    page
      .waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/providers' &&
          new URL(response.url()).searchParams.has('cursor') === cursor,
      )
      .then(
        async (response) =>
          (await response.json()) as { items: unknown[]; nextCursor: string | null },
      );
  const first = answer(false);
  await page.goto('/pesquisa');
  const cards = page.getByRole('article');
  const more = page.getByRole('button', { name: 'Carregar mais resultados' });
  let received = await first;
  let loaded = received.items.length;
  expect(loaded).toBeGreaterThan(0);
  // A page's cards are drawn a few at a time (decision 037); the button follows the last one.
  await expect(cards).toHaveCount(loaded);
  while (received.nextCursor) {
    const next = answer(true);
    await more.click();
    received = await next;
    loaded += received.items.length;
    await expect(cards).toHaveCount(loaded);
  }
  await expect(more).toHaveCount(0);
  return cards;
}

test.describe('demo data says it is demo', () => {
  test('every demo provider in the results carries the badge, and no contact link', async ({
    page,
  }) => {
    const cards = await showAllResults(page);
    await expect(page.getByRole('complementary', { name: 'Dados de demonstração' })).toHaveText(
      BANNER,
    );

    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.filter((name) => LISTED_DEMO_NAMES.includes(name)).sort()).toEqual(
      LISTED_DEMO_NAMES,
    );
    for (const [index, name] of names.entries()) {
      const card = cards.nth(index);
      if (LISTED_DEMO_NAMES.includes(name)) {
        await expect(card.getByText('Demonstração', { exact: true }), name).toBeVisible();
        await expect(card.locator('a[href^="tel:"], a[href*="wa.me"]'), name).toHaveCount(0);
        await expect(
          card.getByText('Contato desativado: conveniado de demonstração.'),
          name,
        ).toBeVisible();
      } else {
        await expect(card.getByText('Demonstração', { exact: true }), name).toHaveCount(0);
      }
    }

    // The featured block ('Conveniado em Destaque') holds the seed's featured ones: marked too.
    const featured = page.getByRole('region', { name: 'Conveniado em Destaque' });
    await expect(featured.getByRole('article')).toHaveCount(5);
    await expect(featured.getByText('Demonstração', { exact: true })).toHaveCount(5);
  });

  test('every demo provider page says so in the head the server sends', async ({ request }) => {
    for (const provider of await demoProviders(request)) {
      const response = await request.get(`/conveniado/${provider.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const title = `${provider.companyName} (Demonstração) | Saúde Conveniada`;
      const escapedTitle = escapeHtml(title);
      expect(head).toContain(`<title>${escapedTitle}</title>`);
      expect(head).toContain(`<meta property="og:title" content="${escapedTitle}">`);
      expect(head).toMatch(
        /<meta name="description" content="Conveniado fictício, exemplo de demonstração\. /,
      );
      expect(head).toMatch(
        /<meta property="og:description" content="Conveniado fictício, exemplo de demonstração\. /,
      );
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).toContain('<meta name="demo-data" content="true">');
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '{}',
      ) as Record<string, unknown>;
      expect(jsonLd.name).toBe(`${provider.companyName} (Demonstração)`);
      expect(jsonLd).not.toHaveProperty('telephone');
      expect(jsonLd).not.toHaveProperty('email');
    }

    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const provider of await demoProviders(request)) {
      expect(sitemap).not.toContain(`/conveniado/${provider.id}<`);
    }
  });

  test('every demo provider page is marked on screen, with no way to call', async ({
    page,
    isMobile,
  }) => {
    // 40 pages: about 20 s on a quiet machine, two minutes on a busy shared one.
    test.setTimeout(300_000);
    // Each page opened from the results, as a visitor does; back to the results in between.
    const cards = await showAllResults(page);
    // Every page on the desktop project; the narrow layout once, on the mobile one.
    for (const name of isMobile ? LISTED_DEMO_NAMES.slice(0, 1) : LISTED_DEMO_NAMES) {
      await cards.getByRole('link', { name: `Ver detalhes de ${name}`, exact: true }).click();
      const header = page.locator('main header');
      await expect(header.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(header.getByText('Demonstração', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} (Demonstração) | Saúde Conveniada`);
      await expect(page.locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0);
      await expect(header.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
      await expect(header.getByRole('button', { name: 'Ligar' })).toBeDisabled();
      await expect(page.getByText(BANNER)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL('/pesquisa');
    }
  });
});

test.describe('demo data banner', () => {
  // The page's own requests, not a service worker's, so that /api/site can be held back.
  test.use({ serviceWorkers: 'block' });

  test('is in the first render: nothing moves when /api/site answers', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/site', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Dados de demonstração' });
    const header = page.getByRole('banner');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(banner).toHaveText(BANNER);
    await expect(heading).toBeVisible();
    const before = [await header.boundingBox(), await heading.boundingBox()];

    const answered = page.waitForResponse('**/api/site');
    release();
    expect((await (await answered).json()) as { demoData: boolean }).toMatchObject({
      demoData: true,
    });
    // The footer's e-mail comes from that answer: the layout has rendered with it.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'contato@saudeconveniada.com.br' }),
    ).toBeVisible();
    expect([await header.boundingBox(), await heading.boundingBox()]).toEqual(before);
    await expect(banner).toBeVisible();
  });
});
