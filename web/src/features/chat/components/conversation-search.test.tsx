/**
 * Search across conversations, from the sidebar: typing searches (debounced) and shows the hits
 * with their matched words marked; no hit says so; Escape clears; a hit opens its conversation at
 * the message, paged up to it and highlighted.
 */
import { chatEndpoints } from '@bela/contracts/chat';
import { chatSearchEndpoints, type SearchHit } from '@bela/contracts/chat-search';
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFailure, callsTo, onApi } from '../../../testing/api-handlers';
import { chatHandlers, conversation, loadChatPage, message, messagePage } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { FOCUS_HIGHLIGHT_MS } from '../hooks/use-message-focus';

const FIRST_PAINT_MS = 8_000;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search messages' });
const results = () => screen.getByRole('region', { name: 'Search results' });

beforeAll(loadChatPage, 60_000);

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  conversationId: 'c2',
  title: 'Paris plans',
  messageId: 'm-old',
  role: 'assistant',
  snippet: 'We met at the <mark>Café</mark> &lt;b&gt;Lumière&lt;/b&gt; &amp; talked',
  createdAt: '2026-10-01T09:30:00.000Z',
  ...overrides,
});

async function openChat(handlers: HttpHandler[], data: Parameters<typeof chatHandlers>[0] = {}) {
  signInAs(memberInfo());
  server.use(...handlers, ...chatHandlers({ conversations: [conversation('c1', 'Morning talk'), conversation('c2', 'Paris plans', 60)], ...data }));
  const rendered = renderApp('/chat');
  await waitFor(() => expect(searchBox()).toBeEnabled(), { timeout: FIRST_PAINT_MS });
  return rendered;
}

