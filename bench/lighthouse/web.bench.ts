/**
 * The public pages in Lighthouse on the stack `npm start` runs: `/`, `/signup` and `/terms`, each
 * several times in Debian's Chromium with Lighthouse's default mobile profile (a mid-range phone,
 * simulated slow 4G and a 4x slower CPU), from a cold cache, signed out. Medians of the
 * performance and accessibility scores (targets: 95 or more each), the largest contentful paint
 * and the cumulative layout shift; and for `/`, the JavaScript it downloads until the page is
 * loaded and the network quiet: as transferred, and gzip-compressed here (zlib, level 6) because
 * the local Hosting emulator serves files uncompressed (target: 120 KB gzip or less).
 * Nothing leaves the machine: the pages load only from the local stack, and the browser runs
 * without background networking. Figures: bench/results/web.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { QUIET_BROWSER_FLAGS } from '../../scripts/browser.mjs';
import { median } from '../measure';

const BASE = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const PAGES = ['/', '/signup', '/terms'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LANDING_JS_TARGET_KB = 120;
const SCORE_TARGET = 95;

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  lcpElement: string;
  scripts: NetworkItem[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function scriptsOf(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? []).filter((item) => item.resourceType === 'Script');
}

/** The element Lighthouse names as the largest contentful paint, as its HTML snippet. */
function lcpElementOf(lhr: Result): string {
  type Table = { items?: { items?: { node?: { snippet?: string } }[] }[] };
  const details = lhr.audits['largest-contentful-paint-element']?.details as Table | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

/** The gzip size of each script, compressed here from the file Hosting serves. */
async function gzipSizes(urls: string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    sizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length);
  }
  return sizes;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...QUIET_BROWSER_FLAGS],
});

const runs = new Map<string, Run[]>();
try {
  for (const page of PAGES) {
    // One unmeasured load first, so the Functions emulator's worker is warm for every measured run.
    await fetch(`${BASE}${page}`);
    await fetch(`${BASE}/api/images/landing-preview?limit=3`);
    const pageRuns: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(
        `${BASE}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableFullPageScreenshot: true },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      pageRuns.push({
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        speedIndexMs: numeric(lhr, 'speed-index'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        lcpElement: lcpElementOf(lhr),
        scripts: scriptsOf(lhr),
      });
      const last = pageRuns.at(-1)!;
      console.log(
        `${page} run ${i + 1}: performance ${last.performance}, accessibility ${last.accessibility}, ` +
          `FCP ${Math.round(last.fcpMs)} ms, LCP ${Math.round(last.lcpMs)} ms, TBT ${Math.round(last.tbtMs)} ms, SI ${Math.round(last.speedIndexMs)} ms`,
      );
    }
    runs.set(page, pageRuns);
  }
} finally {
  chrome.kill();
}

const pages = Object.fromEntries(
  [...runs].map(([page, pageRuns]) => [
    page,
    {
      runs: pageRuns.length,
      medianPerformance: median(pageRuns.map((run) => run.performance)),
      medianAccessibility: median(pageRuns.map((run) => run.accessibility)),
      medianFcpMs: Math.round(median(pageRuns.map((run) => run.fcpMs))),
      medianLcpMs: Math.round(median(pageRuns.map((run) => run.lcpMs))),
      medianTbtMs: Math.round(median(pageRuns.map((run) => run.tbtMs))),
      medianSpeedIndexMs: Math.round(median(pageRuns.map((run) => run.speedIndexMs))),
      medianCls: Math.round(median(pageRuns.map((run) => run.cls)) * 1000) / 1000,
      lcpElements: [...new Set(pageRuns.map((run) => run.lcpElement))],
      performanceScores: pageRuns.map((run) => run.performance),
      accessibilityScores: pageRuns.map((run) => run.accessibility),
    },
  ]),
);

// The landing's JavaScript: every script any run of `/` downloaded from the site (the runs agree;
// the union is the honest count should one have loaded something more). A script from elsewhere
// cannot load offline; it is listed, not counted.
const landingScripts = new Map<string, NetworkItem>();
const elsewhere = new Set<string>();
for (const run of runs.get('/') ?? []) {
  for (const script of run.scripts) {
    if (new URL(script.url).origin === new URL(BASE).origin) landingScripts.set(script.url, script);
    else elsewhere.add(script.url);
  }
}
const gzip = await gzipSizes([...landingScripts.keys()]);
const landingGzip = [...gzip.values()].reduce((sum, size) => sum + size, 0);
const landingTransferred = [...landingScripts.values()].reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

const figures = {
  bench: 'web',
  at: new Date().toISOString(),
  node: process.version,
  lighthouse: 'default mobile profile, simulated throttling, cold cache, signed out',
  targets: { performance: SCORE_TARGET, accessibility: SCORE_TARGET, landingJsGzipKB: LANDING_JS_TARGET_KB },
  pages,
  landingJs: {
    scripts: landingScripts.size,
    transferredKB: kb(landingTransferred),
    gzipKB: kb(landingGzip),
    files: [...gzip].map(([url, size]) => ({ file: new URL(url).pathname, gzipKB: kb(size) })).sort((a, b) => b.gzipKB - a.gzipKB),
    requestedElsewhere: [...elsewhere],
  },
};

const out = path.join(import.meta.dirname, '..', 'results', 'web.json');
writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
console.log(JSON.stringify({ pages, landingJs: { ...figures.landingJs, files: undefined } }, null, 2));
if (elsewhere.size > 0) console.warn(`The landing page asked for scripts from elsewhere: ${[...elsewhere].join(', ')}`);
console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
