import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page, } from '../support/test';
import { uniqueEmail } from '../support/auth-emulator';
import { checkScreen, PHONE } from '../support/layout';
import { ADMIN, ADMIN_SESSION } from '../support/sessions';

// Journey: the analytics dashboard (SPEC sections 2 "Admin analytics screen" and "Global overlays
// and behaviours", 3, 4 "Analytics environment filter", 7, 8 "Analytics") and the tracking that
// feeds it, from the admin's saved session. One visitor joins and signs up, another leaves the
// sign-up after typing an e-mail; the admin finds both, with the charts, the environment filter,
// Abandoned Only and its CSV, Load More and filters that survive a reload, and every tab fits a
// phone. The local stack records everything in the `test` environment; the seed adds 30 days of
// sample traffic, and an admin's own activity, the seed's traffic and automated browsers (these
// visitors among them) are flagged as test data. A failed list's states are a
// component test (docs/testing/e2e-coverage.md).

const PASSWORD = 'correct-horse-1';

test.use({ storageState: ADMIN_SESSION });

async function openDashboard(page: Page, query = '') {
  await page.goto(`/admin/analytics${query}`);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
}

/**
 * A fresh visitor in a browser of their own. Signed out: a context the test opens takes the file's
 * options, the admin's saved session among them, unless told otherwise.
 */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

