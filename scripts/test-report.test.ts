import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDuration, readReports, slowest, summaryLines, tally } from './test-report.mjs';

const root = '/repo';

/** A vitest JSON report (its --reporter=json shape) of the given files' tests. */
function vitestReport(files: Record<string, { title: string; ancestors?: string[]; ms: number; status?: string }[]>) {
  const testResults = Object.entries(files).map(([file, tests]) => ({
    name: `${root}/${file}`,
    assertionResults: tests.map((t) => ({
      ancestorTitles: t.ancestors ?? [],
      title: t.title,
      status: t.status ?? 'passed',
      duration: t.ms,
    })),
  }));
  const all = testResults.flatMap((f) => f.assertionResults);
  return {
    numPassedTests: all.filter((t) => t.status === 'passed').length,
    numFailedTests: all.filter((t) => t.status === 'failed').length,
    numPendingTests: all.filter((t) => t.status === 'skipped' || t.status === 'pending').length,
    numTodoTests: all.filter((t) => t.status === 'todo').length,
    testResults,
  };
}

const local = vitestReport({
  'functions/src/stores/users.test.ts': [
    { ancestors: ['users'], title: 'creates a user', ms: 12 },
    { ancestors: ['users'], title: 'refuses a second user with the same email', ms: 1_450, status: 'failed' },
  ],
  'functions/src/drivers/sqlite-doc-store.contract.test.ts': [{ title: 'runs a transaction', ms: 2_300 }],
  'tests/rules/firestore-rules.test.ts': [
    { title: 'refuses a client read', ms: 700 },
    { title: 'a case for later', ms: 0, status: 'skipped' },
  ],
});

const api = vitestReport({
  'tests/api/chat.test.ts': Array.from({ length: 8 }, (_, i) => ({ ancestors: ['chat'], title: `reply ${i}`, ms: 100 + i })),
});

// Playwright's JSON reporter: a suite per file (titled with the file), nested describe suites, and
// per test the results of each attempt.
const e2e = {
  config: { rootDir: `${root}/tests/e2e` },
  stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      title: 'chat.spec.ts',
      file: 'chat.spec.ts',
      specs: [
        {
          title: 'streams a reply',
          file: 'chat.spec.ts',
          tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 9_000 }] }],
        },
      ],
      suites: [
        {
          title: 'gallery',
          file: 'chat.spec.ts',
          specs: [
            {
              title: 'opens a photo',
              file: 'chat.spec.ts',
              tests: [{ projectName: 'desktop', status: 'flaky', results: [{ duration: 4_000 }, { duration: 3_500 }] }],
            },
            {
              title: 'keeps its place',
              file: 'chat.spec.ts',
              tests: [{ projectName: 'desktop', status: 'expected', results: [{ duration: 50 }] }],
            },
            {
              title: 'not yet',
              file: 'chat.spec.ts',
              tests: [{ projectName: 'desktop', status: 'skipped', results: [] }],
            },
          ],
        },
      ],
    },
  ],
};

const reports = { local, api, e2e };

