/**
 * Opening long conversations (500, 2,500 and 10,000 messages) in Chromium on the stack `npm start`
 * runs. Target: the newest message on screen within 300 ms at the median, on the first open after
 * the page loads as well as on later ones, and the JS heap flat as the conversation grows.
 *
 * The browser keeps its profile on disk, as a member's does (its HTTP cache and V8's code cache).
 *
 * - First open, by address, in a new tab (`firstOpen`): a new tab of the signed-in browser goes to
 *   `/chat?c=<id>`. The clock starts at the navigation (the document's time origin), so it covers
 *   a new renderer, the page, the app's code (from the browser's cache, as for a returning member),
 *   restoring the session (Firebase Auth's chunk, its IndexedDB and its account check), the ID
 *   token, the chat's code and the newest page of messages.
 * - First open, by address, in the same tab (`firstOpenInTab`): a signed-in tab already showing the
 *   app (a new chat) goes to `/chat?c=<id>`, a full page load as when the address is typed or a
 *   link followed (the old bench's figure). Same clock and same path as `firstOpen`, without the
 *   new tab.
 * - First open, by click (`firstClickOpen`): a new tab goes to `/chat` (a new chat); once it has
 *   settled, the conversation is clicked in the sidebar. The first thread this page renders. The
 *   clock starts at the click.
 * - Later open (`laterOpen`): in a tab of the first kind, another conversation is opened, then
 *   this one again from the sidebar. The clock starts at the click.
 * - "On screen": the first animation frame in which the newest message's row is the thread's last
 *   row and its bottom edge lies inside the thread's visible area (so it is laid out, scrolled to
 *   and about to be painted). The page measures it itself, in every frame, without waiting on the
 *   test driver.
 *
 * - Between two opens the page is left to settle (no request of its own in flight for 300 ms), so
 *   that an open never cancels the last one's requests: the Functions emulator keeps the worker of
 *   a request the browser gave up on busy, each later request then starts a new worker, and their
 *   start-up (seconds of CPU each) would swamp every figure after it.
 *
 * Also recorded: the API time of the newest page (from Node, through Hosting), when the messages
 * request starts and ends in each open (the browser's resource timing), the rows rendered and the
 * JS heap after the opens. Figures: bench/results/chat-open.json.
 *
 * Beside another build (`CHAT_OPEN_BESIDE=<its web/dist>`, e.g. the previous commit's, built in a
 * worktree): the tabs opened by address take turns between this build and that one, in the same
 * browser, on the same stack, at the same moments, so that a busy machine weighs on both alike.
 * That build's files join the stack's (their names carry their hashes), and for its turns its page
 * shell takes the place of this build's `app.html` (the page every address but the prerendered
 * ones gets); both are put back at the end. Not through the test driver's routing: a routed page
 * loses the browser's HTTP cache, and the app's code would be downloaded again on every open. Its
 * first and later opens are recorded under `previous`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createAccount } from '../tests/support/auth-emulator';
import { withLocalStore } from '../tests/support/local-store';
import { median } from './measure';

const BASE = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const SIZES = [500, 2_500, 10_000];
/** Tabs per size opened by address: each gives one first open and LATER_PER_TAB later opens. */
const TABS = 7;
const LATER_PER_TAB = 2;
/** Page loads per size in one signed-in tab, each opening the conversation by its address. */
const IN_TAB_LOADS = 7;
/** Tabs per size opened on a new chat, whose first thread is then opened by a click. */
const CLICK_TABS = 5;
const API_RUNS = 30;
const TARGET_MS = 300;
const MESSAGES_PATH = '/api/ai/conversations/messages';
/** The stack's web build (Hosting's public folder). */
const DIST = path.join(import.meta.dirname, '..', 'web', 'dist');

/** The build compared beside this one, when asked for: its files are added to the stack's build. */
const beside = prepareBeside(process.env.CHAT_OPEN_BESIDE);

