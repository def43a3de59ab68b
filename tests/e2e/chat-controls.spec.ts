import { readFileSync } from 'node:fs';
import { journeySession } from '../support/journey-member';
import { expect, test, type Page } from '../support/test';
import { checkScreen, DESKTOP, PHONE } from '../support/layout';

// Journey: the chat controls (decision 0007) on the real stack, by keyboard where a member would
// use it: a reply stopped with Escape stays as written; two regenerates keep three alternatives,
// the empty composer's Left key goes back to the first; the member edits their message (the earlier
// version is kept); a reload keeps every choice; a word said in another conversation is found and
// opens there; the conversation downloads as Markdown. Then the same thread on a phone, and the
// whole walk again at 360 px by touch, as a member of its own (the per-minute limit).


test.use({ storageState: journeySession('controls') });

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const replies = (page: Page) => page.getByTestId('message-bela');
/** Bela's replies with what is shown under them (time, "Stopped", controls). */
const replyRows = (page: Page) => page.locator('[data-message-id]').filter({ has: page.getByTestId('message-bela') });
const isStreamingTurn = (url: URL) => /\/api\/ai\/chat\/(stream|regenerate|edit)$/.test(url.pathname);

/** Bela writes slowly for this journey's turns (the stack under test honours the header), so a stop lands halfway. */
async function slowReplies(page: Page, paceMs: number) {
  await page.unroute(isStreamingTurn);
  await page.route(isStreamingTurn, (route) => route.continue({ headers: { ...route.request().headers(), 'x-bela-test-pace-ms': String(paceMs) } }));
}

/** Waits until no turn runs: Send is back and nothing streams. */
async function turnEnded(page: Page) {
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
}

const counter = (page: Page, text: string) => page.locator('.thread-count', { hasText: new RegExp(`^${text.replace('/', '\\/')}$`) });

