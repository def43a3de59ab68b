import { expect, test, type Locator, type Page } from '../support/test';
import { journeySessionFile } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { ADMIN_SESSION } from '../support/sessions';
import { runClockUntil } from '../support/ui';

// Journey (issue 42): the admin lets Bela share two sample photos in chat, with tags; a trial
// member asks "can you send me a selfie?", meets the photo blurred with "Subscription Required /
// Click to upgrade", clicks it and pays on the Stripe sandbox; back in the same conversation the
// photo is sharp and opens in the gallery's lightbox. The chat passes axe at 1280 and 360 px with
// the locked and the unlocked photo. The two photos are made unshareable again at the end.

test.use({ storageState: ADMIN_SESSION });

const SANDBOX_URL = process.env.STRIPE_SANDBOX_URL ?? 'http://127.0.0.1:12111';
const checkoutPage = new RegExp(`^${SANDBOX_URL.replace(/[.]/g, '\\.')}/c/pay/`);

async function photoIdOf(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const id = /photos\/([^/]+)\//.exec(decodeURIComponent(src))?.[1];
  expect(id, src).toBeTruthy();
  return id!;
}

const PHOTO_CARDS = ['Photo Moments Shown', 'Upgrade Clicks from Photos', 'Subscriptions after a Photo Click'] as const;

/** The Business tab's photo-moment figures for the default period, as the admin's cards show them. */
async function photoFigures(page: Page): Promise<number[]> {
  await page.goto('/admin/analytics?tab=business');
  const figures: number[] = [];
  for (const card of PHOTO_CARDS) {
    const region = page.getByRole('region', { name: card, exact: true });
    await expect(region).toBeVisible();
    const value = /(\d[\d,]*)/.exec((await region.innerText()).replace(card, ''))?.[1];
    expect(value, card).toBeTruthy();
    figures.push(Number(value!.replace(/,/g, '')));
  }
  return figures;
}

/** Sets one sample photo's sharing on /admin/gallery (the admin's page is open). */
async function setSharing(page: Page, id: string, shareable: boolean, tags: string[]) {
  const row = page.getByRole('list', { name: 'Gallery photos in member order' }).getByRole('listitem').filter({ has: page.locator(`img[src*="/photos/${id}/"]`) });
  const box = row.getByRole('checkbox', { name: 'Bela may share this in chat' });
  if ((await box.isChecked()) !== shareable) await box.click();
  for (const tag of tags) {
    const chip = row.getByRole('button', { name: tag, exact: true });
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
  }
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Saved.')).toBeVisible();
}

test('a trial member asks for a selfie, meets it locked, pays, and sees it in the lightbox', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  // The Business tab before the journey: it adds exactly one to each photo-moment figure.
  const before = await photoFigures(page);
  await page.goto('/admin/gallery');
  const rows = page.getByRole('list', { name: 'Gallery photos in member order' }).getByRole('listitem');
  const samples = rows.filter({ hasText: /File: evening-\d+\.jpg/ });
  await expect(samples.nth(7)).toBeVisible();
  // Two sample photos far from the ones the gallery journey curates.
  const ids = await Promise.all([6, 7].map((n) => photoIdOf(samples.nth(n).locator('img').first())));
  await setSharing(page, ids[0]!, true, ['beach', 'morning']);
  await setSharing(page, ids[1]!, true, ['city', 'night']);

  const member = await (await browser.newContext({ storageState: await journeySessionFile(browser, 'photos'), viewport: DESKTOP })).newPage();
  try {
    await member.goto('/chat');
    const box = member.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled({ timeout: 30_000 });
    await box.fill('can you send me a selfie?');
    await box.press('Enter');
    const locked = member.getByTestId('photo-moment-locked');
    await expect(locked).toBeVisible({ timeout: 30_000 });
    await expect(locked).toContainText('Subscription Required');
    await expect(locked).toContainText('Click to upgrade');
    expect(ids).toContain(await photoIdOf(locked.locator('img')));
    await expect(member.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
    await checkScreen(member, 'photo moment locked', { shot: true });
    await member.setViewportSize(PHONE);
    await checkScreen(member, 'photo moment locked');
    await member.setViewportSize(DESKTOP);
    const conversationUrl = member.url();

    // The click opens the upgrade dialog; paying on the sandbox brings the member back to this conversation.
    await member.clock.install();
    await locked.click();
    const dialog = member.getByRole('dialog', { name: 'Upgrade to Premium' });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(member).toHaveURL(checkoutPage);
    await member.getByLabel('Card number').fill('4242 4242 4242 4242');
    await member.getByLabel('Expiration').fill('12 / 34');
    await member.getByLabel('CVC').fill('123');
    await member.getByRole('button', { name: 'Subscribe' }).click();
    await expect(member.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await runClockUntil(member, async () => /\/chat/.test(member.url()), 'the success page goes back to the chat', 10_000);
    expect(member.url()).toBe(conversationUrl);

    const unlocked = member.getByTestId('photo-moment-unlocked');
    await expect(unlocked).toBeVisible({ timeout: 30_000 });
    await expect(member.getByTestId('photo-moment-locked')).toHaveCount(0);
    await checkScreen(member, 'photo moment unlocked', { shot: true });
    await unlocked.click();
    const lightbox = member.getByRole('dialog');
    await expect(lightbox.locator('img').first()).toBeVisible();
    await checkScreen(member, 'photo moment lightbox');
    await member.keyboard.press('Escape');
    await member.setViewportSize(PHONE);
    await checkScreen(member, 'photo moment unlocked');

    // One photo shown, one click on it, one subscription within the day after it.
    await expect.poll(() => photoFigures(page), { timeout: 20_000 }).toEqual(before.map((figure) => figure + 1));
  } finally {
    await member.context().close();
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/gallery');
    await setSharing(page, ids[0]!, false, []);
    await setSharing(page, ids[1]!, false, []);
  }
});
