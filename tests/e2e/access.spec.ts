import { expect, test, type Page } from '../support/test';
import { uniqueEmail, verificationLink } from '../support/auth-emulator';
import { ADMIN_SESSION } from '../support/sessions';
import { logInToChat, registeredUser } from '../support/ui';
import { withLocalStore } from '../support/local-store';

// Who may do what (issue: accounts, trial and access), through the UI against the real stack.

const PASSWORD = 'secret-pass-1';
const DAY = 86_400_000;


const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a user who signed up 4 days ago has an expired trial and cannot send', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await withLocalStore((store) => store.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - 4 * DAY) }));
  await logInToChat(page, account.email, PASSWORD);
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Trial expired - upgrade to continue chatting');
  await expect(messageBox(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(page.getByTestId('trial-status').getByText('Your free trial has ended')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upgrade to keep chatting' })).toBeVisible();
});

test('a waitlist e-mail gets a 14-day trial', async ({ page }) => {
  const email = uniqueEmail('e2e-waitlist');
  await withLocalStore((store) => store.set(`waitlist/${email}`, { email, addedAt: new Date() }));
  await registeredUser({ email, password: PASSWORD });
  await logInToChat(page, email, PASSWORD);
  await expect(page.getByText('14 days left in your free trial')).toBeVisible();
  await expect(page.getByText('Waitlist bonus: 14-day trial')).toBeVisible();
});

test('an e-mail user verifies through the banner and may then chat', async ({ page }) => {
  const account = await registeredUser({ verified: false, password: PASSWORD });
  // The emulator records a verification link only when one is sent: send one as the app does.
  await logInToChat(page, account.email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Please verify your email to chat');

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox (and spam folder).')).toBeVisible();

  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page.getByText('Verification not detected yet. Please ensure you clicked the link.')).toBeVisible();

  let link: string | undefined;
  await expect.poll(async () => (link = await verificationLink(account.email))).toBeTruthy();
  const other = await page.context().newPage();
  await other.goto(link!);
  await other.close();

  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page.getByText('Verification successful!')).toBeVisible();
  await expect(messageBox(page)).toBeEnabled();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Start a new conversation...');
});

test('a non-admin opening /admin/analytics sees Access Denied', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload Images' })).toHaveCount(0);
  await page.goto('/admin/analytics');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

test.describe('the seeded admin', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('sees the Upload Images button', async ({ page }) => {
    await page.goto('/chat');
    await expect(page.getByRole('link', { name: 'Upload Images' })).toBeVisible();
  });
});

test('an unknown address shows a not-found page with a way home, and every page has its own title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Bela');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Bela · Your AI companion');
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Use · Bela');
});
