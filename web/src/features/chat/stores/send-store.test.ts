import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedApiClient, sse, sseBody as body, summary } from '../testing/sse-fixtures';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));

const { postMock, streamMock } = await mockedApiClient();
const { ApiError } = await import('../../../lib/api-error');
const { useChatStore } = await import('./chat-store');
const { useConversationListStore } = await import('./conversation-list-store');
const { useModelStore } = await import('./model-store');
const { APOLOGY, useSendStore } = await import('./send-store');
const { useStreamStore } = await import('./stream-store');
const { useThreadStore } = await import('./thread-store');

const send = (content: string, hooks?: Parameters<ReturnType<typeof useSendStore.getState>['send']>[1]) => useSendStore.getState().send(content, hooks);
const thread = () => useThreadStore.getState();

/** A stream that stays open after `chunks` until the turn is stopped or dropped. */
const hangingStream = (chunks: string[]) =>
  streamMock.mockImplementation(async (_path, _body, options) => ({ response: new Response(), body: body(chunks, { hang: true, signal: options?.signal }) }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  streamMock.mockReset();
  postMock.mockReset();
  postMock.mockResolvedValue({ conversations: [], hasMore: false, nextCursor: null });
  useChatStore.getState().reset();
  thread().startNew();
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
    const outcome = await send('Hello', { onConversationCreated: (id) => created.push(id) });
    unsubscribe();

    expect(outcome).toEqual({ status: 'sent' });
    expect(created).toEqual(['c1']);
    expect(thread().conversationId).toBe('c1');
    expect(useSendStore.getState().sending).toBe(false);
    expect(useModelStore.getState().model).toEqual({ id: 'm', label: 'Model', offline: true });
    expect(thread().messages.map(({ id, role, content, kind }) => ({ id, role, content, kind }))).toEqual([
      { id: 'u1', role: 'user', content: 'Hello', kind: undefined },
      { id: 'a1', role: 'assistant', content: 'Hi you!', kind: undefined },
    ]);
    expect(useConversationListStore.getState().conversations[0]).toMatchObject({ id: 'c1', title: 'Hello there' });
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
    await send('I want to hurt myself');
    expect(thread().messages.at(-1)).toMatchObject({ kind: 'crisis', content: 'Please call or text 988.' });
  });

  it('appends the apology after an error event and keeps the user message', async () => {
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T' }), sse('token', { text: 'Hal' }), sse('error', { code: 'model-failed', message: 'x' })]),
    });
    const outcome = await send('Hello');
    expect(outcome).toEqual({ status: 'failed' });
    const messages = thread().messages;
    expect(messages.map((message) => message.content)).toEqual(['Hello', APOLOGY]);
    expect(messages[1]!.kind).toBe('apology');
    expect(useStreamStore.getState().phase).toBe('idle');
  });

  it('appends the apology when the stream ends without done, and for a network failure', async () => {
    streamMock.mockResolvedValueOnce({ response: new Response(), body: body([sse('token', { text: 'Hal' })]) });
    expect(await send('One')).toEqual({ status: 'failed' });
    streamMock.mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    expect(await send('Two')).toEqual({ status: 'failed' });
    streamMock.mockRejectedValueOnce(new ApiError(500, 'http-error', 'Request failed with status 500'));
    expect(await send('Three')).toEqual({ status: 'failed' });
    expect(thread().messages.map((message) => message.content)).toEqual(['One', APOLOGY, 'Two', APOLOGY, 'Three', APOLOGY]);
  });

  it('turns a refusal into a notice and takes the message back', async () => {
    streamMock.mockRejectedValue(new ApiError(429, 'rate-limited', 'Too many messages.', 20));
    const before = Date.now();
    const outcome = await send('Hello');
    expect(outcome).toEqual({ status: 'refused', code: 'rate-limited', message: 'Too many messages.' });
    const { notice, sending } = useSendStore.getState();
    expect(thread().messages).toEqual([]);
    expect(notice).toMatchObject({ code: 'rate-limited', message: 'Too many messages.' });
    expect(notice!.retryAt! - before).toBeGreaterThanOrEqual(19_000);
    expect(sending).toBe(false);
  });

  it('keeps the partial reply when the user stops', async () => {
    hangingStream([sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T' }), sse('token', { text: 'Once upon' })]);
    const pending = send('Tell me a story');
    await vi.waitFor(() => expect(useStreamStore.getState().snapshot()).toBe('Once upon'));
    useSendStore.getState().stop();
    expect(await pending).toEqual({ status: 'stopped' });
    expect(thread().messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Once upon', kind: 'stopped' });
    expect(useSendStore.getState().sending).toBe(false);
  });

  it('ignores a blank message and a second send while one is in flight', async () => {
    expect(await send('   ')).toEqual({ status: 'ignored' });
    hangingStream([]);
    const first = send('One');
    expect(await send('Two')).toEqual({ status: 'ignored' });
    useSendStore.getState().stop();
    await first;
  });

  it('drops a reply that arrives after switching to another conversation', async () => {
    postMock.mockResolvedValue({ messages: [], hasMore: false, nextBefore: null });
    hangingStream([sse('token', { text: 'Late' })]);
    const pending = send('Hello');
    await vi.waitFor(() => expect(useStreamStore.getState().snapshot()).toBe('Late'));
    await thread().open('other');
    expect(await pending).toEqual({ status: 'ignored' });
    expect(thread().conversationId).toBe('other');
    expect(thread().messages).toEqual([]);
    expect(useStreamStore.getState().phase).toBe('idle');
  });

  it('keeps a conversation created here through a list refresh that lags behind', async () => {
    const old = summary('old', '2026-05-01T00:00:00Z');
    postMock.mockResolvedValueOnce({ conversations: [old], hasMore: false, nextCursor: null });
    await useConversationListStore.getState().load();
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'fresh', userMessageId: 'u1', title: 'Fresh' }), sse('done', { messageId: 'a1', conversationId: 'fresh', content: 'Hi', crisis: false })]),
    });
    // The list answered after the reply still lacks the new conversation.
    postMock.mockResolvedValue({ conversations: [old], hasMore: false, nextCursor: null });
    await send('Hello');
    await useConversationListStore.getState().refresh();
    expect(useConversationListStore.getState().conversations.map((c) => c.id)).toEqual(['fresh', 'old']);
  });
});

