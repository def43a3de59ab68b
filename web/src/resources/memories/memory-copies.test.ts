/**
 * Issue 41 (deliverable 3): after "Forget everything" (or one memory deleted), the chat's lines under
 * Bela's replies ("Bela will remember: … · Undo", "Remembered") no longer offer what is gone, from
 * the moment the server answers, whether or not the thread is fetched again (before this change the
 * cached thread kept them until a refetch, and its Undo of "Bela forgot" wrote a forgotten memory back).
 */
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationKeys } from '../conversations/keys';
import { memoryCache } from './mutations';

interface Message {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  learned?: MemoryChange[];
  memories?: UsedMemory[];
}
type Thread = InfiniteData<{ messages: Message[]; hasMore: boolean; nextBefore: string | null }>;

const change = (memoryId: string, op: MemoryChange['op'] = 'add'): MemoryChange => ({ op, memoryId, text: `memory ${memoryId}`, kind: 'people' });
const thread = (...messages: Message[]): Thread => ({ pages: [{ messages, hasMore: false, nextBefore: null }], pageParams: [null] });
const reply = (id: string, learned: MemoryChange[], memories: UsedMemory[] = []): Message => ({
  id,
  role: 'assistant',
  content: 'Noted!',
  ...(learned.length ? { learned } : {}),
  ...(memories.length ? { memories } : {}),
});

function cached() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(conversationKeys.messages('u1', 'c1'), thread({ id: 'm1', role: 'user', content: 'My sister is Ana' }, reply('r1', [change('a'), change('b', 'delete')], [{ id: 'c', text: 'memory c' }])));
  client.setQueryData(conversationKeys.messages('u1', 'c2'), thread(reply('r2', [change('c', 'update')])));
  // Another account's cache on the same browser is not touched.
  client.setQueryData(conversationKeys.messages('u2', 'c9'), thread(reply('r9', [change('a')])));
  const messages = (uid: string, conversationId: string) => client.getQueryData<Thread>(conversationKeys.messages(uid, conversationId))!.pages.flatMap((page) => page.messages);
  return { client, messages };
}

describe('the chat’s copies of memories, in the cache', () => {
  it('go at once after Forget everything: no change line, no "Remembered"', () => {
    const { client, messages } = cached();
    memoryCache.cleared(client, 'u1');
    expect(messages('u1', 'c1').map((message) => [message.id, message.learned, message.memories])).toEqual([
      ['m1', undefined, undefined],
      ['r1', undefined, undefined],
    ]);
    expect(messages('u1', 'c2')[0]!.learned).toBeUndefined();
    expect(messages('u2', 'c9')[0]!.learned).toHaveLength(1);
  });

  it('lose only the deleted memory’s lines when one memory is deleted', () => {
    const { client, messages } = cached();
    memoryCache.removed(client, 'u1', 'b');
    expect(messages('u1', 'c1')[1]!.learned).toEqual([change('a')]);
    memoryCache.removed(client, 'u1', 'c');
    expect(messages('u1', 'c1')[1]!.memories).toBeUndefined();
    expect(messages('u1', 'c2')[0]!.learned).toBeUndefined();
  });
});
