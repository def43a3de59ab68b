/**
 * A regenerate's or an edit's newest messages read beside the turn's transaction (issue 45,
 * decision 0033): used when they were read after the conversation's last write, read again when
 * the thread changed between. On the Firestore emulator; SQLite has no read times and reads after.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FirestoreDocStore } from '../drivers/firestore-doc-store';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import type { Doc, DocStore } from '../ports/doc-store';
import { ConversationStore } from './conversations';
import { MessageSearchIndex } from './message-search';

const onEmulator = Boolean(process.env['FIRESTORE_EMULATOR_HOST']);
if (!onEmulator) console.warn('!! SKIPPED: the newest messages read beside a transaction, on Firestore (FIRESTORE_EMULATOR_HOST is unset)');

const LIMIT = 5;
const message = (content: string, at: Date) => ({ role: 'user' as const, content, createdAt: at });

/** The conversation's document as the turn's optimistic transaction reads it (with its update time). */
async function readInTransaction(docs: DocStore, path: string): Promise<Doc> {
  return docs.transaction(async (tx) => (await tx.get(path))!, { optimistic: true });
}

describe.skipIf(!onEmulator)('ConversationStore.recentAsOf on Firestore (emulator)', () => {
  const runId = randomUUID().slice(0, 8);
  let app: App;
  let docs: FirestoreDocStore;
  let store: ConversationStore;
  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-bela-recent' }, `recent-${runId}`);
    docs = new FirestoreDocStore(getFirestore(app, `recent-${runId}`));
    store = new ConversationStore(docs, new MessageSearchIndex(docs));
  });
  afterAll(async () => {
    await docs.close();
    await deleteApp(app);
  });

  it('uses the messages read beside the transaction when the thread has not changed since, and reads again when it has', async () => {
    const uid = `u${randomUUID().slice(0, 8)}`;
    const { conversationId } = await store.open(uid, 'Walks', message('first', new Date(Date.now() - 2_000)));
    const path = store.conversationDoc(uid, conversationId);

    const query = vi.spyOn(docs, 'query');
    const beside = store.recentBeside(uid, conversationId, LIMIT);
    const unchanged = await store.recentAsOf(uid, conversationId, await readInTransaction(docs, path), beside, LIMIT);
    expect(unchanged.map((doc) => doc.data.content)).toEqual(['first']);
    expect(query).not.toHaveBeenCalled();

    // A message stored after the read beside, before the transaction reads the conversation.
    const early = store.recentBeside(uid, conversationId, LIMIT);
    await early;
    await store.append(uid, conversationId, message('second', new Date()));
    const changed = await store.recentAsOf(uid, conversationId, await readInTransaction(docs, path), early, LIMIT);
    expect(changed.map((doc) => doc.data.content)).toEqual(['second', 'first']);
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });
});

describe('ConversationStore.recentAsOf on SQLite', () => {
  it('reads nothing beside (no read times) and reads the newest messages after', async () => {
    const docs = new SqliteDocStore({ file: ':memory:', indexes: [] });
    const store = new ConversationStore(docs, new MessageSearchIndex(docs));
    const { conversationId } = await store.open('u1', 'Walks', message('first', new Date()));
    expect(store.recentBeside('u1', conversationId, LIMIT)).toBeNull();
    const conversation = await readInTransaction(docs, store.conversationDoc('u1', conversationId));
    const recent = await store.recentAsOf('u1', conversationId, conversation, null, LIMIT);
    expect(recent.map((doc) => doc.data.content)).toEqual(['first']);
    await docs.close();
  });
});
