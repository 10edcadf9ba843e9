import { defineConfig } from 'vitest/config';
import { preactWithReactApi } from './scripts/vite-preact.ts';

/**
 * Two projects: 'server' (Node; unit tests of src/shared and src/server, API tests through
 * buildApp() + app.inject() on a real database) and 'client' (jsdom; React components).
 * The server project migrates one database in globalSetup and every test file clones it.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [preactWithReactApi()],
        // The libraries' browser builds, as in the app: their Node builds (CommonJS, chosen by the
        // `node` condition or `main`) `require('react')`, which no alias reaches.
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'client',
          // Libraries are bundled through Vite rather than loaded by Node, so that their `react`
          // imports reach Preact too (scripts/vite-preact.ts); one renderer, as in the browser.
          server: { deps: { inline: true } },
          // CommonJS only (TanStack Table's store): bundled to ESM by Vite, with the aliases.
          deps: {
            optimizer: {
              client: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
            },
          },
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // A form test types dozens of keys through user-event: about 2 s on an idle machine,
          // past the 5 s default on 2 shared cores under load (seen in CI). Assertions are
          // unchanged; only the time allowed grows.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
