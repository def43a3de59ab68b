/**
 * The files that share a worker (vitest.config.ts: unit, unit-web, component, api) replace no
 * module and no global, and every web file that does is listed to run isolated: a replacement that
 * leaked into the next file would make that file pass or fail by the order the files ran in.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPONENT_FILES_WITH_MOCKS, WEB_UNIT_FILES_WITH_MOCKS, replacesModulesOrGlobals } from './test-isolation.mjs';

const root = path.resolve(__dirname, '..');

/** The test files under `dir` (contract suites aside: they run isolated), relative to the root. */
const testFiles = (dir: string, suffix: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules') && file.endsWith(suffix) && !file.endsWith('.contract.test.ts'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);

const replacing = (files: string[]) => files.filter((file) => replacesModulesOrGlobals(readFileSync(path.join(root, file), 'utf8')));

describe('test isolation', () => {
  it('tells a file that replaces a module or a global from one that does not', () => {
    expect(replacesModulesOrGlobals("vi.mock('./firebase', () => ({}));")).toBe(true);
    expect(replacesModulesOrGlobals("vi.stubGlobal('fetch', fetchMock);")).toBe(true);
    expect(replacesModulesOrGlobals('vi.resetModules();')).toBe(true);
    expect(replacesModulesOrGlobals("vi.spyOn(window, 'open');\nconst f = vi.fn();")).toBe(false);
  });

  // Each isolated list, beside the test files it is drawn from (and how many there are at least).
  const lists = [
    { kind: "web's plain-module", files: () => [...testFiles('web/src', '.test.ts'), ...testFiles('web/scripts', '.test.ts')], atLeast: 60, listed: WEB_UNIT_FILES_WITH_MOCKS },
    { kind: 'component', files: () => testFiles('web/src', '.test.tsx'), atLeast: 20, listed: COMPONENT_FILES_WITH_MOCKS },
  ];
  for (const { kind, files, atLeast, listed } of lists) {
    it(`lists exactly the ${kind} files that replace a module or a global`, () => {
      const all = files();
      expect(all.length).toBeGreaterThan(atLeast);
      expect(replacing(all).sort()).toEqual([...listed].sort());
      for (const file of listed) expect(existsSync(path.join(root, file))).toBe(true);
    });
  }

  it('keeps replacements out of the server, contract, tool and API files that share a worker', () => {
    const shared = ['functions/src', 'packages/contracts/src', 'tools', 'scripts', 'tests/api']
      .flatMap((dir) => testFiles(dir, '.test.ts'))
      .filter((file) => file !== 'scripts/test-isolation.test.ts'); // its probes above name the calls
    expect(shared.length).toBeGreaterThan(90);
    expect(replacing(shared)).toEqual([]);
  });
});
