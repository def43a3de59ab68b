import { expect, test, type Locator, type Page } from '../support/test';
import { journeySession, journeySessionFile } from '../support/journey-member';
import { checkScreen, PHONE } from '../support/layout';
import { savedMember } from '../support/sessions';

// Journey: a member on a 360 px phone (touch). The sidebar is a drawer, each dialog opens from it
// and fits; the 'Exclusive Gallery' banner (SPEC section 2, chat screen) is a one-line strip in a
// new chat, collapses once a conversation runs, can be hidden for the session, and opens the
// gallery; Shift+Enter writes a new line. The member's e-mail is on the waitlist (a 14-day trial).
// BELA_SHOTS_DIR=<dir> saves screenshots of the banner and the waitlist dialog to look at.

// With the motion most phones have: the drawer slides and dialogs fade (the other journeys ask for less).
test.use({ storageState: journeySession('phone'), viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' });

const banner = (page: Page) => page.getByRole('button', { name: /Exclusive Gallery/ });
const scroller = (page: Page) => page.getByTestId('message-scroller');
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function shot(page: Page, name: string) {
  if (process.env.BELA_SHOTS_DIR) await page.screenshot({ path: `${process.env.BELA_SHOTS_DIR}/${name}.png` });
}

test('a waitlisted member on a phone: the drawer and its dialogs, the gallery strip, a two-line message', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = savedMember('phone');
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();
  await checkScreen(page, 'chat trial');

  // The drawer, and each dialog opened from it.
  const drawer = page.getByRole('navigation', { name: 'Chat navigation' });
  await expect(drawer).toBeHidden();
  const openDrawer = async () => {
    await page.getByRole('button', { name: 'Show conversations' }).click();
    await expect(drawer).toBeVisible();
  };
  await openDrawer();
  await expect(drawer.getByRole('button', { name: 'New Chat' })).toBeVisible();
  const panel = page.getByTestId('trial-status');
  await expect(panel.getByText('14 days left in your free trial')).toBeVisible();
  await expect(panel.getByText('Waitlist bonus: 14-day trial')).toBeVisible();
  await checkScreen(page, 'chat drawer open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // With reduced motion the drawer opens at once, and still takes the focus, so Escape closes it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDrawer();
  await expect(page.locator('[aria-label="Conversations"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  const checkDialog = async (open: () => Promise<void>, state: string, name: string) => {
    await open();
    const dialog = page.getByRole('dialog', { name, exact: true });
    await expect(dialog).toBeVisible();
    await checkScreen(page, state);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const fromDrawer = (button: Locator) => async () => {
    await openDrawer();
    await button.click();
  };
  await checkDialog(fromDrawer(drawer.getByRole('button', { name: 'Account', exact: true })), 'chat dialog account', 'Account Information');
  await checkDialog(fromDrawer(drawer.getByRole('button', { name: 'Send Feedback' })), 'chat dialog send feedback', 'Contact Support');
  await checkDialog(fromDrawer(panel.getByRole('button', { name: 'Upgrade', exact: true })), 'chat dialog upgrade', 'Upgrade to Premium');
  // The waitlist dialog opens over the drawer, which stays open behind it, and fits the screen.
  await openDrawer();
  await panel.getByRole('button', { name: 'Check the waitlist' }).click();
  const waitlist = page.getByRole('dialog', { name: 'Waitlist check' });
  await expect(waitlist.getByTestId('waitlist-email')).toHaveText(account.email);
  await expect(waitlist.getByTestId('waitlist-answer')).toContainText("You're on the waitlist");
  const paper = (await waitlist.boundingBox())!;
  expect(paper.x).toBeGreaterThanOrEqual(0);
  expect(paper.x + paper.width).toBeLessThanOrEqual(PHONE.width);
  await checkScreen(page, 'chat dialog waitlist');
  await shot(page, 'waitlist-dialog-phone');
  await page.keyboard.press('Escape');
  await expect(waitlist).toBeHidden();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await checkDialog(() => page.getByRole('button', { name: 'About Bela' }).click(), 'chat dialog about bela', 'Bela');
  await checkDialog(() => page.getByRole('button', { name: "View Bela's picture" }).first().click(), 'chat dialog avatar', "Bela's picture");

  // The gallery banner: one line in a new chat.
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Tap to view photos');
  const strip = (await banner(page).boundingBox())!;
  expect(strip.height).toBeLessThanOrEqual(48);
  expect(strip.x + strip.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'gallery-banner-phone-new-chat');
  const roomWithBanner = (await scroller(page).boundingBox())!.height;

  // Shift+Enter writes a new line; Enter sends. Once the chat runs, the banner's row goes to the messages.
  await messageBox(page).click();
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(messageBox(page)).toHaveValue('First line\nsecond line');
  await expect(page.getByTestId('message-user')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-user')).toContainText('second line');
  await expect(page.getByTestId('message-bela')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(async () => (await scroller(page).boundingBox())!.height).toBeGreaterThan(roomWithBanner);
  await shot(page, 'gallery-banner-phone-conversation');
  await checkScreen(page, 'chat after a reply');
  await openDrawer();
  await page.getByRole('button', { name: /^Delete conversation/ }).first().click();
  await checkDialog(async () => undefined, 'chat dialog delete conversation', 'Delete conversation?');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A new chat brings the banner back; hidden by hand, it is gone for the session, reload included.
  await openDrawer();
  await drawer.getByRole('button', { name: 'New Chat' }).click();
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Hide the gallery banner' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(messageBox(page)).toBeEnabled();
  await expect(banner(page)).toHaveCount(0);

  // In a new session the strip is back, and opens the gallery.
  const context = await browser.newContext({ storageState: await journeySessionFile(browser, 'phone'), viewport: PHONE, isMobile: true, hasTouch: true });
  const again = await context.newPage();
  await again.goto('/chat');
  await banner(again).click();
  await expect(again).toHaveURL(/\/image-feed-demo$/);
  await context.close();
});
