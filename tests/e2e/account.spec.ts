import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { signIn } from '../support/auth-emulator';
import { withLocalStore } from '../support/local-store';
import { logIn, registeredUser } from '../support/ui';

// The account corner of the chat screen: information, feedback, data export and deletion.

const PASSWORD = 'secret-pass-1';

test('a member reads the account information, downloads their data and sends feedback', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD, displayName: 'Account Tester' });
  await logIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/chat/);

  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Information' });
  await expect(dialog.getByText(account.email)).toBeVisible();
  await expect(dialog.getByText('All subscription fees are non-refundable', { exact: false })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ uid: account.uid, email: account.email, displayName: 'Account Tester' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(feedback.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await feedback.getByRole('textbox', { name: 'Message' }).fill('The trial panel is lovely.');
  await feedback.getByRole('button', { name: 'Send Message' }).click();
  await expect(feedback.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(feedback).toBeHidden({ timeout: 5_000 });
  const stored = await withLocalStore((store) =>
    store.query({ collection: 'contactMessages', where: [{ field: 'email', op: '==', value: account.email }] }),
  );
  expect(stored.map((doc) => doc.data['message'])).toEqual(['The trial panel is lovely.']);
});

test('a member deletes their account after typing DELETE', async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/chat/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my account' });
  const remove = confirm.getByRole('button', { name: 'Delete account' });
  await expect(remove).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await remove.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(signIn(account.email, PASSWORD)).rejects.toThrow();
  expect(await withLocalStore((store) => store.get(`users/${account.uid}`))).toBeNull();
});
