import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkMap } from './bundle-check.ts';

/** Where the map is written, inside the build folder (the server never serves `.vite/`). */
export const CHUNK_MAP_FILE = '.vite/chunk-modules.json';

/**
 * Writes which source modules each JavaScript chunk holds, and what it imports. Vite's manifest
 * names a chunk only by the module that starts it, so a back-office module bundled into a
 * shared chunk would not show there; this map lets `npm run size` (scripts/size.ts) find such a
 * module wherever the bundler put it.
 */
export function chunkModules(repoRoot: string): Plugin {
  return {
    name: 'saude-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ChunkMap = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModule: output.facadeModuleId ? sourcePath(repoRoot, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map((id) => sourcePath(repoRoot, id)),
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MAP_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}

/** Repository-relative, forward slashes; virtual modules ('\0vite/...') keep their id. */
function sourcePath(repoRoot: string, id: string): string {
  if (id.startsWith('\0') || !id.startsWith('/')) return id;
  return relative(repoRoot, id.split('?')[0]!).split('\\').join('/');
}
