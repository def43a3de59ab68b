import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { checkScreen } from '../support/layout';
import { queuedTasksRun, runClockUntil } from '../support/ui';
import { networkQuiet } from '../support/network-quiet';

// Journey: the global overlays (SPEC sections 2 "Global overlays and behaviours" and 8 "Global
// handler"), each reached the way a visitor would meet it, each step in a browser of its own: the
// in-app browser notice, the global error dialog, the top-level error screen and the Connection
// Problem dialog.

const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.2.22.108 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 587452393)';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/430.0.0.23.113;]';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const writeScreens = Boolean(process.env.BELA_SCREENSHOTS);
const screen = (name: string) => fileURLToPath(new URL(`../../docs/screens/${name}`, import.meta.url));

const API = '**/api/**';
const landingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Meet Bela, your AI companion' });

/** A page in a fresh browser context (a fresh visitor). */
async function freshPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

async function inAppPage(browser: Browser, userAgent: string, viewport = DESKTOP, reducedMotion: 'reduce' | null = null): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport, reducedMotion });
  return context.newPage();
}

/** Rejects a promise nobody handles, from the page's own world. */
function rejectInPage(page: Page, error: { message: string; code?: string }) {
  return page.evaluate(({ message, code }) => {
    void Promise.reject(Object.assign(new Error(message), code ? { code } : {}));
  }, error);
}

