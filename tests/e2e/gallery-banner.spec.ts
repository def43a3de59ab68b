import { expect, test, type Page } from '../support/test';
import { logInToChat, registeredUser } from '../support/ui';

// The 'Exclusive Gallery' banner (SPEC section 2, chat screen). On a phone it must not hold a row
// above the messages for good: a one-line strip in a new chat, collapsed once a conversation
// runs, and hideable. On a desktop it stays. BELA_SHOTS_DIR=<dir> saves screenshots to look at.

const PASSWORD = 'secret-pass-1';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const banner = (page: Page) => page.getByRole('button', { name: /Exclusive Gallery/ });
const scroller = (page: Page) => page.getByTestId('message-scroller');

async function shot(page: Page, name: string) {
  if (process.env.BELA_SHOTS_DIR) await page.screenshot({ path: `${process.env.BELA_SHOTS_DIR}/${name}.png` });
}

/** Sends a message with Enter and waits for Bela's reply to finish. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByTestId('message-user').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the banner is one line in a new chat, collapses once the chat runs, and can be hidden', async ({ page }) => {
    const account = await registeredUser({ password: PASSWORD });
    await logInToChat(page, account.email, PASSWORD);

    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Tap to view photos');
    const strip = (await banner(page).boundingBox())!;
    expect(strip.height).toBeLessThanOrEqual(48);
    expect(strip.x + strip.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'gallery-banner-phone-new-chat');
    const roomWithBanner = (await scroller(page).boundingBox())!.height;

    await send(page, 'Hello Bela!');
    await expect(banner(page)).toHaveCount(0);
    // The row went to the messages.
    await expect.poll(async () => (await scroller(page).boundingBox())!.height).toBeGreaterThan(roomWithBanner);
    await shot(page, 'gallery-banner-phone-conversation');

    // A new chat brings it back; it still leads to the gallery.
    await page.getByRole('button', { name: 'Show conversations' }).click();
    await page.getByRole('navigation', { name: 'Chat navigation' }).getByRole('button', { name: 'New Chat' }).click();
    await expect(banner(page)).toBeVisible();

    // Hidden by hand: gone for the rest of the session, reload included.
    await page.getByRole('button', { name: 'Hide the gallery banner' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the strip opens the gallery', async ({ page }) => {
    const account = await registeredUser({ password: PASSWORD });
    await logInToChat(page, account.email, PASSWORD);
    await banner(page).click();
    await expect(page).toHaveURL(/\/image-feed-demo$/);
  });
});

test('on a desktop the banner stays above the thread', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the gallery banner' })).toHaveCount(0);
  await send(page, 'Hello Bela!');
  await expect(banner(page)).toBeVisible();
  await shot(page, 'gallery-banner-desktop');
});
