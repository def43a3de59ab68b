import { expect, test } from '@playwright/test';
import { lookup, uniqueEmail, verificationLink, signIn } from '../support/auth-emulator';
import { logIn } from '../support/ui';

const DEMO = { email: 'demo@bela.local', password: 'BelaDemo!2026' };
const ADMIN = { email: 'admin@bela.local', password: 'BelaAdmin!2026' };


test('a visitor signs up by e-mail, verifies, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('e2e-signup');
  const password = 'correct-horse-1';

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await page.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await page.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/chat$/);
  // Welcomed once, and asked to verify first.
  const welcome = page.getByRole('dialog', { name: 'Welcome, Grace!' });
  await expect(welcome.getByText(email)).toBeVisible();
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The verification e-mail's link, as the Auth emulator recorded it.
  let link: string | undefined;
  await expect.poll(async () => (link = await verificationLink(email))).toBeTruthy();
  const { uid } = await signIn(email, password);
  expect((await lookup(uid))?.emailVerified).toBe(false);
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(link!);
  await expect.poll(async () => (await lookup(uid))?.emailVerified).toBe(true);
  await verifyPage.close();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('sign-up validations run in the order of the spec', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('e2e-validate'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('abd');
  await page.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await page.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  const submit = page.getByRole('button', { name: 'Create Account' });

  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('abc');
  await submit.click();
  await expect(page.getByText('Password should be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the seeded demo user logs in and sees the chat page', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(DEMO.email, { exact: true })).toBeVisible();
});

test('the seeded admin logs in', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(ADMIN.email, { exact: true })).toBeVisible();
});

test('a wrong password gets the message of the spec', async ({ page }) => {
  await logIn(page, DEMO.email, 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/chat$/);
});

test('an anonymous visitor opening /chat lands on /', async ({ page }) => {
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
