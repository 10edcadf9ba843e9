// Renders the app icons of the web manifest (issue 4, item 9) from the favicon's design (a white
// cross on the brand teal) as real PNGs, in the system Chromium: `node scripts/generate-icons.ts`.
// The PNGs are committed under src/client/public/icons/; run this again only to change the design.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'src/client/public/icons');

const TEAL = '#0f766e';
const CROSS = 'M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z';

/**
 * 'any': the favicon itself, rounded corners on a transparent background.
 * 'full': edge to edge, for launchers that apply their own mask. A maskable icon must keep its
 * content inside the central circle of 80 % of the size; the cross is shrunk to 80 % of the
 * favicon's so its corners stay well inside that circle.
 */
function svg(kind: 'any' | 'full', size: number): string {
  const background =
    kind === 'any'
      ? `<rect width="32" height="32" rx="7" fill="${TEAL}"/>`
      : `<rect width="32" height="32" fill="${TEAL}"/>`;
  const scale = kind === 'any' ? 1 : 0.8;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
    ${background}
    <path d="${CROSS}" fill="#fff" transform="translate(16 16) scale(${scale}) translate(-16 -16)"/>
  </svg>`;
}

const ICONS = [
  { file: 'icon-192.png', kind: 'any', size: 192 },
  { file: 'icon-512.png', kind: 'any', size: 512 },
  { file: 'icon-maskable-192.png', kind: 'full', size: 192 },
  { file: 'icon-maskable-512.png', kind: 'full', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: edge to edge.
  { file: 'apple-touch-icon.png', kind: 'full', size: 180 },
] as const;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg(icon.kind, icon.size)}</body></html>`,
    );
    await page.locator('svg').screenshot({
      path: join(outDir, icon.file),
      omitBackground: icon.kind === 'any',
    });
    console.log(`src/client/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
