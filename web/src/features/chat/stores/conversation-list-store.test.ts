import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockedApiClient, summary } from '../testing/sse-fixtures';

vi.mock('../../../lib/api-client', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiEventStream: vi.fn() }));

const { postMock } = await mockedApiClient();
const { CREATED_HERE_MS, useConversationListStore } = await import('./conversation-list-store');

const list = () => useConversationListStore.getState();
const ids = () => list().conversations.map((c) => c.id);
const page = (items: ReturnType<typeof summary>[], nextCursor: string | null = null) => ({ conversations: items, hasMore: nextCursor !== null, nextCursor });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  postMock.mockReset();
  list().reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the conversation list', () => {
  it('reports a failed load', async () => {
    postMock.mockRejectedValueOnce(new Error('boom'));
    await list().load();
    expect(list().status).toBe('error');
  });

  it('pages the conversation list with the cursor', async () => {
    postMock.mockResolvedValueOnce({ conversations: [summary('a'), summary('b')], hasMore: true, nextCursor: 'b' });
    await list().load();
    postMock.mockResolvedValueOnce({ conversations: [summary('c')], hasMore: false, nextCursor: null });
    await list().loadMore();
    expect(postMock).toHaveBeenLastCalledWith('/ai/conversations', { limit: 20, startAfter: 'b' }, expect.anything());
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(list().hasMore).toBe(false);
  });

  it('words a failed delete with the reason and clears the spinner', async () => {
    postMock.mockResolvedValueOnce({ conversations: [{ id: 'a', title: 'A', createdAt: '', updatedAt: '', preview: '' }], hasMore: false, nextCursor: null });
    await list().load();
    postMock.mockRejectedValueOnce(new Error('Conversation not found.'));
    await expect(list().remove('a')).rejects.toThrow('Failed to delete conversation: Conversation not found.');
    expect(list().deletingIds).toEqual({});
    postMock.mockResolvedValueOnce({ deleted: true, messagesDeleted: 3 });
    await list().remove('a');
    expect(list().conversations).toEqual([]);
  });

  it('shows the delete spinner while the delete is under way', async () => {
    postMock.mockResolvedValueOnce(page([summary('a')]));
    await list().load();
    const answer = deferred();
    postMock.mockReturnValueOnce(answer.promise);
    const removal = list().remove('a');
    expect(list().deletingIds).toEqual({ a: true });
    answer.resolve({ deleted: true, messagesDeleted: 0 });
    await removal;
    expect(list().deletingIds).toEqual({});
  });

  it('keeps the pages loaded beyond the first through a refresh', async () => {
    postMock.mockResolvedValueOnce(page([summary('c', '3'), summary('b', '2')], 'b'));
    await list().load();
    postMock.mockResolvedValueOnce(page([summary('a', '1')]));
    await list().loadMore();
    // A reply moved 'a' to the top; the fresh first page holds two conversations again.
    postMock.mockResolvedValueOnce(page([summary('a', '4'), summary('c', '3')], 'c'));
    await list().refresh();
    expect(ids()).toEqual(['a', 'c', 'b']);
    // Everything was loaded already: no further page to offer.
    expect(list()).toMatchObject({ cursor: null, hasMore: false });
  });

  it('drops a page that a refresh overtook, and clears its spinner', async () => {
    postMock.mockResolvedValueOnce(page([summary('a')], 'a'));
    await list().load();
    const slow = deferred();
    postMock.mockReturnValueOnce(slow.promise);
    const more = list().loadMore();
    postMock.mockResolvedValueOnce(page([summary('new'), summary('a')], 'a'));
    await list().refresh();
    slow.resolve(page([summary('stale')]));
    await more;
    expect(ids()).toEqual(['new', 'a']);
    expect(list()).toMatchObject({ loadingMore: false, moreFailed: false, hasMore: true });
  });

  it('lets a conversation created here go once a minute has passed', async () => {
    vi.useFakeTimers();
    postMock.mockResolvedValueOnce(page([summary('old')]));
    await list().load();
    list().addCreated(summary('fresh'));
    postMock.mockResolvedValue(page([summary('old')]));
    await list().refresh();
    expect(ids()).toEqual(['fresh', 'old']);
    vi.advanceTimersByTime(CREATED_HERE_MS);
    await list().refresh();
    expect(ids()).toEqual(['old']);
    expect(list().createdHere).toEqual({});
  });
});
