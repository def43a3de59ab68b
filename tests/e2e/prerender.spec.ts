import { expect, test, type Page } from '../support/test';
import { logIn, registeredUser, watchForProblems } from '../support/ui';

// The public pages come prerendered: their content is in the HTML, painted before the app's code
// arrives, and what a visitor does before the app takes over is not lost.

const BOOT_CHUNK = /\/assets\/boot-[\w-]+\.js$/;
// The landing's login area: its code comes only when the visitor nears it.
const LOGIN_AREA_CHUNK = /\/assets\/login-area-[\w-]+\.js$/;

/** Holds a chunk back until the returned function is called. */
async function holdCode(page: Page, chunk: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's start-up code back until the returned function is called. */
const holdAppCode = (page: Page) => holdCode(page, BOOT_CHUNK);

const requested = (page: Page, chunk: RegExp) =>
  page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), chunk.source);

test('the public pages arrive with their content and their own title in the HTML', async ({ request }) => {
  const pages = [
    { path: '/', title: 'Bela · Your AI companion', text: 'Meet Bela,' },
    { path: '/signup', title: 'Sign up · Bela', text: 'Create your account' },
    { path: '/terms', title: 'Terms of Use · Bela', text: 'Agreement to these Terms' },
  ];
  for (const { path, title, text } of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(text);
    // No field name: a form sent before the app loads cannot put a password into an address.
    expect(html, path).not.toMatch(/<input[^>]*\sname="/);
  }
  // Any other path gets the plain page, which the app fills.
  const chat = await (await request.get('/chat')).text();
  expect(chat).toContain('<div id="root"></div>');
});

test('a visitor who types and logs in before the app has loaded is logged in once it has', async ({ page }) => {
  const account = await registeredUser({ displayName: 'Early Bird', password: 'early-pass-1' });
  const release = await holdAppCode(page);
  await logIn(page, account.email, 'early-pass-1');
  // Still the plain page: nothing was sent by the browser itself.
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/chat/, { timeout: 30_000 });
});

test('a button pressed before the app has loaded does its work once it has', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  release();
  await expect(page.getByRole('textbox', { name: 'Confirm Password', exact: true })).toBeVisible();
});

test('the app takes over the prerendered pages without rendering them again', async ({ page }) => {
  const problems = watchForProblems(page);
  for (const path of ['/', '/signup', '/terms', '/privacy', '/contact', '/safety', '/old-home']) {
    await page.goto(path);
    // Hydrated: the app's code ran and the page is interactive (its title stays the page's own).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/boot-/.test(entry.name)));
    await page.waitForLoadState('networkidle');
  }
  expect(problems.filter((problem) => problem.includes('rendered again')), problems.join('\n')).toEqual([]);
});

test('the landing page fetches its login area only when the visitor comes near it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await requested(page, BOOT_CHUNK)).toBe(true);
  expect(await requested(page, LOGIN_AREA_CHUNK)).toBe(false);
  await page.getByRole('heading', { name: 'Login to your account' }).scrollIntoViewIfNeeded();
  await expect.poll(() => requested(page, LOGIN_AREA_CHUNK)).toBe(true);
});

test('a login sent before the login area has its code goes through once it has', async ({ page }) => {
  const account = await registeredUser({ displayName: 'Quick Login', password: 'quick-pass-1' });
  const release = await holdCode(page, LOGIN_AREA_CHUNK);
  await logIn(page, account.email, 'quick-pass-1');
  await expect.poll(() => requested(page, BOOT_CHUNK)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/chat/, { timeout: 30_000 });
});

test('Continue with Google pressed before the login area has its code opens the sign-in once it has', async ({ page }) => {
  const release = await holdCode(page, LOGIN_AREA_CHUNK);
  await page.goto('/');
  await expect.poll(() => requested(page, BOOT_CHUNK)).toBe(true);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (emulator)' });
  await expect(dialog).toBeHidden();
  release();
  await expect(dialog).toBeVisible();
});
