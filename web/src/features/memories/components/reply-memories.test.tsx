/**
 * Memory in the chat (this feature's lines, in the slot the app gives them under Bela's replies),
 * against the mock API: when a turn's stream says Bela learned something (the `memory` event), a
 * line under her reply says so with Undo, which reverts it through the memories API; after a reload
 * the same line comes from the message's `learned`; a reply composed with memories shows them under
 * "Remembered"; the chat's header leads to "What Bela knows".
 */
import { chatEndpoints, type ChatMessage, type StreamDone, type StreamMeta } from '@bela/contracts/chat';
import type { MemoryChange } from '@bela/contracts/memories';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query/query-client';
import { apiFailure, callsTo, eventStream, onApi } from '../../../testing/api-handlers';
import { chatHandlers, conversation, loadChatPage, message, messagePage, onlineModel } from '../../../testing/chat-fixtures';
import { memory, memoryServer } from '../../../testing/memory-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { memoryKeys } from '../../../resources/memories/keys';
import { useMemoryUndoStore } from '../stores/memory-undo-store';

const FIRST_PAINT_MS = 8_000;
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

beforeAll(loadChatPage, 60_000);
// What was undone is kept for as long as the app runs: each test starts a new one.
beforeEach(() => useMemoryUndoStore.setState({ undone: {} }));

const SISTER = 'Their sister is Ana.';
const learnedSister: MemoryChange = { op: 'add', memoryId: 'm1', text: SISTER, kind: 'people' };

/** Opens conversation c1 holding `messages`, the memories API answering from `memories`. */
async function openConversation(messages: ChatMessage[], memories = memoryServer([])) {
  signInAs(memberInfo());
  server.use(...memories.handlers, ...chatHandlers({ conversations: [conversation('c1', 'Family')], messages: { c1: [messagePage(messages)] } }));
  const rendered = renderApp('/chat?c=c1');
  await waitFor(() => expect(messageBox()).toBeEnabled(), { timeout: FIRST_PAINT_MS });
  await screen.findByText(messages.at(-1)!.content);
  return { ...rendered, memories };
}

const lines = () => screen.queryAllByTestId('memory-change');

