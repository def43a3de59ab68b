/**
 * While Bela's reply streams, only the streaming bubble renders again: the rows already in the
 * thread do not, token after token. (Each row formats its time as it renders: counting those calls
 * counts the rows' renders.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventStream } from '../../../testing/api-handlers';
import { chatHandlers, chatStreamHandler, conversation, loadChatPage, message, messagePage, replyEvents } from '../../../testing/chat-fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';
import { formatClockTime } from '../utils/relative-time';

vi.mock('../utils/relative-time', async (importOriginal) => {
  const original = await importOriginal<typeof import('../utils/relative-time')>();
  return { ...original, formatClockTime: vi.fn(original.formatClockTime) };
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
    const rowRenders = vi.mocked(formatClockTime).mock.calls.length;

    for (const token of rest.slice(1)) {
      stream.push(token);
      // One frame at a time: each token is shown before the next arrives.
      await waitFor(() => expect(bubble).toHaveTextContent((token.data as { text: string }).text.trim()));
    }

    expect(bubble).toHaveTextContent('One two three four five six');
    expect(within(screen.getByRole('log')).getAllByText(/Stored message/)).toHaveLength(12);
    expect(vi.mocked(formatClockTime).mock.calls.length).toBe(rowRenders);
  });
});
