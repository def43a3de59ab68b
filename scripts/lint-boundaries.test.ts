/**
 * The boundaries ESLint enforces (eslint.config.js): each rule is shown to refuse a real breach,
 * so a config change that silently drops one fails here.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint of a run loads the config's plugins and resolvers (about 5 s on a busy 2-core machine).
describe('lint boundaries', { timeout: 30_000 }, () => {
  it('keeps web features apart', async () => {
    expect(await rulesBroken('web/src/features/chat/probe.ts', "export { signUp } from '../auth/api/auth-api';\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('web/src/lib/probe.ts', "export { signUp } from '../features/auth/api/auth-api';\n")).toContain('import-x/no-restricted-paths');
  });

  it('keeps the server resources under the features and above the shared code', async () => {
    expect(await rulesBroken('web/src/resources/photos/probe.ts', "export { signUp } from '../../features/auth/api/auth-api';\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('web/src/lib/probe.ts', "export { photoKeys } from '../resources/photos/keys';\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('web/src/features/gallery/probe.ts', "export { photoKeys } from '../../resources/photos/keys';\n")).toEqual([]);
  });

  it('writes query keys only in key factories, and fetches each API path from one module', async () => {
    expect(await rulesBroken('web/src/features/chat/api/probe.ts', "export const filters = { queryKey: ['memories', 'member-1'] };\n")).toContain('bela/no-literal-query-key');
    expect(await rulesBroken('web/src/features/chat/api/query-keys.ts', "export const keys = { all: ['chat'] as const };\n")).not.toContain('bela/no-literal-query-key');
    // The photos resource fetches /images/photos: a feature asking again is refused.
    const secondFetcher = "import { apiPost } from '../../../lib/api-client';\nexport const photos = () => apiPost('/images/photos', { page: 1, limit: 15 });\n";
    expect(await rulesBroken('web/src/features/gallery/api/probe.ts', secondFetcher)).toContain('bela/one-fetcher-per-path');
    // The first file with an API call has the rule read every module of web/src once.
  }, 20_000);

  it('keeps server features apart and layers one way', async () => {
    expect(await rulesBroken('functions/src/features/chat/probe.ts', "export { authRoutes } from '../auth/auth-routes';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('functions/src/stores/probe.ts', "export { entitlements } from '../features/chat/entitlements';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('functions/src/features/chat/probe.ts', "export { SqliteDocStore } from '../../drivers/sqlite-doc-store';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps Express out of feature logic', async () => {
    expect(await rulesBroken('functions/src/features/chat/probe.ts', "import express from 'express';\nexport default express;\n")).toContain('no-restricted-imports');
    expect(await rulesBroken('functions/src/features/chat/probe-routes.ts', "import express from 'express';\nexport default express;\n")).not.toContain(
      'no-restricted-imports',
    );
  });

  it('allows what the layers allow', async () => {
    expect(await rulesBroken('functions/src/features/chat/probe.ts', "export { UserStore } from '../../stores/users';\n")).toEqual([]);
    expect(await rulesBroken('web/src/features/chat/probe.ts', "export { ApiError } from '../../lib/api-error';\n")).toEqual([]);
  });

  it('lets only a store reach into a store from outside React', async () => {
    const reach = "import { useSessionStore } from '../../lib/session/session-store';\nexport const user = () => useSessionStore.getState().user;\n";
    expect(await rulesBroken('web/src/features/chat/components/probe.tsx', reach)).toContain('no-restricted-syntax');
    expect(await rulesBroken('web/src/features/chat/hooks/probe.ts', reach.replace('getState()', 'setState({})'))).toContain('no-restricted-syntax');
    expect(await rulesBroken('web/src/lib/session/probe-store.ts', reach)).not.toContain('no-restricted-syntax');
    expect(await rulesBroken('web/src/features/chat/components/probe.test.tsx', reach)).not.toContain('no-restricted-syntax');
  });

  it('keeps server data out of the stores', async () => {
    const fetching = "export { fetchThings } from '../api/get-things';\n";
    expect(await rulesBroken('web/src/features/gallery/stores/probe-store.ts', fetching)).toContain('no-restricted-imports');
    expect(await rulesBroken('web/src/features/gallery/components/probe.ts', fetching)).not.toContain('no-restricted-imports');
  });

  it('wants kebab-case names and refuses import cycles', async () => {
    expect(await rulesBroken('web/src/lib/BadName.ts', 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
    const config = await eslint.calculateConfigForFile(path.join(root, 'functions/src/features/chat/chat-routes.ts'));
    expect(config.rules['import-x/no-cycle'][0]).toBe(2);
  });
});
