// The end of `npm test`: each step's time, the slowest tests, the flaky ones and the tally, from the
// JSON reports the vitest and Playwright runs write to .local/reports (scripts/test.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The reports one run writes, by file name; a layer that did not run has none. */
export const REPORT_FILES = { local: 'vitest-local.json', api: 'vitest-api.json', apiStack: 'vitest-api-stack.json', e2e: 'playwright.json' };

/** The parsed reports found in `dir`: { local, api, e2e }, each undefined when its file is missing. */
export function readReports(dir) {
  const read = (file) => {
    const p = path.join(dir, file);
    return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : undefined;
  };
  return { local: read(REPORT_FILES.local), api: mergeVitest(read(REPORT_FILES.apiStack), read(REPORT_FILES.api)), e2e: read(REPORT_FILES.e2e) };
}

/**
 * The API suite's two runs (the files that reach the stack, and beside them the rest) as one
 * report: their tests together, and as its duration the time from the first start to the last end
 * (the sum of the two, when a report has no start).
 */
function mergeVitest(first, second) {
  if (!first || !second) return first ?? second;
  const durationOf = (report) => layerMs(report) ?? 0;
  const sum = (key) => (first[key] ?? 0) + (second[key] ?? 0);
  const starts = [first.startTime, second.startTime];
  const duration = starts.every((t) => typeof t === 'number')
    ? Math.max(first.startTime + durationOf(first), second.startTime + durationOf(second)) - Math.min(...starts)
    : durationOf(first) + durationOf(second);
  return {
    ...second,
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    testResults: [...first.testResults, ...second.testResults],
    stats: { duration },
  };
}

/** The vitest layer of a local test file, as vitest.config.ts sorts them into projects. */
export function localLayer(file) {
  if (file.includes('.contract.test.')) return 'contract';
  if (file.startsWith('tests/rules/')) return 'rules';
  if (file.startsWith('web/src/') && file.endsWith('.test.tsx')) return 'component';
  return 'unit';
}

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Every test a vitest JSON report ran: { layer, file, name, ms, status }. */
export function vitestTests(report, layer, root) {
  return report.testResults.flatMap((fileResult) => {
    const file = relative(root, fileResult.name);
    return fileResult.assertionResults.map((test) => ({
      layer: layer ?? localLayer(file),
      file,
      name: [...test.ancestorTitles, test.title].join(' › '),
      ms: test.duration ?? 0,
      status: test.status,
    }));
  });
}

/**
 * Every test a Playwright JSON report ran: { layer: 'e2e', file, name, ms, status }, status being
 * Playwright's expected, unexpected, flaky or skipped. A test's time is that of all its attempts:
 * what the run spent on it.
 */
export function playwrightTests(report, root) {
  const rootDir = report.config?.rootDir ?? root;
  const tests = [];
  const visit = (suite, titles) => {
    // The top-level suite of a file is titled with the file's name, which the file column shows.
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          layer: 'e2e',
          file: relative(root, path.join(rootDir, spec.file)),
          name: [...inner, spec.title].join(' › ') + (test.projectName ? ` [${test.projectName}]` : ''),
          ms: test.results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of report.suites) visit(suite, []);
  return tests;
}

/** Every test of the reports, in one list. */
export function allTests(reports, root) {
  return [
    ...(reports.local ? vitestTests(reports.local, undefined, root) : []),
    ...(reports.api ? vitestTests(reports.api, 'api', root) : []),
    ...(reports.e2e ? playwrightTests(reports.e2e, root) : []),
  ];
}

/**
 * The run's counts. A Playwright test that failed and then passed on a retry (flaky) is not counted
 * as passed: it is counted, and named, among `flaky`.
 */
export function tally(reports, root) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const r of [reports.local, reports.api]) {
    if (!r) continue;
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  let flaky = [];
  if (reports.e2e) {
    const { stats } = reports.e2e;
    passed += stats.expected;
    failed += stats.unexpected;
    skipped += stats.skipped;
    flaky = playwrightTests(reports.e2e, root).filter((t) => t.status === 'flaky');
  }
  return { passed, failed, skipped, flaky };
}

const NOT_RUN = new Set(['skipped', 'pending', 'todo']);

/** The `count` tests that took longest, slowest first; a skipped test took no time. */
export function slowest(tests, count = 10) {
  return tests.filter((t) => !NOT_RUN.has(t.status)).sort((a, b) => b.ms - a.ms).slice(0, count);
}

export const formatDuration = (ms) => (Math.round(ms) >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const testLabel = (t) => `${t.file} › ${t.name}`;

/**
 * How long a layer's run took, from its report: a vitest run from its start to its last file's end,
 * a Playwright run as it reports itself. Undefined for a layer that did not run.
 */
export function layerMs(report) {
  if (!report) return undefined;
  if (report.stats && typeof report.stats.duration === 'number') return report.stats.duration;
  const ends = (report.testResults ?? []).map((r) => r.endTime).filter((t) => typeof t === 'number');
  return typeof report.startTime === 'number' && ends.length > 0 ? Math.max(...ends) - report.startTime : undefined;
}

/** The time lines: each step of the run (name, ms), the API and end-to-end layers within the stack's, and the whole. */
function timeLines(reports, steps, totalMs) {
  const rows = steps.map((s) => [s.name, s.ms]);
  for (const [name, report] of [['  of which the API suite', reports.api], ['  of which the end-to-end tests', reports.e2e]]) {
    const ms = layerMs(report);
    if (ms !== undefined) rows.push([name, ms]);
  }
  if (totalMs !== undefined) rows.push(['npm test, in all', totalMs]);
  const width = Math.max(...rows.map(([name]) => name.length));
  return ['', 'Time by step', ...rows.map(([name, ms]) => `  ${name.padEnd(width)}  ${formatDuration(ms).padStart(7)}`)];
}

/**
 * The closing lines of `npm test`; the last is always "N passed, N failed" (", N flaky", ", N
 * skipped"). With `steps` ({ name, ms }), each step's time comes first.
 */
export function summaryLines(reports, root, { steps, totalMs } = {}) {
  const tests = allTests(reports, root);
  const { passed, failed, skipped, flaky } = tally(reports, root);
  const lines = steps?.length ? timeLines(reports, steps, totalMs) : [];
  const top = slowest(tests);
  if (top.length > 0) {
    const width = Math.max(...top.map((t) => formatDuration(t.ms).length));
    lines.push('', 'Slowest tests');
    for (const t of top) lines.push(`  ${formatDuration(t.ms).padStart(width)}  ${t.layer.padEnd(8)}  ${testLabel(t)}`);
  }
  lines.push('');
  const failedTests = tests.filter((t) => t.status === 'failed' || t.status === 'unexpected');
  // Named at the end, where a CI log's tail shows them.
  if (failedTests.length > 0) lines.push(`${failedTests.length} failed: ${failedTests.map(testLabel).join('; ')}`);
  if (flaky.length > 0) lines.push(`${flaky.length} flaky (failed, then passed on a retry; not counted as passed): ${flaky.map(testLabel).join('; ')}`);
  lines.push(`${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`);
  return lines;
}
