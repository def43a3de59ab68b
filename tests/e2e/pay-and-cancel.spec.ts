import { expect, test, type Page } from '../support/test';
import { journeySession } from '../support/journey-member';
import type { UserInfo } from '@bela/contracts/auth';
import { signIn, type TestAccount } from '../support/auth-emulator';
import { withLocalStore } from '../support/local-store';
import { savedMember } from '../support/sessions';
import { runClockUntil } from '../support/ui';

// Journey: the subscription through the UI against the real stack and the local Stripe sandbox. A
// trial member's card is declined (the page says so and that nothing was charged; Try Again); once the trial has run out
// they upgrade with a card that pays and chat again; then they cancel in the portal, keep access
// until the period ends, and are refused after it.

test.use({ storageState: journeySession('billing') });
const DAY = 86_400_000;
const BASE_URL = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const SANDBOX_URL = process.env.STRIPE_SANDBOX_URL ?? 'http://127.0.0.1:12111';
const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

// The end of the journey moves the sandbox's clock, which every subscription shares: no other
// journey subscribes through the sandbox.

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const trialStatus = (page: Page) => page.getByTestId('trial-status');
const upgradePrompt = (page: Page) => page.getByRole('region', { name: 'Upgrade to keep chatting' });
const checkoutPage = new RegExp(`^${SANDBOX_URL.replace(/[.]/g, '\\.')}/c/pay/`);
const portalPage = new RegExp(`^${SANDBOX_URL.replace(/[.]/g, '\\.')}/p/session/`);

/** The user info the server computes (with access), read through the API as the member. */
async function serverUserInfo(account: TestAccount): Promise<UserInfo> {
  const { idToken } = await signIn(account.email, account.password);
  const response = await fetch(`${BASE_URL}/api/auth/user-info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ token: idToken }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: UserInfo }).data;
}

/** Signed up 4 days ago: the 3-day trial is over. */
async function ageAccount(account: TestAccount) {
  await withLocalStore((store) => store.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - 4 * DAY) }));
}

/** 'Subscribe' in the open Upgrade to Premium dialog, then on to the sandbox's hosted checkout. */
async function startCheckout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog.getByText('USD 9.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(checkoutPage);
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** Sends `text` and waits for Bela's complete reply. */
async function chat(page: Page, text: string) {
  const replies = page.getByTestId('message-bela');
  const before = await replies.count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(page.getByTestId('message-user').filter({ hasText: text })).toBeVisible();
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-apology')).toHaveCount(0);
}

/** Pays on the hosted checkout and checks the success screen up to its redirect to /chat. */
async function payAndSeeSuccess(page: Page, account: TestAccount, { waitForRedirect }: { waitForRedirect: boolean }) {
  await payWithCard(page, PAYING_CARD);
  await expect(page).toHaveURL(/\/payment\/success\?status=success&session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const receipt = page.getByTestId('payment-receipt');
  await expect(receipt).toContainText('9.00 USD');
  await expect(receipt).toContainText('Active');
  await expect(receipt).toContainText(account.email);
  await expect(page.getByText(/Redirecting to chat in \d seconds?\.\.\./)).toBeVisible();
  if (waitForRedirect) await runClockUntil(page, async () => /\/chat$/.test(page.url()), 'the success page goes on to the chat', 10_000);
  else await page.getByRole('button', { name: 'Continue to Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

test('a trial member is declined, pays once the trial has run out, cancels in the portal, and is refused after the period', async ({ page }) => {
  test.setTimeout(150_000);
  const account = savedMember('billing');
  await page.clock.install(); // the success page's countdown to the chat (runClockUntil)
  await page.goto('/chat');
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();

  // A declined card leaves the member on the trial.
  await trialStatus(page).getByRole('button', { name: 'Upgrade' }).click();
  await startCheckout(page);
  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(checkoutPage);
  // Back to the app without paying: the page says the card was declined and nothing was charged
  // (never 'cancelled'), and its 'Try Again' opens Checkout again.
  await page.getByRole('link', { name: '← Back to Bela' }).click();
  await expect(page).toHaveURL(/\/payment\/cancelled$/);
  await expect(page.getByRole('heading', { name: 'Card Declined' })).toBeVisible();
  await expect(page.getByText('Your card was declined, so nothing was charged.')).toBeVisible();
  await expect(page.getByText(/cancelled/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(checkoutPage);
  await page.getByRole('link', { name: '← Back to Bela' }).click();
  await page.getByRole('button', { name: 'Continue to Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();
  await expect(trialStatus(page)).not.toContainText('Premium');
  let info = await serverUserInfo(account);
  expect(info.access).toMatchObject({ isPaidUser: false, status: 'trial' });
  expect(info.paymentStatus).not.toBe('paid');

  // The trial runs out: the box refuses, and the prompt's upgrade with a card that pays opens it again.
  await ageAccount(account);
  await page.reload();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Trial expired - upgrade to continue chatting');
  await expect(messageBox(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(trialStatus(page).getByText('Your free trial has ended')).toBeVisible();
  await upgradePrompt(page).getByRole('button', { name: 'Upgrade to Premium' }).click();
  await startCheckout(page);
  await payAndSeeSuccess(page, account, { waitForRedirect: true });
  // Only the server's verification unlocked this: its user info now says paid.
  info = await serverUserInfo(account);
  expect(info.access).toMatchObject({ isPaidUser: true, canUseChat: true, status: 'paid' });
  expect(info).toMatchObject({ subscriptionStatus: 'active', paymentStatus: 'paid', cancelAtPeriodEnd: false });
  await expect(trialStatus(page)).toContainText('Premium');
  await expect(upgradePrompt(page)).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
  await chat(page, 'I subscribed, Bela. Tell me about your week.');

  // Cancelled in the portal: access stays until the period ends.
  await page.getByRole('button', { name: 'Account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Account Information' });
  await expect(dialog.getByText('Premium, USD 9.00/month')).toBeVisible();
  await dialog.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL(portalPage);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Your subscription will end on/)).toBeVisible();
  await page.getByRole('link', { name: '← Return to Bela' }).click();
  await expect(page).toHaveURL(/\/chat$/);

  // The cancellation reaches the server by webhook.
  await expect.poll(async () => (await serverUserInfo(account)).cancelAtPeriodEnd, { timeout: 30_000 }).toBe(true);
  info = await serverUserInfo(account);
  expect(info.access.isPaidUser).toBe(true);
  const end = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    info.subscriptionPeriodEnd!,
  );
  await page.getByRole('button', { name: 'Account' }).click();
  dialog = page.getByRole('dialog', { name: 'Account Information' });
  await expect(dialog.getByText(`Your subscription ends on ${end}; you keep access until then.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(messageBox(page)).toBeEnabled();
  await chat(page, 'I cancelled, but I am still here until the end of the month.');

  // Past the period end the subscription ends; with the trial long over, chat is refused.
  const advanced = await fetch(`${SANDBOX_URL}/_sandbox/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ days: 31 }),
  });
  expect(advanced.ok, await advanced.clone().text()).toBe(true);
  await expect.poll(async () => (await serverUserInfo(account)).access.isPaidUser, { timeout: 30_000 }).toBe(false);

  await page.reload();
  await expect(upgradePrompt(page)).toBeVisible();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Trial expired - upgrade to continue chatting');
  await expect(messageBox(page)).toBeDisabled();
  await expect(trialStatus(page)).toContainText('Your free trial has ended');
});
