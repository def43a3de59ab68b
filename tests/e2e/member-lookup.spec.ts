import { expect, test } from '../support/test';
import { journeySessionFile } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { ADMIN_SESSION, savedMember } from '../support/sessions';

// Journey: support. A member writes to support from the chat; the admin looks them up by e-mail on
// the Members page (their plan, trial and message), grants a complimentary month and finds it in the
// audit log; the member then sees it as a complimentary month, never as a subscription. The page
// passes axe at 1280 and 360 px.

test('the admin finds a member who wrote to support, grants a complimentary month, and the member sees it as such', async ({ browser }) => {
  test.setTimeout(90_000);
  const account = savedMember('support');
  const note = `My invoice question ${Date.now().toString(36)}`;

  const member = await (await browser.newContext({ storageState: await journeySessionFile(browser, 'support'), viewport: DESKTOP })).newPage();
  await member.goto('/chat');
  await member.getByRole('button', { name: 'Send Feedback' }).click();
  const feedback = member.getByRole('dialog', { name: 'Contact Support' });
  await feedback.getByRole('textbox', { name: 'Message' }).fill(note);
  await feedback.getByRole('button', { name: 'Send Message' }).click();
  await expect(feedback.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible();

  const admin = await (await browser.newContext({ storageState: ADMIN_SESSION, viewport: DESKTOP })).newPage();
  await admin.goto('/admin/analytics');
  await admin.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Members' }).click();
  await expect(admin).toHaveURL(/\/admin\/members$/);
  await expect(admin.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await checkScreen(admin, 'admin members empty');

  // An unknown address is said plainly.
  const search = admin.getByRole('search', { name: 'Member lookup' });
  await search.getByRole('textbox', { name: 'Member e-mail' }).fill('nobody-here@example.com');
  await search.getByRole('button', { name: 'Look up' }).click();
  await expect(admin.getByText('No member has this e-mail address.')).toBeVisible();

  await search.getByRole('textbox', { name: 'Member e-mail' }).fill(account.email);
  await search.getByRole('button', { name: 'Look up' }).click();
  const card = admin.getByRole('region', { name: 'Support Tester' });
  await expect(card.getByText('Plan: Free trial')).toBeVisible();
  await expect(card.getByText(account.uid)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Support messages' })).toContainText(note);
  await checkScreen(admin, 'admin members lookup', { shot: true });

  await card.getByRole('button', { name: 'Grant a complimentary month' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Grant a complimentary month?' });
  await expect(confirm).toContainText('It is not a Stripe subscription');
  await confirm.getByRole('button', { name: 'Grant' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByText(/^Complimentary month granted: Support Tester has full access until \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(card.getByText('Plan: Complimentary')).toBeVisible();

  // Every action of the admin's is in the audit log, newest first.
  await admin.reload();
  const log = admin.getByRole('table', { name: 'Audit log' });
  const rows = log.getByRole('row');
  await expect(rows.nth(1)).toContainText('Granted a complimentary month');
  await expect(rows.nth(1)).toContainText(account.uid);
  await expect(log.getByRole('row').filter({ hasText: 'Looked up a member' }).filter({ hasText: account.email }).first()).toBeVisible();
  await admin.setViewportSize(PHONE);
  await checkScreen(admin, 'admin members audit log');
  await search.getByRole('textbox', { name: 'Member e-mail' }).fill(account.email);
  await search.getByRole('button', { name: 'Look up' }).click();
  await expect(admin.getByText('Plan: Complimentary')).toBeVisible();
  await checkScreen(admin, 'admin members lookup');

  // The member: a complimentary month, with nothing to manage at Stripe.
  await member.reload();
  const status = member.getByTestId('trial-status');
  await expect(status).toContainText('Complimentary');
  await expect(status).toContainText(/until/i);
  await expect(status).not.toContainText(/days? left/i);
  await member.getByRole('button', { name: 'Account', exact: true }).click();
  const info = member.getByRole('dialog', { name: 'Account Information' });
  await expect(info).toContainText('Complimentary');
  await expect(info.getByRole('button', { name: /Manage subscription/i })).toHaveCount(0);
  await member.context().close();
  await admin.context().close();
});
