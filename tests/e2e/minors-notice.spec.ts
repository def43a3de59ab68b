import { expect, test } from '../support/test';
import { logInToChat, registeredUser } from '../support/ui';

// California's companion-chatbot law (SB 243, Business and Professions Code section 22604):
// wherever the chatbot can be reached, the disclosure that companion chatbots may not be suitable
// for some minors. Every page's footer, the sign-up screen, the chat's About dialog, the Terms.

const NOTICE = 'Companion chatbots may not be suitable for some minors.';
const PASSWORD = 'secret-pass-1';

test('every page with the site footer carries the notice', async ({ page }) => {
  for (const path of ['/', '/enhanced', '/terms', '/privacy', '/contact', '/safety']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer, path).toBeVisible();
    await expect(footer.getByText(NOTICE), path).toBeVisible();
  }
  await page.goto('/old-home');
  await expect(page.getByText(NOTICE)).toBeVisible();
  // The pages a signed-out visitor can land on beyond these: the gallery's login request and an
  // unknown address.
  for (const [path, heading] of [
    ['/image-feed-demo', 'Authentication Required'],
    ['/no/such/page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(NOTICE), path).toBeVisible();
  }
});

test('the Terms state it in the adults-only section', async ({ page }) => {
  await page.goto('/terms');
  const section = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Adults only \(18\+\)/ }) });
  await expect(section.getByText(NOTICE)).toBeVisible();
});

test('the sign-up screen carries it on the choice and on the e-mail form', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByText(`For adults 18+ only. ${NOTICE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await expect(page.getByRole('checkbox', { name: 'I confirm I am 18 years or older' })).toBeVisible();
  await expect(page.getByText(`For adults 18+ only. ${NOTICE}`)).toBeVisible();
});

test("the chat's About dialog (the header title's button) carries it", async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  await page.getByRole('button', { name: 'About Bela' }).click();
  const about = page.getByRole('dialog', { name: 'Bela' });
  await expect(about.getByText(`For adults 18+ only. ${NOTICE}`)).toBeVisible();
  await about.getByRole('button', { name: 'Keep chatting' }).click();
  await expect(about).toBeHidden();
});

test("the gallery's footer carries it, on a desktop and on a phone", async ({ page }) => {
  const account = await registeredUser({ password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  await page.goto('/image-feed-demo');
  await expect(page.getByRole('heading', { name: 'Exclusive Gallery' })).toBeVisible();
  for (const viewport of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await page.setViewportSize(viewport);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(NOTICE), `${viewport.width} px`).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Use' }), `${viewport.width} px`).toBeVisible();
  }
});
