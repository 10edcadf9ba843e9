import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Chromium logs every non-2xx answer to fetch as 'Failed to load resource'. A 4xx from the API is
 * how it refuses input (wrong password, expired link, too many attempts), which the page shows
 * and the spec asserts; those are not errors of the page. A 5xx, or a 4xx for anything outside
 * /api (a missing script, a CSP refusal), still is.
 */
function isAnsweredApiRefusal(message: ConsoleMessage): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
    new URL(message.location().url || 'http://invalid/').pathname.startsWith('/api/')
  );
}

/**
 * The `test` every spec uses: it fails a test when the page logged a console error or threw an
 * uncaught exception (a CSP refusal, a failed request, a React warning), even if every visible
 * assertion passed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isAnsweredApiRefusal(message)) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'erros no console do navegador').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A header link as a person reaches it: in the header bar on wide screens, through the
 * 'Abrir menu' button under the md breakpoint.
 */
export async function headerLink(page: Page, name: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    return page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/** DESIGN §3: axe finds no serious or critical violation on any page. */
export async function expectNoSevereAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(severe).toEqual([]);
}
