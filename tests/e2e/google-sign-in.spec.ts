import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/auth-emulator';

// Journey: a new member who joins with Google. On the emulators Google's popup cannot load, so
// "Continue with Google" opens the app's "Sign in with Google (emulator)" dialog; the same e-mail
// always signs in to the same account. A cancelled dialog first, then Complete Your Profile (its
// checks in the spec's order, the profile kept over a reload), the welcome, and a later return that
// goes straight to the chat.

async function continueWithGoogle(page: Page, email: string, name: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (emulator)' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

async function expectCompleteProfile(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  const emailBox = page.getByRole('textbox', { name: 'Email' });
  await expect(emailBox).toHaveValue(email);
  await expect(emailBox).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
}

test('a new Google member cancels once, completes the profile, is welcomed, and later comes straight back to the chat', async ({ page }) => {
  const email = uniqueEmail('e2e-google');

  // Cancelling the dialog reports the sign-in as cancelled.
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google (emulator)' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Sign-in cancelled.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // From the sign-up screen this time: Complete Your Profile, which checks its fields in order.
  await page.goto('/signup');
  await continueWithGoogle(page, email, 'Ada');
  await expectCompleteProfile(page, email, 'Ada');
  const age = page.getByRole('checkbox', { name: 'I confirm I am 18 years or older' });
  const terms = page.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ });
  const submit = page.getByRole('button', { name: 'Complete Sign Up' });
  await terms.check();
  await submit.click();
  await expect(page.getByText('You must confirm you are 18 years or older to complete sign up.')).toBeVisible();
  await age.check();
  await terms.uncheck();
  await submit.click();
  await expect(page.getByText('You must accept the Terms of Use and Privacy Policy to complete sign up.')).toBeVisible();
  await terms.check();
  await page.getByRole('textbox', { name: 'Name' }).fill('   ');
  await submit.click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // A reload keeps the Google profile: it is rebuilt from the signed-in Firebase user.
  await page.reload();
  await expectCompleteProfile(page, email, 'Ada');
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await age.check();
  await terms.check();
  await submit.click();

  await expect(page).toHaveURL(/\/chat$/);
  // A Google e-mail is verified already: the welcome invites straight to the chat, once.
  const welcome = page.getByRole('dialog', { name: 'Welcome, Grace!' });
  await expect(welcome.getByText('3 days')).toBeVisible();
  await welcome.getByRole('button', { name: 'Start chatting' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'New Chat' })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // Later, after a logout: Google again from the landing page goes straight to the chat.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await continueWithGoogle(page, email, 'Grace Hopper');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toHaveCount(0);
});