describe('the end of npm test', () => {
  const lines = summaryLines(reports, root);

  it('ends with the tally, flaky tests counted as flaky, not as passed', () => {
    expect(lines.at(-1)).toBe('13 passed, 1 failed, 1 flaky, 2 skipped');
    expect(tally(reports, root)).toMatchObject({ passed: 13, failed: 1, skipped: 2 });
    expect(tally(reports, root).flaky).toHaveLength(1);
  });

  it('names the failed tests, then the flaky ones, on the lines above the tally', () => {
    expect(lines.at(-3)).toBe('1 failed: functions/src/stores/users.test.ts › users › refuses a second user with the same email');
    expect(lines.at(-2)).toBe(
      '1 flaky (failed, then passed on a retry; not counted as passed): tests/e2e/chat.spec.ts › gallery › opens a photo [desktop]',
    );
  });

  it('starts with the time of each step, the API and end-to-end layers within the stack, and the whole', () => {
    const timed = {
      ...reports,
      api: { ...api, startTime: 1_000, testResults: api.testResults.map((r) => ({ ...r, endTime: 81_000 })) },
      e2e: { ...e2e, stats: { ...e2e.stats, duration: 95_500 } },
    };
    const steps = [
      { name: 'typecheck', ms: 31_000 },
      { name: 'API and end-to-end (stack)', ms: 200_000 },
    ];
    const top = summaryLines(timed, root, { steps, totalMs: 230_000 }).slice(0, 7);
    expect(top).toEqual([
      '',
      'Time by step',
      '  typecheck                         31.0 s',
      '  API and end-to-end (stack)       200.0 s',
      '    of which the API suite          80.0 s',
      '    of which the end-to-end tests   95.5 s',
      '  npm test, in all                 230.0 s',
    ]);
  });

  it('sorts the web app\'s .test.tsx files into the component layer', () => {
    const withComponent = { local: vitestReport({ 'web/src/app/guards/require-admin.test.tsx': [{ title: 'refuses a member', ms: 5_000 }] }) };
    expect(summaryLines(withComponent, root)).toContain('  5.0 s  component  web/src/app/guards/require-admin.test.tsx › refuses a member');
  });

  it('lists the ten slowest tests across the three reports, slowest first, with layer and file', () => {
    const start = lines.indexOf('Slowest tests');
    expect(start).toBeGreaterThan(-1);
    expect(lines.slice(start + 1, start + 6)).toEqual([
      '   9.0 s  e2e       tests/e2e/chat.spec.ts › streams a reply [desktop]',
      '   7.5 s  e2e       tests/e2e/chat.spec.ts › gallery › opens a photo [desktop]',
      '   2.3 s  contract  functions/src/drivers/sqlite-doc-store.contract.test.ts › runs a transaction',
      '   1.4 s  unit      functions/src/stores/users.test.ts › users › refuses a second user with the same email',
      '  700 ms  rules     tests/rules/firestore-rules.test.ts › refuses a client read',
    ]);
    expect(lines.slice(start + 6, start + 11)).toEqual([
      '  107 ms  api       tests/api/chat.test.ts › chat › reply 7',
      '  106 ms  api       tests/api/chat.test.ts › chat › reply 6',
      '  105 ms  api       tests/api/chat.test.ts › chat › reply 5',
      '  104 ms  api       tests/api/chat.test.ts › chat › reply 4',
      '  103 ms  api       tests/api/chat.test.ts › chat › reply 3',
    ]);
    expect(lines[start + 11]).toBe('');
  });

  it('leaves skipped tests out of the slowest', () => {
    const names = slowest([
      { layer: 'unit', file: 'a.test.ts', name: 'ran', ms: 0, status: 'passed' },
      { layer: 'unit', file: 'a.test.ts', name: 'skipped', ms: 5, status: 'skipped' },
      { layer: 'e2e', file: 'b.spec.ts', name: 'skipped', ms: 5, status: 'skipped' },
    ]).map((t: { name: string }) => t.name);
    expect(names).toEqual(['ran']);
  });

  it('prints only the tally, without a flaky line, when no test ran', () => {
    expect(summaryLines({}, root)).toEqual(['', '0 passed, 0 failed']);
  });

  it('shows seconds from one second up and milliseconds below', () => {
    expect([formatDuration(999.4), formatDuration(999.6), formatDuration(61_234)]).toEqual(['999 ms', '1.0 s', '61.2 s']);
  });
});

describe('reading the reports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the ones a run wrote and leaves the others undefined', () => {
    writeFileSync(path.join(dir, 'vitest-api.json'), JSON.stringify(api));
    writeFileSync(path.join(dir, 'playwright.json'), JSON.stringify(e2e));
    const found = readReports(dir);
    expect(found.local).toBeUndefined();
    expect(found.api).toEqual(api);
    expect(found.e2e).toEqual(e2e);
  });

  it("counts the API suite's two runs (the files that reach the stack, and the rest beside them) as one layer, first start to last end", () => {
    const onStack = vitestReport({ 'tests/api/stack.test.ts': [{ title: 'answers health', ms: 40 }, { title: 'refuses a big body', ms: 60, status: 'failed' }] });
    const dir2 = mkdtempSync(path.join(tmpdir(), 'bela-reports-'));
    try {
      writeFileSync(path.join(dir2, 'vitest-api-stack.json'), JSON.stringify({ ...onStack, startTime: 1_000, testResults: onStack.testResults.map((r) => ({ ...r, endTime: 16_000 })) }));
      writeFileSync(path.join(dir2, 'vitest-api.json'), JSON.stringify({ ...api, startTime: 2_000, testResults: api.testResults.map((r) => ({ ...r, endTime: 30_000 })) }));
      const found = readReports(dir2);
      expect(tally(found, root)).toMatchObject({ passed: 9, failed: 1 });
      const lines = summaryLines(found, root, { steps: [{ name: 'API and end-to-end (stack)', ms: 60_000 }] });
      expect(lines.find((line) => line.includes('of which the API suite'))).toMatch(/29\.0 s$/);
    } finally {
      rmSync(dir2, { recursive: true, force: true });
    }
  });
});