test('a member stops, regenerates, flips back, edits, reloads, finds a word elsewhere and exports, by keyboard and on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/chat');
  await expect(messageBox(page)).toBeEnabled();

  // A first conversation, whose word "lighthouse" the search finds later.
  await messageBox(page).focus();
  await page.keyboard.type('I walked to the lighthouse this morning.');
  await page.keyboard.press('Enter');
  await turnEnded(page);
  await expect(replies(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/chat\?c=/);
  const firstConversation = new URL(page.url()).searchParams.get('c');

  // A second conversation: its reply is stopped with Escape halfway.
  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await slowReplies(page, 120);
  await messageBox(page).focus();
  await page.keyboard.type('Tell me a story about the sea, please.');
  await page.keyboard.press('Enter');
  const streaming = page.getByTestId('message-streaming');
  await expect(streaming).toContainText(/\S+\s+\S+/);
  await page.keyboard.press('Escape');
  await turnEnded(page);
  await expect(replyRows(page).last().getByText(/Stopped/)).toBeVisible();
  const stoppedText = (await replies(page).last().innerText()).trim();
  expect(stoppedText.length).toBeGreaterThan(0);

  // Two regenerates (the button, by keyboard): three alternatives, the newest shown.
  await slowReplies(page, 0);
  for (const shown of ['2/2', '3/3']) {
    await page.getByRole('button', { name: 'Regenerate reply' }).focus();
    await page.keyboard.press('Enter');
    await turnEnded(page);
    await expect(counter(page, shown)).toBeVisible();
  }
  await expect(replies(page)).toHaveCount(1);

  // Left twice from the empty composer: back to the first, the stopped one.
  await messageBox(page).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page, '2/3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page, '1/3')).toBeVisible();
  await expect(replies(page).last()).toContainText(stoppedText.slice(0, 20));
  await expect(replyRows(page).last().getByText(/Stopped/)).toBeVisible();
  const secondConversation = new URL(page.url()).searchParams.get('c');
  await checkScreen(page, 'chat controls: the first of three replies', { shot: true });

  // Edit the message in place, by keyboard: Enter saves and a new reply streams.
  await page.getByRole('button', { name: 'Edit message' }).focus();
  await page.keyboard.press('Enter');
  const edited = page.getByRole('textbox', { name: 'Edited message' });
  await expect(edited).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Tell me a story about the harbour, please.');
  await page.keyboard.press('Enter');
  await turnEnded(page);
  await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me a story about the harbour, please.' })).toBeVisible();
  await expect(counter(page, '2/2')).toBeVisible();
  const editedReply = (await replies(page).last().innerText()).trim();

  // A reload keeps the choices: the edited version with its own reply.
  await page.reload();
  await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me a story about the harbour, please.' })).toBeVisible();
  await expect(counter(page, '2/2')).toBeVisible();
  await expect(replies(page).last()).toContainText(editedReply.slice(0, 20));

  // The earlier version comes back with the reply it had: the first of its three alternatives.
  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me a story about the sea, please.' })).toBeVisible();
  await expect(counter(page, '1/2')).toBeVisible();
  await expect(counter(page, '1/3')).toBeVisible();
  await page.reload();
  await expect(counter(page, '1/2')).toBeVisible();
  await expect(counter(page, '1/3')).toBeVisible();
  await expect(replies(page).last()).toContainText(stoppedText.slice(0, 20));

  // Markdown export of this conversation, from the chat's menu.
  await page.getByRole('button', { name: 'Conversation menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Export conversation as Markdown/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bela-.+-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = readFileSync((await file.path())!, 'utf8');
  expect(markdown).toContain('Tell me a story about the sea, please.');
  expect(markdown).toContain('Tell me a story about the harbour, please.');
  expect(markdown).toMatch(/\*\*Bela\*\*/);

  // A word said in the other conversation: found, and opened at that message, highlighted.
  const search = page.getByRole('searchbox', { name: 'Search messages' });
  await search.fill('LIGHTHOUSE');
  const hits = page.getByRole('list', { name: 'Messages found' });
  await expect(hits.locator('mark').first()).toHaveText(/lighthouse/i);
  // Both sides are found, newest first: Bela's reply naming it, then the member's own message.
  // Each hit names its conversation (here titled by that message too): the member's own one is theirs ("You").
  await hits.getByRole('button').filter({ has: page.getByText('You', { exact: true }) }).filter({ hasText: 'I walked to the' }).click();
  await expect(page).toHaveURL(new RegExp(`c=${firstConversation}`));
  const focused = page.locator('[data-focused]');
  await expect(focused).toContainText('I walked to the lighthouse this morning.');
  await expect(focused).toBeInViewport();

  // On a phone: the search in the drawer, then the thread with its controls.
  await page.setViewportSize(PHONE);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Show conversations' }).click();
  const drawer = page.locator('[aria-label="Conversations"]');
  await drawer.getByRole('searchbox', { name: 'Search messages' }).fill('lighthouse');
  await expect(drawer.getByRole('list', { name: 'Messages found' }).locator('mark').first()).toBeVisible();
  await checkScreen(page, 'chat controls: search on a phone');
  await page.keyboard.press('Escape');
  await page.goto(`/chat?c=${secondConversation}`);
  await expect(counter(page, '1/2')).toBeVisible();
  await expect(counter(page, '1/3')).toBeVisible();
  await checkScreen(page, 'chat controls: the thread on a phone');
});

test.describe('on a phone', () => {
  test.use({ storageState: journeySession('touch') });

  test('the same walk at 360 px: stop, two regenerates and back, edit, reload, export, and a word found in another conversation', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.goto('/chat');
    await expect(messageBox(page)).toBeEnabled();
    await messageBox(page).fill('I walked past the old lighthouse today.');
    await messageBox(page).press('Enter');
    await turnEnded(page);
    await expect(page).toHaveURL(/\/chat\?c=/);
    const firstConversation = new URL(page.url()).searchParams.get('c');

    // A new conversation, whose reply is stopped halfway with the Stop button.
    await page.goto('/chat');
    await expect(messageBox(page)).toBeEnabled();
    await slowReplies(page, 120);
    await messageBox(page).fill('Tell me a story about the sea, please.');
    await messageBox(page).press('Enter');
    await expect(page.getByTestId('message-streaming')).toContainText(/\S+\s+\S+/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await turnEnded(page);
    await expect(replyRows(page).last().getByText(/Stopped/)).toBeVisible();
    const stoppedText = (await replies(page).last().innerText()).trim();

    // Two regenerates, then back to the first with the arrows.
    await slowReplies(page, 0);
    for (const shown of ['2/2', '3/3']) {
      await page.getByRole('button', { name: 'Regenerate reply' }).click();
      await turnEnded(page);
      await expect(counter(page, shown)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Previous reply' }).click();
    await page.getByRole('button', { name: 'Previous reply' }).click();
    await expect(counter(page, '1/3')).toBeVisible();
    await expect(replies(page).last()).toContainText(stoppedText.slice(0, 20));
    await checkScreen(page, 'chat controls on a phone: the first of three replies');

    // Edit the message in place.
    await page.getByRole('button', { name: 'Edit message' }).click();
    const edited = page.getByRole('textbox', { name: 'Edited message' });
    await edited.fill('Tell me a story about the harbour, please.');
    await edited.press('Enter');
    await turnEnded(page);
    await expect(counter(page, '2/2')).toBeVisible();
    await checkScreen(page, 'chat controls on a phone: an edited message');

    // A reload keeps the choice.
    await page.reload();
    await expect(page.getByTestId('message-user').filter({ hasText: 'Tell me a story about the harbour, please.' })).toBeVisible();
    await expect(counter(page, '2/2')).toBeVisible();

    // Markdown export from the conversation menu.
    await page.getByRole('button', { name: 'Conversation menu' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Export conversation as Markdown/ }).click();
    const markdown = readFileSync((await (await download).path())!, 'utf8');
    expect(markdown).toContain('Tell me a story about the harbour, please.');

    // The word said in the first conversation, found from the drawer, opens there.
    await page.getByRole('button', { name: 'Show conversations' }).click();
    const drawer = page.locator('[aria-label="Conversations"]');
    await drawer.getByRole('searchbox', { name: 'Search messages' }).fill('lighthouse');
    const hits = drawer.getByRole('list', { name: 'Messages found' });
    await hits.getByRole('button').filter({ has: page.getByText('You', { exact: true }) }).filter({ hasText: 'I walked past the' }).click();
    await expect(page).toHaveURL(new RegExp(`c=${firstConversation}`));
    const focused = page.locator('[data-focused]');
    await expect(focused).toContainText('I walked past the old lighthouse today.');
    await expect(focused).toBeInViewport();
    await checkScreen(page, 'chat controls on a phone: a word found in another conversation');
  });
});
