import type { ConversationSummary } from '@bela/contracts/chat';
import { describe, expect, it } from 'vitest';
import { listedConversations, withConversationFirst, withoutConversation, type ConversationPages } from './get-conversations';

const item = (id: string, title = id): ConversationSummary => ({ id, title, createdAt: '', updatedAt: '', preview: '' });
const pages = (...lists: ConversationSummary[][]): ConversationPages => ({
  pages: lists.map((conversations, index) => ({ conversations, hasMore: index < lists.length - 1, nextCursor: null })),
  pageParams: lists.map(() => null),
});
const ids = (data: ConversationPages) => listedConversations(data).map((c) => c.id);

describe('the cached conversation list', () => {
  it('lists each conversation once, in page order', () => {
    expect(ids(pages([item('a'), item('b')], [item('b'), item('c')]))).toEqual(['a', 'b', 'c']);
    expect(listedConversations(undefined)).toEqual([]);
  });

  it('moves a conversation written to from any page to the top, as changed', () => {
    const moved = withConversationFirst(pages([item('a'), item('b')], [item('c')]), 'c', (listed) => listed && { ...listed, title: 'New title' });
    expect(ids(moved)).toEqual(['c', 'a', 'b']);
    expect(moved.pages[0]!.conversations[0]!.title).toBe('New title');
    expect(moved.pages[1]!.conversations).toEqual([]);
  });

  it('puts a conversation created here on top, and leaves the list alone when there is nothing to move', () => {
    const data = pages([item('a')]);
    expect(ids(withConversationFirst(data, 'new', () => item('new')))).toEqual(['new', 'a']);
    expect(withConversationFirst(data, 'missing', (listed) => listed)).toBe(data);
  });

  it('drops a deleted conversation from every page', () => {
    expect(ids(withoutConversation(pages([item('a'), item('b')], [item('c')]), 'b'))).toEqual(['a', 'c']);
  });
});
