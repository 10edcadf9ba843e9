import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { PluginOption } from 'vite';

const reactShim = fileURLToPath(new URL('../src/client/compat/react.ts', import.meta.url));

/**
 * The client is written against React's API and rendered by Preact (decision 035): every import
 * of `react`, `react-dom` and their subpaths, in our code and in the libraries, resolves to
 * `preact/compat`. The build, the dev server and the client tests all use this one list, so the
 * tests render with the same library as the browser.
 *
 * The aliases are exact (`^react$`), not prefixes: `react-router` or `react-hook-form` must not
 * match. `react` itself goes through src/client/compat/react.ts, which adds the one hook
 * preact/compat lacks. `npm run size` fails if a React package still reaches a chunk.
 */
export const REACT_TO_PREACT = [
  { find: /^react$/, replacement: reactShim },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/server\.browser$/, replacement: 'preact/compat/server.browser' },
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Preact's own Vite preset (JSX for Preact, hot reload with Prefresh, the Preact devtools bridge
 * in development), with our aliases in place of its prefix ones.
 */
export function preactWithReactApi(): PluginOption[] {
  return [
    preact({ reactAliasesEnabled: false }),
    { name: 'saude-react-to-preact', config: () => ({ resolve: { alias: REACT_TO_PREACT } }) },
  ];
}
