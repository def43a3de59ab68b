// The demo member's starter conversation (scripts/seed-demo-conversation.mjs): written once per data
// folder through the real store, never twice, not again once deleted; and, when the stack `npm test`
// runs is up, there for the demo account to read through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../../functions/src/drivers/sqlite-doc-store';
import { loadCompositeIndexes } from '../../functions/src/drivers/composite-indexes';
import { MessageSearchIndex } from '../../functions/src/stores/message-search';
import { ConversationStore } from '../../functions/src/stores/conversations';
import { titleFromMessage } from '../../functions/src/features/chat/persona';
import { DEMO_CONVERSATION, DEMO_UID, seedDemoConversation } from '../../scripts/seed-demo-conversation.mjs';
import { signIn } from '../support/auth-emulator';

const indexes = loadCompositeIndexes(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)));
const dirs: string[] = [];

/** A fresh data folder, with the demo member's profile when `withMember`. */
async function dataDir(withMember = true): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bela-demo-seed-'));
  dirs.push(dir);
  if (withMember) await withStore(dir, (docs) => docs.create(`users/${DEMO_UID}`, { displayName: 'Demo User', email: 'demo@bela.local', createdAt: new Date() }));
  return dir;
}

async function withStore<T>(dir: string, use: (docs: SqliteDocStore, conversations: ConversationStore) => Promise<T>): Promise<T> {
  const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes });
  try {
    return await use(docs, new ConversationStore(docs, new MessageSearchIndex(docs)));
  } finally {
    await docs.close();
  }
}

/** The seed, run on the folder's own store as the stack runs it on its store. */
const seed = (dir: string, options?: { now?: Date }) => withStore(dir, (docs) => seedDemoConversation(docs, options));

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo member’s starter conversation', () => {
  it('is written through the conversation store, titled like a live chat, in order and in the recent past', async () => {
    const dir = await dataDir();
    const now = new Date();
    expect(await seed(dir, { now })).toBe(DEMO_CONVERSATION.length);

    await withStore(dir, async (_, conversations) => {
      const page = await conversations.list(DEMO_UID, 10);
      expect(page.conversations).toHaveLength(1);
      const [conversation] = page.conversations;
      expect(conversation!.title).toBe(titleFromMessage(DEMO_CONVERSATION[0]![1]));
      const { messages } = await conversations.messages(DEMO_UID, conversation!.id, 50);
      expect(messages.map((m) => [m.role, m.content])).toEqual(DEMO_CONVERSATION.map(([role, content]) => [role, content]));
      expect(messages.filter((m) => m.role === 'user').length).toBeGreaterThanOrEqual(2);
      const times = messages.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThan(now.getTime());
      expect(times[0]!).toBeGreaterThan(now.getTime() - 60 * 60_000);
      expect(conversation!.preview).toBe(DEMO_CONVERSATION.at(-1)![1].slice(0, 120));
    });
  });

  it('is not written twice, and not again once the member deleted it', async () => {
    const dir = await dataDir();
    expect(await seed(dir)).toBeGreaterThan(0);
    expect(await seed(dir)).toBe(0);
    const id = await withStore(dir, async (_, conversations) => {
      const { conversations: list } = await conversations.list(DEMO_UID, 10);
      expect(list).toHaveLength(1);
      return list[0]!.id;
    });

    await withStore(dir, (_, conversations) => conversations.delete(DEMO_UID, id));
    expect(await seed(dir)).toBe(0);
    await withStore(dir, async (_, conversations) => expect((await conversations.list(DEMO_UID, 10)).conversations).toEqual([]));
  });

  it('is not added for a member who has already chatted, nor before the member exists', async () => {
    const chatted = await dataDir();
    await withStore(chatted, (_, conversations) => conversations.create(DEMO_UID, 'My own chat', new Date()));
    expect(await seed(chatted)).toBe(0);
    await withStore(chatted, async (_, conversations) => {
      expect((await conversations.list(DEMO_UID, 10)).conversations.map((c) => c.title)).toEqual(['My own chat']);
    });

    // No profile yet: nothing is written and nothing is marked, so the next start seeds it.
    const empty = await dataDir(false);
    expect(await seed(empty)).toBe(0);
    await withStore(empty, (docs) => docs.create(`users/${DEMO_UID}`, { displayName: 'Demo User', createdAt: new Date() }));
    expect(await seed(empty)).toBe(DEMO_CONVERSATION.length);
  });
});

// Through the Hosting emulator, as the browser reaches the API (skipped when the stack is not up).
const base = process.env.BELA_BASE_URL ?? 'http://127.0.0.1:5000';
const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);

describe.skipIf(!up)('the demo account on the stack npm start runs', () => {
  it('signs in to the seeded conversation', async () => {
    const demo = await signIn('demo@bela.local', 'BelaDemo!2026');
    const post = async (route: string, body: unknown) => {
      const r = await fetch(`${base}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${demo.idToken}` },
        body: JSON.stringify(body),
      });
      expect(r.status).toBe(200);
      return (await r.json()).data;
    };
    const { conversations } = await post('/ai/conversations', { limit: 50 });
    const seeded = conversations.find((c: { title: string }) => c.title === titleFromMessage(DEMO_CONVERSATION[0]![1]));
    expect(seeded).toBeDefined();
    const { messages } = await post('/ai/conversations/messages', { conversationId: seeded.id });
    expect(messages.map((m: { content: string }) => m.content)).toEqual(DEMO_CONVERSATION.map(([, content]) => content));
  });
});
