/**
 * Issue 41, deliverable 3 ("Memory the member can trust"), through the API: a memory written by hand
 * is read as the chat's words are (its kind, and the one voice of every memory), and an edit or an
 * Undo keeps where a memory came from, and a reply knows when the member switched memory off or had
 * Bela forget everything (decision 0036). Each test names the finding it covers; each failed on main
 * before the change (3b7ead8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/auth-emulator';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

let api: ApiHarness;
let ada: TestAccount;
beforeAll(async () => {
  api = await startApi();
  ada = await member(api);
});
afterAll(() => api.close());

interface Listed {
  id: string;
  text: string;
  kind: string;
  origin: string;
  createdAt: string;
  editedAt: string | null;
  source: { conversationId: string; messageId: string } | null;
  history: { text: string; origin: string; source: { messageId: string } | null }[];
}

const post = async (path: string, body: Record<string, unknown>) => {
  const r = await api.post(path, body, { token: ada.idToken });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.data;
};
const chat = async (content: string, conversationId?: string) =>
  (await post('/ai/chat', say(content, conversationId ? { conversationId } : {}))) as { conversationId: string; userMessageId: string; learned?: { op: string; memoryId: string; text: string; kind: string; previousText?: string; began?: unknown }[] };
const memory = async (id: string) => ((await post('/ai/memories', {})).memories as Listed[]).find((m) => m.id === id)!;

describe('a memory written by hand', () => {
  it('is filed under the kind its words say, in the voice of a learned one (findings: a job added by hand filed under People; "I\'m a nurse" kept as typed)', async () => {
    const { memory: job } = await post('/ai/memories/create', { text: 'I work as a childminder' });
    expect(job).toMatchObject({ kind: 'work', text: 'They work as a childminder.', origin: 'member', source: null, editedAt: null });
    // What the member chose stays theirs: the kind, and words the extractor cannot read.
    const { memory: chosen } = await post('/ai/memories/create', { text: 'I work as a childminder', kind: 'people' });
    expect(chosen.kind).toBe('people');
    const { memory: asIs } = await post('/ai/memories/create', { text: 'Their cat is called Miso.' });
    expect(asIs).toMatchObject({ text: 'Their cat is called Miso.', kind: 'people' });

    // A regression guard, passing on 3b7ead8 with the recall of issue 41 (findings: "in offline mode my
    // knowledge is limited" while the reply's own "Remembered" listed the cat; "What is my job?" got
    // "You haven't told me what you do yet" after a job was added by hand): the reply agrees with them.
    const cat = await post('/ai/chat', say('Do you remember what my furry flatmate is called?'));
    expect(cat.aiResponse.content).toMatch(/\bMiso\b/);
    expect(cat.memories).toContainEqual({ id: asIs.id, text: asIs.text });
    expect((await post('/ai/chat', say('What is my job?'))).aiResponse.content).toMatch(/childminder/);
  });
});

describe('where a memory came from', () => {
  it('survives the member’s edit: still learned, on its day, linked to its message (finding: an edit made a learned memory "added by you")', async () => {
    const told = await chat("My sister's name is Ana");
    const learned = told.learned!.find((change) => change.op === 'add' && /Ana/.test(change.text))!;
    const before = await memory(learned.memoryId);
    expect(before).toMatchObject({ origin: 'learned', source: { messageId: told.userMessageId }, editedAt: null });

    await post('/ai/memories/update', { memoryId: learned.memoryId, text: 'I have a sister, Ana, a doctor' });
    const edited = await memory(learned.memoryId);
    expect(edited).toMatchObject({ origin: 'learned', createdAt: before.createdAt, source: { messageId: told.userMessageId } });
    // The member's words in the memories' voice, as the extractor words them.
    expect(edited.text).toMatch(/^The(?:y|ir)\b.*\bAna\b.*\bdoctor\b/);
    expect(edited.editedAt).not.toBeNull();
    expect(edited.history).toMatchObject([{ text: before.text, origin: 'learned', source: { messageId: told.userMessageId } }]);
  });

  it('survives the chat’s Undo of an update: the words Bela had learned come back with their message (finding: Undo made a learned memory the member’s)', async () => {
    const first = await chat('I live in Porto');
    const city = first.learned!.find((change) => change.op === 'add')!;
    const second = await chat('I moved to Braga last month', first.conversationId);
    const update = second.learned!.find((change) => change.op === 'update' && change.memoryId === city.memoryId)!;
    expect(update.previousText).toBe(city.text);

    // The chat's Undo (web: use-undo-memory-change.ts) asks for the text before.
    await post('/ai/memories/update', { memoryId: city.memoryId, text: update.previousText });
    expect(await memory(city.memoryId)).toMatchObject({ text: city.text, origin: 'learned', source: { messageId: first.userMessageId }, editedAt: null, history: [] });
  });

  it('comes back with an Undo of its deletion, in the chat or on the memory page: learned, on its day, linked to its message (finding: Undo made a learned memory "added by you")', async () => {
    const told = await chat('I have a dog called Pepper');
    const dog = told.learned!.find((change) => change.op === 'add')!;
    const learned = await memory(dog.memoryId);
    const gone = await chat("I don't have a dog anymore", told.conversationId);
    const forgot = gone.learned!.find((change) => change.op === 'delete' && change.memoryId === dog.memoryId)!;
    expect(forgot.began).toEqual({ origin: 'learned', createdAt: learned.createdAt, source: learned.source, editedAt: null });

    // The chat's Undo of "Bela forgot" (web: use-undo-memory-change.ts).
    const { memory: back } = await post('/ai/memories/create', { text: forgot.text, kind: forgot.kind, restore: forgot.began });
    expect(back).toMatchObject({ text: learned.text, kind: learned.kind, origin: 'learned', createdAt: learned.createdAt, source: { messageId: told.userMessageId }, editedAt: null });

    // The memory page's Undo of a deletion (web: use-restore-memory.ts) sends back what it showed.
    await post('/ai/memories/delete', { memoryId: back.id });
    const { memory: again } = await post('/ai/memories/create', { text: back.text, kind: back.kind, restore: { origin: back.origin, createdAt: back.createdAt, source: back.source, editedAt: back.editedAt } });
    expect(again).toMatchObject({ origin: 'learned', createdAt: learned.createdAt, source: { messageId: told.userMessageId } });
    // A day to come is read as today; an address that is not an id is refused.
    const future = await api.post('/ai/memories/create', { text: 'They like tea.', restore: { origin: 'learned', createdAt: '2999-01-01T00:00:00Z', source: null } }, { token: ada.idToken });
    expect(Date.parse(future.json.data.memory.createdAt)).toBeLessThanOrEqual(Date.now());
    const bad = await api.post('/ai/memories/create', { text: 'They like tea.', restore: { origin: 'learned', createdAt: learned.createdAt, source: { conversationId: 'a/b', messageId: 'm' } } }, { token: ada.idToken });
    expect(bad.status).toBe(400);
  });
});

it('tells the model when memory is off, and when everything was forgotten, so she never answers "you haven\'t told me" (finding: "What is my job?" got "You haven\'t told me what you do yet")', async () => {
  const model = await startOpenAiStandIn();
  const remote = await startApi({ env: { OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-test' } });
  try {
    const grace = await member(remote);
    const systemOf = async (content: string) => {
      const before = model.requests.length;
      const r = await remote.post('/ai/chat', say(content), { token: grace.idToken });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const call = model.requests.slice(before).find((q) => q.path.endsWith('/chat/completions') && !q.body?.response_format)!;
      return (call.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'system').map((m) => m.content).join('\n');
    };
    // A new member who never told anything: nothing to say about memory.
    expect(await systemOf('What is my job?')).not.toMatch(/switched memory off|forget everything/);

    await remote.post('/ai/memories/settings', { enabled: false }, { token: grace.idToken });
    const off = await systemOf('What is my job?');
    expect(off).toMatch(/switched memory off/);
    expect(off).toMatch(/never say they have not told you/);

    await remote.post('/ai/memories/settings', { enabled: true }, { token: grace.idToken });
    expect((await remote.post('/ai/memories/clear', {}, { token: grace.idToken })).status).toBe(200);
    expect(await systemOf('Do you remember what my job is?')).toMatch(/asked you to forget everything you knew about them/);
  } finally {
    await remote.close();
    await model.close();
  }
});

describe('a memory written by hand, as the extractor reworded it', () => {
  it('passes the guard the chat applies to what an extractor proposes: a reading that holds a secret is refused, nothing stored', async () => {
    // An extractor (a remote model, say) whose rewording holds a card number the member's words did not.
    const rewording = await startApi({ services: { memoryExtractor: { driver: 'openai', contextLimit: 60, propose: async () => [{ op: 'add', text: 'They keep their bank card, 4111 1111 1111 1111, in a blue wallet.', kind: 'identity' }] } } });
    try {
      const bo = await member(rewording);
      const refused = await rewording.post('/ai/memories/create', { text: 'I keep my bank card in a blue wallet' }, { token: bo.idToken });
      expect(refused.status).toBe(400);
      expect(refused.json.error.code).toBe('memory-sensitive');
      expect((await rewording.post('/ai/memories', {}, { token: bo.idToken })).json.data.memories).toEqual([]);
    } finally {
      await rewording.close();
    }
  });
});

