import { expect, test } from '../support/test';
import { lookup, signIn, uniqueEmail, verificationLink } from '../support/auth-emulator';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { withLocalStore } from '../support/local-store';
import { logIn, watchForProblems } from '../support/ui';
import { networkQuiet } from '../support/network-quiet';

// Journey: a new member's first visit, as a person takes it. From the landing's 'Join for Free' to
// the e-mail sign-up (with the minors notice), the welcome, the verification banner (a resend, a
// check too early, the link, the check again), three chat turns, then logout and a login (a wrong
// password first), and the account's deletion. Up to the logout nothing goes wrong in the browser: no console error or warning,
// no failed request, no uncaught exception.

const NOTICE = 'For adults 18+ only. Companion chatbots may not be suitable for some minors.';

test('a visitor joins by e-mail, is welcomed, verifies through the banner, chats, logs out and logs in again', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const email = uniqueEmail('e2e-journey');
  const password = 'journey-pass-1';

  // The visitor moves on once the landing's teaser photos have come: leaving before would rightly
  // cancel their request, which the tally below would count.
  const teasers = page.waitForResponse((response) => response.url().includes('/api/images/landing-preview'));
  await page.goto('/');
  await teasers;
  await page.getByRole('link', { name: 'Join for Free', exact: true }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  const form = page.getByRole('form', { name: 'Sign up with email' });
  await expect(form.getByRole('checkbox', { name: 'I confirm I am 18 years or older' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await form.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await form.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();

  // Welcomed once, with the address to verify.
  await expect(page).toHaveURL(/\/chat$/, { timeout: 30_000 });
  const welcome = page.getByRole('dialog', { name: 'Welcome, Ada!' });
  await expect(welcome.getByText(email)).toBeVisible();
  await checkScreen(page, 'chat welcome');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'chat welcome');
  await page.setViewportSize(DESKTOP);
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // Not verified yet: the banner, and a box that waits for it.
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(box).toHaveAttribute('placeholder', 'Please verify your email to chat');
  await checkScreen(page, 'chat unverified');
  await page.setViewportSize(PHONE);
  await checkScreen(page, 'chat unverified');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox (and spam folder).')).toBeVisible();
  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page.getByText('Verification not detected yet. Please ensure you clicked the link.')).toBeVisible();

  // The verification e-mail's link, as the Auth emulator recorded it, opened in another tab.
  let link: string | undefined;
  await expect.poll(async () => (link = await verificationLink(email))).toBeTruthy();
  const { uid } = await signIn(email, password);
  expect((await lookup(uid))?.emailVerified).toBe(false);
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(link!);
  await expect.poll(async () => (await lookup(uid))?.emailVerified).toBe(true);
  await verifyPage.close();
  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page.getByText('Verification successful!')).toBeVisible();
  await expect(box).toBeEnabled();
  await expect(box).toHaveAttribute('placeholder', 'Start a new conversation...');

  const turns = ['Hi Bela! I just signed up.', 'I spent the afternoon walking by the river.', 'What would you do on a rainy Sunday?'];
  for (const [i, text] of turns.entries()) {
    await box.fill(text);
    await box.press('Enter');
    await expect(page.getByText(text)).toBeVisible();
    // The reply has landed when the companion's message count catches up with the turn.
    await expect(page.getByTestId('message-bela')).toHaveCount(i + 1, { timeout: 30_000 });
    await expect(box).toBeEnabled();
  }
  // Late requests (tracking, list refresh) finish or fail before the tally.
  await networkQuiet(page);
  expect(problems, problems.join('\n')).toEqual([]);

  // Logged out, the chat sends a visitor back to the landing page.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await logIn(page, email, 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/chat$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Images' })).toHaveCount(0);

  // Finally the member deletes the account, after typing DELETE: nothing is left to sign in to.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my account' });
  const remove = confirm.getByRole('button', { name: 'Delete account' });
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(signIn(email, password)).rejects.toThrow();
  expect(await withLocalStore((store) => store.get(`users/${uid}`))).toBeNull();
});
