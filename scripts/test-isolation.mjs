// Which vitest files need a worker of their own (vitest.config.ts, docs/decisions/0012). Most files
// share their worker's module cache and DOM with the files before them, which saves importing the
// app afresh for each; a file that replaces a module or a browser global would leak the replacement
// into the next one, so it runs isolated (a spy, vi.spyOn, is undone after each test by the set-up,
// so it needs no isolation). scripts/test-isolation.test.ts keeps this list true.

/**
 * A test file's source replaces a module or a global for its own tests, or imports its modules
 * afresh (`vi.resetModules`, to start a store over).
 */
export const replacesModulesOrGlobals = (source) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/.test(source);

/** The component test files that do, each run in a fresh worker (project `component-isolated`). */
export const COMPONENT_FILES_WITH_MOCKS = [
  'web/src/features/account/components/verify-email-banner.test.tsx',
  'web/src/features/account/components/account-dialog.test.tsx',
  'web/src/features/account/components/upgrade-dialog.test.tsx',
  'web/src/features/chat/components/chat-streaming-renders.test.tsx',
  'web/src/features/chat/components/chat-open-by-address.test.tsx',
  'web/src/features/admin-upload/components/admin-upload-page.test.tsx',
  'web/src/lib/tracking/use-signup-abandonment.test.tsx',
];

/** The web's plain-module test files that do, each run in a fresh worker (project `unit-web-isolated`). */
export const WEB_UNIT_FILES_WITH_MOCKS = [
  'web/src/features/auth/stores/throttle-store.test.ts',
  'web/src/features/chat/api/chat-stream.test.ts',
  'web/src/lib/api-client.test.ts',
  'web/src/lib/api-transport.test.ts',
  'web/src/lib/session/session.test.ts',
  'web/src/lib/boot/early-request.test.ts',
  'web/src/lib/boot/kept-session.test.ts',
  'web/src/lib/firebase.test.ts',
];
