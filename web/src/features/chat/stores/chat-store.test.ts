import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));
vi.mock('../../../lib/api-stream', () => ({ postEventStream: vi.fn() }));

const { apiPost } = await import('../../../lib/api-client');
const { postEventStream } = await import('../../../lib/api-stream');
const { ApiError } = await import('../../../lib/api-error');
const { APOLOGY, useChatStore } = await import('./chat-store');
const { useStreamStore } = await import('./stream-store');

const encoder = new TextEncoder();

/** A body that yields `chunks`, then (optionally) stays open until aborted. */
function body(chunks: string[], { hang = false, signal }: { hang?: boolean; signal?: AbortSignal } = {}): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hang) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    },
  });
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const streamMock = vi.mocked(postEventStream);
const postMock = vi.mocked(apiPost);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  streamMock.mockReset();
  postMock.mockReset();
  postMock.mockResolvedValue({ conversations: [], hasMore: false, nextCursor: null });
  useChatStore.getState().reset();
  useChatStore.getState().startNewChat();
});

describe('send', () => {
  it('streams a reply into a new conversation', async () => {
    const seen: string[] = [];
    const unsubscribe = useStreamStore.subscribe((state) => seen.push(`${state.phase}:${state.text}`));
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([
        sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'Hello there', model: { id: 'm', label: 'Model', offline: true } }),
        sse('token', { text: 'Hi ' }),
        // A chunk boundary inside an event.
        'event: token\nda',
        'ta: {"text":"you!"}\n\n',
        sse('done', { messageId: 'a1', conversationId: 'c1', content: 'Hi you!', crisis: false }),
      ]),
    });
    const created: string[] = [];
    const outcome = await useChatStore.getState().send('Hello', { onConversationCreated: (id) => created.push(id) });
    unsubscribe();

    expect(outcome).toEqual({ status: 'sent' });
    expect(created).toEqual(['c1']);
    const state = useChatStore.getState();
    expect(state.conversationId).toBe('c1');
    expect(state.sending).toBe(false);
    expect(state.model).toEqual({ id: 'm', label: 'Model', offline: true });
    expect(state.messages.map(({ id, role, content, kind }) => ({ id, role, content, kind }))).toEqual([
      { id: 'u1', role: 'user', content: 'Hello', kind: undefined },
      { id: 'a1', role: 'assistant', content: 'Hi you!', kind: undefined },
    ]);
    expect(state.conversations[0]).toMatchObject({ id: 'c1', title: 'Hello there' });
    expect(seen[0]).toBe('waiting:');
    expect(useStreamStore.getState().phase).toBe('idle');
    // Only the new message is sent; the server keeps the history.
    expect(streamMock.mock.calls[0]![1]).toEqual({ messages: [{ role: 'user', content: 'Hello' }] });
  });

  it('marks a crisis reply', async () => {
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([
        sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: '' }),
        sse('done', { messageId: 'a1', conversationId: 'c1', content: 'Please call or text 988.', crisis: true }),
      ]),
    });
    await useChatStore.getState().send('I want to hurt myself');
    expect(useChatStore.getState().messages.at(-1)).toMatchObject({ kind: 'crisis', content: 'Please call or text 988.' });
  });

  it('appends the apology after an error event and keeps the user message', async () => {
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T' }), sse('token', { text: 'Hal' }), sse('error', { code: 'model-failed', message: 'x' })]),
    });
    const outcome = await useChatStore.getState().send('Hello');
    expect(outcome).toEqual({ status: 'failed' });
    const messages = useChatStore.getState().messages;
    expect(messages.map((message) => message.content)).toEqual(['Hello', APOLOGY]);
    expect(messages[1]!.kind).toBe('apology');
    expect(useStreamStore.getState().phase).toBe('idle');
  });

  it('appends the apology when the stream ends without done, and for a network failure', async () => {
    streamMock.mockResolvedValueOnce({ response: new Response(), body: body([sse('token', { text: 'Hal' })]) });
    expect(await useChatStore.getState().send('One')).toEqual({ status: 'failed' });
    streamMock.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    expect(await useChatStore.getState().send('Two')).toEqual({ status: 'failed' });
    streamMock.mockRejectedValueOnce(new ApiError(500, 'http-error', 'Request failed with status 500'));
    expect(await useChatStore.getState().send('Three')).toEqual({ status: 'failed' });
    expect(useChatStore.getState().messages.map((message) => message.content)).toEqual(['One', APOLOGY, 'Two', APOLOGY, 'Three', APOLOGY]);
  });

  it('turns a refusal into a notice and takes the message back', async () => {
    streamMock.mockRejectedValue(new ApiError(429, 'rate-limited', 'Too many messages.', 20));
    const before = Date.now();
    const outcome = await useChatStore.getState().send('Hello');
    expect(outcome).toEqual({ status: 'refused', code: 'rate-limited', message: 'Too many messages.' });
    const state = useChatStore.getState();
    expect(state.messages).toEqual([]);
    expect(state.notice).toMatchObject({ code: 'rate-limited', message: 'Too many messages.' });
    expect(state.notice!.retryAt! - before).toBeGreaterThanOrEqual(19_000);
    expect(state.sending).toBe(false);
  });

  it('keeps the partial reply when the user stops', async () => {
    streamMock.mockImplementation(async (_path, _body, options) => ({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T' }), sse('token', { text: 'Once upon' })], {
        hang: true,
        signal: options?.signal,
      }),
    }));
    const pending = useChatStore.getState().send('Tell me a story');
    await vi.waitFor(() => expect(useStreamStore.getState().snapshot()).toBe('Once upon'));
    useChatStore.getState().stop();
    expect(await pending).toEqual({ status: 'stopped' });
    expect(useChatStore.getState().messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Once upon', kind: 'stopped' });
    expect(useChatStore.getState().sending).toBe(false);
  });

  it('ignores a blank message and a second send while one is in flight', async () => {
    expect(await useChatStore.getState().send('   ')).toEqual({ status: 'ignored' });
    streamMock.mockImplementation(async (_path, _body, options) => ({ response: new Response(), body: body([], { hang: true, signal: options?.signal }) }));
    const first = useChatStore.getState().send('One');
    expect(await useChatStore.getState().send('Two')).toEqual({ status: 'ignored' });
    useChatStore.getState().stop();
    await first;
  });

  it('drops a reply that arrives after switching to another conversation', async () => {
    postMock.mockResolvedValue({ messages: [], hasMore: false, nextBefore: null });
    streamMock.mockImplementation(async (_path, _body, options) => ({
      response: new Response(),
      body: body([sse('token', { text: 'Late' })], { hang: true, signal: options?.signal }),
    }));
    const pending = useChatStore.getState().send('Hello');
    await vi.waitFor(() => expect(useStreamStore.getState().snapshot()).toBe('Late'));
    await useChatStore.getState().openConversation('other');
    expect(await pending).toEqual({ status: 'ignored' });
    expect(useChatStore.getState().conversationId).toBe('other');
    expect(useChatStore.getState().messages).toEqual([]);
    expect(useStreamStore.getState().phase).toBe('idle');
  });
});

