import { expect, test, type Page } from '../support/test';
import { logInToChat, registeredUser, trackRequests, watchForProblems } from '../support/ui';

// A healthy chat leaves the browser's console and network log clean: no error or warning and no
// failed (or cancelled) request after each reply (the reply's stream ends by itself, reported as
// finished) or when switching conversations.

const PASSWORD = 'secret-pass-1';

const isPath = (path: string) => (request: { url: () => string }) => new URL(request.url()).pathname.endsWith(path);

/**
 * Sends `text` and waits until the reply's stream request has finished (not failed), and the
 * conversation list has been refreshed after it.
 */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  const stream = page.waitForEvent('requestfinished', { predicate: isPath('/ai/chat/stream'), timeout: 30_000 });
  // The refresh leaves once the reply is done, well after the stream's answer began.
  const listRefresh = page
    .waitForResponse(isPath('/ai/chat/stream'), { timeout: 30_000 })
    .then(() => page.waitForRequest(isPath('/ai/conversations'), { timeout: 30_000 }))
    .then(async (request) => (await request.response())?.finished());
  await box.fill(text);
  await box.press('Enter');
  await stream;
  await listRefresh;
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-apology')).toHaveCount(0);
}

test('replies and a switch of conversation leave the console and the network log clean', async ({ page }) => {
  const account = await registeredUser({ displayName: 'Quiet Tester', password: PASSWORD });
  await logInToChat(page, account.email, PASSWORD);
  // Watched from the chat on (the landing page's own requests end with it).
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const problems = watchForProblems(page);
  const requests = trackRequests(page);

  await send(page, 'Hi Bela, I just finished a long day at work.');
  await expect(page).toHaveURL(/\/chat\?c=/);
  const firstUrl = page.url();
  await send(page, 'What would you like to talk about?');
  await expect(page.getByTestId('message-bela')).toHaveCount(2);

  await page.getByRole('button', { name: 'New Chat' }).click();
  await send(page, 'Tell me about your favourite place.');
  await expect(page).toHaveURL(/\/chat\?c=/);

  const items = page.getByTestId('conversation-item');
  await expect(items).toHaveCount(2);
  await items.nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByTestId('message-bela')).toHaveCount(2);

  // Every request has ended, so a body cancelled after the fact is among the problems.
  await expect.poll(requests.inFlight).toBe(0);
  expect(problems).toEqual([]);
});