describe('what the split changes', () => {
  it('ends the turn and forgets the notice when another thread opens', async () => {
    streamMock.mockRejectedValueOnce(new ApiError(429, 'daily-limit-reached', 'Limit.', 3600));
    await send('Hello');
    expect(useSendStore.getState().notice?.code).toBe('daily-limit-reached');
    thread().startNew();
    expect(useSendStore.getState().notice).toBeNull();

    hangingStream([sse('token', { text: 'Hal' })]);
    const pending = send('Again');
    await vi.waitFor(() => expect(useSendStore.getState().sending).toBe(true));
    const signal = streamMock.mock.calls.at(-1)![2]!.signal!;
    thread().startNew();
    expect(signal.aborted).toBe(true);
    expect(useSendStore.getState()).toMatchObject({ sending: false, turn: null });
    expect(await pending).toEqual({ status: 'ignored' });
  });

  it('moves an existing conversation to the top with its new title and preview', async () => {
    postMock.mockResolvedValueOnce({ conversations: [summary('a'), summary('b')], hasMore: false, nextCursor: null });
    await useConversationListStore.getState().load();
    postMock.mockResolvedValueOnce({ messages: [], hasMore: false, nextBefore: null });
    await thread().open('b');
    streamMock.mockResolvedValue({
      response: new Response(),
      body: body([sse('meta', { conversationId: 'b', userMessageId: 'u1', title: 'Renamed' }), sse('done', { messageId: 'a1', conversationId: 'b', content: 'Hi', crisis: false })]),
    });
    const created: string[] = [];
    postMock.mockReturnValue(new Promise(() => undefined)); // the refresh after the reply never answers
    await send('Latest words', { onConversationCreated: (id) => created.push(id) });
    expect(created).toEqual([]);
    expect(useConversationListStore.getState().conversations.map(({ id, title, preview }) => ({ id, title, preview }))).toEqual([
      { id: 'b', title: 'Renamed', preview: 'Latest words' },
      { id: 'a', title: 'a', preview: '' },
    ]);
  });
});
