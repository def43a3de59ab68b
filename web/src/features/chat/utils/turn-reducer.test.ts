import { describe, expect, it } from 'vitest';
import type { DisplayMessage } from './display-message';
import { initialTurnState, mergeThread, threadMessages, turnReducer, type TurnAction, type TurnState } from './turn-reducer';

const said = (id: string, content = id): DisplayMessage => ({ id, role: 'user', content, createdAt: '2026-01-01T10:00:00.000Z' });
const reply = (id: string, content = id, kind?: DisplayMessage['kind']): DisplayMessage => ({
  id,
  role: 'assistant',
  content,
  createdAt: '2026-01-01T10:00:01.000Z',
  ...(kind ? { kind } : {}),
});

const run = (actions: TurnAction[], from: TurnState = initialTurnState) => actions.reduce(turnReducer, from);
const sent = (turnId: number, threadKey = 1, conversationId: string | null = 'c1', message = said(`local-${turnId}`)): TurnAction => ({
  type: 'sent',
  turnId,
  threadKey,
  conversationId,
  kind: 'send',
  message,
});
const shown = (state: TurnState, threadKey: number) => threadMessages(state.kept, state.turn?.threadKey === threadKey ? state.turn.userMessage : null, threadKey);

describe('a turn', () => {
  it("waits for Bela, then streams her reply; meta names the stored message and a new chat's conversation", () => {
    let state = run([sent(1, 1, null)]);
    expect(state.turn).toMatchObject({ phase: 'waiting', text: '', conversationId: null });
    expect(shown(state, 1).map((m) => m.id)).toEqual(['local-1']);

    state = run([{ type: 'meta', turnId: 1, conversationId: 'c9', userMessageId: 'u1' }, { type: 'tokens', turnId: 1, text: 'Hi ' }, { type: 'tokens', turnId: 1, text: 'you' }], state);
    expect(state.turn).toMatchObject({ phase: 'streaming', text: 'Hi you', conversationId: 'c9', userMessage: { id: 'u1' } });
  });

  it('ends into the cache: nothing of it stays in the thread once its conversation holds it', () => {
    const state = run([sent(1), { type: 'tokens', turnId: 1, text: 'Hi' }, { type: 'ended', turnId: 1, messages: [] }]);
    expect(state.turn).toBeNull();
    expect(shown(state, 1)).toEqual([]);
  });

  it("keeps a new chat's exchange in its thread when no conversation was named (a failure before meta)", () => {
    const apology = reply('apology', 'Sorry', 'apology');
    const state = run([sent(1, 1, null), { type: 'ended', turnId: 1, messages: [said('local-1'), apology] }]);
    expect(shown(state, 1)).toEqual([said('local-1'), apology]);
    // The next turn in the same thread keeps them above its own message.
    const next = run([sent(2, 1, null)], state);
    expect(shown(next, 1).map((m) => m.id)).toEqual(['local-1', 'apology', 'local-2']);
  });

  it('is refused: its message leaves the thread and the notice shows; the next send clears the notice', () => {
    const notice = { code: 'rate-limited' as const, message: 'Slow down.', retryAt: 5_000, at: 0 };
    const state = run([sent(1), { type: 'refused', turnId: 1, notice }]);
    expect(state).toMatchObject({ turn: null, notice });
    expect(shown(state, 1)).toEqual([]);
    expect(run([{ type: 'notice-dismissed' }], state).notice).toBeNull();
    expect(run([sent(2)], state).notice).toBeNull();
  });

  it('ignores what comes for a turn that is no longer the one in flight', () => {
    const state = run([sent(1), { type: 'thread-shown', threadKey: 2 }, sent(2, 2, 'c2')]);
    const late = run(
      [
        { type: 'meta', turnId: 1, conversationId: 'c1', userMessageId: 'u-late' },
        { type: 'tokens', turnId: 1, text: 'late words' },
        { type: 'ended', turnId: 1, messages: [reply('late')] },
        { type: 'refused', turnId: 1, notice: { code: 'rate-limited', message: '', retryAt: null, at: 0 } },
      ],
      state,
    );
    expect(late).toEqual(state);
  });

  it('belongs to the thread it was sent in: another thread shows none of it, and showing one drops it', () => {
    const state = run([sent(1, 1, 'c1'), { type: 'tokens', turnId: 1, text: 'Hi' }]);
    expect(shown(state, 2)).toEqual([]);
    const left = run([{ type: 'thread-shown', threadKey: 2 }], state);
    expect(left.turn).toBeNull();
    // The same thread shown again (a re-render) changes nothing.
    expect(run([{ type: 'thread-shown', threadKey: 1 }], state)).toBe(state);
  });
});

describe('a regenerate or an edit', () => {
  it('a regenerate shows no message of its own and hides the reply it replaces while it runs', () => {
    const state = run([{ type: 'sent', turnId: 1, threadKey: 1, conversationId: 'c1', kind: 'regenerate', message: null, cut: { id: 'a1', keep: false } }]);
    expect(state.turn).toMatchObject({ kind: 'regenerate', phase: 'waiting', cut: { id: 'a1', keep: false } });
    expect(threadMessages(state.kept, state.turn!.userMessage, 1)).toEqual([]);
    const streaming = run([{ type: 'meta', turnId: 1, conversationId: 'c1', userMessageId: 'u1' }, { type: 'tokens', turnId: 1, text: 'Anew' }], state);
    expect(streaming.turn).toMatchObject({ userMessage: null, text: 'Anew', cut: { id: 'a1', keep: false } });
    expect(run([{ type: 'ended', turnId: 1, messages: [] }], streaming).turn).toBeNull();
  });

  it("an edit shows the edited message, which keeps its id when the server names the turn's", () => {
    const edited = said('u1', 'new words');
    const state = run([
      { type: 'sent', turnId: 1, threadKey: 1, conversationId: 'c1', kind: 'edit', message: edited, cut: { id: 'u1', keep: true } },
      { type: 'meta', turnId: 1, conversationId: 'c1', userMessageId: 'u-other' },
    ]);
    expect(state.turn).toMatchObject({ kind: 'edit', userMessage: { id: 'u1', content: 'new words' }, cut: { id: 'u1', keep: true } });
  });
});

describe('mergeThread', () => {
  it("adds the turn's messages after the stored ones, each once", () => {
    const stored = [said('u1'), reply('a1')];
    expect(mergeThread(stored, [reply('a1'), said('local-2')]).map((m) => m.id)).toEqual(['u1', 'a1', 'local-2']);
    expect(mergeThread(stored, [])).toBe(stored);
  });

  it("hides a regenerated reply, and what follows an edited message, which shows its new text in its place", () => {
    const stored = [said('u0'), reply('a0'), said('u1', 'old words'), reply('a1')];
    expect(mergeThread(stored, [], { id: 'a1', keep: false }).map((m) => m.id)).toEqual(['u0', 'a0', 'u1']);
    const edited = mergeThread(stored, [said('u1', 'new words')], { id: 'u1', keep: true });
    expect(edited.map((m) => [m.id, m.content])).toEqual([
      ['u0', 'u0'],
      ['a0', 'a0'],
      ['u1', 'new words'],
    ]);
    // A cut whose message the thread does not hold hides nothing.
    expect(mergeThread(stored, [], { id: 'gone', keep: false })).toBe(stored);
  });
});
