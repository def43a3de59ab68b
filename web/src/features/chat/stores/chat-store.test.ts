import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockedApiClient, sse, sseBody, summary } from '../testing/sse-fixtures';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));

const { getMock, postMock, streamMock } = await mockedApiClient();
const { ApiError } = await import('../../../lib/api-error');
const { useChatStore } = await import('./chat-store');
const { useConversationListStore } = await import('./conversation-list-store');
const { useModelStore } = await import('./model-store');
const { useSendStore } = await import('./send-store');
const { useStreamStore } = await import('./stream-store');
const { useThreadStore } = await import('./thread-store');

const stores = { useChatStore, useConversationListStore, useModelStore, useSendStore, useStreamStore, useThreadStore };

/** Bookkeeping a reset renews rather than empties: generation counters and request controllers. */
const renewed = new Set(['threadKey', 'request', 'requests']);

/** A store's data: no actions, no bookkeeping. */
function dataOf(state: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).filter(([key, value]) => typeof value !== 'function' && !renewed.has(key)));
}

/** Animation frames that run only when flushed, so a test can see which are still pending. */
function fakeAnimationFrames() {
  const callbacks = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callbacks.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return { pending: () => callbacks.size };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  postMock.mockReset();
  getMock.mockReset();
  streamMock.mockReset();
  useChatStore.getState().reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reset', () => {
  it('leaves nothing behind: no data, no request or turn in flight, no timer', async () => {
    vi.useFakeTimers();
    const frames = fakeAnimationFrames();
    useChatStore.getState().ensureOwner('user-1');
    postMock.mockResolvedValueOnce({ conversations: [summary('a')], hasMore: true, nextCursor: 'a' });
    await useConversationListStore.getState().load();
    getMock.mockResolvedValueOnce({ id: 'm0', label: 'M0', offline: false });
    await useModelStore.getState().load();
    useThreadStore.getState().startNew();
    // A turn in flight: it created a conversation, set the model, and has a token waiting for its frame.
    streamMock.mockImplementation(async (_path, _body, options) => ({
      response: new Response(),
      body: sseBody(
        [sse('meta', { conversationId: 'c1', userMessageId: 'u1', title: 'T', model: { id: 'm', label: 'M', offline: true } }), sse('token', { text: 'Once' })],
        { hang: true, signal: options?.signal },
      ),
    }));
    const turn = useSendStore.getState().send('Hello');
    await vi.waitFor(() => expect(useStreamStore.getState().queued).toBe('Once'));
    const turnSignal = streamMock.mock.calls[0]![2]!.signal!;
    // Requests still unanswered: the next page of the list and a delete.
    const nextPage = deferred();
    postMock.mockReturnValueOnce(nextPage.promise);
    const more = useConversationListStore.getState().loadMore();
    const deletion = deferred();
    postMock.mockReturnValueOnce(deletion.promise);
    const removal = useConversationListStore.getState().remove('a');
    const listSignal = useConversationListStore.getState().requests.signal;
    expect(useConversationListStore.getState()).toMatchObject({ loadingMore: true, deletingIds: { a: true }, createdHere: { c1: expect.any(Number) } });
    expect(frames.pending()).toBe(1);

    useChatStore.getState().reset();

    expect(turnSignal.aborted).toBe(true);
    expect(listSignal.aborted).toBe(true);
    expect(await turn).toEqual({ status: 'ignored' });
    // Answers that come after the reset change nothing.
    nextPage.resolve({ conversations: [summary('late')], hasMore: false, nextCursor: null });
    deletion.resolve({ deleted: true, messagesDeleted: 1 });
    await Promise.all([more, removal]);
    for (const [name, store] of Object.entries(stores)) {
      expect({ [name]: dataOf(store.getState()) }).toEqual({ [name]: dataOf(store.getInitialState()) });
    }
    expect(frames.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a refusal notice and an open conversation', async () => {
    postMock.mockResolvedValueOnce({ messages: [], hasMore: false, nextBefore: null });
    await useThreadStore.getState().open('c1');
    streamMock.mockRejectedValueOnce(new ApiError(429, 'rate-limited', 'Slow down.', 5));
    await useSendStore.getState().send('Hello');
    expect(useSendStore.getState().notice).not.toBeNull();
    useChatStore.getState().reset();
    expect(useSendStore.getState().notice).toBeNull();
    expect(useThreadStore.getState()).toMatchObject({ conversationId: null, status: 'idle' });
  });

  it('drops a late model answer', async () => {
    const answer = deferred();
    getMock.mockReturnValueOnce(answer.promise);
    const load = useModelStore.getState().load();
    useChatStore.getState().reset();
    answer.resolve({ id: 'm', label: 'M', offline: false });
    await load;
    expect(useModelStore.getState()).toMatchObject({ model: null, status: 'idle' });
  });
});

describe('ensureOwner', () => {
  it('resets the chat when another user signs in, not for the same user', async () => {
    useChatStore.getState().ensureOwner('user-1');
    postMock.mockResolvedValueOnce({ conversations: [summary('a')], hasMore: false, nextCursor: null });
    await useConversationListStore.getState().load();
    useChatStore.getState().ensureOwner('user-1');
    expect(useConversationListStore.getState().conversations).toHaveLength(1);
    useChatStore.getState().ensureOwner('user-2');
    expect(useConversationListStore.getState().conversations).toEqual([]);
    expect(useChatStore.getState().ownerUid).toBe('user-2');
  });

  it('keeps what the screen asked for before its first claim', async () => {
    const page = deferred();
    postMock.mockReturnValueOnce(page.promise);
    const load = useConversationListStore.getState().load();
    const { signal } = useConversationListStore.getState().requests;
    useChatStore.getState().ensureOwner('user-1');
    expect(signal.aborted).toBe(false);
    page.resolve({ conversations: [summary('a')], hasMore: false, nextCursor: null });
    await load;
    expect(useConversationListStore.getState().conversations).toHaveLength(1);
  });
});

describe('ensureOwner, with a page shown before Firebase has reported', () => {
  const shownFor = (uid: string) =>
    useThreadStore.setState({ conversationId: 'c1', status: 'ready', acceptedUid: uid, messages: [{ id: 'm1', role: 'user', content: 'Hi', createdAt: '' }] });

  it('keeps the page shown for the kept ID token when Firebase restores the same account', () => {
    shownFor('user-1');
    useChatStore.getState().ensureOwner('user-1');
    expect(useThreadStore.getState()).toMatchObject({ conversationId: 'c1', status: 'ready' });
    expect(useChatStore.getState().ownerUid).toBe('user-1');
  });

  it('drops it when Firebase restores another account, even before any claim', () => {
    shownFor('user-1');
    useChatStore.getState().ensureOwner('user-2');
    expect(useThreadStore.getState()).toMatchObject({ conversationId: null, status: 'idle', messages: [], acceptedUid: null });
    expect(useChatStore.getState().ownerUid).toBe('user-2');
  });
});
