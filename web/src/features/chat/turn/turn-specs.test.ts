import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { DisplayMessage } from '../utils/display-message';
import { steppableReply } from './thread-view';
import {
  chooseRequest,
  editSpec,
  finishedReply,
  refusalOf,
  regenerateSpec,
  sendSpec,
  stepTarget,
  stoppedLook,
  stoppedReply,
} from './turn-specs';

const at = '2026-01-01T10:00:00.000Z';
const said = (id: string, content = id, extra: Partial<DisplayMessage> = {}): DisplayMessage => ({ id, role: 'user', content, createdAt: at, ...extra });
const reply = (id: string, content = id, extra: Partial<DisplayMessage> = {}): DisplayMessage => ({ id, role: 'assistant', content, createdAt: at, ...extra });
const ids = (messages: DisplayMessage[]) => messages.map((message) => message.id);
const thread = [said('u0'), reply('a0'), said('u1', 'Tell me a joke'), reply('a1', 'Why did the chicken cross the road?')];

describe('a message sent', () => {
  const spec = sendSpec('A story please', said('local-user-1', 'A story please'));

  it('asks the chat stream for the one message, shows it at the end of the thread and as the preview', () => {
    expect(spec.kind).toBe('send');
    expect(spec.request('c1')).toMatchObject({ path: '/ai/chat/stream', body: { messages: [{ role: 'user', content: 'A story please' }], conversationId: 'c1' } });
    expect(spec.request(null).body).not.toHaveProperty('conversationId');
    expect(spec.userMessage).toMatchObject({ id: 'local-user-1', content: 'A story please' });
    expect(spec.cut).toBeNull();
    expect(spec.preview).toBe('A story please');
  });

  it('ends with the message under its stored id and the reply after it, each once', () => {
    const settled = spec.settle(thread, reply('a2', 'Once upon a time'), 'u2');
    expect(ids(settled)).toEqual(['u0', 'a0', 'u1', 'a1', 'u2', 'a2']);
    expect(ids(spec.settle(settled, reply('a2'), 'u2'))).toEqual(ids(settled));
    // No reply written (stopped before a word): the message alone.
    expect(ids(spec.settle(thread, null, 'u2'))).toEqual(['u0', 'a0', 'u1', 'a1', 'u2']);
  });

  it('is found stored when the server has its message and, if Bela wrote any, a reply after it', () => {
    const stopped = stoppedReply('Once upon');
    expect(spec.stored([...thread, said('u2')], stopped, 'u2')).toBe(false);
    expect(spec.stored([...thread, said('u2'), reply('a2', 'Once upon', { kind: 'stopped' })], stopped, 'u2')).toBe(true);
    expect(spec.stored([...thread, said('u2')], null, 'u2')).toBe(true);
  });
});

describe('a regenerate', () => {
  const spec = regenerateSpec(reply('a1', 'Old', { alternatives: 2, chosen: 1 }));

  it('asks for a new alternative, hides the reply it replaces, and changes no preview', () => {
    expect(spec.request('c1')).toMatchObject({ path: '/ai/chat/regenerate', body: { conversationId: 'c1' } });
    expect(spec.userMessage).toBeNull();
    expect(spec.cut).toEqual({ id: 'a1', keep: false });
    expect(spec.preview).toBeNull();
  });

  it('ends with the new alternative in the old reply’s place, counted; a failure’s apology after the old one', () => {
    const [last] = spec.settle(thread, reply('a1', 'New'), '').slice(-1);
    expect(last).toMatchObject({ id: 'a1', content: 'New', alternatives: 3, chosen: 2, createdAt: at });
    // A local id (a reply stopped a moment ago) keeps the id it replaces.
    expect(spec.settle(thread, reply('local-assistant-1', 'New', { kind: 'stopped' }), '').at(-1)).toMatchObject({ id: 'a1', kind: 'stopped' });
    expect(ids(spec.settle(thread, reply('local-apology-1', 'Sorry', { kind: 'apology' }), ''))).toEqual([...ids(thread), 'local-apology-1']);
    expect(spec.settle(thread, null, '')).toBe(thread);
  });

  it('is found stored once the server counts the new alternative', () => {
    const stopped = stoppedReply('Half');
    expect(spec.stored(thread, stopped, '')).toBe(false);
    expect(spec.stored([...thread.slice(0, 3), reply('a1', 'Half', { alternatives: 3 })], stopped, '')).toBe(true);
  });
});