describe('threads and lists', () => {
  it('loads the newest page, then older pages before it', async () => {
    const message = (id: string) => ({ id, role: 'user', content: id, createdAt: '2026-05-20T10:00:00Z' });
    postMock.mockResolvedValueOnce({ messages: [message('m3'), message('m4')], hasMore: true, nextBefore: 'm3' });
    await useChatStore.getState().openConversation('c1');
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50 }, expect.anything());
    postMock.mockResolvedValueOnce({ messages: [message('m1'), message('m2')], hasMore: false, nextBefore: null });
    await useChatStore.getState().loadEarlier();
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50, before: 'm3' }, expect.anything());
    expect(useChatStore.getState().messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(useChatStore.getState().hasEarlier).toBe(false);
  });

  it('shows a stored crisis referral as one', async () => {
    postMock.mockResolvedValueOnce({
      messages: [
        { id: 'm1', role: 'user', content: 'x', createdAt: '2026-05-20T10:00:00Z' },
        { id: 'm2', role: 'assistant', content: 'Call or text 988.', createdAt: '2026-05-20T10:00:01Z', crisis: true },
      ],
      hasMore: false,
      nextBefore: null,
    });
    await useChatStore.getState().openConversation('c1');
    expect(useChatStore.getState().messages.map((m) => m.kind)).toEqual([undefined, 'crisis']);
    expect(useChatStore.getState().messages[1]).not.toHaveProperty('crisis');
  });

  it('reports a failed load', async () => {
    postMock.mockRejectedValueOnce(new Error('boom'));
    await useChatStore.getState().openConversation('c1');
    expect(useChatStore.getState().threadStatus).toBe('error');
    postMock.mockRejectedValueOnce(new Error('boom'));
    await useChatStore.getState().loadConversations();
    expect(useChatStore.getState().listStatus).toBe('error');
  });

  it('pages the conversation list with the cursor', async () => {
    const conversation = (id: string) => ({ id, title: id, createdAt: '', updatedAt: '', preview: '' });
    postMock.mockResolvedValueOnce({ conversations: [conversation('a'), conversation('b')], hasMore: true, nextCursor: 'b' });
    await useChatStore.getState().loadConversations();
    postMock.mockResolvedValueOnce({ conversations: [conversation('c')], hasMore: false, nextCursor: null });
    await useChatStore.getState().loadMoreConversations();
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations', { limit: 20, startAfter: 'b' }, expect.anything());
    expect(useChatStore.getState().conversations.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(useChatStore.getState().listHasMore).toBe(false);
  });

  it('keeps a conversation created here through a list refresh that lags behind', async () => {
    postMock.mockResolvedValueOnce({ conversations: [{ id: 'old', title: 'Old', createdAt: '', updatedAt: '2026-05-01T00:00:00Z', preview: '' }], hasMore: false, nextCursor: null });
    await useChatStore.getState().loadConversations();
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'fresh', userMessageId: 'u1', title: 'Fresh' }), sse('done', { messageId: 'a1', conversationId: 'fresh', content: 'Hi', crisis: false })]),
    });
    // The list answered after the reply still lacks the new conversation.
    postMock.mockResolvedValue({ conversations: [{ id: 'old', title: 'Old', createdAt: '', updatedAt: '2026-05-01T00:00:00Z', preview: '' }], hasMore: false, nextCursor: null });
    await useChatStore.getState().send('Hello');
    await useChatStore.getState().refreshConversations();
    expect(useChatStore.getState().conversations.map((c) => c.id)).toEqual(['fresh', 'old']);
  });

  it('words a failed delete with the reason and clears the spinner', async () => {
    postMock.mockResolvedValueOnce({ conversations: [{ id: 'a', title: 'A', createdAt: '', updatedAt: '', preview: '' }], hasMore: false, nextCursor: null });
    await useChatStore.getState().loadConversations();
    postMock.mockRejectedValueOnce(new Error('Conversation not found.'));
    await expect(useChatStore.getState().removeConversation('a')).rejects.toThrow('Failed to delete conversation: Conversation not found.');
    expect(useChatStore.getState().deletingIds).toEqual({});
    postMock.mockResolvedValueOnce({ deleted: true, messagesDeleted: 3 });
    await useChatStore.getState().removeConversation('a');
    expect(useChatStore.getState().conversations).toEqual([]);
  });
});
