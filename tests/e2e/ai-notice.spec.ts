import { expect, test, type Page } from '../support/test';
import { journeySession } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';
import { withLocalStore } from '../support/local-store';
import { savedMember } from '../support/sessions';

// Journey: New York's not-human notice. The server decides when it is due and keeps the time on
// the member's record: at the start of the day's first conversation, not again on a quick return
// the same day, and again once three hours of conversation have passed (the clock is moved by
// writing the member's last notice three hours back, as three hours of talk would leave it).

test.use({ storageState: journeySession('notice') });

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const notices = (page: Page) => page.getByTestId('ai-notice');

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
}

test('the not-human notice at the start, not again on a quick return, and again after three hours', async ({ page }) => {
  test.setTimeout(90_000);
  const member = savedMember('notice');
  await page.setViewportSize(DESKTOP);
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();

  await say(page, 'Hi Bela, how are you?');
  await expect(notices(page)).toHaveCount(1);
  await expect(notices(page)).toHaveText(/Bela is an AI, not a human/);
  await expect(page.getByRole('note', { name: 'Notice' })).toBeVisible();
  await checkScreen(page, 'ai notice: the start of the day', { shot: true });

  // A quick return the same day, in a new conversation: no second notice.
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();
  await say(page, 'I am back, tell me something nice.');
  await expect(page.getByTestId('message-bela')).toHaveCount(1);
  await expect(notices(page)).toHaveCount(0);

  // Three hours of conversation later: the notice again.
  const noticedAt = await withLocalStore(async (store) => (await store.get<{ aiNoticeAt?: Date }>(`users/${member.uid}`))?.data.aiNoticeAt);
  expect(noticedAt).toBeInstanceOf(Date);
  await withLocalStore((store) => store.update(`users/${member.uid}`, { aiNoticeAt: new Date(noticedAt!.getTime() - 3 * 60 * 60 * 1000) }));
  await say(page, 'Still here with you.');
  await expect(notices(page)).toHaveCount(1);

  await page.setViewportSize(PHONE);
  await checkScreen(page, 'ai notice: after three hours, on a phone');
});
