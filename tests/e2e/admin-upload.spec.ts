import { expect, test, type Page } from '../support/test';
import { ADMIN_SESSION } from '../support/sessions';
import { logInToChat, registeredUser } from '../support/ui';
import { expectNoMetadata, jpegWithGps, pngImage, tinyFile, webpImage } from './fixtures/sample-images';

// The admin upload screen (SPEC section 2 "Admin upload screen", 5 "Image upload", 8 "Upload").

const fileInput = (page: Page) => page.getByLabel('Browse files: choose images to upload');

test.use({ storageState: ADMIN_SESSION });

/** Opens the upload screen; the admin's tests start from the admin's saved session. */
async function openUploadAsAdmin(page: Page) {
  await page.goto('/admin/upload');
  await expect(page.getByRole('heading', { name: 'Upload Images', level: 1 })).toBeVisible();
}

test('the admin uploads three images with one progress bar; they lead the gallery, stripped of metadata', async ({ page }) => {
  // Three uploads through the image pipeline, the gallery, four downloads and a deletion.
  test.slow();
  const run = Date.now().toString(36);
  const names = [`e2e-${run}-beach.jpg`, `e2e-${run}-portrait.png`, `e2e-${run}-dusk.webp`];
  const files = [await jpegWithGps(names[0]!), await pngImage(names[1]!), await webpImage(names[2]!)];

  await openUploadAsAdmin(page);
  await fileInput(page).setInputFiles(files);
  const selected = page.getByRole('region', { name: /Selected images/ });
  for (const name of names) await expect(selected.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: 'Upload 3 Image(s)' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Upload complete! Images have been added to the gallery.')).toBeVisible({ timeout: 45_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const results = page.getByRole('list', { name: 'Upload results' });
  await expect(results.getByText('Added to the gallery')).toHaveCount(3);
  await expect(selected).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recent uploads' }).getByText(names[2]!)).toBeVisible();

  // Newest first: the last one sent leads.
  await page.getByRole('link', { name: 'View gallery' }).first().click();
  await expect(page).toHaveURL(/\/image-feed-demo/);
  const tiles = page.getByTestId('unlocked-photo');
  await expect(tiles.first()).toBeVisible();
  const leading = await tiles.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => node.getAttribute('aria-label')));
  expect(leading).toEqual([...names].reverse().map((name) => `View ${name} full size`));

  // Every variant the page can reach, thumbnails and the original, is free of EXIF and GPS.
  const thumbnails = await page.getByTestId('photo-image').evaluateAll((nodes) => nodes.slice(0, 3).map((node) => (node as HTMLImageElement).src));
  await tiles.nth(2).click();
  const lightbox = page.getByRole('dialog', { name: names[0] });
  const original = lightbox.getByTestId('lightbox-original');
  await expect(original).toBeVisible();
  const originalUrl = await original.getAttribute('src');
  for (const url of [...thumbnails, originalUrl!]) {
    const response = await page.request.get(url);
    expect(response.ok(), url).toBe(true);
    await expectNoMetadata(await response.body(), url);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Deleting one from the recent uploads, after a confirmation.
  await page.goto('/admin/upload');
  const recent = page.getByRole('list', { name: 'Recent uploads' });
  await recent.getByRole('button', { name: `Delete ${names[1]}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(recent.getByText(names[1]!)).toHaveCount(0);
  await expect(recent.getByText(names[0]!)).toBeVisible();
});

test('the selection follows the upload rules, in their order', async ({ page }) => {
  await openUploadAsAdmin(page);
  const notices = page.getByTestId('selection-notices');

  await page.getByRole('button', { name: 'Upload 0 Image(s)' }).click();
  await expect(notices).toHaveText('Please select at least one image to upload.');

  await fileInput(page).setInputFiles([
    tinyFile('notes.txt', 'text/plain'),
    { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    tinyFile('fine.jpg'),
  ]);
  await expect(notices).toContainText('notes.txt is not a valid image type. Please select JPEG, PNG, WebP, or GIF files.');
  await expect(notices).toContainText('huge.jpg is too large. Please select files under 10MB.');
  await expect(page.getByRole('button', { name: 'Upload 1 Image(s)' })).toBeVisible();

  await fileInput(page).setInputFiles(Array.from({ length: 11 }, (_, i) => tinyFile(`many-${i + 1}.jpg`)));
  await expect(notices).toHaveText('You can only add 9 more photo(s). Maximum of 10 photos per upload.');
  await expect(page.getByRole('button', { name: 'Upload 10 Image(s)' })).toBeVisible();

  await fileInput(page).setInputFiles([tinyFile('eleventh.jpg')]);
  await expect(notices).toHaveText('Maximum of 10 photos can be uploaded at once. Please remove some files first.');

  await page.getByRole('button', { name: 'Remove many-9.jpg' }).click();
  await expect(page.getByRole('button', { name: 'Upload 9 Image(s)' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Selected images/ }).getByText('many-9.jpg')).toHaveCount(0);
});

test.describe('signed in as a member', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a non-admin gets Access Denied at /admin/upload', async ({ page }) => {
    const account = await registeredUser({ password: 'secret-pass-1' });
    await logInToChat(page, account.email, 'secret-pass-1');
    await page.goto('/admin/upload');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
    await expect(page.getByLabel('Browse files: choose images to upload')).toHaveCount(0);
  });
});