describe('searching the conversations', () => {
  it('shows the hits of what was typed, once typing pauses, with the matched words marked and the rest as text', async () => {
    const { user } = await openChat([onApi(chatSearchEndpoints.search, () => ({ hits: [hit(), hit({ messageId: 'm9', role: 'user', snippet: 'a <mark>cafe</mark> again' })], nextCursor: null }))]);
    await user.type(searchBox(), 'café');

    const found = await screen.findByRole('list', { name: 'Messages found' });
    const items = within(found).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Bela')).toBeInTheDocument();
    expect(within(items[1]!).getByText('You')).toBeInTheDocument();
    const marks = found.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Café', 'cafe']);
    // Escaped markup in a message is shown as the text it was, never as markup.
    expect(items[0]!.textContent).toContain('<b>Lumière</b> & talked');
    expect(found.querySelector('b')).toBeNull();
    // One search, for the whole word, however many keys were pressed.
    expect(callsTo('/ai/conversations/search')).toEqual([{ path: '/ai/conversations/search', body: { query: 'café', limit: 20 } }]);
    // The hits take the list's place.
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('names the conversation each hit comes from, its whole title on one line (issue 40)', async () => {
    const long = 'Planning the long trip to Lisbon and Porto with my sister next spring';
    const { user } = await openChat([
      onApi(chatSearchEndpoints.search, () => ({
        hits: [hit(), hit({ conversationId: 'c1', title: long, messageId: 'm1' }), hit({ conversationId: 'c3', title: '  ', messageId: 'm3' })],
        nextCursor: null,
      })),
    ]);
    await user.type(searchBox(), 'café');

    const found = await screen.findByRole('list', { name: 'Messages found' });
    const named = within(found).getAllByTestId('search-hit-conversation');
    expect(named.map((line) => line.textContent)).toEqual(['Paris plans', long, 'Untitled Conversation']);
    // Cut by the line's width with an ellipsis, never in the text; the whole title on hover.
    expect(named[1]).toHaveAttribute('title', long);
    // The hit's button says which conversation it opens.
    expect(within(found).getAllByTestId('search-hit')[0]).toHaveAccessibleName(/^Paris plans/);
  });

  it('says when no message matches, and Escape clears the search and brings the list back', async () => {
    const { user } = await openChat([onApi(chatSearchEndpoints.search, () => ({ hits: [], nextCursor: null }))]);
    await user.type(searchBox(), 'submarine');
    expect(await within(results()).findByText('No messages match')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says when the search failed, and tries again', async () => {
    let calls = 0;
    const { user } = await openChat([
      // A failure is tried once more by itself before it is shown.
      onApi(chatSearchEndpoints.search, () => (++calls <= 2 ? apiFailure(503, 'unavailable', 'The service is busy.') : { hits: [hit()], nextCursor: null })),
    ]);
    await user.type(searchBox(), 'cafe');
    expect(await within(results()).findByText('Search failed. Please try again.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Messages found' })).toBeInTheDocument();
  });

  it('opens the conversation of a hit at its message, paging up to it, and highlights it', async () => {
    const newest = messagePage([message('m-new1', 'user', 'What now?', 5), message('m-new2', 'assistant', 'Now we pack.', 4)], 'm-new1');
    const older = messagePage([message('m-old', 'assistant', 'We met at the Café Lumière and talked', 600), message('m-old2', 'user', 'I remember', 590)]);
    const { user, location } = await openChat([onApi(chatSearchEndpoints.search, () => ({ hits: [hit()], nextCursor: null }))], {
      messages: { c2: [newest, older] },
    });
    await user.type(searchBox(), 'café');
    await user.click(await screen.findByTestId('search-hit'));
    expect(location()).toBe('/chat?c=c2&message=m-old');

    const log = screen.getByRole('log', { name: 'Conversation with Bela' });
    await waitFor(() => expect(log.querySelector('[data-message-id="m-old"]')).not.toBeNull());
    const row = log.querySelector<HTMLElement>('[data-message-id="m-old"]')!;
    await waitFor(() => expect(row).toHaveAttribute('data-focused'));
    expect(row).toHaveTextContent('We met at the Café Lumière and talked');
    expect(row).toHaveFocus();
    // Only that message is highlighted, and the earlier page was asked for to reach it.
    expect(log.querySelectorAll('[data-focused]')).toHaveLength(1);
    expect(callsTo('/ai/conversations/messages').map((call) => call.body)).toEqual([
      { conversationId: 'c2', limit: 50 },
      { conversationId: 'c2', limit: 50, before: 'm-new1' },
    ]);
    // The highlight ends after a few seconds; the address keeps the conversation and forgets the message.
    await waitFor(() => expect(row).not.toHaveAttribute('data-focused'), { timeout: FOCUS_HIGHLIGHT_MS + 2_000 });
    expect(location()).toBe('/chat?c=c2');
  });

  it('a deleted conversation leaves the cached search hits at once (issue 40)', async () => {
    const gone = new Set<string>();
    const { user } = await openChat([
      // The server forgets a deleted conversation's messages; a search typed again within its
      // minute answers from the cache, which must not offer them either.
      onApi(chatSearchEndpoints.search, () => ({ hits: [hit(), hit({ conversationId: 'c1', messageId: 'm1', snippet: 'a <mark>cafe</mark> in the morning' })].filter((each) => !gone.has(each.conversationId)), nextCursor: null })),
      onApi(chatEndpoints.deleteConversation, ({ body }) => {
        gone.add(body.conversationId);
        return { deleted: true as const, messagesDeleted: 1 };
      }),
    ]);
    await user.type(searchBox(), 'café');
    await waitFor(() => expect(within(results()).getAllByTestId('search-hit')).toHaveLength(2));
    await user.clear(searchBox());

    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: 'Delete conversation Paris plans' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete conversation?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Paris plans')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(searchBox(), 'café');
    await waitFor(() => expect(within(results()).getAllByTestId('search-hit')).toHaveLength(1));
    expect(within(results()).getByTestId('search-hit')).not.toHaveTextContent('Lumière');
  });

  it('a hit whose conversation was deleted elsewhere says so plainly and offers a new chat, not a Retry (issue 40)', async () => {
    const { user, location } = await openChat([
      onApi(chatSearchEndpoints.search, () => ({ hits: [hit()], nextCursor: null })),
      onApi(chatEndpoints.messages, () => apiFailure(404, 'conversation-not-found', 'Conversation not found.')),
    ]);
    await user.type(searchBox(), 'café');
    await user.click(await screen.findByTestId('search-hit'));

    expect(await screen.findByText('This conversation was deleted, or it does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // It leaves the cached hits (and the list) too.
    await waitFor(() => expect(within(results()).queryAllByTestId('search-hit')).toHaveLength(0));
    await user.click(screen.getByRole('link', { name: 'Start a new chat' }));
    expect(location()).toBe('/chat');
    expect(await screen.findByText('Start a new chat with Bela, your AI companion!')).toBeInTheDocument();
  });
});
