import { expect, test as setup } from '../support/test';
import { signInJourneyMember } from '../support/journey-member';
import { ADMIN, ADMIN_SESSION, DEMO, MEMBERS, type MemberName } from '../support/sessions';
import { logInToChat } from '../support/ui';

// Signs the seeded admin in through the landing page's form and one fresh member per journey in
// without it, once per run, and saves each session, so that the journeys start signed in. Firebase
// Auth keeps its user in IndexedDB, which the saved state includes only when asked.
setup('sign in the seeded admin', async ({ page }) => {
  await logInToChat(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: 'Upload Images' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_SESSION, indexedDB: true });
});

// The seeded demo member signs in (nothing is saved: no journey needs the account).
setup('sign in the seeded demo member', async ({ page }) => {
  await logInToChat(page, DEMO.email, DEMO.password);
  await expect(page.getByText(DEMO.email, { exact: true })).toBeVisible();
});

// Each member signs in without the form (tests/support/planted-session.ts); the first one's session
// is opened here to show that the app restores such a session as its own, signed in as a member.
for (const [index, name] of (Object.keys(MEMBERS) as MemberName[]).entries()) {
  setup(`sign in a member for the ${name} journey`, async ({ page }) => {
    const account = await signInJourneyMember(page, name);
    if (index === 0) {
      await page.goto('/chat');
      await expect(page.getByText(account.email, { exact: true })).toBeVisible();
      // A member sees no admin link.
      await expect(page.getByRole('link', { name: 'Upload Images' })).toHaveCount(0);
    }
  });
}
