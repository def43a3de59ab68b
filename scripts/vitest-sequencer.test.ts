import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { WaitingFilesFirst } from './vitest-sequencer.mjs';

/** A test file of a project, as vitest hands it to the sequencer (only what the sort reads). */
const file = (project: string, moduleId: string, isolate = true) =>
  ({ project: { name: project, config: { isolate, sequence: { groupOrder: 0 } } }, moduleId: `/repo/${moduleId}` }) as unknown as TestSpecification;

/** A run that remembers the durations given (a clean clone remembers none). */
function sequencer(durations: Record<string, number> = {}) {
  const cache = {
    getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
    getFileStats: () => undefined,
  };
  return new WaitingFilesFirst({ cache, config: { root: '/repo' } } as unknown as Vitest);
}

const names = (files: TestSpecification[]) => files.map((f) => `${f.project.name}:${f.moduleId.slice('/repo/'.length)}`);

describe('the order of the test files', () => {
  const files = [
    file('component', 'web/a.test.tsx', false),
    file('unit', 'functions/b.test.ts', false),
    file('rules', 'tests/rules/r.test.ts'),
    file('component', 'web/c.test.tsx', false),
    file('contract', 'functions/contention.contract.test.ts'),
  ];

  it('starts the files that wait on the emulator first, even with no durations remembered', async () => {
    expect(names(await sequencer().sort(files))).toEqual([
      'contract:functions/contention.contract.test.ts',
      'rules:tests/rules/r.test.ts',
      'component:web/a.test.tsx',
      'component:web/c.test.tsx',
      'unit:functions/b.test.ts',
    ]);
  });

  it('starts a file named as waiting first within its own project', async () => {
    const api = [file('api', 'tests/api/chat.test.ts', false), file('api', 'tests/api/firestore-limits.test.ts', false)];
    expect(names(await sequencer().sort(api))).toEqual(['api:tests/api/firestore-limits.test.ts', 'api:tests/api/chat.test.ts']);
  });

  it('keeps the longest first within a project once durations are remembered', async () => {
    const sorted = await sequencer({ 'component:web/a.test.tsx': 1_000, 'component:web/c.test.tsx': 9_000 }).sort(files);
    expect(names(sorted).slice(2, 4)).toEqual(['component:web/c.test.tsx', 'component:web/a.test.tsx']);
  });
});