function prepareBeside(dir: string | undefined) {
  if (!dir) return null;
  if (!existsSync(path.join(dir, 'app.html'))) throw new Error(`CHAT_OPEN_BESIDE: no app.html in ${dir} (run npm run build -w web there)`);
  const added: string[] = [];
  for (const file of readdirSync(path.join(dir, 'assets'))) {
    const target = path.join(DIST, 'assets', file);
    if (existsSync(target)) continue;
    copyFileSync(path.join(dir, 'assets', file), target);
    added.push(target);
  }
  const shells = { ours: readFileSync(path.join(DIST, 'app.html'), 'utf8'), theirs: readFileSync(path.join(dir, 'app.html'), 'utf8') };
  // However the run ends, the stack's build is left as it was built.
  process.on('exit', () => {
    writeFileSync(path.join(DIST, 'app.html'), shells.ours);
    for (const file of added) rmSync(file, { force: true });
  });
  const commit = execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  return { commit, shells };
}

const account = await createAccount({ verified: true, password: 'bench-pass-1' });
const signup = await fetch(`${BASE}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
  body: JSON.stringify({ uid: account.uid, email: account.email, displayName: 'Bench', ageConfirmed: true, method: 'email' }),
});
if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);

const lastText = (prefix: string, size: number) => `${prefix} ${size - 1}.`;

/** A conversation of `size` messages, written straight into the stack's store. */
async function seedConversation(id: string, title: string, size: number, prefix: string, updatedAt: Date): Promise<void> {
  const start = updatedAt.getTime() - size * 1000;
  await withLocalStore(async (store) => {
    await store.create(`users/${account.uid}/conversations/${id}`, { title, createdAt: new Date(start), updatedAt, preview: '', messageCount: size });
    for (let i = 0; i < size; i += 400) {
      await store.batch((ops) => {
        for (let j = i; j < Math.min(size, i + 400); j += 1) {
          ops.create(`users/${account.uid}/conversations/${id}/messages/m${String(j).padStart(6, '0')}`, {
            role: j % 2 ? 'assistant' : 'user',
            content: `${prefix} ${j}. ${'A few words to give the bubble a realistic length. '.repeat(2)}`,
            createdAt: new Date(start + (j + 1) * 1000),
          });
        }
      });
    }
  });
}

async function apiPageMs(conversationId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < API_RUNS; i += 1) {
    const started = performance.now();
    const r = await fetch(`${BASE}${MESSAGES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
      body: JSON.stringify({ conversationId, limit: 50 }),
    });
    await r.json();
    times.push(performance.now() - started);
  }
  return times;
}

interface Probe {
  /** Text the newest row must contain; null while nothing is awaited. */
  target: string | null;
  /** When the awaited open began: 0 for a navigation (the time origin), else the click's timestamp. */
  startedAt: number | null;
  shownAt: number | null;
  waitForClick: boolean;
}

/**
 * Runs in the page from its first script on: timestamps the click and the frame that shows the
 * target. Plain JavaScript, since a compiled function would carry the bundler's name helpers.
 */
const probeScript = (initialTarget: string | null) => `
(() => {
  const probe = { target: ${JSON.stringify(initialTarget)}, startedAt: ${initialTarget === null ? 'null' : '0'}, shownAt: null, waitForClick: false };
  window.__chatOpenProbe = probe;
  document.addEventListener('click', (event) => {
    if (!probe.waitForClick) return;
    probe.waitForClick = false;
    probe.startedAt = event.timeStamp;
  }, true);
  const check = () => {
    if (probe.target !== null && probe.startedAt !== null && probe.shownAt === null) {
      const scroller = document.querySelector('[data-testid="message-scroller"]');
      const rows = scroller ? scroller.querySelectorAll('[data-testid="message-user"], [data-testid="message-bela"]') : [];
      const newest = rows[rows.length - 1];
      if (newest && newest.textContent.includes(probe.target)) {
        const row = newest.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        if (row.height > 0 && row.bottom <= view.bottom + 1 && row.bottom > view.top) probe.shownAt = performance.now();
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
`;

interface Open {
  shownMs: number;
  /** The messages request of this open, relative to its start (resource timing). */
  requestStartMs: number | null;
  responseEndMs: number | null;
}

async function awaitShown(page: Page): Promise<Open> {
  const handle = await page.waitForFunction(
    (path) => {
      const probe = (window as unknown as { __chatOpenProbe?: Probe }).__chatOpenProbe;
      if (!probe || probe.shownAt === null || probe.startedAt === null) return null;
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(path) && entry.startTime >= probe.startedAt!) as PerformanceResourceTiming[];
      const request = requests[0];
      return {
        shownMs: probe.shownAt - probe.startedAt,
        requestStartMs: request ? request.startTime - probe.startedAt : null,
        responseEndMs: request && request.responseEnd > 0 ? request.responseEnd - probe.startedAt : null,
      };
    },
    MESSAGES_PATH,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Open;
}

