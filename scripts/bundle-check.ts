// What `npm run size` checks in a build, as pure functions of the chunk map that
// scripts/vite-chunk-modules.ts writes (unit-tested in bundle-check.test.ts).

/** One JavaScript file of the build; module paths are relative to the repository. */
export type ChunkInfo = {
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk was made for (a page, the entry), null for a shared chunk. */
  facadeModule: string | null;
  /** Chunks loaded with this one, before it runs. */
  imports: string[];
  /** Chunks it may load later (lazy routes). */
  dynamicImports: string[];
  modules: string[];
  css: string[];
};
export type ChunkMap = Record<string, ChunkInfo>;

/** A public page, by the module its lazy route loads, and its JavaScript budget (gzip bytes). */
export type Page = { path: string; module: string; budgetBytes: number };

/**
 * 60 kB for the pages people arrive on from a search engine or a shared link, where the first
 * load decides whether they stay; 80 kB for the three form pages, reached by intent, which carry
 * the form library and its checks (decision 016). History: 150 and 165 kB while the pages loaded
 * 138-163 kB; decision 026 took 30 kB off every page (115 and 133.5 kB); decision 035 renders
 * the same React code with Preact, 58 kB less on every page (the browsing pages 49.8-56.8 kB,
 * the forms 65.9-74.9 kB), and the budgets follow so that the gain is kept. Issue 14 asked for
 * 110 kB.
 */
export const BROWSING_BUDGET_BYTES = 60 * 1000;
export const FORM_BUDGET_BYTES = 80 * 1000;

/** Every public page (SPEC §6), by the module its lazy route loads (src/client/app/router.tsx). */
export const PUBLIC_PAGES: readonly Page[] = [
  {
    path: '/',
    module: 'src/client/features/home/pages/home-page.tsx',
    budgetBytes: BROWSING_BUDGET_BYTES,
  },
  {
    path: '/pesquisa',
    module: 'src/client/features/search/pages/search-page.tsx',
    budgetBytes: BROWSING_BUDGET_BYTES,
  },
  {
    path: '/conveniado/:id',
    module: 'src/client/features/provider-detail/pages/provider-detail-page.tsx',
    budgetBytes: BROWSING_BUDGET_BYTES,
  },
  {
    path: '/sobre',
    module: 'src/client/features/about/pages/about-page.tsx',
    budgetBytes: BROWSING_BUDGET_BYTES,
  },
  {
    path: '/login',
    module: 'src/client/features/auth/pages/login-page.tsx',
    budgetBytes: FORM_BUDGET_BYTES,
  },
  {
    path: '/cadastro',
    module: 'src/client/features/auth/pages/sign-up-page.tsx',
    budgetBytes: FORM_BUDGET_BYTES,
  },
  {
    path: '/conveniado/cadastro',
    module: 'src/client/features/provider-sign-up/pages/provider-sign-up-page.tsx',
    budgetBytes: FORM_BUDGET_BYTES,
  },
];

/**
 * DESIGN §1: code of these folders is never in a public page's JavaScript. `src/client/admin/`
 * is where the back-office will live; until it exists it is simply not found in any chunk.
 */
export const PRIVATE_AREAS: readonly string[] = [
  'src/client/admin/',
  'src/client/features/admin/',
  'src/client/features/provider-profile/',
  'src/client/features/account/',
];

export function entryChunk(map: ChunkMap): string {
  const entries = Object.keys(map).filter((file) => map[file]!.isEntry);
  if (entries.length !== 1) {
    throw new Error(`O build deveria ter um ponto de entrada; tem ${entries.length}.`);
  }
  return entries[0]!;
}

/** The lazy chunk a page's route loads, or undefined when the page is not its own chunk. */
export function pageChunk(map: ChunkMap, module: string): string | undefined {
  return Object.keys(map).find(
    (file) => map[file]!.isDynamicEntry && map[file]!.facadeModule === module,
  );
}

/** `start` and every chunk it imports statically, however deep (dynamic imports load later). */
export function staticClosure(map: ChunkMap, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = map[start];
  if (!chunk) throw new Error(`Chunk ausente do mapa do build: ${start}`);
  seen.add(start);
  for (const imported of chunk.imports) staticClosure(map, imported, seen);
  return seen;
}

/** The JavaScript a visit to the page runs before it shows: the entry's and the page's. */
export function pageChunks(map: ChunkMap, page: Page): string[] {
  const own = pageChunk(map, page.module);
  if (!own) throw new Error(`${page.path}: ${page.module} não é um chunk carregado sob demanda.`);
  return [...staticClosure(map, own, staticClosure(map, entryChunk(map)))];
}

export type Leak = { page: string; chunk: string; module: string; area: string };

/** Every private module found in a chunk that a public page loads statically. */
export function findLeaks(
  map: ChunkMap,
  pages: readonly Page[],
  privateAreas: readonly string[],
): Leak[] {
  const leaks: Leak[] = [];
  for (const page of pages) {
    for (const chunk of pageChunks(map, page)) {
      for (const module of map[chunk]!.modules) {
        const area = privateAreas.find((folder) => module.startsWith(folder));
        if (area) leaks.push({ page: page.path, chunk, module, area });
      }
    }
  }
  return leaks;
}

/**
 * A private area that exists must start at a lazy route of its own: one chunk whose facade is
 * in the area, loaded through a dynamic import. `existingAreas` are the folders found on disk;
 * an area that does not exist yet (the back-office) has nothing to check.
 */
export function lazyAreaProblems(map: ChunkMap, existingAreas: readonly string[]): string[] {
  return existingAreas
    .filter(
      (area) =>
        !Object.values(map).some(
          (chunk) => chunk.isDynamicEntry && chunk.facadeModule?.startsWith(area),
        ),
    )
    .map((area) => `${area} existe, mas nenhuma rota o carrega sob demanda (chunk próprio).`);
}

/** React's own packages: Preact renders our React code (decision 035), so none is ever bundled. */
const REACT_PACKAGES = [
  'node_modules/react/',
  'node_modules/react-dom/',
  'node_modules/scheduler/',
];

/**
 * A React package in any chunk means an import the aliases of scripts/vite-preact.ts do not cover
 * (a library importing `react-dom/server`, say): two renderers, and React's weight back.
 */
export function reactModuleProblems(map: ChunkMap): string[] {
  return Object.entries(map).flatMap(([file, info]) =>
    info.modules
      .filter((module) => REACT_PACKAGES.some((folder) => module.startsWith(folder)))
      .map((module) => `${module} está em ${file}: um import de React que o Preact não atende.`),
  );
}

/**
 * The first `Intl` formatter a page uses loads the browser's locale data: about 70 ms of main
 * thread on Lighthouse's phone, in the long tasks after the first paint (decision 036). Public
 * pages format with src/client/lib/pt-br-format.ts instead; this names each use left in the code
 * of `page` (`code`: one chunk's text).
 */
export function localeDataProblems(page: string, chunk: string, code: string): string[] {
  const uses = new Set(code.match(/\bIntl\.\w+|\.toLocale\w*String\b|\.localeCompare\b/g) ?? []);
  return [...uses].map(
    (use) => `${page} usa ${use} (em ${chunk}): carrega os dados de idioma do navegador.`,
  );
}
