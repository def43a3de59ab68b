import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import pluginQuery from '@tanstack/eslint-plugin-query';
import bela from './eslint-rules/index.js';

const folders = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** A feature never imports another feature: shared needs move down into a module both import. */
const featureIsolation = (root) =>
  folders(`./${root}`).map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move the shared need down into a module both import.',
  }));

/** Each layer imports only the layers below it (listed lowest first). */
const layers = (root, order, message) =>
  order.flatMap((layer, i) =>
    order.slice(i + 1).map((higher) => ({ target: `./${root}/${layer}`, from: `./${root}/${higher}`, message })),
  );

const serverLayers = layers(
  'functions/src',
  ['platform', 'ports', 'stores', 'domain', 'features', 'http', 'drivers', 'config', 'admin'],
  'Server layers import downwards only: platform → ports → stores → domain → features; http, drivers and the composition sit on top.',
).filter(({ target, from }) => !(target.endsWith('/features') && from.endsWith('/http')));

// Server resources (web/src/resources/<name>: keys, fetchers, query options, mutations of data several
// features share, docs/decisions/0029) sit between the shared code and the features.
const webLayers = [
  ...['components', 'lib', 'utils', 'config'].flatMap((shared) => [
    { target: `./web/src/${shared}`, from: './web/src/features', message: 'Shared web code does not import a feature.' },
    { target: `./web/src/${shared}`, from: './web/src/app', message: 'Shared web code does not import the app.' },
    { target: `./web/src/${shared}`, from: './web/src/resources', message: 'Shared web code does not import a server resource; features and the app do.' },
  ]),
  { target: './web/src/resources', from: './web/src/features', message: 'A resource does not import a feature; features compose resources.' },
  { target: './web/src/resources', from: './web/src/app', message: 'A resource does not import the app.' },
  { target: './web/src/features', from: './web/src/app', message: 'A feature does not import the app; the app composes features.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.local/**', 'emulator-data/**', 'bench/results/**', 'web/.prerender/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // No source file over 400 lines without its reason in docs/decisions/0026 (listed there and here).
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: [
      'functions/src/ports/doc-store.contract.test.ts',
      'web/src/features/chat/components/chat-screen.test.tsx',
      'functions/src/stores/conversations.ts',
      'functions/src/drivers/offline-persona/conversation-corpus.ts',
      'functions/src/drivers/offline-memory/statements.ts',
      'tools/stripe-sandbox/src/testing/sdk-declarations.ts',
      'web/src/features/chat/hooks/use-chat-turn.ts',
      'bench/memory.bench.ts',
      'web/src/features/analytics/components/admin-analytics-page.test.tsx',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Boundaries: features apart, layers one way, no cycles. Tests may also reach a driver as
  // their fixture (a store's test runs on SQLite); a port's contract suite runs every driver.
  ...[
    { files: ['packages/*/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'tools/*/src/**/*.ts'], ignores: ['**/*.test.ts', '**/*.test.tsx'], layered: true },
    { files: ['**/*.test.ts', '**/*.test.tsx'], ignores: ['**/*.contract.test.ts', 'tests/**'], layered: false },
  ].map(({ files, ignores, layered }) => ({
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: {
            '@bela/contracts': [fileURLToPath(new URL('./packages/contracts/src', import.meta.url))],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation('functions/src/features'),
            ...featureIsolation('web/src/features'),
            ...(layered ? serverLayers : []),
            ...webLayers,
            // The contracts are what both sides agree on: they know neither side.
            ...['./functions', './web'].map((from) => ({
              target: './packages/contracts',
              from,
              message: 'The contracts package imports neither the functions nor the web app.',
            })),
          ],
        },
      ],
    },
  })),
  // Feature logic knows nothing of HTTP: only a feature's *-routes.ts file speaks Express.
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/features/**/*-routes.ts',
      'functions/src/http/**',
      'functions/src/{api-app,composition-root,index}.ts',
      'functions/src/drivers/local-blob-router*.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Only routes (features/*/*-routes.ts) and http/ speak Express.' }],
          patterns: [{ group: ['**/http/*', '!**/http/route'], message: 'Feature logic does not import http/; routes translate.' }],
        },
      ],
    },
  },
  // kebab-case file and folder names.
  {
    files: ['packages/*/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'tools/*/src/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The web's state flows one way (docs/decisions/0005): components read a store through its hook
  // and call its actions; only a store's own module reaches into it from outside React.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*-store.ts', 'web/src/**/stores/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(getState|setState)$/]',
          message: "Read a store through its hook and call its actions; only the store's own module (*-store.ts, stores/) uses getState/setState.",
        },
      ],
    },
  },
  // The web takes the contracts' types only, and values from the plain modules: an endpoint module
  // brings zod into the bundle, whose check for eval the Content-Security-Policy refuses.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bela/contracts/*', '!@bela/contracts/constants', '!@bela/contracts/analytics-names', '!@bela/contracts/document-ids', '!@bela/contracts/errors'],
              allowTypeImports: true,
              message: 'Import contract types with `import type`; values come from @bela/contracts/constants (zod stays out of the bundle).',
            },
          ],
        },
      ],
    },
  },
  // A store keeps UI state: server data lives in the query cache (features/*/api), so no store
  // module calls the API.
  {
    files: ['web/src/**/*-store.ts', 'web/src/**/stores/**/*.ts'],
    ignores: ['web/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/api-client', '**/api-transport'], message: 'A store keeps UI state only; server data lives in the query cache (features/*/api).' },
          ],
        },
      ],
    },
  },
  // TanStack Query's own rules (query keys that name every input, stable query clients).
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['web/src/**/*.{ts,tsx}'] })),
  // Server data has one home (docs/decisions/0029): keys are written only in key factory modules
  // (keys.ts, query-keys.ts), and each API path is called from one module.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { bela },
    rules: {
      'bela/no-literal-query-key': 'error',
      'bela/one-fetcher-per-path': ['error', { root: fileURLToPath(new URL('./web/src', import.meta.url)) }],
    },
  },
);
