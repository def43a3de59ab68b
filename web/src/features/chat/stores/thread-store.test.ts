import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockedApiClient } from '../testing/sse-fixtures';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));
vi.mock('../api/early-newest-page', () => ({ takeEarlyNewestPage: vi.fn(() => null), requestAddressedConversationEarly: vi.fn() }));

const { postMock } = await mockedApiClient();
const { GREETINGS } = await import('../utils/greetings');
const { useThreadStore } = await import('./thread-store');
const { useSessionStore } = await import('../../../lib/session/session-store');
const { takeEarlyNewestPage } = await import('../api/early-newest-page');
const takeEarly = vi.mocked(takeEarlyNewestPage);

const thread = () => useThreadStore.getState();
/** Lets every answer already given reach the store. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const message = (id: string) => ({ id, role: 'user', content: id, createdAt: '2026-05-20T10:00:00Z' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  postMock.mockReset();
  thread().reset();
});

describe('threads', () => {
  it('loads the newest page, then older pages before it', async () => {
    postMock.mockResolvedValueOnce({ messages: [message('m3'), message('m4')], hasMore: true, nextBefore: 'm3' });
    await thread().open('c1');
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50 }, expect.anything());
    postMock.mockResolvedValueOnce({ messages: [message('m1'), message('m2')], hasMore: false, nextBefore: null });
    await thread().loadEarlier();
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50, before: 'm3' }, expect.anything());
    expect(thread().messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(thread().hasEarlier).toBe(false);
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
    await thread().open('c1');
    expect(thread().messages.map((m) => m.kind)).toEqual([undefined, 'crisis']);
    expect(thread().messages[1]).not.toHaveProperty('crisis');
  });

  it('reports a failed load', async () => {
    postMock.mockRejectedValueOnce(new Error('boom'));
    await thread().open('c1');
    expect(thread().status).toBe('error');
  });
});

describe('prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the newest page once; the open that follows shows it without asking again', async () => {
    const page = deferred();
    postMock.mockReturnValueOnce(page.promise);
    thread().prefetch('c1');
    thread().prefetch('c1');
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50 }, expect.anything());
    // Nothing changes until the thread opens it.
    expect(thread()).toMatchObject({ conversationId: null, status: 'idle' });
    const opening = thread().open('c1');
    expect(thread()).toMatchObject({ conversationId: 'c1', status: 'loading' });
    page.resolve({ messages: [message('m1')], hasMore: false, nextBefore: null });
    await opening;
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(thread()).toMatchObject({ conversationId: 'c1', status: 'ready' });
    expect(thread().messages.map((m) => m.id)).toEqual(['m1']);
  });

  it('shows a page that has already arrived at once, with no loading state', async () => {
    postMock.mockResolvedValueOnce({ messages: [message('m1'), message('m2')], hasMore: true, nextBefore: 'm1' });
    thread().prefetch('c1');
    await flush();
    const seen: string[] = [];
    const unsubscribe = useThreadStore.subscribe((state) => seen.push(state.status));
    void thread().open('c1');
    unsubscribe();
    expect(seen).toEqual(['ready']);
    expect(thread()).toMatchObject({ conversationId: 'c1', hasEarlier: true, earlierCursor: 'm1' });
    expect(thread().messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('with showOnArrival, opens the thread with the page as it arrives, unless another thread came first', async () => {
    postMock.mockResolvedValueOnce({ messages: [message('m1')], hasMore: false, nextBefore: null });
    thread().prefetch('c1', { showOnArrival: true });
    expect(thread()).toMatchObject({ conversationId: null, status: 'idle' });
    await vi.waitFor(() => expect(thread()).toMatchObject({ conversationId: 'c1', status: 'ready' }));
    expect(thread().messages.map((m) => m.id)).toEqual(['m1']);
    expect(postMock).toHaveBeenCalledTimes(1);

    thread().reset();
    const late = deferred();
    postMock.mockReturnValueOnce(late.promise);
    thread().prefetch('c2', { showOnArrival: true });
    thread().startNew();
    late.resolve({ messages: [message('m2')], hasMore: false, nextBefore: null });
    await flush();
    expect(thread()).toMatchObject({ conversationId: null, messages: [] });
  });

  it('asks nothing for the conversation already open', async () => {
    postMock.mockResolvedValueOnce({ messages: [message('m1')], hasMore: false, nextBefore: null });
    await thread().open('c1');
    thread().prefetch('c1');
    expect(postMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failed prefetch when the thread opens', async () => {
    postMock.mockRejectedValueOnce(new Error('boom'));
    thread().prefetch('c1');
    await thread().open('c1');
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(thread().status).toBe('error');
  });

  it('asks again after a few seconds, or after a reset', async () => {
    vi.useFakeTimers();
    postMock.mockResolvedValue({ messages: [message('m1')], hasMore: false, nextBefore: null });
    thread().prefetch('c1');
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(6_000);
    await thread().open('c1');
    expect(postMock).toHaveBeenCalledTimes(2);

    thread().prefetch('c2');
    thread().reset();
    await thread().open('c2');
    expect(postMock).toHaveBeenCalledTimes(4);
    expect(postMock.mock.calls[2]![2]).toMatchObject({ signal: expect.objectContaining({ aborted: true }) });
  });
});

describe('switching threads', () => {
  it('drops the page of a thread that is no longer open', async () => {
    const slow = deferred();
    postMock.mockReturnValueOnce(slow.promise);
    const first = thread().open('c1');
    postMock.mockResolvedValueOnce({ messages: [message('b1')], hasMore: false, nextBefore: null });
    await thread().open('c2');
    slow.resolve({ messages: [message('a1')], hasMore: true, nextBefore: 'a1' });
    await first;
    expect(thread()).toMatchObject({ conversationId: 'c2', status: 'ready', hasEarlier: false });
    expect(thread().messages.map((m) => m.id)).toEqual(['b1']);
  });

  it('starts a new chat with a greeting, never the same one twice in a row', () => {
    thread().startNew();
    const first = thread().greeting;
    expect(GREETINGS).toContain(first);
    expect(thread()).toMatchObject({ conversationId: null, messages: [], status: 'ready' });
    thread().startNew();
    expect(thread().greeting).not.toBe(first);
  });

  it('loads no earlier page for a new chat, and keeps the thread when the first reply names the conversation', async () => {
    thread().startNew();
    await thread().loadEarlier();
    expect(postMock).not.toHaveBeenCalled();
    const { threadKey } = thread();
    thread().adoptConversation('c9');
    expect(thread()).toMatchObject({ conversationId: 'c9', threadKey });
  });
});

describe('the page opened with its early request (the kept ID token)', () => {
  const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  beforeEach(() => {
    // The session is being restored: Firebase has not reported yet.
    useSessionStore.setState({ user: null, status: 'loading', authChecked: false, provisionalUid: null });
    takeEarly.mockReset();
    takeEarly.mockReturnValue(null);
  });

  it('shows the page the server gave for the token, and tells the session whose it is, in one update', async () => {
    takeEarly.mockReturnValueOnce(
      Promise.resolve({ uid: 'u1', response: envelope({ success: true, data: { messages: [message('m1')], hasMore: true, nextBefore: 'm1' } }) }),
    );
    const seen: [string, string | null][] = [];
    const unsubscribe = useThreadStore.subscribe((state) => seen.push([state.status, useSessionStore.getState().provisionalUid]));
    thread().prefetch('c1', { showOnArrival: true });
    await vi.waitFor(() => expect(thread().status).toBe('ready'));
    unsubscribe();
    expect(postMock).not.toHaveBeenCalled();
    expect(thread().messages.map((m) => m.id)).toEqual(['m1']);
    expect(useSessionStore.getState().provisionalUid).toBe('u1');
    expect(takeEarly).toHaveBeenCalledWith('c1');
    // The session learnt the account right after the thread store changed, in the same task.
    expect(seen).toEqual([['ready', null]]);
  });

  it('asks again the ordinary way when the early request was refused, and vouches for nobody', async () => {
    takeEarly.mockReturnValueOnce(Promise.reject(new Error('Early request refused: 401')));
    postMock.mockResolvedValueOnce({ messages: [message('m2')], hasMore: false, nextBefore: null });
    thread().prefetch('c1', { showOnArrival: true });
    await vi.waitFor(() => expect(thread().status).toBe('ready'));
    expect(postMock).toHaveBeenCalledWith('/ai/conversations/messages', { conversationId: 'c1', limit: 50 }, expect.anything());
    expect(thread().messages.map((m) => m.id)).toEqual(['m2']);
    expect(useSessionStore.getState().provisionalUid).toBeNull();
  });

  it('asks again, with Firebase’s token, when Firebase has meanwhile restored another account', async () => {
    useSessionStore.setState({ user: { uid: 'u2' } as never, status: 'signed-in', authChecked: true });
    takeEarly.mockReturnValueOnce(
      Promise.resolve({ uid: 'u1', response: envelope({ success: true, data: { messages: [message('theirs')], hasMore: false, nextBefore: null } }) }),
    );
    postMock.mockResolvedValueOnce({ messages: [message('mine')], hasMore: false, nextBefore: null });
    await thread().open('c1');
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(thread()).toMatchObject({ acceptedUid: null, messages: [expect.objectContaining({ id: 'mine' })] });
    expect(useSessionStore.getState().provisionalUid).toBeNull();
  });

  it('asks again when the answer is not a page (an error envelope)', async () => {
    takeEarly.mockReturnValueOnce(Promise.resolve({ uid: 'u1', response: envelope({ success: false, error: { code: 'x', message: 'x' } }) }));
    postMock.mockResolvedValueOnce({ messages: [message('m3')], hasMore: false, nextBefore: null });
    await thread().open('c1');
    expect(postMock).toHaveBeenCalledTimes(1);
    expect(thread().messages.map((m) => m.id)).toEqual(['m3']);
    expect(useSessionStore.getState().provisionalUid).toBeNull();
  });
});
