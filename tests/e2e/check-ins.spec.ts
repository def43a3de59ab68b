import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FULL_CHROMIUM, QUIET_BROWSER_FLAGS } from '../../scripts/browser.mjs';
import { journeySession } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { signInWithoutTheForm } from '../support/planted-session';
import { MEMBERS, savedMember } from '../support/sessions';
import { chromium, expect, test, type Page } from '../support/test';

// Journey (issue 44): a member turns check-ins on, with notifications on this device (the browser's
// permission granted); `npm run check-ins -- now` puts Bela's check-in in the chat; the notification
// the local push driver recorded, delivered to the app's service worker through the DevTools
// protocol (ServiceWorker.deliverPushMessage), is shown, and opening it opens that conversation;
// Chromium finds the app installable; the settings pass axe at 1280 and 360 px.

// The member's clock reads about 03:00 whenever the journey runs: each time field is saved on its own and must leave a
// window with time outside the quiet hours; from the defaults (18:00 to 21:00, quiet 22:00 to 08:00) the order below
// keeps one only when "now + 3 h" falls in the default quiet hours. (In UTC it failed from about 05:00 to 19:00.)
const OFFSET_HOURS = ((3 - new Date().getUTCHours() + 36) % 24) - 12;
const ZONE = OFFSET_HOURS === 0 ? 'Etc/GMT' : `Etc/GMT${OFFSET_HOURS > 0 ? '-' : '+'}${Math.abs(OFFSET_HOURS)}`;
test.use({ storageState: journeySession('checkIns'), timezoneId: ZONE });

const run = promisify(execFile);
const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

async function saved(page: Page, change: () => Promise<void>) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/account/check-ins') && r.request().method() === 'POST' && r.request().postData() !== '{}');
  await change();
  expect((await answer).status()).toBe(200);
}

// The service worker is this journey's subject (the config blocks it for the others).
test.use({ serviceWorkers: 'allow' });

test('check-ins: turned on with notifications, sent by a pass, shown in the chat, pushed, and opened from the notification', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  // The try's own member: a retry's first try has already had its check-in sent today.
  const account = savedMember('checkIns');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.setViewportSize(DESKTOP);
  await page.goto('/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  // Account Information > Check-ins: on, every day, a window around now (the member's clock), quiet hours away from it.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Information' });
  const section = dialog.getByTestId('check-ins-section');
  await expect(section.getByText(/^Off\./)).toBeVisible();
  // Clicked, not `check()`ed: the switch shows the server's answer, a moment after the click.
  await saved(page, () => section.getByLabel('Bela checks in').click());
  await expect(section.getByLabel('Bela checks in')).toBeChecked();
  await saved(page, () => section.getByLabel('Every day').click());
  await expect(section.getByLabel('Every day')).toBeChecked();
  const now = new Date();
  const minutes = (now.getUTCHours() + OFFSET_HOURS) * 60 + now.getUTCMinutes();
  for (const [label, value] of [
    ['Quiet from', clock(minutes + 180)],
    ['Quiet until', clock(minutes + 240)],
    ['From', clock(minutes - 60)],
    ['Until', clock(minutes + 120)],
  ] as const) {
    await saved(page, async () => {
      await section.getByLabel(label, { exact: true }).fill(value);
      await section.getByLabel(label, { exact: true }).blur();
    });
  }
  const token = page.waitForResponse((r) => r.url().endsWith('/account/check-ins/push-token'));
  await saved(page, () => section.getByLabel('Also send a notification to this device').click());
  await expect(section.getByLabel('Also send a notification to this device')).toBeChecked();
  expect((await token).status()).toBe(200);
  await expect(section.getByText(/she looks next on/)).toBeVisible();
  await checkScreen(page, 'check-ins: the settings, on', { shot: true });
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  await checkScreen(page, 'check-ins: the settings on a phone');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // One pass of the scheduler in which this member is due now.
  const { stdout } = await run('node', ['scripts/check-ins.mjs', 'now', '--email', account.email], { cwd: new URL('../..', import.meta.url).pathname, env: process.env });
  expect(stdout).toMatch(/Check-ins: 1 sent of 1 due/);
  const pushLine = stdout.split('\n').find((line) => line.startsWith('Notification for 1 device(s): '));
  expect(pushLine, stdout).toBeTruthy();
  const push = JSON.parse(pushLine!.slice(pushLine!.indexOf('{'))) as { title: string; body: string; url: string; tag: string };
  expect(push.body).toMatch(/Turn check-ins off/);
  const target = new URL(push.url);
  const conversationId = target.searchParams.get('c')!;

  // In the chat: a new conversation, Bela's message marked as a check-in.
  await page.goto('/chat');
  await page.getByTestId('conversation-item').filter({ hasText: 'Bela checked in' }).getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`c=${conversationId}`));
  await expect(page.getByTestId('check-in-note')).toBeVisible();
  await expect(page.getByTestId('message-bela').last()).toHaveText(/Checkin|hello|How/);
  await checkScreen(page, 'check-ins: Bela’s check-in in the chat', { shot: true });

  // The notification, in a browser profile of its own on Debian's full Chromium: the headless shell
  // the journeys run shows no notifications, and Chromium's installability check refuses a
  // Playwright context (an incognito one). The member signs in there as in every journey.
  const profile = mkdtempSync(path.join(tmpdir(), 'bela-check-ins-'));
  const installed = await chromium.launchPersistentContext(profile, { executablePath: FULL_CHROMIUM, args: [...QUIET_BROWSER_FLAGS], baseURL, viewport: DESKTOP });
  try {
    await installed.grantPermissions(['notifications'], { origin: baseURL });
    const app = installed.pages()[0] ?? (await installed.newPage());
    await signInWithoutTheForm(app, { ...account, displayName: MEMBERS.checkIns.displayName, verified: true });
    await app.goto('/chat');
    await expect(app.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    // `ready` resolves once the worker is active, which may still be activating: the push waits for it to have activated.
    await app.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active!;
      if (worker.state !== 'activated') await new Promise((done) => worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)));
    });
    const cdp = await installed.newCDPSession(app);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(baseURL!).origin));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const shown = () => app.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
    // On a loaded machine a push delivered through the DevTools protocol was sometimes never shown (stop 59's CI
    // and a later clean-clone run: no notification in 15 s; the cause was not found). A push service redelivers
    // what was not acknowledged; so does this stand-in, up to three times. The notification's tag makes a
    // second delivery replace the first, so exactly one must show: a worker that never shows one still fails.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(push) });
      await expect.poll(shown, { timeout: 5_000 }).toEqual([{ title: 'Bela', body: push.body, tag: push.tag }]);
    }).toPass({ timeout: 16_000, intervals: [0] });
    // A headless browser draws no notification to click: the page asks the worker to open it as a click does.
    await app.evaluate(async (tag) => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'bela:open-notification', tag }), push.tag);
    await expect(app).toHaveURL(new RegExp(`/chat\\?c=${conversationId}`));
    await expect(app.getByTestId('check-in-note')).toBeVisible();
    await expect.poll(shown).toEqual([]);

    // Installable: Chromium names no reason it is not.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await installed.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