/** Follows the page's requests, for `settle`. */
function trackRequests(page: Page): Set<unknown> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}
const requestsOf = new WeakMap<Page, Set<unknown>>();

/** A tab of the signed-in browser whose requests are followed (`settle`). */
async function newTab(): Promise<Page> {
  const page = await context.newPage();
  requestsOf.set(page, trackRequests(page));
  return page;
}

/** Beside another build: the page shell Hosting serves from now on (this build's or the other's). */
function serveShell(whose: 'ours' | 'theirs'): void {
  if (!beside) return;
  const next = path.join(DIST, 'app.next.html');
  writeFileSync(next, beside.shells[whose]);
  renameSync(next, path.join(DIST, 'app.html'));
}

/** Waits until the page has had no request in flight for 300 ms. */
async function settle(page: Page): Promise<void> {
  const inFlight = requestsOf.get(page) ?? new Set();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 300) {
    await page.waitForTimeout(50);
    if (inFlight.size) quietSince = Date.now();
  }
}

/** Clicks a conversation in the sidebar and waits until its newest message is on screen. */
async function openFromSidebar(page: Page, title: string, target: string): Promise<Open> {
  await settle(page);
  await page.evaluate((text) => {
    const probe = (window as unknown as { __chatOpenProbe: Probe }).__chatOpenProbe;
    Object.assign(probe, { target: text, startedAt: null, shownAt: null, waitForClick: true });
  }, target);
  await page.getByTestId('conversation-item').filter({ hasText: title }).locator('button').first().click();
  return awaitShown(page);
}