describe('an edit', () => {
  const spec = editSpec(said('u1', 'Tell me a joke'), 'Tell me a story');

  it('asks for the new version, shows it in place of the message, and hides what came after it', () => {
    expect(spec.request('c1')).toMatchObject({ path: '/ai/chat/edit', body: { conversationId: 'c1', messageId: 'u1', content: 'Tell me a story' } });
    expect(spec.userMessage).toMatchObject({ id: 'u1', content: 'Tell me a story', versions: 2, version: 1 });
    expect(spec.cut).toEqual({ id: 'u1', keep: true });
    expect(spec.preview).toBe('Tell me a story');
  });

  it('ends with the new version and its reply in place of the old exchange', () => {
    const settled = spec.settle(thread, reply('a9', 'Once upon a time'), 'u1');
    expect(ids(settled)).toEqual(['u0', 'a0', 'u1', 'a9']);
    expect(settled[2]).toMatchObject({ content: 'Tell me a story', versions: 2 });
  });

  it("a stopped edit's look puts the turn's messages back over a server page that lacks them", () => {
    const look = stoppedLook(spec, stoppedReply('Once'), 'u1');
    expect(look.stored(thread)).toBe(false);
    const overlaid = look.overlay(thread);
    expect(overlaid.at(-2)).toMatchObject({ id: 'u1', content: 'Tell me a story' });
    expect(overlaid.at(-1)).toMatchObject({ content: 'Once', kind: 'stopped' });
  });
});

describe("a turn's end", () => {
  it("is the reply `done` names, with its alternatives, its memories and what Bela learned", () => {
    const learned = [{ op: 'add' as const, memoryId: 'm1', text: 'Likes tea', kind: 'likes' as const }];
    const done = { messageId: 'a2', conversationId: 'c1', content: 'Hello', crisis: false, alternatives: 2, memories: [{ id: 'm0', text: 'Has a cat' }] };
    expect(finishedReply(done, 'Hel', learned)).toMatchObject({ id: 'a2', content: 'Hello', alternatives: 2, chosen: 1, memories: done.memories, learned });
    const crisis = finishedReply({ messageId: '', conversationId: 'c1', content: '', crisis: true }, 'Written', []);
    expect(crisis).toMatchObject({ content: 'Written', kind: 'crisis' });
    expect(crisis.id.startsWith('local-')).toBe(true);
    expect(crisis).not.toHaveProperty('alternatives');
  });

  it('stopped before a word keeps no reply', () => {
    expect(stoppedReply('  ')).toBeNull();
    expect(stoppedReply('Once')).toMatchObject({ content: 'Once', kind: 'stopped' });
  });

  it('refused: a known refusal (or any 409) becomes the notice, with when the limit lifts; other failures are not refusals', () => {
    const limited = new ApiError(429, 'rate-limited', 'Slow down.', 30);
    expect(refusalOf(limited, 1_000)).toEqual({ status: 429, notice: { code: 'rate-limited', message: 'Slow down.', retryAt: 31_000, at: 1_000 } });
    expect(refusalOf(new ApiError(409, 'something-else', 'Changed.'), 5)?.notice).toMatchObject({ code: 'conflict', retryAt: null });
    expect(refusalOf(new ApiError(500, 'internal', 'Oops.'))).toBeNull();
    expect(refusalOf(new ApiError(200, 'stream-error', 'The reply failed.'))).toBeNull();
    expect(refusalOf(new Error('network'))).toBeNull();
  });
});

describe('a choice', () => {
  const flipped = reply('a1', 'Two', { alternatives: 3, chosen: 1 });

  it('steps one alternative either way, never past the ends', () => {
    expect(stepTarget(flipped, 'reply', -1)).toBe(0);
    expect(stepTarget(flipped, 'reply', 1)).toBe(2);
    expect(stepTarget(reply('a1', 'x', { alternatives: 2 }), 'reply', 1)).toBeNull();
    expect(stepTarget(said('u1', 'x', { versions: 2, version: 0 }), 'version', -1)).toBeNull();
  });

  it('asks for the alternative or the version it names', () => {
    expect(chooseRequest('c1', flipped, 'reply', 0)).toEqual({ conversationId: 'c1', messageId: 'a1', alternative: 0 });
    expect(chooseRequest('c1', said('u1'), 'version', 1)).toEqual({ conversationId: 'c1', messageId: 'u1', version: 1 });
  });

  it("by the composer's keys, flips the latest reply only when it is stored, has alternatives and ends the thread", () => {
    const pages = (messages: DisplayMessage[]) => ({ pages: [{ messages, hasMore: false, nextBefore: null }], pageParams: [null] });
    expect(steppableReply(pages([...thread.slice(0, 3), flipped]), [], null)).toBe(flipped);
    expect(steppableReply(pages(thread), [], null)).toBeNull();
    expect(steppableReply(pages([...thread.slice(0, 3), { ...flipped, id: 'local-assistant-1' }]), [], null)).toBeNull();
    // A failed turn's apology after it: the reply is no longer the latest exchange's.
    expect(steppableReply(pages([...thread.slice(0, 3), flipped]), [said('local-user-1'), reply('local-apology-1', 'Sorry', { kind: 'apology' })], null)).toBeNull();
    expect(steppableReply(undefined, [], null)).toBeNull();
  });
});
