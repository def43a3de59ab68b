import { expect, test } from '../support/test';
import { lookup, uniqueEmail, verificationLink, signIn } from '../support/auth-emulator';
import { logIn, signUpByEmail } from '../support/ui';

const DEMO = { email: 'demo@bela.local', password: 'BelaDemo!2026' };
const ADMIN = { email: 'admin@bela.local', password: 'BelaAdmin!2026' };

test('a visitor signs up by e-mail, verifies, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('e2e-signup');
  const password = 'correct-horse-1';

  await page.goto('/signup');
  await signUpByEmail(page, { name: 'Grace', email, password });

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

test("sign-up with the boxes unticked shows the spec's messages, not the browser's bubble", async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  const form = page.getByRole('form', { name: 'Sign up with email' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('e2e-boxes'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse-1');
  await form.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('correct-horse-1');
  const age = form.getByRole('checkbox', { name: 'I confirm I am 18 years or older' });
  const terms = form.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ });
  // Still required (for assistive technology), but the browser's check is off: the form is
  // invalid to the browser, and the click reaches the spec's own rules all the same.
  await expect(age).toHaveAttribute('required', '');
  await expect(terms).toHaveAttribute('required', '');
  expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);

  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('You must confirm you are 18 years or older to sign up.');
  await expect(age).toBeFocused();
  await expect(age).toHaveAttribute('aria-invalid', 'true');

  await age.check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('alert')).toHaveText('You must accept the Terms of Use and Privacy Policy to sign up.');
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign-up with every field empty starts with the password rule, then asks for the name and e-mail', async ({ page }) => {
  await page.goto('/signup#email');
  const form = page.getByRole('form', { name: 'Sign up with email' });
  const submit = form.getByRole('button', { name: 'Create Account' });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Password should be at least 6 characters');
  await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();

  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse-1');
  await form.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('correct-horse-1');
  await form.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await form.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your name.');
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@example');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(page).toHaveURL(/\/signup#email$/);
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
