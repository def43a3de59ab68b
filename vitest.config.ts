import { defineConfig } from 'vitest/config';
import { contractsAlias } from './web/vite.config';

// Test layers (README "Tests"): unit and contract run anywhere; api needs the Auth emulator,
// which `npm run test:api` starts around it.
export default defineConfig({
  // The contracts package from its sources, for every layer (the functions load its build at run time).
  resolve: { alias: contractsAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.ts', 'tools/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/scripts/**/*.test.ts'],
          exclude: ['**/*.contract.test.ts', '**/node_modules/**'],
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
          // Firestore emulator) and its accounts are new: files run side by side.
          fileParallelism: true,
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
