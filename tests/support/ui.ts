/** Steps the end-to-end tests take through the UI, and accounts they arrange through the API. */
import { expect, type Page, type Request } from '@playwright/test';
import { createAccount, type TestAccount } from './auth-emulator';

const BASE_URL = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';

/** Logs in through the landing page's e-mail form (it does not wait for the result). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Log In' }) });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Fills and sends the e-mail sign-up form on `/signup` (both boxes ticked); it does not wait for
 * the result.
 */
export async function signUpByEmail(page: Page, account: { name: string; email: string; password: string }) {
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(account.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await page.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A request's body, less the ID token a user-info request carries (Firebase may have renewed it meanwhile). */
function bodyWithoutToken(request: Request): string {
  const body = request.postData() ?? '';
  try {
    const { token: _token, ...rest } = JSON.parse(body) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return body;
  }
}

/** Playwright's notice where the config blocks service workers (tests/playwright.config.ts). */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * Collects what a healthy page never produces: console errors and warnings, uncaught exceptions,
 * failed or cancelled requests and error answers (4xx/5xx). A download the browser cancels
 * because the visitor left the document (a link followed before the app's code had come) is not
 * one; nor is a request the app cancels to send it again (a user-info refresh replaces the one in
 * flight): once the same request (method, address and body, the ID token aside) from the same document has finished
 * with a good answer, the earlier cancellation leaves the list. Any other cancelled request stays.
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  // Which document each request was made from: the main frame's navigations so far (counted as
  // each starts, before the browser cancels what the document it leaves was still loading).
  let documents = 0;
  const madeFrom = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    madeFrom.set(request, documents);
  });
  page.on('console', (message) => {
    // Playwright's own notice where the config blocks service workers: the harness's, not the app's.
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Cancelled requests that a later identical one may still make good, by what identifies them.
  const cancelled = new Map<string, string[]>();
  const identity = (request: Request) => `${madeFrom.get(request)} ${request.method()} ${request.url()} ${bodyWithoutToken(request)}`;
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText;
    const documentLeft = madeFrom.get(request) !== documents;
    if (errorText === 'net::ERR_ABORTED' && documentLeft && !request.isNavigationRequest()) return;
    const problem = `failed request: ${request.method()} ${request.url()} (${errorText})`;
    problems.push(problem);
    if (errorText === 'net::ERR_ABORTED') cancelled.set(identity(request), [...(cancelled.get(identity(request)) ?? []), problem]);
  });
  page.on('requestfinished', async (request) => {
    const replaced = cancelled.get(identity(request));
    if (!replaced?.length || ((await request.response())?.status() ?? 500) >= 400) return;
    cancelled.delete(identity(request));
    for (const problem of replaced) problems.splice(problems.indexOf(problem), 1);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

/**
 * Logs in and waits for the chat. The first sign-in on a fresh Functions emulator worker can take
 * a while on a busy machine, so the wait is longer than an assertion's default.
 */
export async function logInToChat(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/chat/, { timeout: 30_000 });
}

/** An e-mail account with a profile (POST /api/auth/signup): a fresh 3-day trial. */
export async function registeredUser(
  options: { verified?: boolean; email?: string; displayName?: string; password: string },
): Promise<TestAccount> {
  const displayName = options.displayName ?? 'Tester';
  const account = await createAccount({ verified: options.verified ?? true, password: options.password, email: options.email, displayName });
  const response = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ uid: account.uid, email: account.email, displayName, ageConfirmed: true, method: 'email' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return account;
}

/**
 * Resolves once the page has run every task it had queued by now. React's scheduler queues its
 * renders and effects as posted messages, which `page.clock` does not hold back: a message posted
 * after them arrives after them.
 */
export function queuedTasksRun(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Moves the page's installed clock (`page.clock.install()`) on, half a second at a time, until
 * `reached` holds: what the app does when one of its own timers fires (a poll, a countdown, a
 * dialog that closes itself) then happens without that wait passing in real time. A timer the app
 * has not set yet (its code still loading) is simply met on a later step.
 */
export async function runClockUntil(page: Page, reached: () => Promise<boolean>, what: string, limitMs = 30_000): Promise<void> {
  const STEP_MS = 500;
  const step = async () => {
    await page.clock.runFor(STEP_MS);
    await queuedTasksRun(page).catch(() => undefined); // a navigation meanwhile ends the evaluation
  };
  for (let ran = 0; ran < limitMs; ran += STEP_MS) {
    if (await reached()) return;
    await step();
  }
  // On a loaded machine the page's code may still be arriving in real time when the page's clock has
  // run its course (its timers not set yet): it is given up to ten real seconds more, a step at a time.
  for (let waited = 0; waited < 10_000 && !(await reached()); waited += 250) {
    await page.waitForTimeout(250);
    await step();
  }
  expect(await reached(), `${what}, within ${limitMs / 1000} s of the page's clock (and the page's code given ten real seconds to arrive)`).toBe(true);
}
