import { defineConfig } from 'vitest/config';
import { contractsAlias } from './web/vite.config';
import { COMPONENT_FILES_WITH_MOCKS, WEB_UNIT_FILES_WITH_MOCKS } from './scripts/test-isolation.mjs';
import { WaitingFilesFirst } from './scripts/vitest-sequencer.mjs';

// Test layers (docs/testing/README.md): unit and contract run anywhere; api needs the Auth emulator,
// which `npm run test:api` starts around it.
export default defineConfig({
  // The contracts package from its sources, for every layer (the functions load its build at run time).
  resolve: { alias: contractsAlias },
  test: {
    // The files that mostly wait on the Firestore emulator start first (scripts/vitest-sequencer.mjs).
    sequence: { sequencer: WaitingFilesFirst },
    projects: [
      {
        // The server, the contracts, the tools, the scripts and the lint rules: plain modules with no module mocks, so
        // the files share one module cache per worker instead of importing everything afresh each
        // (with the web's plain modules beside them, 49 -> 28 CPU-seconds: docs/decisions/0012).
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'tools/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: ['**/*.contract.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The web app's plain modules, sharing their worker as the server's do.
        extends: true,
        test: {
          name: 'unit-web',
          include: ['web/src/**/*.test.ts', 'web/scripts/**/*.test.ts'],
          exclude: WEB_UNIT_FILES_WITH_MOCKS,
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Those that replace a module or a global, or import a store afresh: each in a fresh worker.
        extends: true,
        test: {
          name: 'unit-web-isolated',
          include: WEB_UNIT_FILES_WITH_MOCKS,
          environment: 'node',
        },
      },
      {
        // The web app's components in happy-dom (a third faster than jsdom here: docs/decisions/0011),
        // against a mock API typed by the contracts (web/src/testing).
        extends: true,
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          exclude: COMPONENT_FILES_WITH_MOCKS,
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 15_000,
          // One DOM and one module cache per worker: setup.ts resets the DOM, the handlers, the
          // query cache and the session after each test (docs/decisions/0012).
          isolate: false,
        },
      },
      {
        // Component files that replace a module or a browser global (vi.mock, vi.stubGlobal): each in
        // a fresh worker, so the replacement never reaches another file.
        extends: true,
        test: {
          name: 'component-isolated',
          include: COMPONENT_FILES_WITH_MOCKS,
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        // The Firestore emulator is started for the run unless FIRESTORE_EMULATOR_HOST names one.
        test: {
          name: 'contract',
          include: ['functions/src/**/*.contract.test.ts'],
          testTimeout: 30_000,
          globalSetup: ['tests/support/firestore-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each harness keeps its documents apart (a SQLite file, or a database of its own on the
          // Firestore emulator) and its accounts are new: files run side by side, and one after
          // another in a worker share its module cache (the app is imported once per worker, not
          // once per file: docs/decisions/0012).
          fileParallelism: true,
          isolate: false,
        },
      },
      {
        // firestore.rules on the Firestore emulator (FIRESTORE_EMULATOR_HOST); skipped without it, failed in CI.
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 30_000,
          globalSetup: ['tests/support/firestore-global-setup.ts'],
        },
      },
    ],
  },
});
