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

describe('mergeThread', () => {
  it("adds the turn's messages after the stored ones, each once", () => {
    const stored = [said('u1'), reply('a1')];
    expect(mergeThread(stored, [reply('a1'), said('local-2')]).map((m) => m.id)).toEqual(['u1', 'a1', 'local-2']);
    expect(mergeThread(stored, [])).toBe(stored);
  });
});
