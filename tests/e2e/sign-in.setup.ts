import { expect, test as setup } from '../support/test';
import { ADMIN, ADMIN_SESSION } from '../support/sessions';
import { logInToChat } from '../support/ui';

// Signs the seeded admin in through the landing page once per run and saves the session, so that
// specs which only need a signed-in admin start from it. Firebase Auth keeps its user in IndexedDB,
// which the saved state includes only when asked.
setup('sign in the seeded admin', async ({ page }) => {
  await logInToChat(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: 'Upload Images' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_SESSION, indexedDB: true });
});
