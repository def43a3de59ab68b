import { defineConfig } from '@playwright/test';
import { QUIET_BROWSER_FLAGS, e2eBrowserPath } from '../scripts/browser.mjs';

const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;

/** The spec files with a journey of about 15 s or more in a clean CI run (2026-12-01). */
const LONGEST_JOURNEYS = /[/\\](analytics|overlays|voice|phone|a11y|prerender)\.spec\.ts$/;

// Runs against the stack that `npm start` runs (scripts/stack.mjs exec starts it around the run).
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // A stray test.only fails a CI run instead of silently skipping everything else.
  forbidOnly: !!process.env.CI,
  // Three workers on two cores: a journey often waits on the stack (a reply, a page's requests),
  // and with two the layer kept about 1.5 cores busy (docs/decisions/0015).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.local/reports/playwright.json' }]],
  outputDir: '../.local/test-results',
  use: {
    baseURL: process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000',
    // A trace records a screencast of every page: that doubled the browser's CPU and made the
    // layer 45% slower (210 -> 145 s, one run each). Under CI a failed test is retried once and
    // the retry is traced; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A click or a navigation that cannot happen fails in seconds, not at the journey's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // Journeys run as a visitor who asked for less motion, which the app honours (its transitions
    // and animations last 0.01 ms): no frames drawn for a dialog's fade or a spinner, and no wait
    // for a transition before a check (docs/decisions/0015). The journeys that are about motion
    // choose it themselves (phone.spec.ts, overlays.spec.ts).
    reducedMotion: 'reduce',
    // No service worker (issue 44's, registered once the page is idle): a request of a page it
    // controls goes past the test's routes (Playwright's page.route), so a journey that aborts or
    // delays a chunk or a call met the real one whenever the worker took the page first (the
    // overlays journey, once in a clean run). The check-ins journey, which is about the worker,
    // allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: [...QUIET_BROWSER_FLAGS],
    },
  },
  projects: [
    // Signs in the accounts whose saved sessions specs start from (tests/support/sessions.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    // The journeys, the longest handed to the workers first (Playwright takes the projects of one
    // phase in this order): in file order the two voice journeys, among the longest, started last
    // and ended the layer with a worker idle for 18 s (docs/decisions/0015).
    { name: 'desktop', testMatch: LONGEST_JOURNEYS, dependencies: ['setup'], use: DESKTOP },
    { name: 'desktop', testIgnore: LONGEST_JOURNEYS, dependencies: ['setup'], use: DESKTOP },
  ],
});
