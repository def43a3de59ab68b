/**
 * "The network has gone quiet", sooner than Playwright's `networkidle`: that state comes only after
 * 500 ms with nothing in flight, and the journeys waited for it about 55 times a run (31 s of
 * journey time, one run). Here quiet means nothing in flight for QUIET_MS, then one idle moment of
 * the page's main thread (the last answer handled, its render done, and any request that render
 * starts already sent), with still nothing sent since.
 *
 * Every browser context a test opens is followed from its creation (tests/support/test.ts), so a
 * request already in flight when the wait begins counts too.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';

const QUIET_MS = 150;

interface Follower {
  open: Set<Request>;
  /** Bumped on every request sent, finished or failed. */
  changes: number;
  listeners: Set<() => void>;
}

const followers = new WeakMap<BrowserContext, Follower>();

/** Follows a context's requests from now on (once per context). */
export function followRequests(context: BrowserContext): void {
  if (followers.has(context)) return;
  const follower: Follower = { open: new Set(), changes: 0, listeners: new Set() };
  const changed = () => {
    follower.changes += 1;
    for (const listener of follower.listeners) listener();
  };
  context.on('request', (request) => {
    follower.open.add(request);
    changed();
  });
  const ended = (request: Request) => {
    follower.open.delete(request);
    changed();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  followers.set(context, follower);
}

/** Resolves once nothing has been in flight for QUIET_MS; rejects at the deadline. */
function nothingInFlight(follower: Follower, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      follower.listeners.delete(arm);
      clearTimeout(quiet);
      clearTimeout(limit);
    };
    const arm = () => {
      clearTimeout(quiet);
      if (follower.open.size > 0) return;
      quiet = setTimeout(() => {
        stop();
        resolve();
      }, QUIET_MS);
    };
    const limit = setTimeout(() => {
      stop();
      reject(new Error(`the network was not quiet within the time allowed (${follower.open.size} requests in flight)`));
    }, Math.max(0, deadline - Date.now()));
    follower.listeners.add(arm);
    arm();
  });
}

/**
 * How many requests of the page's context have neither finished nor failed. Waiting until none is
 * left lets a failure that arrives after the visible end (a body cancelled late) be reported.
 */
export function requestsInFlight(page: Page): number {
  const follower = followers.get(page.context());
  if (!follower) throw new Error("the page's context is not followed: open it through the project's `test` (tests/support/test.ts)");
  return follower.open.size;
}

/**
 * Waits until the page's network is quiet (above). A page whose context is not followed (opened
 * outside the project's `test`) waits for Playwright's `networkidle` instead.
 */
export async function networkQuiet(page: Page, { timeout = 15_000 } = {}): Promise<void> {
  const follower = followers.get(page.context());
  if (!follower) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const deadline = Date.now() + timeout;
  for (;;) {
    await nothingInFlight(follower, deadline);
    const before = follower.changes;
    // A navigation meanwhile destroys the evaluation's context: that is a change, and the loop goes on.
    const idled = await page
      .evaluate(() => new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true), { timeout: 1_000 })))
      .catch(() => false);
    if (idled && follower.changes === before && follower.open.size === 0) return;
  }
}
