import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { ConversationStore } from './conversations';
import { MessageSearchIndex } from './message-search';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));

describe.each(docStoresUnderTest())('ConversationStore on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  let conversations: ConversationStore;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
    conversations = new ConversationStore(docs, new MessageSearchIndex(docs));
  });
  afterAll(() => dispose());

  it('opens a conversation with its first message in one write: listed, counted, searchable, its reply on the way', async () => {
    const { conversationId, messageId } = await conversations.open('u-open', 'Rivers', { role: 'user', content: 'I went cycling by the river', createdAt: at(0) }, 'opens');
    const conversation = await conversations.get('u-open', conversationId);
    expect(conversation).toMatchObject({ title: 'Rivers', messageCount: 1, preview: 'I went cycling by the river' });
    expect(conversation['replyingSince']).toEqual(at(0));
    expect(await conversations.history('u-open', conversationId, 10, 1000)).toEqual([{ role: 'user', content: 'I went cycling by the river' }]);
    expect((await conversations.newestExchange('u-open', conversationId)).user?.id).toBe(messageId);
  });

  it('reads the history before a moment, so that it can be read beside the write of the message at that moment', async () => {
    const { conversationId } = await conversations.open('u-before', 'Jazz', { role: 'user', content: 'one', createdAt: at(1) });
    await conversations.append('u-before', conversationId, { role: 'assistant', content: 'two', createdAt: at(2), model: 'offline' });
    await conversations.append('u-before', conversationId, { role: 'user', content: 'three', createdAt: at(3) });
    expect(await conversations.history('u-before', conversationId, 10, 1000, undefined, at(3))).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'two' },
    ]);
    expect(await conversations.history('u-before', conversationId, 1, 1000, undefined, at(3))).toEqual([{ role: 'assistant', content: 'two' }]);
  });
});
