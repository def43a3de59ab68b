import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/auth-emulator';
import { withLocalStore } from '../support/local-store';
import { logInToChat, registeredUser } from '../support/ui';

// The waitlist dialog of the chat screen (SPEC section 2 "Dialogs", POST /data/check-waitlist),
// opened from the trial status panel, against the real stack.

const PASSWORD = 'secret-pass-1';
const addToWaitlist = (email: string) => withLocalStore((store) => store.set(`waitlist/${email}`, { email, addedAt: new Date() }));

async function openWaitlistDialog(page: Page) {
  const opener = page.getByTestId('trial-status').getByRole('button', { name: 'Check the waitlist' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Waitlist check' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('a member on the waitlist is told they have the 14-day trial', async ({ page }) => {
  const email = uniqueEmail('e2e-waitlisted');
  await addToWaitlist(email);
  await registeredUser({ email, password: PASSWORD });
  await logInToChat(page, email, PASSWORD);
  await expect(page.getByText('14 days left in your free trial')).toBeVisible();

  const { opener, dialog } = await openWaitlistDialog(page);
  await expect(dialog.getByTestId('waitlist-email')).toHaveText(email);
  const answer = dialog.getByTestId('waitlist-answer');
  await expect(answer).toContainText("You're on the waitlist");
  await expect(answer).toContainText('Your e-mail is on the waitlist, so you have the 14-day free trial.');

  // Keyboard: Close has the focus, Escape closes, the focus returns to the opener.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a member not on the waitlist is told their trial is 3 days, and a later entry is found on checking again', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();

  const { dialog } = await openWaitlistDialog(page);
  const answer = dialog.getByTestId('waitlist-answer');
  await expect(answer).toContainText('Not on the waitlist');
  await expect(answer).toContainText('Your e-mail is not on the waitlist, so your free trial is the standard 3-day one.');

  // Added meanwhile (as `npm run admin -- waitlist add` does): the answer changes, and so does the panel.
  await addToWaitlist(account.email);
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(answer).toContainText("You're on the waitlist");
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId('trial-status');
  await expect(panel.getByText('14 days left in your free trial')).toBeVisible();
  await expect(panel.getByText('Waitlist bonus: 14-day trial')).toBeVisible();
});

test('a failed check says so and can be tried again', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);

  await page.route('**/api/data/check-waitlist', (route) => route.abort('connectionfailed'));
  const { dialog } = await openWaitlistDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText('Could not reach the server. Please check your connection and try again.');
  await expect(dialog.getByTestId('waitlist-answer')).toHaveCount(0);

  await page.unroute('**/api/data/check-waitlist');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByTestId('waitlist-answer')).toContainText('Not on the waitlist');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the dialog opens from the drawer and fits the screen', async ({ page }) => {
    const email = uniqueEmail('e2e-waitlisted-phone');
    await addToWaitlist(email);
    await registeredUser({ email, password: PASSWORD });
    await logInToChat(page, email, PASSWORD);

    await page.getByRole('button', { name: 'Show conversations' }).click();
    const { dialog } = await openWaitlistDialog(page);
    await expect(dialog.getByTestId('waitlist-answer')).toContainText("You're on the waitlist");
    const paper = (await dialog.boundingBox())!;
    expect(paper.x).toBeGreaterThanOrEqual(0);
    expect(paper.x + paper.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.BELA_SHOTS_DIR) await page.screenshot({ path: `${process.env.BELA_SHOTS_DIR}/waitlist-dialog-phone.png` });
  });
});
