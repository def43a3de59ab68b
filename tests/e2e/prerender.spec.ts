import { expect, test, type Page } from '../support/test';
import { logIn, registeredUser, watchForProblems } from '../support/ui';

// The public pages come prerendered: their content is in the HTML, painted before the app's code
// arrives, and what a visitor does before the app takes over is not lost.

const BOOT_CHUNK = /\/assets\/boot-[\w-]+\.js$/;

/** Holds the app's start-up code back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(BOOT_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
