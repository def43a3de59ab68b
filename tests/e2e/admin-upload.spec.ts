import { expect, test, type Page } from '../support/test';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { ADMIN_SESSION } from '../support/sessions';
import { expectNoMetadata, jpegWithGps, pngImage, webpImage } from './fixtures/sample-images';

// Journey: the admin upload screen (SPEC section 2 "Admin upload screen", 5 "Image upload", 8
// "Upload") from the admin's saved session: three images through the image pipeline with one
// progress bar, first in the gallery, every variant free of metadata; then one deleted again. The
// selection rules and a member's Access Denied are component tests (docs/testing/e2e-coverage.md).

const fileInput = (page: Page) => page.getByLabel('Browse files: choose images to upload');

test.use({ storageState: ADMIN_SESSION });

/** Opens the upload screen; the admin's tests start from the admin's saved session. */
async function openUploadAsAdmin(page: Page) {
  await page.goto('/admin/upload');
  await expect(page.getByRole('heading', { name: 'Upload Images', level: 1 })).toBeVisible();
}

test('the admin uploads three images with one progress bar; they join the end of the gallery, stripped of metadata', async ({ page }) => {
  // Three uploads through the image pipeline, the gallery, four downloads and a deletion.
  test.slow();
  const run = Date.now().toString(36);
  const names = [`e2e-${run}-beach.jpg`, `e2e-${run}-portrait.png`, `e2e-${run}-dusk.webp`];
  const files = [await jpegWithGps(names[0]!), await pngImage(names[1]!), await webpImage(names[2]!)];

  // The screen itself, on a phone and on a desktop: axe, and nothing wider than the phone.
  await page.setViewportSize(PHONE);
  await openUploadAsAdmin(page);
  await expect(page.getByTestId('drop-zone')).toBeVisible();
  await checkScreen(page, 'admin upload');
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, 'admin upload', { shot: true });

  await fileInput(page).setInputFiles(files);
  const selected = page.getByRole('region', { name: /Selected images/ });
  for (const name of names) await expect(selected.getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upload 3 Image(s)' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Upload complete! Images have been added to the gallery.')).toBeVisible({ timeout: 45_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const results = page.getByRole('list', { name: 'Upload results' });
  await expect(results.getByText('Added to the gallery')).toHaveCount(3);
  await expect(selected).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recent uploads' }).getByText(names[2]!)).toBeVisible();

  // An upload joins the end of the admin's order (issue 42), in the order sent, untitled until the
  // admin names it (members never see file names; the admin's gallery page shows them).
  await page.goto('/admin/gallery');
  const rows = page.getByRole('list', { name: 'Gallery photos in member order' }).getByRole('listitem');
  await expect(rows.nth(2)).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) {
    const shown = await rows.count();
    await loadMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  const count = await rows.count();
  for (const [i, name] of names.entries()) {
    await expect(rows.nth(count - names.length + i)).toHaveAttribute('aria-label', 'Untitled photo');
    await expect(rows.nth(count - names.length + i).getByText(`File: ${name}`)).toBeVisible();
  }
  const trailingIds = await rows.evaluateAll((nodes) => nodes.slice(-3).map((node) => /photos\/([^/]+)\//.exec(decodeURIComponent(node.querySelector('img')?.getAttribute('src') ?? ''))?.[1]));
  await page.goto('/image-feed-demo');
  const tiles = page.getByTestId('unlocked-photo');
  await expect(tiles.first()).toBeVisible();
  const viewMore = page.getByRole('button', { name: 'View More' });
  while (await viewMore.isVisible()) {
    const shown = await tiles.count();
    await viewMore.click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(shown);
  }
  const trailing = await tiles.evaluateAll((nodes) => nodes.slice(-3).map((node) => node.getAttribute('aria-label')));
  expect(trailing).toEqual(['View Untitled photo full size', 'View Untitled photo full size', 'View Untitled photo full size']);
  const tileIds = await tiles.evaluateAll((nodes) => nodes.slice(-3).map((node) => /photos\/([^/]+)\//.exec(decodeURIComponent(node.querySelector('img')?.getAttribute('src') ?? ''))?.[1]));
  expect(tileIds).toEqual(trailingIds);

  // Every variant the page can reach, thumbnails and the original, is free of EXIF and GPS.
  const thumbnails = await page.getByTestId('photo-image').evaluateAll((nodes) => nodes.slice(-3).map((node) => (node as HTMLImageElement).src));
  await tiles.last().click();
  const lightbox = page.getByRole('dialog', { name: 'Untitled photo' });
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
  await recent.getByRole('button', { name: `Delete Untitled photo (${names[1]})` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(recent.getByText(names[1]!)).toHaveCount(0);
  await expect(recent.getByText(names[0]!)).toBeVisible();
});

test('a file the browser takes by its name but the server refuses shows its refusal, never 100%', async ({ page }) => {
  await openUploadAsAdmin(page);
  // Nothing selected: the button says so and looks (and is announced as) disabled.
  const uploadNone = page.getByRole('button', { name: 'Upload 0 Image(s)' });
  await expect(uploadNone).toHaveAttribute('aria-disabled', 'true');
  // Announced as disabled, it still answers the keyboard with the reason.
  await uploadNone.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selection-notices')).toHaveText('Please select at least one image to upload.');

  const name = `e2e-${Date.now().toString(36)}-not-a-photo.jpg`;
  await fileInput(page).setInputFiles({ name, mimeType: 'image/jpeg', buffer: Buffer.from('these are words, not a picture\n') });
  await page.getByRole('button', { name: 'Upload 1 Image(s)' }).click();
  await expect(page.getByRole('heading', { name: 'Results: 0 of 1 added' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('list', { name: 'Upload results' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).not.toContainText('Added to the gallery');
  await expect(row).toContainText(/JPEG, PNG, WebP, or GIF|could not be read|not a valid image/i);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(page.getByText(/100\s*%/)).toHaveCount(0);
  await expect(page.getByText('Upload complete! Images have been added to the gallery.')).toHaveCount(0);
});
