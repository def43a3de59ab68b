import { expect, test } from '../support/test';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { ADMIN_SESSION } from '../support/sessions';

// Journey: the admin's business view. The Business and Conversations tabs of the analytics
// dashboard show their figures beside the previous period, and the yearly SB 243 crisis report
// downloads as CSV, on a desktop and on a phone.

test.use({ storageState: ADMIN_SESSION });

test('an admin sees their role, the Business and Conversations tabs and the yearly crisis report, on a desktop and a phone', async ({ page }) => {
  test.setTimeout(90_000);
  // An admin is no trial member: the chat's status panel says the role, never days left.
  await page.goto('/chat');
  const status = page.getByTestId('trial-status');
  await expect(status).toContainText('Admin');
  await expect(status).not.toContainText(/days? left|free trial|Upgrade/i);

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/analytics?tab=business');
    await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    for (const card of ['Paying Members', 'MRR', 'Revenue Collected', 'Churn Rate']) await expect(page.getByRole('region', { name: card })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Business figures by day' })).toBeAttached();
    await checkScreen(page, 'analytics business tab', { shot: true });

    await page.getByRole('tab', { name: 'Conversations' }).click();
    await expect(page).toHaveURL(/tab=conversations/);
    await expect(page.getByRole('region', { name: 'Messages Sent', exact: true })).toBeVisible();
    const report = page.getByRole('region', { name: 'SB 243 yearly crisis report' });
    await report.getByRole('button', { name: 'Export the yearly crisis report' }).click();
    await expect(report.getByText(/^\d{4}: \d+ crisis cards? shown\.$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download the report (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^bela-sb243-crisis-report-\d{4}\.csv$/);
    await checkScreen(page, 'analytics conversations tab', { shot: true });
  }
});
