// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The architecture rule of DESIGN.md §1: shared <- server, shared <- client; client and server
 * never import each other and shared imports neither. import-x also catches import cycles.
 */
const layerRules = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './src/shared',
          from: ['./src/server', './src/client'],
          message: 'src/shared não pode importar de src/server nem de src/client.',
        },
        {
          target: './src/client',
          from: './src/server',
          message: 'src/client não pode importar de src/server (use src/shared).',
        },
        {
          target: './src/server',
          from: './src/client',
          message: 'src/server não pode importar de src/client (use src/shared).',
        },
      ],
    },
  ],
  'import-x/no-cycle': ['error', { maxDepth: 10 }],
};

/**
 * Assertions that cannot fail (docs/decisions/024): a getBy or findBy query throws when nothing
 * matches, so toBeTruthy() or toBeDefined() on what it returns passes whenever it runs, and the
 * list of a getAllBy or findAllBy query is never empty. Plain AST selectors: no plugin, no types.
 */
const QUERY = '/^(get|find)(All)?By[A-Z]/';
const ALL_QUERY = '/^(get|find)AllBy[A-Z]/';
/** Where the query's name sits in expect(...)'s argument: screen.getBy(), getBy(), await either. */
const queryNames = [
  'callee.property.name',
  'callee.name',
  'argument.callee.property.name',
  'argument.callee.name',
];
const noAssertionsThatCannotFail = [
  'error',
  ...queryNames.map((name) => ({
    selector: `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/][callee.object.callee.name='expect'][callee.object.arguments.0.${name}=${QUERY}]`,
    message:
      'getBy*/findBy* já falham quando não encontram nada: use toBeInTheDocument(), toBeVisible(), toHaveTextContent()... (jest-dom).',
  })),
  ...queryNames.map((name) => ({
    selector: `CallExpression[callee.property.name='toBeGreaterThan'][arguments.0.value=0][callee.object.callee.name='expect'][callee.object.arguments.0.property.name='length'][callee.object.arguments.0.object.${name}=${ALL_QUERY}]`,
    message:
      'getAllBy*/findAllBy* nunca devolvem lista vazia: verifique o número exato (toHaveLength) ou o que cada item mostra.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.tmp/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // Never parse dependencies (a minified PGlite chunk overflows the parser's stack).
      'import-x/ignore': ['node_modules'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...layerRules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Preact renders this code (decision 035): these compile against React's types and do
      // nothing there (no transitions, no deferred rendering).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: [
                'startTransition',
                'useTransition',
                'useDeferredValue',
                'useOptimistic',
              ],
              message:
                'O Preact desenha tudo de uma vez: isto não faz nada aqui (decisão 035). Use memo ou divida o trabalho.',
            },
          ],
        },
      ],
    },
  },
  {
    // The back-office is a sub-app reached only through the router's lazy import(): a static
    // import from elsewhere would put admin code in a public page's JavaScript (decision 018).
    // A type-only import is erased from the build, so the router may name the admin's screens.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/admin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/admin/*', '**/admin/**'],
              allowTypeImports: true,
              message:
                'Só o router carrega src/client/admin, por import() (o painel não vai para as páginas públicas).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright's getBy* returns a Locator, which is always truthy: the same mistake.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { 'no-restricted-syntax': noAssertionsThatCannotFail },
  },
);
