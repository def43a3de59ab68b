/**
 * Accessibility checks for the end-to-end tests: axe-core run inside the page, failing on serious or
 * critical violations. Every check also leaves a record in .local/a11y, from which
 * `npm run bench -- axe` (bench/axe.bench.ts) writes the figures of bench/results/axe.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const A11Y_RECORDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../.local/a11y');

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The first offending element's markup and axe's explanation, cut short. */
  example: string;
}

export interface A11yRecord {
  label: string;
  url: string;
  viewport: string;
  rulesRun: number;
  passes: number;
  /** Rules axe could not decide alone (colours over images, say), for a person to review. */
  needsReview: string[];
  violations: A11yViolation[];
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it stands (WCAG 2.1 A/AA plus best practices) and fails the test on any
 * serious or critical violation. `label` names the state ("chat, trial member, account dialog").
 * The script goes in through the DevTools protocol, so the page's Content-Security-Policy stays on.
 */
export async function expectAccessible(page: Page, label: string): Promise<A11yRecord> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(`${axeSource}\n;void 0`);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      passes: unknown[];
      incomplete: { id: string }[];
      inapplicable: unknown[];
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }[];
    }
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return {
      rulesRun: r.passes.length + r.violations.length + r.incomplete.length,
      passes: r.passes.length,
      needsReview: r.incomplete.map((rule) => rule.id),
      violations: r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        example: `${v.nodes[0]?.html.slice(0, 300)} :: ${v.nodes[0]?.failureSummary?.slice(0, 300) ?? ''}`,
      })),
    };
  });
  const viewport = page.viewportSize();
  const record: A11yRecord = {
    label,
    url: new URL(page.url()).pathname,
    viewport: viewport ? `${viewport.width}x${viewport.height}` : 'unknown',
    ...result,
  };
  saveRecord(record);
  const blocking = record.violations.filter((v) => v.impact !== null && BLOCKING.has(v.impact));
  expect(blocking, `axe: serious or critical violations on "${label}"`).toEqual([]);
  return record;
}

function saveRecord(record: A11yRecord) {
  mkdirSync(A11Y_RECORDS_DIR, { recursive: true });
  const name = `${record.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${record.viewport}.json`;
  writeFileSync(join(A11Y_RECORDS_DIR, name), JSON.stringify(record, null, 2));
}
