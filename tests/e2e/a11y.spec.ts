import { readFileSync } from 'node:fs';
import { journeySession } from '../support/journey-member';
import { expect, test, type Locator, type Page } from '../support/test';
import { withLocalStore } from '../support/local-store';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { savedMember } from '../support/sessions';
import { runClockUntil } from '../support/ui';

// Journeys: an accessibility tour. Every public page on a desktop and at 360×740, then a trial
// member's chat with each of its dialogs by keyboard, their account corner and the payment results:
// axe finds no serious or critical violation, and on the phone nothing scrolls sideways or runs out
// of view (tests/support/layout.ts). The other journeys check their own screens the same way (the
// welcome, the gallery and its lightbox, the phone's drawer, the admin's screens). `npm run bench --
// axe` runs the specs that check with axe and writes bench/results/axe.json. BELA_SCREENSHOTS=1
// also saves every phone-width state, and the main routes on a desktop, to docs/screens/.

const MINORS_NOTICE = 'For adults 18+ only. Companion chatbots may not be suitable for some minors.';

const PUBLIC_ROUTES: [string, string, RegExp | string][] = [
  ['/', 'landing', 'Login to your account'],
  ['/enhanced', 'landing enhanced', 'Login to your account'],
  ['/old-home', 'old home', 'Your AI Companion'],
  ['/signup', 'sign-up choice', 'Sign up with Email'],
  ['/terms', 'terms', /Terms/],
  ['/privacy', 'privacy', /Privacy/],
  ['/contact', 'contact', /Contact/],
  ['/safety', 'safety', 'Our crisis protocol'],
  ['/image-feed-demo', 'gallery signed out', 'Authentication Required'],
  ['/no-such-page', 'not found', /not found/i],
];

test('signed out: every public page and the sign-up form, on a desktop and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const [path, state, marker] of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByText(marker).first()).toBeVisible();
      // /enhanced is the landing page again (SPEC section 2): one desktop photograph is enough.
      await checkScreen(page, state, { shot: path !== '/enhanced' });
      // The landing pages keep their notice and their join button on a phone.
      if (viewport === PHONE && (path === '/' || path === '/old-home')) {
        await expect(page.getByText(MINORS_NOTICE)).toBeAttached();
        await expect(page.getByRole('link', { name: 'Join for Free', exact: true })).toBeVisible();
      }
    }
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up with Email' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await checkScreen(page, 'sign-up email form', { shot: true });
  }
});

/** The trial panel's buttons in the sidebar. */
const trialPanel = (page: Page) => page.getByTestId('trial-status');

test.describe('a trial member', () => {
  test.use({ storageState: journeySession('tour') });

  test('the chat and each of its dialogs by keyboard, the account corner, and the payment results', async ({ page }) => {
    test.setTimeout(120_000);
    const account = savedMember('tour');
    await page.clock.install(); // the feedback dialog closes itself after a while (runClockUntil)
    await page.goto('/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await checkScreen(page, 'chat trial', { shot: true });

    const openers: [string, Locator, RegExp | string | null][] = [
      ['account', page.getByRole('button', { name: 'Account', exact: true }), 'Account Information'],
      ['send feedback', page.getByRole('button', { name: 'Send Feedback' }), /Contact Support|Send Feedback/],
      ['about bela', page.getByRole('button', { name: 'About Bela' }), /Bela/],
      ['upgrade', trialPanel(page).getByRole('button', { name: 'Upgrade', exact: true }), 'Upgrade to Premium'],
      ['waitlist', trialPanel(page).getByRole('button', { name: 'Check the waitlist' }), 'Waitlist check'],
      // The avatar viewer holds only her picture: no text to check.
      ['avatar', page.getByRole('button', { name: "View Bela's picture" }).first(), null],
    ];
    for (const [name, opener, title] of openers) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      if (title) await expect(dialog).toContainText(title);
      await checkScreen(page, `chat dialog ${name}`);
      // Focus stays inside the dialog while tabbing, and returns to the opener on Escape.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${name}: focus left the dialog`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }

    // The account corner: the account information, a download of the member's data, and feedback.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const info = page.getByRole('dialog', { name: 'Account Information' });
    await expect(info.getByText(account.email)).toBeVisible();
    await expect(info.getByText('All subscription fees are non-refundable', { exact: false })).toBeVisible();
    const download = page.waitForEvent('download');
    await info.getByRole('button', { name: 'Download my data' }).click();
    const data = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    expect(data.profile).toMatchObject({ uid: account.uid, email: account.email, displayName: 'Tour Tester' });
    await info.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(feedback.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await feedback.getByRole('textbox', { name: 'Message' }).fill('The trial panel is lovely.');
    await feedback.getByRole('button', { name: 'Send Message' }).click();
    await expect(feedback.getByText("Your message has been sent successfully! We'll get back to you soon.")).toBeVisible();
    await runClockUntil(page, async () => !(await feedback.isVisible()), 'the feedback dialog closes itself', 5_000);
    const stored = await withLocalStore((store) =>
      store.query({ collection: 'contactMessages', where: [{ field: 'email', op: '==', value: account.email }] }),
    );
    expect(stored.map((doc) => doc.data['message'])).toEqual(['The trial panel is lovely.']);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const outcome of ['cancelled', 'error', 'success']) {
        await page.goto(`/payment/${outcome}`);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await checkScreen(page, `payment ${outcome}`, { shot: true });
      }
    }
  });
});
