import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MEMORIES, MEMORY_HISTORY_MAX } from '@bela/contracts/memories';
import { SqliteDocStore } from '../drivers/sqlite-doc-store';
import { MemoryStore } from './memories';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-memories-'));
const docs = new SqliteDocStore({ file: path.join(dir, 'docs.sqlite'), indexes: [] });
const store = new MemoryStore(docs);
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (minute: number) => new Date(Date.UTC(2026, 2, 3, 10, minute));
const source = (messageId: string) => ({ conversationId: 'c1', messageId });
let members = 0;
const member = () => `member-${(members += 1)}`;

describe('MemoryStore', () => {
  it('adds, lists newest change first, and keeps the overview in step', async () => {
    const uid = member();
    const sister = await store.create(uid, { text: 'Their sister is Ana.', kind: 'people', slot: 'person:sister', origin: 'learned', source: source('m1') }, at(1));
    const job = await store.create(uid, { text: 'They work as a nurse.', kind: 'work', origin: 'member', source: null }, at(2));
    const page = await store.list(uid, 10);
    expect(page.memories.map((m) => m.id)).toEqual([job.id, sister.id]);
    expect(page).toMatchObject({ count: 2, enabled: true, nextCursor: null });
    expect(page.memories[1]).toMatchObject({ text: 'Their sister is Ana.', origin: 'learned', source: source('m1'), history: [], pinned: false });
    const overview = await store.overview(uid);
    expect(overview.memories.map((m) => [m.id, m.slot])).toEqual([
      [sister.id, 'person:sister'],
      [job.id, undefined],
    ]);
  });

  it('pages with a cursor and answers 404 for a cursor that names no memory', async () => {
    const uid = member();
    for (let n = 0; n < 5; n += 1) await store.create(uid, { text: `Fact ${n}`, kind: 'likes', origin: 'member', source: null }, at(n));
    const first = await store.list(uid, 2);
    const second = await store.list(uid, 2, first.nextCursor!);
    const third = await store.list(uid, 2, second.nextCursor!);
    expect([...first.memories, ...second.memories, ...third.memories].map((m) => m.text)).toEqual(['Fact 4', 'Fact 3', 'Fact 2', 'Fact 1', 'Fact 0']);
    expect(third.nextCursor).toBeNull();
    await expect(store.list(uid, 2, 'nothing-here')).rejects.toMatchObject({ code: 'memory-not-found' });
  });

  it('keeps earlier versions, newest first, at most MEMORY_HISTORY_MAX', async () => {
    const uid = member();
    const memory = await store.create(uid, { text: 'v0', kind: 'places', origin: 'learned', source: source('m0') }, at(0));
    for (let n = 1; n <= MEMORY_HISTORY_MAX + 2; n += 1) await store.update(uid, memory.id, { text: `v${n}` }, at(n));
    const [shown] = (await store.list(uid, 1)).memories;
    expect(shown!.text).toBe(`v${MEMORY_HISTORY_MAX + 2}`);
    expect(shown!.history.map((v) => v.text)).toEqual(['v6', 'v5', 'v4', 'v3', 'v2']);
    // Rewritten by the member, it is still the memory Bela learned from m0 (decision 0036).
    expect(shown).toMatchObject({ origin: 'learned', source: source('m0'), editedAt: at(MEMORY_HISTORY_MAX + 2).toISOString() });
    expect(shown!.history[0]).toMatchObject({ origin: 'member', source: null });
    // A pin alone is not a new version.
    const pinned = await store.update(uid, memory.id, { pinned: true }, at(30));
    expect(pinned.history).toHaveLength(MEMORY_HISTORY_MAX);
    expect((await store.overview(uid)).memories[0]!.pinned).toBe(true);
  });

  it('refuses another member’s memory as not found', async () => {
    const owner = member();
    const other = member();
    const memory = await store.create(owner, { text: 'Their dog is Pepper.', kind: 'people', origin: 'member', source: null }, at(0));
    await expect(store.update(other, memory.id, { text: 'x' }, at(1))).rejects.toMatchObject({ code: 'memory-not-found' });
    await expect(store.delete(other, memory.id)).rejects.toMatchObject({ code: 'memory-not-found' });
    expect((await store.list(owner, 5)).memories).toHaveLength(1);
  });

  it('applies an extractor’s operations and says what changed; unknown ids are skipped', async () => {
    const uid = member();
    const city = await store.create(uid, { text: 'They live in Lisbon.', kind: 'places', slot: 'city', origin: 'learned', source: source('m1') }, at(0));
    const dog = await store.create(uid, { text: 'Their dog is Pepper.', kind: 'people', slot: 'pet:dog', origin: 'learned', source: source('m1') }, at(0));
    const changes = await store.apply(
      uid,
      [
        { op: 'add', text: 'Their sister is Ana.', kind: 'people', slot: 'person:sister' },
        { op: 'update', memoryId: city.id, text: 'They live in Porto.', kind: 'places', slot: 'city' },
        { op: 'delete', memoryId: dog.id },
        { op: 'delete', memoryId: 'gone' },
      ],
      source('m2'),
      at(5),
    );
    expect(changes.map((c) => [c.op, c.text, c.previousText])).toEqual([
      ['add', 'Their sister is Ana.', undefined],
      ['update', 'They live in Porto.', 'They live in Lisbon.'],
      ['delete', 'Their dog is Pepper.', undefined],
    ]);
    const texts = (await store.overview(uid)).memories.map((m) => m.text).sort();
    expect(texts).toEqual(['Their sister is Ana.', 'They live in Porto.']);
  });

  it('takes back what an edited-away message taught: an add goes, an update returns to the version before', async () => {
    const uid = member();
    const city = await store.create(uid, { text: 'They live in Lisbon.', kind: 'places', slot: 'city', origin: 'learned', source: source('m1') }, at(0));
    await store.apply(
      uid,
      [
        { op: 'add', text: 'Their sister is Ana.', kind: 'people' },
        { op: 'update', memoryId: city.id, text: 'They live in Porto.', kind: 'places' },
      ],
      source('m2'),
      at(1),
    );
    expect(await store.takeBackLearnedFrom(uid, 'm2', at(2))).toBe(2);
    const page = await store.list(uid, 10);
    expect(page.memories.map((m) => [m.text, m.source?.messageId, m.history.length])).toEqual([['They live in Lisbon.', 'm1', 0]]);
    expect(await store.takeBackLearnedFrom(uid, 'm2', at(3))).toBe(0);
  });

  it('keeps a memory’s origin, day and message through the member’s edit, and an Undo puts the version back with its message (decision 0036)', async () => {
    const uid = member();
    const city = await store.create(uid, { text: 'They live in Porto.', kind: 'places', slot: 'city', origin: 'learned', source: source('m1') }, at(0));
    await store.apply(uid, [{ op: 'update', memoryId: city.id, text: 'They live in Braga.', kind: 'places' }], source('m2'), at(1));
    // The chat's Undo: the words before, and nothing else.
    const undone = await store.update(uid, city.id, { text: 'They live in Porto.' }, at(2));
    expect(undone).toMatchObject({ text: 'They live in Porto.', origin: 'learned', source: source('m1'), editedAt: null, history: [] });
    // A rewrite by the member keeps the link; the message edited since takes back nothing of the member's words.
    const edited = await store.update(uid, city.id, { text: 'They live in Porto, near the river.', asWritten: 'I live in Porto, near the river' }, at(3));
    expect(edited).toMatchObject({ origin: 'learned', createdAt: at(0).toISOString(), source: source('m1'), editedAt: at(3).toISOString() });
    expect(await store.takeBackLearnedFrom(uid, 'm1', at(4))).toBe(0);
    // The member's own words before, as typed: that version back, still linked, still theirs.
    await store.update(uid, city.id, { text: 'They live in Lisbon.' }, at(5));
    const back = await store.update(uid, city.id, { text: 'They live in Porto, near the river!', asWritten: 'They live in Porto, near the river.' }, at(6));
    expect(back).toMatchObject({ text: 'They live in Porto, near the river.', origin: 'learned', source: source('m1'), editedAt: at(6).toISOString() });
  });

  it('says how a memory it forgets began, and writes one back so for an Undo (decision 0036)', async () => {
    const uid = member();
    const dog = await store.create(uid, { text: 'Their dog is Pepper.', kind: 'people', origin: 'learned', source: source('m1') }, at(0));
    const [forgot] = await store.apply(uid, [{ op: 'delete', memoryId: dog.id }], source('m2'), at(5));
    expect(forgot).toMatchObject({ op: 'delete', began: { origin: 'learned', createdAt: at(0).toISOString(), source: source('m1'), editedAt: null } });
    const back = await store.create(uid, { text: 'Their dog is Pepper.', kind: 'people', origin: 'learned', source: source('m1'), createdAt: at(0) }, at(6));
    expect(back).toMatchObject({ origin: 'learned', createdAt: at(0).toISOString(), updatedAt: at(6).toISOString(), source: source('m1'), editedAt: null });
    // Its words are Bela's again: an edit of m1 takes it back.
    expect(await store.takeBackLearnedFrom(uid, 'm1', at(7))).toBe(1);
  });

  it('a member’s memory that Bela learned again is taken back to the member’s own words, without the message', async () => {
    const uid = member();
    const job = await store.create(uid, { text: 'They work as a nurse.', kind: 'work', slot: 'work', origin: 'member', source: null }, at(0));
    await store.apply(uid, [{ op: 'update', memoryId: job.id, text: 'They work as a midwife.', kind: 'work' }], source('m7'), at(1));
    expect((await store.list(uid, 1)).memories[0]).toMatchObject({ origin: 'member', source: source('m7'), editedAt: null });
    expect(await store.takeBackLearnedFrom(uid, 'm7', at(2))).toBe(1);
    expect((await store.list(uid, 1)).memories[0]).toMatchObject({ text: 'They work as a nurse.', origin: 'member', source: null, editedAt: null, history: [] });
  });

  it('stops at MAX_MEMORIES: a hand-written one is refused, learning adds no more', async () => {
    const uid = member();
    await docs.set(`users/${uid}/memoryState/current`, {
      enabled: true,
      entries: Array.from({ length: MAX_MEMORIES }, (_, n) => ({ id: `x${n}`, text: `f${n}`, kind: 'likes', pinned: false, updatedAt: at(0) })),
    });
    await expect(store.create(uid, { text: 'one more', kind: 'likes', origin: 'member', source: null }, at(1))).rejects.toMatchObject({ code: 'too-many-memories' });
    expect(await store.apply(uid, [{ op: 'add', text: 'one more', kind: 'likes' }], source('m1'), at(1))).toEqual([]);
  });

  it('keeps the list as one JSON string, and reads a state document written as an array of maps until its next change', async () => {
    const uid = member();
    await docs.set(`users/${uid}/memoryState/current`, {
      enabled: true,
      entries: [{ id: 'old1', text: 'They live in Porto.', kind: 'places', pinned: true, updatedAt: at(0) }],
    });
    expect((await store.overview(uid)).memories).toEqual([{ id: 'old1', text: 'They live in Porto.', kind: 'places', pinned: true, updatedAt: at(0) }]);
    const added = await store.create(uid, { text: 'They play the cello.', kind: 'likes', origin: 'member', source: null }, at(1));
    const stored = (await docs.get(`users/${uid}/memoryState/current`))!.data;
    expect(stored['entries']).toBeUndefined();
    expect(typeof stored['list']).toBe('string');
    expect((await store.overview(uid)).memories).toEqual([
      { id: 'old1', text: 'They live in Porto.', kind: 'places', pinned: true, updatedAt: at(0) },
      { id: added.id, text: 'They play the cello.', kind: 'likes', pinned: false, updatedAt: at(1) },
    ]);
  });

  it('switches off without deleting, forgets everything, and deletes all of an account', async () => {
    const uid = member();
    await store.create(uid, { text: 'a', kind: 'likes', origin: 'member', source: null }, at(0));
    await store.create(uid, { text: 'b', kind: 'likes', origin: 'member', source: null }, at(1));
    await store.setEnabled(uid, false);
    expect(await store.overview(uid)).toMatchObject({ enabled: false });
    expect((await store.overview(uid)).memories).toHaveLength(2);
    expect(await store.clear(uid, at(40))).toBe(2);
    // When everything was forgotten stays known (a reply says so), through later changes of the state.
    expect(await store.overview(uid)).toMatchObject({ memories: [], forgottenAt: at(40) });
    expect(await store.list(uid, 10)).toMatchObject({ memories: [], count: 0, enabled: false });
    await store.create(uid, { text: 'c', kind: 'likes', origin: 'member', source: null }, at(2));
    expect((await store.overview(uid)).forgottenAt).toEqual(at(40));
    expect(await store.exportAll(uid)).toMatchObject([{ text: 'c' }]);
    expect(await store.deleteAllOf(uid)).toBe(1);
    expect(await docs.get(`users/${uid}/memoryState/current`)).toBeNull();
    expect(await docs.query({ collection: `users/${uid}/memories` })).toEqual([]);
  });
});