// A browser profile on disk, as a returning member's is: its HTTP cache, and V8's code cache of the
// app's scripts kept beside it (an in-memory context, Playwright's default, keeps no code cache: the
// same opens measured 591 ms at the median there against 389 ms here, 2,500 messages).
const profile = mkdtempSync(path.join(tmpdir(), 'bela-chat-open-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'],
  viewport: { width: 1280, height: 800 },
});
const browser = { close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
const login = await context.newPage();
await login.goto(`${BASE}/`);
const form = login.locator('form', { has: login.getByRole('button', { name: 'Log In' }) });
await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
await form.getByRole('textbox', { name: 'Password', exact: true }).fill('bench-pass-1');
await form.getByRole('button', { name: 'Log In' }).click();
await login.waitForURL(/\/chat/);
await login.getByRole('button', { name: 'New Chat' }).waitFor();
await login.close();

// The conversation the later opens switch away to first: short, and listed above the long ones.
const OTHER = { id: 'bench-other', title: 'Another chat', size: 20, prefix: 'Other message' };
await seedConversation(OTHER.id, OTHER.title, OTHER.size, OTHER.prefix, new Date());

const summarise = (opens: Open[]) => ({
  medianMs: median(opens.map((o) => o.shownMs)),
  maxMs: Math.round(Math.max(...opens.map((o) => o.shownMs))),
  runsMs: opens.map((o) => Math.round(o.shownMs)),
  messagesRequestStartMs: median(opens.map((o) => o.requestStartMs ?? Number.NaN)),
  messagesResponseEndMs: median(opens.map((o) => o.responseEndMs ?? Number.NaN)),
});

type Summary = ReturnType<typeof summarise>;
type Opens = Record<'firstOpen' | 'firstOpenInTab' | 'firstClickOpen' | 'laterOpen', Summary>;
const results: Array<Opens & { messages: number; apiNewestPageMs: number; jsHeapUsedMb: number; rowsRendered: number }> = [];
const previousResults: Array<{ messages: number; firstOpen: Summary; laterOpen: Summary }> = [];
for (const size of SIZES) {
  const id = `bench-${size}`;
  const title = `${size} messages`;
  const target = lastText('Message number', size);
  await seedConversation(id, title, size, 'Message number', new Date(Date.now() - 60_000));
  const api = await apiPageMs(id);
  const first: Open[] = [];
  const later: Open[] = [];
  const heapMb: number[] = [];
  const previousFirst: Open[] = [];
  const previousLater: Open[] = [];
  let rows = 0;
  // Beside another build, the tabs take turns: this build's, then the other's.
  for (let turn = 0; turn < (beside ? 2 * TABS : TABS); turn += 1) {
    const theirs = beside !== null && turn % 2 === 1;
    serveShell(theirs ? 'theirs' : 'ours');
    const page = await newTab();
    await page.addInitScript({ content: probeScript(target) });
    await page.goto(`${BASE}/chat?c=${id}`, { waitUntil: 'commit' });
    (theirs ? previousFirst : first).push(await awaitShown(page));
    for (let i = 0; i < LATER_PER_TAB; i += 1) {
      await openFromSidebar(page, OTHER.title, lastText(OTHER.prefix, OTHER.size));
      (theirs ? previousLater : later).push(await openFromSidebar(page, title, target));
    }
    if (!theirs) {
      rows = await page.getByTestId(/^message-(user|bela)$/).count();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      heapMb.push((metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024);
    }
    await settle(page);
    await page.close();
  }
  if (beside) previousResults.push({ messages: size, firstOpen: summarise(previousFirst), laterOpen: summarise(previousLater) });
  serveShell('ours');
  const inTab: Open[] = [];
  {
    const page = await newTab();
    await page.addInitScript({ content: probeScript(target) });
    await page.goto(`${BASE}/chat`);
    await page.getByRole('textbox', { name: 'Message' }).and(page.locator(':enabled')).waitFor();
    for (let load = 0; load < IN_TAB_LOADS; load += 1) {
      await settle(page);
      await page.goto(`${BASE}/chat?c=${id}`, { waitUntil: 'commit' });
      inTab.push(await awaitShown(page));
    }
    await settle(page);
    await page.close();
  }
  const firstClick: Open[] = [];
  for (let tab = 0; tab < CLICK_TABS; tab += 1) {
    const page = await newTab();
    await page.addInitScript({ content: probeScript(null) });
    await page.goto(`${BASE}/chat`);
    await page.getByTestId('conversation-item').filter({ hasText: title }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).and(page.locator(':enabled')).waitFor();
    await page.waitForTimeout(500);
    firstClick.push(await openFromSidebar(page, title, target));
    await settle(page);
    await page.close();
  }
  results.push({
    messages: size,
    apiNewestPageMs: median(api),
    firstOpen: summarise(first),
    firstOpenInTab: summarise(inTab),
    firstClickOpen: summarise(firstClick),
    laterOpen: summarise(later),
    jsHeapUsedMb: median(heapMb),
    rowsRendered: rows,
  });
}
await browser.close();

const out = {
  bench: 'chat-open-long-conversation',
  at: new Date().toISOString(),
  firstOpens: TABS,
  firstOpensInTab: IN_TAB_LOADS,
  firstClickOpens: CLICK_TABS,
  laterOpens: TABS * LATER_PER_TAB,
  apiRuns: API_RUNS,
  targetNewestShownMs: TARGET_MS,
  results,
  ...(beside && {
    previous: {
      commit: beside.commit,
      note: 'The tabs opened by address took turns with this build, in the same run and the same browser.',
      results: previousResults,
    },
  }),
};
writeFileSync(path.join(import.meta.dirname, 'results', 'chat-open.json'), `${JSON.stringify(out, null, 2)}\n`);
console.table(
  results.map((r) => ({
    messages: r.messages,
    apiMs: r.apiNewestPageMs,
    firstOpenMs: r.firstOpen.medianMs,
    firstOpenMaxMs: r.firstOpen.maxMs,
    inTabMs: r.firstOpenInTab.medianMs,
    firstClickMs: r.firstClickOpen.medianMs,
    laterOpenMs: r.laterOpen.medianMs,
    laterOpenMaxMs: r.laterOpen.maxMs,
    heapMb: r.jsHeapUsedMb,
    rows: r.rowsRendered,
  })),
);
if (beside) {
  console.log(`Beside ${beside.commit} (the tabs took turns):`);
  const row = (r: (typeof previousResults)[number], i: number) => ({ messages: r.messages, firstOpenMs: results[i]!.firstOpen.medianMs, previousMs: r.firstOpen.medianMs });
  console.table(previousResults.map(row));
}
const slow = results.filter((r) => [r.firstOpen, r.firstOpenInTab, r.firstClickOpen, r.laterOpen].some((open) => open.medianMs > TARGET_MS));
if (slow.length) console.log(`Over the ${TARGET_MS} ms target: ${slow.map((r) => r.messages).join(', ')} messages`);
