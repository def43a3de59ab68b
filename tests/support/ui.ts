/** Steps the end-to-end tests take through the UI, and accounts they arrange through the API. */
import { expect, type Page } from '@playwright/test';
import { createAccount, type TestAccount } from './auth-emulator';

const BASE_URL = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';

/** Logs in through the landing page's e-mail form (it does not wait for the result). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Log In' }) });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}


/**
 * Logs in and waits for the chat. The first sign-in on a fresh Functions emulator worker can take
 * a while on a busy machine, so the wait is longer than an assertion's default.
 */
export async function logInToChat(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/chat/, { timeout: 30_000 });
}

/** An e-mail account with a profile (POST /api/auth/signup): a fresh 3-day trial. */
export async function registeredUser(
  options: { verified?: boolean; email?: string; displayName?: string; password: string },
): Promise<TestAccount> {
  const displayName = options.displayName ?? 'Tester';
  const account = await createAccount({ verified: options.verified ?? true, password: options.password, email: options.email, displayName });
  const response = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` },
    body: JSON.stringify({ uid: account.uid, email: account.email, displayName, ageConfirmed: true, method: 'email' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return account;
}