test('a visitor meets each overlay: the in-app browser notice, the error dialog and screen, and Connection Problem', async ({ browser }) => {
  test.setTimeout(120_000);
  await test.step('Instagram on iPhone: the notice shows, Open in Browser copies the link, Continue Here lasts the session', async () => {
      const page = await inAppPage(browser, INSTAGRAM_IPHONE);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/terms');
      const notice = page.getByRole('dialog', { name: 'Open Bela in Safari' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('You are in Instagram’s built-in browser.');
      await expectAccessible(page, 'in-app browser notice');

      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await notice.getByRole('button', { name: 'Open in Browser' }).click();
      await expect.poll(() => alerts).toEqual(['Link copied. Open Safari, paste it into the address bar and go.']);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await notice.getByRole('button', { name: 'Continue Here' }).click();
      await expect(notice).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkQuiet(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Another tab is another browser session: the notice shows there again.
      const other = await page.context().newPage();
      await other.goto('/terms');
      await expect(other.getByRole('dialog', { name: 'Open Bela in Safari' })).toBeVisible();
    await page.context().close();
  });

  await test.step('Facebook on Android: Open in Browser is a Chrome intent for this page', async () => {
      const page = await inAppPage(browser, FACEBOOK_ANDROID, PHONE);
      await page.goto('/terms?from=facebook');
      const notice = page.getByRole('dialog', { name: 'Open Bela in Chrome' });
      await expect(notice).toContainText('You are in Facebook’s built-in browser.');
      const open = notice.getByRole('link', { name: 'Open in Browser' });
      const { host } = new URL(page.url());
      const intent = `intent://${host}/terms?from=facebook#Intent;scheme=http;package=com.android.chrome;end`;
      await expect(open).toHaveAttribute('href', intent);

      // The tap itself: record where the activated link leads (a desktop Chromium has no Android to
      // hand the intent to, so the navigation is stopped once it is recorded).
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          (event) => {
            const link = (event.target as Element).closest('a');
            if (!link) return;
            (window as unknown as { openedHref?: string }).openedHref = link.href;
            event.preventDefault();
          },
          { capture: true },
        );
      });
      await open.press('Enter');
      await expect.poll(() => page.evaluate(() => (window as unknown as { openedHref?: string }).openedHref)).toBe(intent);
    await page.context().close();
  });

  await test.step('an ordinary browser sees no notice', async () => {
    const page = await freshPage(browser);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkQuiet(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
  const termsChunk = /\/assets\/terms-[\w-]+\.js$/;
  await test.step('an unhandled rejection shows Something went wrong; Dismiss closes it, returns focus and is remembered', async () => {
    const page = await freshPage(browser);
      await page.clock.install();
      await page.goto('/');
      const logIn = page.locator('form', { has: page.getByRole('button', { name: 'Log In' }) }).getByRole('button', { name: 'Log In' });
      await logIn.focus();
      await rejectInPage(page, { message: 'Forced rejection for the test' });

      const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Forced rejection for the test');
      await expect(dialog.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
      await expectAccessible(page, 'global error dialog');
      await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(logIn).toBeFocused();

      // The same error again is not shown again on this page, once the quiet moment after a
      // dismissal is over: a different error after it opens the dialog with only its own message.
      await page.clock.fastForward(3_500);
      await rejectInPage(page, { message: 'Forced rejection for the test' });
      await rejectInPage(page, { message: 'A different rejection' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('A different rejection');
      await expect(dialog).not.toContainText('Forced rejection for the test');
      await expect(dialog).not.toContainText(/more errors? occurred/);
    await page.context().close();
  });

  await test.step('connection and sign-in failures have their own titles', async () => {
    const page = await freshPage(browser);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await rejectInPage(page, { message: 'Firebase: Error (auth/user-token-expired).', code: 'auth/user-token-expired' });
      const auth = page.getByRole('dialog', { name: 'Authentication Issue' });
      await expect(auth).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(auth).toBeHidden();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await rejectInPage(page, { message: 'AppCheck: Fetch server network error. (appCheck/fetch-network-error).', code: 'appCheck/fetch-network-error' });
      await expect(page.getByRole('dialog', { name: 'Connection Issue' })).toBeVisible();
    await page.context().close();
  });

  await test.step('an uncaught script error shows Application Error, and Refresh Page reloads', async () => {
    const page = await freshPage(browser);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { beforeRefresh?: boolean }).beforeRefresh = true;
        setTimeout(() => {
          throw new Error('Forced script error for the test');
        });
      });
      const dialog = page.getByRole('dialog', { name: 'Application Error' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Forced script error for the test');
      await dialog.getByRole('button', { name: 'Refresh Page' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
    await page.context().close();
  });

  await test.step('a burst of errors opens one dialog that counts the rest', async () => {
    const page = await freshPage(browser);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => {
        for (let i = 0; i < 4; i += 1) void Promise.reject(new Error('Burst of failures'));
        setTimeout(() => {
          throw new Error('A failure right after');
        });
      });
      // Which of them comes first is the browser's business (Chromium may run the timer first).
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toContainText('4 more errors occurred after this one.');
      // Installed only now: an error thrown by a fake timer's callback never reaches the page's handler.
      await page.clock.install();
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await expect(dialog).toHaveCount(0);
      // The folded errors were counted, not queued: once the quiet moment after the dismissal is
      // over, a new error opens the dialog with only its own message.
      await page.clock.fastForward(3_500);
      await queuedTasksRun(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await rejectInPage(page, { message: 'A later failure' });
      await expect(dialog).toHaveCount(1);
      await expect(dialog).toContainText('A later failure');
      await expect(dialog).not.toContainText(/more errors? occurred/);
    await page.context().close();
  });

  await test.step('a page whose code cannot load shows Oops! Something went wrong; Reload Page recovers', async () => {
    const page = await freshPage(browser);
      await page.route(termsChunk, (route) => route.abort());
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
      await expect(page).toHaveTitle('Something went wrong · Bela');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page, 'top-level error screen');

      await page.unroute(termsChunk);
      await page.getByRole('button', { name: 'Reload Page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await page.context().close();
  });

  await test.step('Go to Home leaves the broken page for the landing page', async () => {
    const page = await freshPage(browser);
      await page.route(termsChunk, (route) => route.abort());
      await page.goto('/terms');
      await page.getByRole('button', { name: 'Go to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(landingHeading(page)).toBeVisible();
    await page.context().close();
  });
  await test.step('an API that does not answer at start shows Connection Problem; Try Again recovers once it answers', async () => {
    const page = await freshPage(browser);
      await page.clock.install();
      await page.route(API, (route) => route.abort());
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Connection Problem' });
      await runClockUntil(page, () => dialog.isVisible(), 'Connection Problem shows');
      // The failure state is first polled 2 s after start (by the page's clock).
      expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(2_000);
      await expect(dialog.getByRole('alert')).toHaveText('Unable to connect to our services');
      // Settled first: the dialog's fade-in runs in real time, not by the page's clock.
      await checkScreen(page, 'connection problem dialog');

      const tryAgain = dialog.getByRole('button', { name: 'Try Again' });
      await expect(tryAgain).toBeFocused();
      await tryAgain.click();
      await expect(dialog.getByRole('status')).toHaveText('Still no answer. Please check your connection and try again in a moment.');

      await page.unroute(API);
      await tryAgain.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });

  await test.step('Continue Anyway (Limited Features) closes it for good, from the keyboard', async () => {
    const page = await freshPage(browser);
      await page.clock.install();
      await page.route(API, (route) => route.abort());
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Connection Problem' });
      await runClockUntil(page, () => dialog.isVisible(), 'Connection Problem shows');
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Continue Anyway (Limited Features)' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // Later polls (every 3 s) find the failure still standing and leave the visitor be.
      await page.clock.runFor(6_500);
      await queuedTasksRun(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(landingHeading(page)).toBeVisible();
    await page.context().close();
  });

  await test.step('Firebase that cannot initialise shows Connection Problem; Try Again reloads the page', async () => {
    const page = await freshPage(browser);
      // The Auth SDK's chunk fails to load, as on a network that blocks it.
      const authSdk = /\/assets\/firebase-auth-sdk-[\w-]+\.js$/;
      await page.clock.install();
      await page.route(authSdk, (route) => route.abort());
      await page.goto('/chat');
      const dialog = page.getByRole('dialog', { name: 'Connection Problem' });
      await runClockUntil(page, () => dialog.isVisible(), 'Connection Problem shows');
      await expect(dialog.getByRole('alert')).toHaveText('Unable to connect to our services');

      await page.evaluate(() => {
        (window as unknown as { beforeRetry?: boolean }).beforeRetry = true;
      });
      await page.unroute(authSdk);
      await dialog.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();
      // The reloaded page's first poll (after 2 s) finds nothing wrong.
      await page.clock.runFor(2_500);
      await queuedTasksRun(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
});

test('screens: each overlay on a phone and on a desktop', async ({ browser }) => {
  test.skip(!writeScreens, 'screenshots only with BELA_SCREENSHOTS=1');
  // Reduced motion: each dialog is pictured as it stands, not halfway through fading in.
  for (const [device, viewport] of [['mobile', PHONE], ['desktop', DESKTOP]] as const) {
    const notice = await inAppPage(browser, INSTAGRAM_IPHONE, viewport, 'reduce');
    await notice.goto('/');
    await expect(notice.getByRole('dialog')).toBeVisible();
    await notice.screenshot({ path: screen(`overlay-in-app-notice-${device}.png`) });
    await notice.context().close();

    const page = await (await browser.newContext({ viewport, reducedMotion: 'reduce' })).newPage();
    await page.goto('/');
    await expect(landingHeading(page)).toBeVisible();
    await rejectInPage(page, { message: 'Cannot read properties of undefined (reading "map")' });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: screen(`overlay-error-dialog-${device}.png`) });

    await page.route(API, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Connection Problem' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Still no answer' })).toBeVisible();
    await page.screenshot({ path: screen(`overlay-connection-problem-${device}.png`) });
    await page.unroute(API);

    await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await page.screenshot({ path: screen(`overlay-error-screen-${device}.png`) });
    await page.context().close();
  }
});
