import { expect, test, type Page } from '../support/test';
import { journeySession } from '../support/journey-member';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';

// Journey: Bela remembers. A new member tells Bela two facts in one conversation and sees what she
// will remember; in a new conversation she answers from memory and shows what she remembered; the
// "What Bela knows" page lists both with a link to the message; once the sister is deleted, the
// same question no longer gets her name; with "Bela remembers" off, a new fact is not kept. Then
// the page and the chat line on a phone.

test.use({ storageState: journeySession('memory') });

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const replies = (page: Page) => page.getByTestId('message-bela');

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
}

async function newChat(page: Page) {
  const button = page.getByRole('button', { name: 'New Chat' });
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Show conversations' }).click();
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
}

/** The chat's address opens a new conversation. */
async function openNewChat(page: Page) {
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();
}

test('a member’s facts are remembered across conversations, listed, deleted and switched off', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();

  await say(page, "My sister's name is Ana and I work as a nurse in Lisbon");
  const learned = page.getByTestId('memory-change');
  await expect(learned).toHaveCount(2);
  await expect(learned.filter({ hasText: /Bela will remember: .*Ana/ })).toBeVisible();
  await expect(learned.filter({ hasText: /Bela will remember: .*nurse/ })).toBeVisible();
  const toldIn = new URL(page.url()).searchParams.get('c');

  // A new conversation: Bela answers from memory and can say which memory she used.
  await newChat(page);
  await say(page, "What's my sister's name?");
  await expect(replies(page).last()).toContainText('Ana');
  await page.getByTestId('reply-remembered').click();
  await expect(page.getByRole('list', { name: 'What Bela remembered for this reply' })).toContainText('Ana');
  await checkScreen(page, 'memory: Bela answers from memory', { shot: true });

  // The memory page, from the chat header: both facts, each linked to the message it came from.
  await page.getByRole('link', { name: 'What Bela knows' }).click();
  await expect(page).toHaveURL(/\/memories$/);
  await expect(page.getByRole('heading', { name: 'What Bela knows' })).toBeVisible();
  const memories = page.getByTestId('memory');
  await expect(memories).toHaveCount(2);
  await expect(page.getByTestId('memory-count')).toContainText('2 of 500');
  const sister = memories.filter({ hasText: 'Ana' });
  const source = sister.getByTestId('memory-source');
  await expect(source).toHaveAttribute('href', new RegExp(`/chat\\?c=${toldIn}&message=`));
  await checkScreen(page, 'memory: the What Bela knows page', { shot: true });

  // The link opens the conversation at that message.
  await source.click();
  await expect(page).toHaveURL(new RegExp(`/chat\\?c=${toldIn}`));
  await expect(page.getByTestId('message-user').filter({ hasText: "My sister's name is Ana" })).toBeVisible();

  // Deleted, the sister is no longer known.
  await page.goto('/memories');
  await memories.filter({ hasText: 'Ana' }).getByRole('button', { name: 'Delete memory' }).click();
  await expect(page.getByText('Memory deleted.')).toBeVisible();
  await expect(memories).toHaveCount(1);
  await openNewChat(page);
  await say(page, "What's my sister's name?");
  await expect(replies(page).last()).not.toContainText('Ana');

  // Switched off: a new fact is not kept, and the page says what off means.
  await page.goto('/memories');
  const toggle = page.getByRole('switch', { name: 'Bela remembers' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('memory-switch-note')).toContainText("Bela won't learn or use memories");
  await openNewChat(page);
  await say(page, 'I have a dog called Pepper');
  await expect(replies(page)).toHaveCount(1);
  await expect(page.getByTestId('memory-change')).toHaveCount(0);
  await page.goto('/memories');
  await expect(memories).toHaveCount(1);
  await page.getByRole('switch', { name: 'Bela remembers' }).click();
  await expect(page.getByRole('switch', { name: 'Bela remembers' })).toBeChecked();

  // On a phone: the page and a remembered fact's line in the chat.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(memories).toHaveCount(1);
  await checkScreen(page, 'memory: the What Bela knows page');
  await openNewChat(page);
  await say(page, 'I have a cat called Miso');
  await expect(page.getByTestId('memory-change').filter({ hasText: 'Miso' })).toBeVisible();
  await checkScreen(page, 'memory: Bela will remember, on a phone');
});
