import { describe, expect, it } from 'vitest';
import {
  findLeaks,
  lazyAreaProblems,
  localeDataProblems,
  pageChunks,
  PRIVATE_AREAS,
  reactModuleProblems,
  type ChunkInfo,
  type ChunkMap,
  type Page,
} from './bundle-check.ts';

const chunk = (overrides: Partial<ChunkInfo>): ChunkInfo => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModule: null,
  imports: [],
  dynamicImports: [],
  modules: [],
  css: [],
  ...overrides,
});

const HOME: Page = {
  path: '/',
  module: 'src/client/features/home/pages/home-page.tsx',
  budgetBytes: 150_000,
};
const LOGIN: Page = {
  path: '/login',
  module: 'src/client/features/auth/pages/login-page.tsx',
  budgetBytes: 165_000,
};

/**
 * A build shaped like ours: the entry, two public pages sharing a chunk, and the account page
 * (private) loaded lazily. `shared` is what each test puts in the chunk the pages share.
 */
function build(shared: string[]): ChunkMap {
  return {
    'index.js': chunk({
      isEntry: true,
      facadeModule: 'src/client/main.tsx',
      imports: ['router.js'],
      dynamicImports: ['home.js', 'login.js', 'account.js'],
      modules: ['src/client/main.tsx'],
    }),
    'router.js': chunk({ modules: ['src/client/app/router.tsx'] }),
    'home.js': chunk({
      isDynamicEntry: true,
      facadeModule: HOME.module,
      imports: ['shared.js'],
      modules: [HOME.module],
    }),
    'login.js': chunk({
      isDynamicEntry: true,
      facadeModule: LOGIN.module,
      imports: ['router.js'],
      modules: [LOGIN.module],
    }),
    'shared.js': chunk({ imports: ['deep.js'], modules: shared }),
    'deep.js': chunk({ modules: ['src/client/lib/cn.ts'] }),
    'account.js': chunk({
      isDynamicEntry: true,
      facadeModule: 'src/client/features/account/pages/account-page.tsx',
      imports: ['shared.js'],
      modules: ['src/client/features/account/pages/account-page.tsx'],
    }),
  };
}

describe('pageChunks', () => {
  it("is the entry's static imports plus the page's, however deep, never a lazy route", () => {
    expect(pageChunks(build([]), HOME).sort()).toEqual(
      ['deep.js', 'home.js', 'index.js', 'router.js', 'shared.js'].sort(),
    );
    expect(pageChunks(build([]), LOGIN).sort()).toEqual(['index.js', 'login.js', 'router.js']);
  });

  it('refuses a page that is not a lazy chunk of its own', () => {
    expect(() =>
      pageChunks(build([]), { path: '/sobre', module: 'src/x.tsx', budgetBytes: 1 }),
    ).toThrow('/sobre: src/x.tsx não é um chunk carregado sob demanda.');
  });
});

describe('findLeaks', () => {
  it('finds none when private code is only in lazy chunks of its own', () => {
    expect(
      findLeaks(build(['src/client/components/ui/button.tsx']), [HOME, LOGIN], PRIVATE_AREAS),
    ).toEqual([]);
  });

  it('finds a private module bundled into a chunk a public page shares', () => {
    const map = build([
      'src/client/components/ui/button.tsx',
      'src/client/features/account/api/update-profile.ts',
    ]);
    expect(findLeaks(map, [HOME, LOGIN], PRIVATE_AREAS)).toEqual([
      {
        page: '/',
        chunk: 'shared.js',
        module: 'src/client/features/account/api/update-profile.ts',
        area: 'src/client/features/account/',
      },
    ]);
  });

  it('finds a back-office module in the entry, on every page', () => {
    const map = build([]);
    map['router.js']!.modules.push('src/client/admin/layout/admin-layout.tsx');
    expect(findLeaks(map, [HOME, LOGIN], PRIVATE_AREAS).map((leak) => leak.page)).toEqual([
      '/',
      '/login',
    ]);
  });

  it('does not take the public provider sign-up for the private provider area', () => {
    const map = build(['src/client/features/provider-sign-up/api/sign-up.ts']);
    expect(findLeaks(map, [HOME], PRIVATE_AREAS)).toEqual([]);
  });
});

describe('lazyAreaProblems', () => {
  it('accepts an area that starts at a lazy route, and ignores one that does not exist yet', () => {
    expect(lazyAreaProblems(build([]), ['src/client/features/account/'])).toEqual([]);
    expect(lazyAreaProblems(build([]), [])).toEqual([]);
  });

  it('refuses an existing area with no lazy route of its own', () => {
    expect(lazyAreaProblems(build([]), ['src/client/admin/'])).toEqual([
      'src/client/admin/ existe, mas nenhuma rota o carrega sob demanda (chunk próprio).',
    ]);
  });
});

describe('reactModuleProblems', () => {
  it("accepts Preact, and names any of React's own packages with its chunk", () => {
    expect(reactModuleProblems(build(['node_modules/preact/compat/dist/compat.mjs']))).toEqual([]);
    expect(
      reactModuleProblems(build(['node_modules/react-dom/cjs/react-dom-server.browser.js'])),
    ).toEqual([
      'node_modules/react-dom/cjs/react-dom-server.browser.js está em shared.js: um import de React que o Preact não atende.',
    ]);
  });
});

describe('localeDataProblems', () => {
  it('names each Intl formatter or locale-aware string method once, with its page and chunk', () => {
    expect(localeDataProblems('/', 'index.js', 'const a=x.replace(/\\B/g,".")')).toEqual([]);
    expect(
      localeDataProblems(
        '/pesquisa',
        'search.js',
        'var c=new Intl.NumberFormat("pt-BR"),d=new Intl.NumberFormat();n.toLocaleString();a.localeCompare(b)',
      ),
    ).toEqual([
      '/pesquisa usa Intl.NumberFormat (em search.js): carrega os dados de idioma do navegador.',
      '/pesquisa usa .toLocaleString (em search.js): carrega os dados de idioma do navegador.',
      '/pesquisa usa .localeCompare (em search.js): carrega os dados de idioma do navegador.',
    ]);
  });
});
