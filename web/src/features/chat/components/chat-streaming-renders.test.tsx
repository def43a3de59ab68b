/**
 * While Bela's reply streams, only the streaming bubble renders again, once a token here (one token
 * a frame): the rows already in the thread, the thread itself and the composer do not, token after
 * token. Renders are counted by a call each makes once a render: a row formats its time, the
 * thread keeps to the bottom, the composer works out its state, the bubble reads the streamed text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventStream } from '../../../testing/api-handlers';
import { chatHandlers, chatStreamHandler, conversation, loadChatPage, message, messagePage, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { inputState } from '../utils/input-state';
import { formatClockTime } from '../utils/relative-time';
import { useStreamedReply } from './chat-turn-provider';

vi.mock('../utils/relative-time', async (importOriginal) => {
  const original = await importOriginal<typeof import('../utils/relative-time')>();
  return { ...original, formatClockTime: vi.fn(original.formatClockTime) };
});
vi.mock('../hooks/use-stick-to-bottom', async (importOriginal) => {
  const original = await importOriginal<typeof import('../hooks/use-stick-to-bottom')>();
  return { ...original, useStickToBottom: vi.fn(original.useStickToBottom) };
});
vi.mock('../utils/input-state', async (importOriginal) => {
  const original = await importOriginal<typeof import('../utils/input-state')>();
  return { ...original, inputState: vi.fn(original.inputState) };
});
vi.mock('./chat-turn-provider', async (importOriginal) => {
  const original = await importOriginal<typeof import('./chat-turn-provider')>();
  return { ...original, useStreamedReply: vi.fn(original.useStreamedReply) };
});

/** How many times each part has rendered so far. */
const renders = () => ({
  rows: vi.mocked(formatClockTime).mock.calls.length,
  thread: vi.mocked(useStickToBottom).mock.calls.length,
  composer: vi.mocked(inputState).mock.calls.length,
  bubble: vi.mocked(useStreamedReply).mock.calls.length,
});

beforeAll(loadChatPage, 60_000);

describe('a streamed reply', () => {
  it('renders the streaming bubble alone, not the rows above it', async () => {
    const stored = Array.from({ length: 12 }, (_, i) => message(`m${i}`, i % 2 ? 'assistant' : 'user', `Stored message ${i}`, 60 - i));
    const stream = eventStream();
    signInAs(memberInfo());
    server.use(chatStreamHandler(stream), ...chatHandlers({ conversations: [conversation('c1', 'Our chat')], messages: { c1: [messagePage(stored)] } }));
    const { user } = renderApp('/chat?c=c1');
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 8_000 });
    await waitFor(() => expect(box).toBeEnabled(), { timeout: 8_000 });
    await screen.findByText('Stored message 11');

    await user.type(box, 'Tell me more');
    await user.keyboard('{Enter}');
    const [meta, ...rest] = replyEvents(['One', ' two', ' three', ' four', ' five', ' six'], { conversationId: 'c1', done: false });
    stream.push(meta!);
    stream.push(rest[0]!);
    const bubble = await screen.findByTestId('message-streaming');
    const before = renders();
    const tokens = rest.slice(1);

    for (const token of tokens) {
      stream.push(token);
      // One frame at a time: each token is shown before the next arrives.
      await waitFor(() => expect(bubble).toHaveTextContent((token.data as { text: string }).text.trim()));
    }

    expect(bubble).toHaveTextContent('One two three four five six');
    expect(within(screen.getByRole('log')).getAllByText(/Stored message/)).toHaveLength(12);
    const { bubble: bubbleRenders, ...others } = renders();
    expect(others).toEqual({ rows: before.rows, thread: before.thread, composer: before.composer });
    expect(bubbleRenders - before.bubble).toBeLessThanOrEqual(tokens.length);
  });
});
