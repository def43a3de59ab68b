import { expect, test, type Browser, type Page } from '../support/test';
import { queuedTasksRun } from '../support/ui';

// Journey: a visitor reading the public pages. The landing pages of SPEC section 2 ("Landing
// pages", "Carousel") and section 1 (Beta), line by line, on / and /enhanced (the enhanced variant)
// and /old-home (the older one); the carousel's rotation and its states; the links to the login
// area; the minors notice (California SB 243) in every footer and in the Terms; the not-found page
// and each page's own title. The stack seeds 16 gallery photos, so the carousel has its 3 previews.

const BETA_NOTICE = 'This site is currently in beta. You may experience occasional bugs or new features being added.';
const MINORS_NOTICE = 'Companion chatbots may not be suitable for some minors.';

/** Google sign-in and the e-mail form with its show/hide password toggle. */
async function expectLoginArea(page: Page) {
  await expect(page.getByRole('button', { name: /Google/ }).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible();
  const password = form.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(form.getByRole('button', { name: 'Log In' })).toBeVisible();
}

/** A page in a fresh browser context (a fresh visitor). */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a visitor reads the landing pages, follows their links, and finds the notices and titles on every public page', async ({ page, browser }) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/enhanced']) {
    await test.step(`${path} shows every detail of the enhanced landing page`, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : '/enhanced'}$`));

        // Beta, with the notice as its description and again in the footer.
        const badge = page.getByLabel(`Beta. ${BETA_NOTICE}`).first();
        await expect(badge).toBeVisible();
        await expect(badge).toHaveText('Beta');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText(BETA_NOTICE, { exact: true })).toBeVisible();

        // The badge and the hero with its join button.
        await expect(page.getByText('Free Preview - No Credit Card Needed', { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Bela, your AI companion');
        const join = page.getByRole('link', { name: 'Join for Free', exact: true });
        await expect(join).toHaveAttribute('href', '/signup');

        // The feature list.
        const features = page.getByRole('region', { name: 'More than a chat window' }).getByRole('listitem');
        await expect(features).toHaveCount(4);
        await expect(features.getByRole('heading')).toHaveText([
          'Conversations that flow',
          'Pick up where you left off',
          'An exclusive gallery',
          'Start free, stay in control',
        ]);
        await expect(features.last()).toContainText('A 3-day free trial, then USD 9.00 per month. Cancel any time.');

        // The carousel: 3 blurred previews, arrows and dots.
        const carousel = page.getByRole('region', { name: 'Gallery preview' });
        // Only the current slide is exposed; all three are there.
        await expect(carousel.locator('img[alt^="Blurred gallery preview"]')).toHaveCount(3);
        await expect(carousel.getByRole('button', { name: 'Previous image' })).toBeVisible();
        await expect(carousel.getByRole('button', { name: 'Next image' })).toBeVisible();
        const dots = carousel.getByRole('button', { name: /Show image/ });
        await expect(dots).toHaveCount(3);
        await carousel.getByRole('button', { name: 'Next image' }).click();
        await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
        await dots.nth(2).click();
        await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');

        // 'Login to your account' scrolls to the login area and puts the cursor in its e-mail field.
        const loginArea = page.locator('#login');
        await expect(loginArea).not.toBeInViewport();
        await page.getByRole('link', { name: 'Login to your account' }).click();
        await expect(loginArea).toBeInViewport();
        await expect(page.getByRole('form', { name: 'Log in' }).getByRole('textbox', { name: 'Email' })).toBeFocused();
        await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
        await expectLoginArea(page);

        // Footer: Terms, Privacy, Contact, the adults-only and SB 243 notices.
        await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
        await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
        await expect(footer.getByText(`For adults 18+ only. ${MINORS_NOTICE}`)).toBeVisible();

        await join.click();
        await expect(page).toHaveURL(/\/signup$/);
    });
  }
  await test.step('/login and /#login open the landing page at its login area', async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/#login$/);
    await expect(page.locator('#login')).toBeInViewport();
    await page.goto('/#login');
    await expect(page.locator('#login')).toBeInViewport();
  });
  await test.step('/old-home shows the older landing page', async () => {
    await page.goto('/old-home');
    // Two columns on a desktop: the companion image beside the title, join button and login.
    const image = page.getByRole('img', { name: /Bela/ }).first();
    const title = page.getByRole('heading', { level: 1, name: 'Bela' });
    await expect(title).toBeVisible();
    const imageBox = (await image.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(titleBox.x);

    await expect(page.getByText('Your AI Companion', { exact: true })).toBeVisible();
    await expect(page.getByLabel(`Beta. ${BETA_NOTICE}`)).toHaveText('Beta');
    await expect(page.getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/signup');
    await expectLoginArea(page);
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByText(BETA_NOTICE, { exact: true })).toBeVisible();
    await expect(page.getByText(`For adults 18+ only. ${MINORS_NOTICE}`)).toBeVisible();
  });
  await test.step('every page with the site footer carries the minors notice; the Terms state it in the adults-only section', async () => {
    for (const path of ['/', '/enhanced', '/terms', '/privacy', '/contact', '/safety']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer, path).toBeVisible();
      await expect(footer.getByText(MINORS_NOTICE), path).toBeVisible();
    }
    await page.goto('/old-home');
    await expect(page.getByText(MINORS_NOTICE)).toBeVisible();
    // The pages a signed-out visitor can land on beyond these: the gallery's login request and an
    // unknown address.
    for (const [path, heading] of [
      ['/image-feed-demo', 'Authentication Required'],
      ['/no/such/page', 'Page not found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(MINORS_NOTICE), path).toBeVisible();
    }
    await page.goto('/terms');
    const section = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Adults only \(18\+\)/ }) });
    await expect(section.getByText(MINORS_NOTICE)).toBeVisible();
  });
  await test.step('an unknown address shows a not-found page with a way home, and every page has its own title', async () => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Bela');
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Bela · Your AI companion');
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Use · Bela');
  });
  await test.step('the carousel shows its empty, error and broken-image states', async () => {
    const page = await freshPage(browser);
    const preview = '**/api/images/landing-preview**';
    const carousel = page.getByRole('region', { name: 'Gallery preview' });

    await page.route(preview, (route) => route.fulfill({ json: { success: true, previewPhotos: [] } }));
    await page.goto('/');
    await expect(page.getByText('No preview images available', { exact: true })).toBeVisible();

    await page.unroute(preview);
    await page.route(preview, (route) => route.fulfill({ status: 500, json: { success: false, error: { code: 'internal', message: 'Internal error' } } }));
    await page.reload();
    await expect(page.getByText('Failed to load preview images', { exact: true })).toBeVisible();

    await page.unroute(preview);
    await page.route(preview, (route) =>
      route.fulfill({ json: { success: true, previewPhotos: [{ id: 'gone', blurredUrl: '/api/no/such/image.jpg' }, { id: 'gone-too', blurredUrl: '/api/no/such/other.jpg' }] } }),
    );
    await page.reload();
    await expect(carousel.getByText('Image unavailable').first()).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Show image/ })).toHaveCount(2);
    await page.context().close();
  });
  await test.step('the carousel rotates every 4.5 seconds, and holds still while pointed at', async () => {
    const page = await freshPage(browser);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Gallery preview' });
    const dots = carousel.getByRole('button', { name: /Show image/ });
    await expect(dots).toHaveCount(3);
    const current = () => page.evaluate(() => [...document.querySelectorAll('[aria-label^="Show image"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
    // The page's own timers stop here; from now on only runFor moves them.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    // The track speaks up while the carousel holds still; its attribute shows React has rendered the
    // pointer's coming or going, and the tasks queued behind it (the interval's effect) have run.
    const track = carousel.locator('[aria-live]');
    const settled = async (paused: boolean) => {
      await expect(track).toHaveAttribute('aria-live', paused ? 'polite' : 'off');
      await queuedTasksRun(page);
    };

    await carousel.hover();
    await settled(true);
    const start = await current();
    await page.clock.runFor(10_000);
    await queuedTasksRun(page);
    expect(await current()).toBe(start);

    // Leaving starts a fresh interval.
    await page.mouse.move(1, 1);
    await settled(false);
    await page.clock.runFor(4_400);
    await queuedTasksRun(page);
    expect(await current()).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(current).toBe((start + 1) % 3);
    await page.clock.runFor(4_500);
    await expect.poll(current).toBe((start + 2) % 3);
    await page.context().close();
  });
});
