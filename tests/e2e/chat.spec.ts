import { expect, test, type Page } from '../support/test';
import { journeySession } from '../support/journey-member';
import { checkScreen } from '../support/layout';
import { watchForProblems } from '../support/ui';
import { networkQuiet, requestsInFlight } from '../support/network-quiet';

// Journey: a verified trial member's chat against the real stack (offline persona model, local
// safety classifier). Replies stream; the first one names the conversation in the address and the
// sidebar; New Chat starts a second; switching back leaves the console and the network log clean;
// a reload keeps the open conversation; a deleted one is gone for good; a self-harm message gets
// the crisis referral with 988, kept over a reload.

test.use({ storageState: journeySession('chat') });

const isPath = (path: string) => (request: { url: () => string }) => new URL(request.url()).pathname.endsWith(path);
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversationItems = (page: Page) => page.getByTestId('conversation-item');
const EMPTY_STATE = 'Start a new chat with Bela, your AI companion!';

/** Records whether 'Bela is typing...' or a streaming bubble ever appeared (they can be brief). */
async function watchForStreaming(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sawStreaming?: boolean; __streamObserver?: MutationObserver };
    w.__sawStreaming = false;
    w.__streamObserver?.disconnect();
    const seen = () => {
      if (document.querySelector('[data-testid="typing-indicator"], [data-testid="message-streaming"]')) w.__sawStreaming = true;
    };
    w.__streamObserver = new MutationObserver(seen);
    w.__streamObserver.observe(document.body, { subtree: true, childList: true });
  });
}

const sawStreaming = (page: Page) => page.evaluate(() => Boolean((window as unknown as { __sawStreaming?: boolean }).__sawStreaming));

/**
 * Sends `text` (typed key by key and sent with Enter, as by keyboard alone) and waits until the
 * reply's stream request has finished (not failed), the conversation list has been refreshed after
 * it, and the reply is complete (Stop has turned back into Send). It must have streamed.
 */
async function send(page: Page, text: string) {
  await expect(messageBox(page)).toBeEnabled();
  await watchForStreaming(page);
  const stream = page.waitForEvent('requestfinished', { predicate: isPath('/ai/chat/stream'), timeout: 30_000 });
  // The refresh leaves once the reply is done, well after the stream's answer began.
  const listRefresh = page
    .waitForResponse(isPath('/ai/chat/stream'), { timeout: 30_000 })
    .then(() => page.waitForRequest(isPath('/ai/conversations'), { timeout: 30_000 }))
    .then(async (request) => (await request.response())?.finished());
  await messageBox(page).focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-user').filter({ hasText: text })).toBeVisible();
  await stream;
  await listRefresh;
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  expect(await sawStreaming(page)).toBe(true);
  await expect(page.getByTestId('message-apology')).toHaveCount(0);
}

test('a trial member chats, starts a second chat, switches back, reloads, deletes one, and meets the crisis referral', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/chat');

  // A new chat: the empty state, Bela's greeting, the placeholder of a new conversation.
  await expect(page.getByText(EMPTY_STATE)).toBeVisible();
  await expect(page.getByTestId('message-greeting')).toBeVisible();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Start a new conversation...');
  await expect(messageBox(page)).toBeEnabled();
  await expect(page.getByTestId('ai-disclosure')).toHaveText('AI companion');
  await expect(page.getByTestId('offline-model')).toHaveText('Offline demo model');
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();
  // On a desktop the gallery banner stays above the thread, with no way to hide it.
  const banner = page.getByRole('button', { name: /Exclusive Gallery/ });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the gallery banner' })).toHaveCount(0);

  // The About dialog (the header title's button) carries the minors notice (SB 243).
  await page.getByRole('button', { name: 'About Bela' }).click();
  const about = page.getByRole('dialog', { name: 'Bela' });
  await expect(about.getByText('For adults 18+ only. Companion chatbots may not be suitable for some minors.')).toBeVisible();
  await about.getByRole('button', { name: 'Keep chatting' }).click();
  await expect(about).toBeHidden();

  // From here the console and the network log stay clean.
  await networkQuiet(page);
  const problems = watchForProblems(page);

  await send(page, 'Hi Bela, I just got back from a long walk by the sea.');
  const replies = page.getByTestId('message-bela');
  await expect(replies).toHaveCount(1);
  expect((await replies.first().innerText()).trim().length).toBeGreaterThan(0);
  await checkScreen(page, 'chat after a reply');
  await expect(banner).toBeVisible();

  // The first reply created the conversation: in the address and atop the sidebar, with a title.
  await expect(page).toHaveURL(/\/chat\?c=[A-Za-z0-9_-]+$/);
  const firstUrl = page.url();
  await expect(conversationItems(page)).toHaveCount(1);
  const firstTitle = conversationItems(page).first().locator('p').first();
  await expect(firstTitle).not.toHaveText('');
  await expect(firstTitle).not.toHaveText('Untitled Conversation');
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Type a message...');

  // A follow-up in the same conversation.
  await send(page, 'What would you have done there?');
  await expect(replies).toHaveCount(2);
  await expect(page).toHaveURL(firstUrl);
  await expect(conversationItems(page)).toHaveCount(1);

  // A second chat via New Chat.
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(EMPTY_STATE)).toBeVisible();
  await send(page, 'Tell me about your favourite song.');
  await expect(page).toHaveURL(/\/chat\?c=[A-Za-z0-9_-]+$/);
  const secondUrl = page.url();
  expect(secondUrl).not.toBe(firstUrl);
  await expect(conversationItems(page)).toHaveCount(2);

  // Back to the first from the sidebar: its four messages.
  await conversationItems(page).nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByTestId('message-user')).toHaveCount(2);
  await expect(replies).toHaveCount(2);
  // Every request has ended, so a body cancelled after the fact is among the problems.
  await expect.poll(() => requestsInFlight(page)).toBe(0);
  expect(problems, problems.join('\n')).toEqual([]);

  // A reload keeps the open conversation.
  await conversationItems(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(secondUrl);
  await page.reload();
  await expect(page).toHaveURL(secondUrl);
  await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me about your favourite song.' })).toBeVisible();
  await expect(replies).toHaveCount(1);

  // Delete the first conversation after confirming: it leaves the list and the thread.
  await conversationItems(page).nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(firstUrl);
  await conversationItems(page).nth(1).getByRole('button', { name: /^Delete conversation/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete conversation?' });
  await expect(confirm.getByText('Are you sure you want to delete this conversation? This cannot be undone.')).toBeVisible();
  await checkScreen(page, 'chat dialog delete conversation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(conversationItems(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(EMPTY_STATE)).toBeVisible();
  await page.reload();
  await expect(conversationItems(page)).toHaveCount(1);

  // A self-harm message gets the crisis referral, stored as one.
  await send(page, 'I want to kill myself');
  const crisis = page.getByTestId('message-crisis');
  await expect(crisis).toBeVisible();
  await expect(crisis).toContainText('988');
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(crisis.getByRole('link', { name: 'Our crisis protocol' })).toHaveAttribute('href', '/safety');
  await page.reload();
  await expect(page.getByTestId('message-crisis')).toBeVisible();
  await page.getByTestId('message-crisis').getByRole('link', { name: 'Our crisis protocol' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole('heading', { name: 'Our crisis protocol' })).toBeVisible();
});
