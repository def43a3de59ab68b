import { expect, test, type Page } from '../support/test';
import { withLocalStore } from '../support/local-store';
import { logInToChat, registeredUser } from '../support/ui';

// The photo gallery (SPEC section 2 "Photo gallery screen", 4 "Gallery paging", 6 roles).
// The stack seeds 16 photos, so the first page is full (15) and a second page exists.

const PASSWORD = 'secret-pass-1';

async function openGallery(page: Page, email: string) {
  await logInToChat(page, email, PASSWORD);
  await page.goto('/image-feed-demo');
  await expect(page.getByRole('heading', { name: 'Exclusive Gallery', level: 1 })).toBeVisible();
}

test('a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/image-feed-demo');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please log in to view photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/#login$/);
});

test('a trial user sees the newest photo clear and the others locked; a locked photo offers the upgrade', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD, verified: false });
  await openGallery(page, account.email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlock the full gallery' })).toBeVisible();

  const locked = page.getByRole('button', { name: 'Subscription Required Click to upgrade' });
  await expect(locked).toHaveCount(14);
  await expect(page.getByTestId('unlocked-photo')).toHaveCount(1);
  await expect(page.getByTestId('unlocked-photo')).toBeVisible();
  // A locked tile shows the blurred preview, never a link to the photo itself.
  await expect(locked.first().locator('img')).toHaveAttribute('src', /blurred/);

  await locked.nth(3).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(upgrade).toBeVisible();
  await upgrade.getByRole('button', { name: 'Maybe later' }).click();
  await expect(upgrade).toBeHidden();

  // Keyboard: a locked tile is a button like any other.
  await locked.first().focus();
  await page.keyboard.press('Enter');
  await expect(upgrade).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeHidden();

  await page.getByTestId('unlocked-photo').click();
  const lightbox = page.getByRole('dialog').filter({ hasText: 'Photo 1 of 1' });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(page.getByRole('button', { name: 'View More' })).toBeVisible();
});

test('a paid member sees every photo unlocked, pages with View More and moves through the lightbox', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await withLocalStore((store) => store.update(`users/${account.uid}`, { subscriptionStatus: 'active', paymentStatus: 'paid' }));
  await openGallery(page, account.email);
  await expect(page.getByRole('link', { name: 'Continue chatting' })).toBeVisible();

  const photos = page.getByTestId('unlocked-photo');
  await expect(photos).toHaveCount(15);
  await expect(page.getByTestId('locked-photo')).toHaveCount(0);
  await expect(page.getByText(/^Showing 15 of \d+ photos$/)).toBeVisible();

  const pageTwo = page.waitForRequest((request) => request.url().endsWith('/api/images/photos') && request.postDataJSON()?.page === 2);
  await page.getByRole('button', { name: 'View More' }).click();
  expect((await pageTwo).postDataJSON()).toEqual({ page: 2, limit: 12 });
  await expect.poll(() => photos.count()).toBeGreaterThan(15);
  await expect(page.getByTestId('locked-photo')).toHaveCount(0);

  await photos.first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await expect(lightbox.getByTestId('lightbox-original')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/^Photo 2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});