const environment = (page: Page, name: 'All' | 'Live' | 'Test') =>
  page.getByRole('group', { name: 'Environment' }).getByRole('button', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (locator: Locator) => locator.locator('tbody tr');

/** Reloads the lists (Apply Filters with the filters in force) until `check` passes: tracking is fire-and-forget. */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

test("a visitor's sign-up and another's abandoned one reach the dashboard, which filters, exports, pages and fits a phone", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('e2e-analytics');
  const visitor = await visitorPage(browser);
  // Every tracking call is answered 201, and none of them puts an error on the console.
  const trackingProblems: string[] = [];
  visitor.on('response', (response) => {
    if (response.url().includes('/api/utility/track-') && response.status() !== 201) trackingProblems.push(`${response.status()} ${response.url()}`);
  });
  visitor.on('console', (message) => {
    if (message.type() === 'error' && /utility|track/i.test(`${message.text()} ${message.location().url}`)) trackingProblems.push(message.text());
  });

  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Join for Free', exact: true }).click();
  await expect(visitor).toHaveURL(/\/signup$/);
  await visitor.getByRole('button', { name: 'Sign up with Email' }).click();
  await visitor.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email);
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await visitor.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
  await visitor.getByRole('checkbox', { name: 'I confirm I am 18 years or older' }).check();
  await visitor.getByRole('checkbox', { name: /I accept the Terms of Use and Privacy Policy/ }).check();
  // A page counts once it has been shown for the 100 ms debounce: wait for the report of /chat.
  const chatVisit = visitor.waitForResponse((response) => response.url().endsWith('/api/utility/track-visit') && response.request().postDataJSON()?.page === '/chat');
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(/\/chat$/);
  expect((await chatVisit).status()).toBe(201);
  // The report of /terms too, before the visitor's browser closes: it may come after the heading.
  const termsVisit = visitor.waitForResponse((response) => response.url().endsWith('/api/utility/track-visit') && response.request().postDataJSON()?.page === '/terms');
  await visitor.goto('/terms');
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await termsVisit).status()).toBe(201);
  expect(trackingProblems).toEqual([]);
  await visitor.context().close();

  await openDashboard(page);
  await environment(page, 'Test').click();
  await expect(page).toHaveURL(/env=test/);

  // Page Visits: the member's pages after sign-up, with their e-mail.
  const visits = table(page, 'Recent visits');
  await untilShown(page, async () => {
    for (const path of ['/chat', '/terms']) {
      await expect(bodyRows(visits).filter({ hasText: email }).filter({ has: page.getByRole('cell', { name: path, exact: true }) })).not.toHaveCount(0, { timeout: 2_000 });
    }
  });
  const visitsChart = page.getByRole('figure', { name: 'Visits per day' });
  await expect(visitsChart.locator('svg .recharts-area-curve')).toHaveCount(1);
  await expect(visitsChart.locator('svg > title')).toHaveText('Visits per day');
  await expect(page.getByRole('region', { name: 'Total Visits' }).getByText(/vs previous period/)).toBeVisible();

  // Actions: the join click by its button text, and the completed sign-up by the new member.
  await tab(page, 'User Actions & Signup Funnel').click();
  await expect(page).toHaveURL(/tab=actions/);
  const actions = table(page, 'Recent actions');
  await untilShown(page, async () => {
    await expect(bodyRows(actions).filter({ has: page.getByRole('cell', { name: 'Join for Free', exact: true }) }).first()).toContainText('Join click', { timeout: 2_000 });
    await expect(bodyRows(actions).filter({ hasText: email }).filter({ hasText: 'Sign-up completed' })).toHaveCount(1, { timeout: 2_000 });
  });
  const funnel = page.getByRole('figure', { name: 'Signup funnel' });
  await expect(funnel.locator('svg .recharts-bar-rectangle')).toHaveCount(4);
  await expect(funnel.locator('svg')).toContainText('Join clicks');

  // Login Activity: logins per day, stacked by outcome, and the breakdowns the spec names.
  await tab(page, 'Login Activity').click();
  const logins = page.getByRole('figure', { name: 'Logins per day' });
  await expect(logins.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Device Types' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browsers' })).toBeVisible();
  await expect(bodyRows(table(page, 'Recent logins')).filter({ hasText: ADMIN.email }).first()).toContainText('Success');

  // The admin's own views: left out of Live, flagged as test data in Test.
  await openDashboard(page, '?tab=admin');
  const adminViews = table(page, 'Recent admin views');

  await environment(page, 'Test').click();
  await expect(environment(page, 'Test')).toHaveAttribute('aria-pressed', 'true');
  const own = bodyRows(adminViews).filter({ hasText: ADMIN.email }).filter({ hasText: '/admin/analytics' });
  await untilShown(page, () => expect(own.first()).toBeVisible({ timeout: 2_000 }));
  await expect(own.first()).toContainText('Test · flagged');

  await environment(page, 'Live').click();
  await expect(page).toHaveURL(/env=live/);
  await expect(page.getByRole('region', { name: 'Admin Views', exact: true })).toBeVisible();
  await expect(page.getByText('No page visits found for the selected criteria').or(adminViews)).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toHaveCount(0);
  await expect(page.getByText('Test · flagged')).toHaveCount(0);

  // Abandoned Only, and its CSV: the leaver's headless browser is flagged as test data.
  const abandonedEmail = uniqueEmail('e2e-abandon');
  const leaver = await visitorPage(browser);
  await leaver.goto('/signup');
  await leaver.getByRole('button', { name: 'Sign up with Email' }).click();
  await leaver.getByRole('textbox', { name: 'Name' }).fill('Brook');
  await leaver.getByRole('textbox', { name: 'Email' }).fill(abandonedEmail);
  // Leaving sign-up for another page of the app reports the abandonment at once (a closing tab
  // sends it as a beacon, which the unit test of useSignupAbandonment shows: a headless browser
  // navigated by the test delivered that beacon in one try of three).
  const abandonment = leaver.waitForResponse((response) => response.url().endsWith('/api/utility/track-action') && response.request().postDataJSON()?.actionType === 'signup_abandon');
  await leaver.getByRole('link', { name: 'Log in', exact: true }).click();
  expect((await abandonment).status()).toBe(201);
  await leaver.context().close();

  await openDashboard(page, '?tab=actions&env=test');
  const actionsTable = table(page, 'Recent actions');
  const views = page.getByRole('group', { name: 'Show actions' });
  await views.getByRole('button', { name: 'Abandoned Only' }).click();
  await expect(page).toHaveURL(/view=abandoned/);

  const abandoned = bodyRows(actionsTable).filter({ hasText: abandonedEmail });
  await untilShown(page, () => expect(abandoned).toHaveCount(1, { timeout: 2_000 }));
  await expect(abandoned).toContainText('Sign-up abandoned');
  await expect(abandoned).toContainText('Brook');
  const shown = await bodyRows(actionsTable).count();
  for (const text of await bodyRows(actionsTable).locator('td:nth-child(2)').allInnerTexts()) expect(text).toBe('Sign-up abandoned');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bela-user-actions-and-signup-funnel-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Time,Action,Button / Step,Method,User,Name,Error,Page,Environment');
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => line.split(',')[1] === 'Sign-up abandoned')).toBe(true);
  expect(lines.find((line) => line.includes(abandonedEmail))).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[^,]+Z,Sign-up abandoned,,Email,${abandonedEmail},Brook,,/signup,Test · flagged$`));

  // All Actions brings the other kinds back; Signups Only keeps completed sign-ups.
  await views.getByRole('button', { name: 'All Actions' }).click();
  await expect(bodyRows(actionsTable).filter({ hasText: 'Join click' }).first()).toBeVisible();
  await views.getByRole('button', { name: 'Signups Only' }).click();
  await expect(page).toHaveURL(/view=signups/);
  await expect(page.getByText(/^Showing \d+ of \d+ loaded actions$/)).toBeVisible();
  for (const text of await bodyRows(actionsTable).locator('td:nth-child(2)').allInnerTexts()) expect(text).toBe('Sign-up completed');

  // Load More appends the next page; the filters and tab survive a reload.
  await openDashboard(page);
  await page.getByLabel('Limit').selectOption('10');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/limit=10/);

  const visitsTable = table(page, 'Recent visits');
  await expect(bodyRows(visitsTable)).toHaveCount(10);
  const firstPage = await bodyRows(visitsTable).allInnerTexts();
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(bodyRows(visitsTable)).toHaveCount(20);
  await expect(page.getByText('Showing 20 visits, newest first')).toBeVisible();
  // Appended: the first ten rows are still the first ten.
  expect((await bodyRows(visitsTable).allInnerTexts()).slice(0, 10)).toEqual(firstPage);

  await tab(page, 'Login Activity').click();
  await page.reload();
  await expect(tab(page, 'Login Activity')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Limit')).toHaveValue('10');
  await expect(bodyRows(table(page, 'Recent logins'))).toHaveCount(10);

  // Reset puts the defaults in force at once: a User ID that matched nothing stops filtering.
  const totalLogins = page.getByRole('region', { name: 'Total Logins' });
  await page.getByLabel('User ID').fill('nobody');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/user=nobody/);
  await expect(totalLogins).toContainText(/^Total Logins\s*0(?![\d,])/);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/user=/);
  await expect(page.getByLabel('User ID')).toHaveValue('');
  await expect(totalLogins).not.toContainText(/^Total Logins\s*0(?![\d,])/);
  await expect(bodyRows(table(page, 'Recent logins')).first()).toBeVisible();
  // The dashboard says what counts as test data.
  await expect(page.getByText(/^Test: the local stack's records and anything flagged as test/)).toBeVisible();

  // Every tab on a phone and on a desktop, reached by its tab as a member of staff would (the
  // reload above showed an address opens its tab): axe, and nothing widens the page (wide tables
  // scroll inside their own container).
  const tabs = [
    ['visits', 'Recent visits', 'Page Visits'],
    ['admin', 'Recent admin views', 'Admin Views'],
    ['actions', 'Recent actions', 'User Actions & Signup Funnel'],
    ['logins', 'Recent logins', 'Login Activity'],
  ] as const;
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    for (const [name, tableName, tabName] of tabs) {
      // A click while the tab bar still moves (the filters above it change with the tab) can miss on a
      // busy machine: clicked again until the tab is the selected one.
      await expect(async () => {
        await tab(page, tabName).click();
        await expect(tab(page, tabName)).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(table(page, tableName).or(page.getByText(/found for the selected criteria/))).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await checkScreen(page, `admin analytics ${tabName}`, { shot: name === 'visits' });
    }
  }
});
