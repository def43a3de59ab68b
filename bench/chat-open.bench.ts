/**
 * Opening long conversations on the stack `npm start` runs, in Chromium: the time from navigation
 * to the newest message on screen, the browser's JS heap once it is shown, and the API time for the
 * newest page, for conversations of 500, 2,500 and 10,000 messages. Memory should stay flat as the
 * conversation grows, since only the newest page loads. Figures: bench/results/chat-open.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createAccount } from '../tests/support/auth-emulator';
import { withLocalStore } from '../tests/support/local-store';
import { median } from './measure';

const BASE = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const SIZES = [500, 2_500, 10_000];
const BROWSER_RUNS = 5;
const API_RUNS = 30;

const account = await createAccount({ verified: true, password: 'bench-pass-1' });
const signup = await fetch(`${BASE}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
  body: JSON.stringify({ uid: account.uid, email: account.email, displayName: 'Bench', ageConfirmed: true, method: 'email' }),
});
if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);

/** A conversation of `size` messages, written straight into the stack's store. */
async function seedConversation(size: number): Promise<string> {
  const id = `bench-${size}`;
  const start = Date.now() - size * 1000;
  await withLocalStore(async (store) => {
    await store.create(`users/${account.uid}/conversations/${id}`, {
      title: `${size} messages`,
      createdAt: new Date(start),
      updatedAt: new Date(start + size * 1000),
      preview: '',
      messageCount: size,
    });
    for (let i = 0; i < size; i += 400) {
      await store.batch((ops) => {
        for (let j = i; j < Math.min(size, i + 400); j += 1) {
          ops.create(`users/${account.uid}/conversations/${id}/messages/m${String(j).padStart(6, '0')}`, {
            role: j % 2 ? 'assistant' : 'user',
            content: `Message number ${j}. ${'A few words to give the bubble a realistic length. '.repeat(2)}`,
            createdAt: new Date(start + j * 1000),
          });
        }
      });
    }
  });
  return id;
}

async function apiPageMs(conversationId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < API_RUNS; i += 1) {
    const started = performance.now();
    const r = await fetch(`${BASE}/api/ai/conversations/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.idToken}` },
      body: JSON.stringify({ conversationId, limit: 50 }),
    });
    await r.json();
    times.push(performance.now() - started);
  }
  return times;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${BASE}/`);
const form = page.locator('form', { has: page.getByRole('button', { name: 'Log In' }) });
await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
await form.getByRole('textbox', { name: 'Password', exact: true }).fill('bench-pass-1');
await form.getByRole('button', { name: 'Log In' }).click();
await page.waitForURL(/\/chat/);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');

const results = [];
for (const size of SIZES) {
  const id = await seedConversation(size);
  const api = await apiPageMs(id);
  const shown: number[] = [];
  const heapMb: number[] = [];
  for (let run = 0; run < BROWSER_RUNS; run += 1) {
    await page.goto(`${BASE}/chat`);
    await page.getByRole('button', { name: 'New Chat' }).waitFor();
    const started = Date.now();
    await page.goto(`${BASE}/chat?c=${id}`);
    await page.getByText(`Message number ${size - 1}.`).waitFor({ timeout: 15_000 });
    shown.push(Date.now() - started);
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    heapMb.push((metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024);
  }
  const rows = await page.getByTestId(/message-(user|bela)/).count();
  results.push({
    messages: size,
    apiNewestPageMs: median(api),
    newestShownMs: median(shown),
    jsHeapUsedMb: median(heapMb),
    rowsRendered: rows,
  });
}
await browser.close();

const out = { bench: 'chat-open-long-conversation', at: new Date().toISOString(), browserRuns: BROWSER_RUNS, apiRuns: API_RUNS, targetNewestShownMs: 1000, results };
writeFileSync(path.join(import.meta.dirname, 'results', 'chat-open.json'), `${JSON.stringify(out, null, 2)}\n`);
console.table(results);
