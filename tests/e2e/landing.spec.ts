import { expect, test, type Page } from '../support/test';
import { queuedTasksRun } from '../support/ui';

// The landing pages of SPEC section 2 ("Landing pages", "Carousel") and section 1 (Beta), line by
// line, on / and /enhanced (the enhanced variant) and /old-home (the older one). The stack seeds
// 16 gallery photos, so the carousel has its 3 previews.

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

for (const path of ['/', '/enhanced']) {
  test(`${path} shows every detail of the enhanced landing page`, async ({ page }) => {
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

test('the carousel rotates every 4.5 seconds, and holds still while pointed at', async ({ page }) => {
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
});

test('the carousel shows its empty, error and broken-image states', async ({ page }) => {
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
});

test('/login and /#login open the landing page at its login area', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/#login$/);
  await expect(page.locator('#login')).toBeInViewport();
  await page.goto('/#login');
  await expect(page.locator('#login')).toBeInViewport();
});

test('/old-home shows the older landing page', async ({ page }) => {
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the landing pages fit the screen and keep their notices', async ({ page }) => {
    for (const path of ['/', '/old-home']) {
      await page.goto(path);
      await expect(page.getByText(`For adults 18+ only. ${MINORS_NOTICE}`)).toBeAttached();
      await expect(page.getByRole('link', { name: 'Join for Free', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});
