import { expect, test, type Page } from '../support/test';
import { logIn, registeredUser } from '../support/ui';

// The chat against the real stack (offline persona model, local safety classifier): a verified
// trial user streams replies, starts a second chat, deletes one, reloads, and gets the crisis reply.

const PASSWORD = 'secret-pass-1';
const verifiedTrialUser = (displayName: string) => registeredUser({ displayName, password: PASSWORD });

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

async function sawStreaming(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as { __sawStreaming?: boolean }).__sawStreaming));
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversationItems = (page: Page) => page.getByTestId('conversation-item');

/** Sends `text` with Enter and waits for Bela's full reply (the input is free again). */
async function send(page: Page, text: string) {
  await watchForStreaming(page);
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(page.getByTestId('message-user').filter({ hasText: text })).toBeVisible();
  // The reply is complete when the Stop button has turned back into Send.
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  expect(await sawStreaming(page)).toBe(true);
  await expect(page.getByTestId('message-apology')).toHaveCount(0);
}

test('a verified trial user chats, starts a second chat, deletes one and keeps the open one on reload', async ({ page }) => {
  const account = await verifiedTrialUser('Chat Tester');
  await logIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/chat$/);

  // A new chat: the empty state, Bela's greeting, the placeholder of a new conversation.
  await expect(page.getByText('Start a new chat with Bela, your AI companion!')).toBeVisible();
  await expect(page.getByTestId('message-greeting')).toBeVisible();
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Start a new conversation...');
  await expect(page.getByTestId('ai-disclosure')).toHaveText('AI companion');
  await expect(page.getByTestId('offline-model')).toHaveText('Offline demo model');
  await expect(page.getByText('3 days left in your free trial')).toBeVisible();
  await expect(page.getByText('Exclusive Gallery')).toBeVisible();

  await send(page, 'Hi Bela, I just got back from a long walk by the sea.');
  const replies = page.getByTestId('message-bela');
  await expect(replies).toHaveCount(1);
  expect((await replies.first().innerText()).trim().length).toBeGreaterThan(0);

  // The first reply created the conversation: in the URL and at the top of the sidebar, with a title.
  await expect(page).toHaveURL(/\/chat\?c=[A-Za-z0-9_-]+$/);
  const firstUrl = page.url();
  await expect(conversationItems(page)).toHaveCount(1);
  const firstTitle = conversationItems(page).first().locator('p').first();
  await expect(firstTitle).not.toHaveText('');
  await expect(firstTitle).not.toHaveText('Untitled Conversation');
  await expect(messageBox(page)).toHaveAttribute('placeholder', 'Type a message...');

  // A follow-up in the same conversation.
  await send(page, 'What would you have done there?');
  await expect(page.getByTestId('message-bela')).toHaveCount(2);
  await expect(page).toHaveURL(firstUrl);
  await expect(conversationItems(page)).toHaveCount(1);

  // A second chat via New Chat.
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Start a new chat with Bela, your AI companion!')).toBeVisible();
  await send(page, 'Tell me about your favourite song.');
  await expect(page).toHaveURL(/\/chat\?c=[A-Za-z0-9_-]+$/);
  const secondUrl = page.url();
  expect(secondUrl).not.toBe(firstUrl);
  await expect(conversationItems(page)).toHaveCount(2);

  // A reload keeps the open conversation.
  await page.reload();
  await expect(page).toHaveURL(secondUrl);
  await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me about your favourite song.' })).toBeVisible();
  await expect(page.getByTestId('message-bela')).toHaveCount(1);

  // Opening the first conversation from the sidebar shows its four messages.
  await conversationItems(page).nth(1).getByRole('button').first().click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByTestId('message-user')).toHaveCount(2);
  await expect(page.getByTestId('message-bela')).toHaveCount(2);

  // Delete the first conversation after confirming: it leaves the list and the thread.
  await conversationItems(page).nth(1).getByRole('button', { name: /^Delete conversation/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete conversation?' });
  await expect(confirm.getByText('Are you sure you want to delete this conversation? This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(conversationItems(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Start a new chat with Bela, your AI companion!')).toBeVisible();

  // Still gone after a reload.
  await page.reload();
  await expect(conversationItems(page)).toHaveCount(1);
});

test('a self-harm message gets the crisis referral with 988', async ({ page }) => {
  const account = await verifiedTrialUser('Crisis Tester');
  await logIn(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/chat$/);

  await send(page, 'I want to kill myself');
  const crisis = page.getByTestId('message-crisis');
  await expect(crisis).toBeVisible();
  await expect(crisis).toContainText('988');
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  await expect(crisis.getByRole('link', { name: 'Our crisis protocol' })).toHaveAttribute('href', '/safety');

  // The referral is stored: after a reload it still reads as one.
  await page.reload();
  await expect(page.getByTestId('message-crisis')).toBeVisible();

  await page.getByTestId('message-crisis').getByRole('link', { name: 'Our crisis protocol' }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(page.getByRole('heading', { name: 'Our crisis protocol' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is a drawer, and Shift+Enter writes a new line', async ({ page }) => {
    const account = await verifiedTrialUser('Phone Tester');
    await logIn(page, account.email, PASSWORD);
    await expect(page).toHaveURL(/\/chat$/);

    const nav = page.getByRole('navigation', { name: 'Chat navigation' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Show conversations' }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'New Chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await messageBox(page).click();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    await expect(messageBox(page)).toHaveValue('First line\nsecond line');
    await expect(page.getByTestId('message-user')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('message-user')).toContainText('second line');
    await expect(page.getByTestId('message-bela')).toHaveCount(1, { timeout: 30_000 });
  });
});
