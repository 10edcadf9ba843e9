import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { precompress } from './scripts/vite-precompress.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The client lives in src/client and is built to dist/client, which the server serves for every
 * path outside /api. The server sends `Content-Security-Policy: default-src 'self'`, so the build
 * must not rely on inline <script> or <style> (Vite emits both as files) nor on external hosts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress(), chunkModules(repoRoot)],
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // TanStack Query in one chunk. The entry already needs its QueryClient; left to the
        // automatic splitting, each hook (useMutation, queryOptions...) became a chunk of its own
        // once the back-office shared them, and every public page paid more in chunk overhead
        // than it saved: 1.8-1.9 kB less on each of the seven pages this way (decision 014).
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)/ },
          ],
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
