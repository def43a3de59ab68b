import { expect, test } from '../support/test';
import { uniqueEmail, verificationLink } from '../support/auth-emulator';
import { signUpByEmail, watchForProblems } from '../support/ui';

// A new member's whole first visit, as a person would take it: sign up, verify, three chat turns.
// A healthy journey leaves nothing in the browser console: no error or warning, no failed
// request, no uncaught exception.

test('sign-up, verification and three chat turns log no console error', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const email = uniqueEmail('e2e-journey');
  const password = 'journey-pass-1';

  await page.goto('/');
  await page.getByRole('link', { name: 'Join for Free', exact: true }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUpByEmail(page, { name: 'Ada', email, password });

  await expect(page).toHaveURL(/\/chat$/, { timeout: 30_000 });
  await page.getByRole('dialog', { name: 'Welcome, Ada!' }).getByRole('button', { name: 'Got it' }).click();

  let link: string | undefined;
  await expect.poll(async () => (link = await verificationLink(email))).toBeTruthy();
  const verifyPage = await page.context().newPage();
  await verifyPage.goto(link!);
  await verifyPage.close();
  await page.getByRole('button', { name: 'I have verified my email' }).click();
  await expect(page.getByText('Verification successful!')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Message' });
  const turns = ['Hi Bela! I just signed up.', 'I spent the afternoon walking by the river.', 'What would you do on a rainy Sunday?'];
  for (const [i, text] of turns.entries()) {
    await box.fill(text);
    await box.press('Enter');
    await expect(page.getByText(text)).toBeVisible();
    // The reply has landed when the companion's message count catches up with the turn.
    await expect(page.getByTestId('message-bela')).toHaveCount(i + 1, { timeout: 30_000 });
    await expect(box).toBeEnabled();
  }
  // Give late requests (tracking, list refresh) a moment to finish or fail.
  await page.waitForLoadState('networkidle');

  expect(problems, problems.join('\n')).toEqual([]);
});
