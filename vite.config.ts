import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { preactWithReactApi } from './scripts/vite-preact.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The client lives in src/client and is built to dist/client, which the server serves for every
 * path outside /api. The server sends `Content-Security-Policy: default-src 'self'`, so the build
 * must not rely on inline <script> or <style> (Vite emits both as files) nor on external hosts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('src/client/public', import.meta.url)),
  plugins: [preactWithReactApi(), tailwindcss(), precompress(), chunkModules(repoRoot)],
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
    // Every browser we serve preloads modules itself (Vite's helper falls back to rel=preload
    // where modulepreload is missing): the polyfill was 0.5 kB gzip on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically, however deep, in the entry's chunk: every page
        // loads all of it anyway. Left to the automatic splitting, the modules the entry shares
        // with lazy pages (api-client, TanStack Query, React Router, the session) became a dozen
        // chunks of their own, each a request and each compressed apart: about 4 kB gzip more on
        // every public page (decision 026; before, decision 014 grouped TanStack Query alone).
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // In development the API runs on its own port; proxying keeps the browser on one origin, as
    // in production, so cookies and the CSP's connect-src 'self' behave the same.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
