/**
 * Accessibility figures: runs every end-to-end spec that checks pages with axe
 * (`expectAccessible`, tests/support/a11y.ts) on a fresh stack, then adds up the record each check
 * left in .local/a11y: per state (route, state, viewport) the violations by impact, their rule ids,
 * the rules passed and those axe left for a person to review; and the totals. The records are cleared first, so the figures are one
 * run's. Figures: bench/results/axe.json. `--summary-only` adds up the records already there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { A11Y_RECORDS_DIR, type A11yRecord } from '../tests/support/a11y';

const ROOT = path.resolve(import.meta.dirname, '..');
const E2E_DIR = path.join(ROOT, 'tests/e2e');
const PLAYWRIGHT_REPORT = path.join(ROOT, '.local/reports/playwright.json');
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];
type ByImpact = Record<Impact, number>;

const noViolations = (): ByImpact => ({ critical: 0, serious: 0, moderate: 0, minor: 0 });

/** The specs that run axe: directly (expectAccessible) or through the screen check (checkScreen). */
function a11ySpecs(): string[] {
  return readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.spec.ts') && /\b(expectAccessible|checkScreen)\(/.test(readFileSync(path.join(E2E_DIR, file), 'utf8')))
    .map((file) => path.join('tests/e2e', file));
}

/** Runs the specs on a fresh stack; the tests' outcome, as Playwright reported it. */
function runSpecs(specs: string[]) {
  rmSync(A11Y_RECORDS_DIR, { recursive: true, force: true });
  const startedAt = Date.now();
  const playwright = ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts', ...specs].join(' ');
  const result = spawnSync('node', ['scripts/stack.mjs', 'exec', '--', playwright], {
    cwd: ROOT,
    stdio: 'inherit',
    // Every test account signs up from 127.0.0.1: the limits `npm test` sets for the end-to-end run.
    env: { ...process.env, SIGNUPS_PER_HOUR: process.env.SIGNUPS_PER_HOUR ?? '500', FAILED_LOGINS_PER_15_MIN: process.env.FAILED_LOGINS_PER_15_MIN ?? '500' },
  });
  const fresh = existsSync(PLAYWRIGHT_REPORT) && statSync(PLAYWRIGHT_REPORT).mtimeMs >= startedAt;
  const stats = fresh ? (JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats : null;
  return {
    exitCode: result.status ?? 1,
    tests: stats ? { passed: stats.expected, failed: stats.unexpected, flaky: stats.flaky, skipped: stats.skipped } : null,
  };
}

function readRecords(): A11yRecord[] {
  if (!existsSync(A11Y_RECORDS_DIR)) return [];
  return readdirSync(A11Y_RECORDS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(A11Y_RECORDS_DIR, file), 'utf8')) as A11yRecord);
}

function summarize(records: A11yRecord[]) {
  const states = records
    .map((record) => {
      const violations = noViolations();
      for (const violation of record.violations) {
        const impact = (IMPACTS as readonly string[]).includes(violation.impact ?? '') ? (violation.impact as Impact) : 'minor';
        violations[impact] += 1;
      }
      return {
        route: record.url,
        state: record.label,
        viewport: record.viewport,
        violations,
        rules: record.violations.map((violation) => `${violation.id} (${violation.impact ?? 'no impact'})`),
        passes: record.passes,
        needsReview: record.needsReview ?? [],
        rulesRun: record.rulesRun,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route) || a.state.localeCompare(b.state) || a.viewport.localeCompare(b.viewport));

  const violations = noViolations();
  for (const state of states) for (const impact of IMPACTS) violations[impact] += state.violations[impact];
  const byRule = new Map<string, { impact: string | null; states: string[] }>();
  for (const record of records) {
    for (const violation of record.violations) {
      const entry = byRule.get(violation.id) ?? { impact: violation.impact, states: [] };
      entry.states.push(`${record.label} ${record.viewport}`);
      byRule.set(violation.id, entry);
    }
  }
  return {
    totals: {
      statesChecked: states.length,
      routesCovered: new Set(states.map((state) => state.route)).size,
      viewports: [...new Set(states.map((state) => state.viewport))].sort(),
      statesWithViolations: states.filter((state) => state.rules.length > 0).length,
      violations,
      needsReview: Object.fromEntries(
        [...new Set(states.flatMap((state) => state.needsReview))].sort().map((id) => [id, states.filter((state) => state.needsReview.includes(id)).length]),
      ),
    },
    rules: Object.fromEntries([...byRule].sort(([a], [b]) => a.localeCompare(b))),
    states,
  };
}

const summaryOnly = process.argv.includes('--summary-only');
const specs = a11ySpecs();
const run = summaryOnly ? null : runSpecs(specs);
const records = readRecords();
if (records.length === 0) throw new Error(`No accessibility records in ${A11Y_RECORDS_DIR}: run without --summary-only`);
const summary = summarize(records);

const figures = {
  bench: 'axe',
  at: new Date().toISOString(),
  axe: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/axe-core/package.json'), 'utf8')).version as string,
  ruleSet: 'WCAG 2.0/2.1 A and AA, and best practices; a serious or critical violation fails the test',
  specs,
  tests: run?.tests ?? null,
  ...summary,
};
const out = path.join(import.meta.dirname, 'results', 'axe.json');
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(JSON.stringify({ tests: figures.tests, totals: summary.totals, rules: summary.rules }, null, 2));
console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
if (run && run.exitCode !== 0) process.exit(run.exitCode);
