/**
 * A conversation's tail (conversation-tail.ts) answers what the newest-messages query answers,
 * after every kind of write to a thread: sends that drop the oldest entries, replies, a crisis
 * card, a regenerated alternative and another chosen, an edit and another version chosen. On
 * SQLite, and on the Firestore emulator when FIRESTORE_EMULATOR_HOST is set.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreDocStore } from '../drivers/firestore-doc-store';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import type { DocStore } from '../ports/doc-store';
import { TAIL_KEEP } from './conversation-tail';
import { ConversationStore, type MessageRecord } from './conversations';
import { MessageSearchIndex } from './message-search';

const onEmulator = Boolean(process.env['FIRESTORE_EMULATOR_HOST']);
if (!onEmulator) console.warn('!! SKIPPED: the conversation tail on Firestore (FIRESTORE_EMULATOR_HOST is unset); it runs on SQLite');

const TURNS = 23;
const CHARS = 12_000;
const FAR = new Date('2100-01-01T00:00:00Z');

function drivers(): { name: string; open: () => { docs: DocStore; close: () => Promise<void> } }[] {
  const sqlite = {
    name: 'SQLite',
    open: () => {
      const docs = new SqliteDocStore({ file: ':memory:', indexes: [] });
      return { docs, close: () => docs.close() };
    },
  };
  if (!onEmulator) return [sqlite];
  const firestore = {
    name: 'Firestore (emulator)',
    open: () => {
      const runId = randomUUID().slice(0, 8);
      const app: App = initializeApp({ projectId: 'demo-bela-tail' }, `tail-${runId}`);
      const docs = new FirestoreDocStore(getFirestore(app, `tail-${runId}`));
      return { docs, close: async () => { await docs.close(); await deleteApp(app); } };
    },
  };
  return [sqlite, firestore];
}

describe.each(drivers())('the conversation tail on $name', ({ open }) => {
  let docs: DocStore;
  let close: () => Promise<void>;
  let store: ConversationStore;
  let clock = Date.parse('2026-03-01T09:00:00Z');
  const at = () => new Date((clock += 1_000));
  beforeAll(() => {
    ({ docs, close } = open());
    store = new ConversationStore(docs, new MessageSearchIndex(docs));
  });
  afterAll(() => close());

  /** A send as the turn stores it: the tail read in the transaction, the oldest entries dropped with the message. */
  async function send(uid: string, conversationId: string, content: string, extra: Partial<MessageRecord> = {}): Promise<string> {
    const message: MessageRecord = { role: 'user', content, createdAt: at(), ...extra };
    const id = store.newId(message.createdAt);
    await docs.transaction(async (tx) => {
      const [, tail] = await tx.getMany([store.conversationDoc(uid, conversationId), store.tailDoc(uid, conversationId)]);
      store.appendIn(tx, uid, conversationId, id, message, undefined, store.tailBeyond(tail ?? null));
    }, { optimistic: true });
    return id;
  }
  const reply = (uid: string, conversationId: string, content: string, extra: Partial<MessageRecord> = {}) =>
    store.append(uid, conversationId, { role: 'assistant', content, createdAt: at(), ...extra }, 'closes');
  const fromTail = async (uid: string, conversationId: string, before = FAR, chars = CHARS) =>
    store.historyFromTail(await docs.get(store.tailDoc(uid, conversationId)), TURNS, chars, before);
  const byQuery = (uid: string, conversationId: string, before = FAR, chars = CHARS) => store.history(uid, conversationId, TURNS, chars, undefined, before);
  async function expectSame(uid: string, conversationId: string): Promise<void> {
    expect(await fromTail(uid, conversationId)).toEqual(await byQuery(uid, conversationId));
    expect(await fromTail(uid, conversationId, FAR, 400)).toEqual(await byQuery(uid, conversationId, FAR, 400));
  }

  it('answers the history the query answers after sends, replies, a crisis card, alternatives, an edit and versions', async () => {
    const uid = `u${randomUUID().slice(0, 8)}`;
    const { conversationId } = await store.open(uid, 'Walks', { role: 'user', content: 'first of all', createdAt: at() });
    await expectSame(uid, conversationId);
    for (let n = 0; n < TAIL_KEEP; n++) {
      await reply(uid, conversationId, `reply number ${n} `.repeat(1 + (n % 4)));
      await send(uid, conversationId, `message number ${n}`);
    }
    await reply(uid, conversationId, 'Please reach out to someone now.', { crisis: true });
    await expectSame(uid, conversationId);
    const tail = await docs.get(store.tailDoc(uid, conversationId));
    expect(Object.keys((tail!.data['turns'] as object) ?? {}).length).toBeLessThanOrEqual(TAIL_KEEP + 1);

    // Before a moment: what the member had said before the send being answered.
    const middle = new Date(clock - 5_500);
    expect(await fromTail(uid, conversationId, middle)).toEqual(await byQuery(uid, conversationId, middle));

    await send(uid, conversationId, 'tell me again');
    const answered = await reply(uid, conversationId, 'the first answer');
    const count = (await store.get(uid, conversationId)).messageCount;
    await store.addAlternative(uid, conversationId, answered, count, { content: 'another answer', createdAt: at() });
    await expectSame(uid, conversationId);
    await store.chooseAlternative(uid, conversationId, answered, 0, at());
    await expectSame(uid, conversationId);

    const latest = await store.latestExchange(uid, conversationId);
    await docs.batch((ops) => store.editLatestIn(ops, uid, conversationId, { user: latest.user!, reply: latest.reply }, 'tell me once more, kindly', at()));
    await expectSame(uid, conversationId);
    await reply(uid, conversationId, 'the answer to the edit');
    await expectSame(uid, conversationId);
    await store.chooseVersion(uid, conversationId, latest.user!.id, 0, at());
    await expectSame(uid, conversationId);
    // The first version is shown again, with the reply it had (the alternative chosen then).
    expect((await fromTail(uid, conversationId))!.slice(-2).map((turn) => turn.content)).toEqual(['tell me again', 'the first answer']);
  });

  it('is kept for a conversation created empty, and a run of stored messages is trimmed to its size', async () => {
    const uid = `u${randomUUID().slice(0, 8)}`;
    const conversationId = await store.create(uid, 'Seeded', at());
    for (let n = 0; n < TAIL_KEEP + 10; n++) await reply(uid, conversationId, `seeded line ${n}`);
    await store.trimTail(uid, conversationId);
    const tail = await docs.get(store.tailDoc(uid, conversationId));
    expect(Object.keys(tail!.data['turns'] as object)).toHaveLength(TAIL_KEEP);
    await expectSame(uid, conversationId);
  });

  it('is not used for a conversation begun without one, and goes with its conversation', async () => {
    const uid = `u${randomUUID().slice(0, 8)}`;
    const { conversationId } = await store.open(uid, 'Old', { role: 'user', content: 'from before tails', createdAt: at() });
    await docs.delete(store.tailDoc(uid, conversationId));
    await reply(uid, conversationId, 'an answer');
    await send(uid, conversationId, 'and now');
    expect(await fromTail(uid, conversationId)).toBeNull();
    expect((await byQuery(uid, conversationId)).map((turn) => turn.content)).toEqual(['from before tails', 'an answer', 'and now']);

    const { conversationId: other } = await store.open(uid, 'Gone', { role: 'user', content: 'soon gone', createdAt: at() });
    await store.delete(uid, other);
    expect(await docs.get(store.tailDoc(uid, other))).toBeNull();
  });
});
