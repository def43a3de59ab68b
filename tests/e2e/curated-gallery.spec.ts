import { expect, test, type Locator } from '../support/test';
import { journeySessionFile } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { withLocalStore } from '../support/local-store';
import { ADMIN_SESSION } from '../support/sessions';

// Journey: the admin curates the gallery. On /admin/gallery the admin renames a photo and captions
// it, makes another photo the free one, and picks and orders the three landing teasers. A trial
// member then sees exactly that free photo sharp (and the renamed one by its title), a visitor's
// landing shows those teasers in that order, and no member page names a file. The admin page passes
// axe at 1280 and 360 px. The choice the stack started with is put back at the end.

test.use({ storageState: ADMIN_SESSION });

const CURATION = 'galleryIndex/curation';
/** A file name as uploads have them ("evening-14.jpg"), which no member page may show. */
const FILE_NAME = /[\w-]+\.(?:jpe?g|png|webp|gif)\b/i;

/** The photo id in a gallery image's signed URL (`…/photos/{id}/{variant}.{ext}?…`). */
async function photoIdOf(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const id = /photos\/([^/]+)\//.exec(decodeURIComponent(src))?.[1];
  expect(id, src).toBeTruthy();
  return id!;
}

test('the admin renames a photo, chooses the free one and the three teasers; members see exactly that', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const startedWith = await withLocalStore((store) => store.get(CURATION));
  try {
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Gallery photos in member order' }).getByRole('listitem');
    await expect(rows.nth(5)).toBeVisible();
    // The admin sees each photo's file name; members never do.
    await expect(rows.first().getByText(/^File: /)).toBeVisible();

    // The stack's sample photos only (another journey uploads and deletes its own meanwhile), found
    // again by their photo id, so a photo added above them moves nothing.
    const samples = rows.filter({ hasText: /File: evening-\d+\.jpg/ });
    const ids = await Promise.all([1, 2, 3, 4].map((n) => photoIdOf(samples.nth(n).locator('img').first())));
    const rowOf = (id: string) => rows.filter({ has: page.locator(`img[src*="/photos/${id}/"]`) });

    // Rename and caption the third photo.
    const title = `Sea glass ${run}`;
    const caption = `Washed smooth by the tide ${run}.`;
    const renamedId = ids[1]!;
    const third = rowOf(renamedId);
    await third.getByRole('textbox', { name: 'Title' }).fill(title);
    await third.getByRole('textbox', { name: 'Caption' }).fill(caption);
    await third.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('listitem', { name: title });
    await expect(renamed.getByText('Saved.')).toBeVisible();

    // Another photo, the second, becomes the free one.
    const freeId = ids[0]!;
    const freeRow = rowOf(freeId);
    const freeTitle = (await freeRow.getAttribute('aria-label'))!;
    await freeRow.getByRole('button', { name: 'Make free photo' }).click();
    await expect(page.getByText('Free photo saved.')).toBeVisible();
    await expect(freeRow.getByRole('button', { name: 'The free photo' })).toHaveAttribute('aria-pressed', 'true');

    // Three teasers: the current ones out, then the fifth, the fourth and the renamed one, and the
    // last moved up one place: fifth, renamed, fourth.
    const teasers = page.getByRole('region', { name: 'Landing teasers' });
    const inOrder = teasers.getByRole('list', { name: 'Teasers in order' }).getByRole('listitem');
    while ((await inOrder.count()) > 0) await inOrder.first().getByRole('button', { name: 'Remove from teasers' }).click();
    const pickedIds = [ids[3]!, ids[2]!, renamedId];
    for (const id of pickedIds) await rowOf(id).getByRole('button', { name: 'Use as teaser' }).click();
    await expect(inOrder).toHaveCount(3);
    await inOrder.nth(2).getByRole('button', { name: 'Move up' }).click();
    await expect(inOrder.nth(1)).toContainText(title);
    const teaserIds = [pickedIds[0]!, pickedIds[2]!, pickedIds[1]!];
    await teasers.getByRole('button', { name: 'Save teasers' }).click();
    await expect(teasers.getByText('Teasers saved.')).toBeVisible();
    expect(await withLocalStore((store) => store.get(CURATION))).toMatchObject({ data: { freePhotoId: freeId, teaserIds } });
    await checkScreen(page, 'admin gallery', { shot: true });
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'admin gallery');

    // A trial member: exactly the free photo is sharp; the answer names photos by their titles only.
    const member = await (await browser.newContext({ storageState: await journeySessionFile(browser, 'viewer'), viewport: DESKTOP })).newPage();
    const firstPage = member.waitForResponse((response) => response.url().endsWith('/api/images/photos'));
    await member.goto('/image-feed-demo');
    const photos = ((await (await firstPage).json()) as { data: { photos: { id: string; title: string; caption: string | null; locked: boolean }[] } }).data.photos;
    expect(photos.filter((photo) => !photo.locked).map((photo) => photo.id)).toEqual([freeId]);
    expect(photos.find((photo) => photo.id === renamedId)).toMatchObject({ title, caption, locked: true });
    for (const photo of photos) expect(photo).not.toHaveProperty('originalName');
    const sharp = member.getByTestId('unlocked-photo');
    await expect(sharp).toHaveCount(1);
    await expect(sharp).toHaveAttribute('aria-label', `View ${freeTitle} full size`);
    expect(await photoIdOf(sharp.locator('img').first())).toBe(freeId);
    await sharp.click();
    await expect(member.getByRole('dialog', { name: freeTitle })).toBeVisible();
    expect(await member.locator('body').innerText()).not.toMatch(FILE_NAME);
    await member.keyboard.press('Escape');
    expect(await member.locator('body').innerText()).not.toMatch(FILE_NAME);
    await member.context().close();

    // Where the photo is open to see (here the admin's own view of the gallery), the new title and caption.
    await page.setViewportSize(DESKTOP);
    await page.goto('/image-feed-demo');
    const renamedTile = page.getByRole('button', { name: `View ${title} full size` });
    await renamedTile.click();
    const lightbox = page.getByRole('dialog', { name: title });
    await expect(lightbox.getByText(caption)).toBeVisible();
    await page.keyboard.press('Escape');

    // A visitor's landing: the three teasers, in the chosen order.
    const visitor = await (await browser.newContext({ viewport: DESKTOP, storageState: { cookies: [], origins: [] } })).newPage();
    const preview = visitor.waitForResponse((response) => response.url().includes('/api/images/landing-preview'));
    await visitor.goto('/');
    const body = (await (await preview).json()) as { previewPhotos: { id: string; blurredUrl: string }[] };
    expect(body.previewPhotos.map((photo) => photo.id)).toEqual(teaserIds);
    // The carousel's slides, in order, are those three.
    const slides = visitor.locator('img[alt^="Blurred gallery preview"]');
    await expect(slides).toHaveCount(3);
    const sources = await slides.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources).toEqual(body.previewPhotos.map((photo) => photo.blurredUrl));
    expect(await visitor.locator('body').innerText()).not.toMatch(FILE_NAME);
    await visitor.context().close();
  } finally {
    // The other journeys expect the stack's own choice.
    if (startedWith) await withLocalStore((store) => store.set(CURATION, startedWith.data));
  }
});