describe('what Bela learned, under her reply', () => {
  it('shows "Bela will remember" after the memory event, Undo deletes the memory, and the memory page is marked stale', async () => {
    const memories = memoryServer([memory('m1', SISTER)]);
    const stream = eventStream();
    const { user } = await openConversation([message('u0', 'user', 'Hi', 5), message('a0', 'assistant', 'Hi you!', 4)], memories);
    server.use(onApi(chatEndpoints.chatStream, () => stream.response));
    // The memory page's list, as it was cached before the turn.
    queryClient.setQueryData(memoryKeys.list('member-1'), { pages: [{ memories: [], nextCursor: null, count: 0, enabled: true }], pageParams: [null] });

    await user.type(messageBox(), 'My sister is Ana{Enter}');
    const meta: StreamMeta = { conversationId: 'c1', userMessageId: 'u1', title: 'Family', model: onlineModel };
    const done: StreamDone = { messageId: 'a1', conversationId: 'c1', content: 'What a lovely name!', crisis: false };
    stream.push({ event: 'meta', data: meta });
    stream.push({ event: 'token', data: { text: 'What a lovely name!' } });
    stream.push({ event: 'memory', data: { changes: [learnedSister] } });
    stream.push({ event: 'done', data: done });
    stream.end();

    const reply = (await screen.findByText('What a lovely name!')).closest('[data-message-id]')!;
    const line = await within(reply as HTMLElement).findByTestId('memory-change');
    expect(line).toHaveTextContent('Bela will remember: your sister is Ana · Undo');
    expect(queryClient.getQueryState(memoryKeys.list('member-1'))?.isInvalidated).toBe(true);

    await user.click(within(line).getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(line).toHaveTextContent("Bela won't remember: your sister is Ana"));
    expect(within(line).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(callsTo('/ai/memories/delete').map((call) => call.body)).toEqual([{ memoryId: 'm1' }]);
    expect(memories.state.memories).toHaveLength(0);
  });

  it('shows the lines of a reloaded reply from its `learned`: Undo of an update puts the text back, of a forget writes it again', async () => {
    const moved: MemoryChange = { op: 'update', memoryId: 'm2', text: 'They live in Braga.', kind: 'places', previousText: 'They live in Porto.' };
    const began = { origin: 'learned' as const, createdAt: '2026-03-01T10:00:00.000Z', source: { conversationId: 'c0', messageId: 'u0' }, editedAt: null };
    const forgot: MemoryChange = { op: 'delete', memoryId: 'm3', text: 'They have a cat called Tom.', kind: 'likes', began };
    const memories = memoryServer([memory('m2', 'They live in Braga.', { kind: 'places' })]);
    const { user } = await openConversation(
      [message('u1', 'user', 'I moved to Braga, and Tom is gone', 5), { ...message('a1', 'assistant', 'Big changes.', 4), learned: [moved, forgot] }],
      memories,
    );

    const [update, remove] = lines();
    expect(update).toHaveTextContent('Bela updated: you live in Braga · Undo');
    expect(remove).toHaveTextContent('Bela forgot: you have a cat called Tom · Undo');

    await user.click(within(update!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(update).toHaveTextContent('Bela kept: you live in Porto'));
    expect(callsTo('/ai/memories/update').map((call) => call.body)).toEqual([{ memoryId: 'm2', text: 'They live in Porto.' }]);

    await user.click(within(remove!).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(remove).toHaveTextContent('Bela still remembers: you have a cat called Tom'));
    // As it began: learned on its day from its message (decision 0036).
    expect(callsTo('/ai/memories/create').map((call) => call.body)).toEqual([{ text: 'They have a cat called Tom.', kind: 'likes', restore: began }]);
    expect(memories.state.memories.map((item) => item.text)).toEqual(['They live in Porto.', 'They have a cat called Tom.']);
  });

  it('says why an Undo failed, and keeps Undo to try again', async () => {
    const memories = memoryServer([], { refuse: { update: () => apiFailure(404, 'memory-not-found', 'Memory not found.') } });
    const moved: MemoryChange = { op: 'update', memoryId: 'm2', text: 'They live in Braga.', kind: 'places', previousText: 'They live in Porto.' };
    const { user } = await openConversation([message('u1', 'user', 'I moved', 5), { ...message('a1', 'assistant', 'Big news.', 4), learned: [moved] }], memories);

    const [line] = lines();
    await user.click(within(line!).getByRole('button', { name: 'Undo' }));

    expect(await within(line!).findByRole('alert')).toHaveTextContent('Memory not found.');
    expect(within(line!).getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('shows what a reply remembered only when asked', async () => {
    const used = [
      { id: 'm1', text: SISTER },
      { id: 'm4', text: 'Their interview is on Tuesday.' },
    ];
    const { user } = await openConversation([message('u1', 'user', 'How are you?', 5), { ...message('a1', 'assistant', 'Good! How did the interview go?', 4), memories: used }]);

    const toggle = screen.getByRole('button', { name: /^Remembered \(2\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Their interview is on Tuesday.')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'What Bela remembered for this reply' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([SISTER, 'Their interview is on Tuesday.']);
    // Nothing learned from this message: no line.
    expect(lines()).toHaveLength(0);
  });

  it('leads from the header to "What Bela knows"', async () => {
    const { user, location } = await openConversation([message('u1', 'user', 'Hi', 5), message('a1', 'assistant', 'Hello!', 4)]);
    await user.click(screen.getByRole('link', { name: 'What Bela knows' }));
    await waitFor(() => expect(location()).toBe('/memories'));
  });
});
