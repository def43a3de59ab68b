/**
 * The boundaries ESLint enforces (eslint.config.js): each rule is shown to refuse a real breach,
 * so a config change that silently drops one fails here.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  it('keeps web features apart', async () => {
    expect(await rulesBroken('web/src/features/chat/probe.ts', "export { signUp } from '../auth/api/auth-api';\n")).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('web/src/lib/probe.ts', "export { signUp } from '../features/auth/api/auth-api';\n")).toContain('import-x/no-restricted-paths');
  });

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

  it('wants kebab-case names and refuses import cycles', async () => {
    expect(await rulesBroken('web/src/lib/BadName.ts', 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
    const config = await eslint.calculateConfigForFile(path.join(root, 'functions/src/features/chat/chat-routes.ts'));
    expect(config.rules['import-x/no-cycle'][0]).toBe(2);
  });
});
