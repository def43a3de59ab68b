/**
 * A turn's course without React: a fake stream hands over its events, the frames come when the
 * test says, and what the turn leaves is read from a real query cache and the actions it dispatched.
 */
import type { StreamDone } from '@bela/contracts/chat';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { memoryKeys } from '../../../resources/memories/keys';
import type { ChatStreamEvent, streamTurn } from '../api/chat-stream';
import type { ConversationPages } from '../api/get-conversations';
import type { MessagePages } from '../api/get-messages';
import { chatKeys } from '../api/query-keys';
import type { TurnAction } from '../utils/turn-reducer';
import { runTurn, type TurnInFlight } from './run-turn';
import { sendSpec } from './turn-specs';

const owner = 'member-1';
const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A turn run against `stream`, its frames run by hand; what it dispatched and created is kept. */
function turnWith(stream: (onEvent: (event: ChatStreamEvent) => void, turn: TurnInFlight) => Promise<StreamDone>, conversationId: string | null = null) {
  const client = new QueryClient();
  clients.push(client);
  const actions: TurnAction[] = [];
  const created: string[] = [];
  const frames: (() => void)[] = [];
  const turn: TurnInFlight = { id: 1, owner, threadKey: 1, conversationId, controller: new AbortController(), written: '' };
  // The stream begins once the test has set up its cache (the turn is already under way).
  const fake: typeof streamTurn = (_request, onEvent) => Promise.resolve().then(() => stream(onEvent, turn));
  const outcome = runTurn(sendSpec('Hi Bela'), {
    turn,
    client,
    dispatch: (action) => actions.push(action),
    isCurrent: () => true,
    isLatest: () => true,
    onNotice: () => undefined,
    onConversationCreated: (id) => created.push(id),
    stream: fake,
    frames: { request: (run) => frames.push(run), cancel: () => undefined },
  });
  return { client, actions, created, frames, turn, outcome };
}

const meta = (conversationId: string): ChatStreamEvent => ({ type: 'meta', meta: { conversationId, userMessageId: 'u1', title: 'Greetings' } });
const done = (content: string): StreamDone => ({ messageId: 'a1', conversationId: 'c1', content, crisis: false });

describe("a turn's course", () => {
  it("in a new chat: meta names the conversation, the tokens come once a frame, and the exchange goes into the conversation's cache", async () => {
    let frameRuns: (() => void)[] = [];
    const run = turnWith(async (onEvent) => {
      onEvent(meta('c1'));
      onEvent({ type: 'token', text: 'Hello' });
      onEvent({ type: 'token', text: ' you' });
      frameRuns = [...run.frames];
      onEvent({ type: 'memory', changes: [{ op: 'add', memoryId: 'm1', text: 'Is called Sam', kind: 'identity' }] });
      return done('Hello you');
    });
    run.client.setQueryData<ConversationPages>(chatKeys.conversations(owner), { pages: [{ conversations: [], hasMore: false, nextCursor: null }], pageParams: [null] });
    run.client.setQueryData(memoryKeys.list(owner), []);

    expect(await run.outcome).toEqual({ status: 'sent' });
    expect(run.created).toEqual(['c1']);
    // One frame asked for the two tokens; the end shows them at once.
    expect(frameRuns).toHaveLength(1);
    expect(run.actions.filter((action) => action.type === 'tokens')).toEqual([{ type: 'tokens', turnId: 1, text: 'Hello you' }]);
    const thread = run.client.getQueryData<MessagePages>(chatKeys.messages(owner, 'c1'))!.pages[0]!.messages;
    expect(thread.map((message) => [message.id, message.content])).toEqual([
      ['u1', 'Hi Bela'],
      ['a1', 'Hello you'],
    ]);
    expect(thread[1]!.learned).toHaveLength(1);
    expect(run.client.getQueryData<ConversationPages>(chatKeys.conversations(owner))!.pages[0]!.conversations[0]).toMatchObject({ id: 'c1', title: 'Greetings', preview: 'Hi Bela' });
    expect(run.actions.at(-1)).toEqual({ type: 'ended', turnId: 1, messages: [] });
    // What Bela learned makes the memory page ask again.
    expect(run.client.getQueryState(memoryKeys.list(owner))?.isInvalidated).toBe(true);
  });

  it("stopped: what Bela had written stays, marked stopped, in the conversation's cache", async () => {
    const run = turnWith(async (onEvent, turn) => {
      onEvent(meta('c1'));
      onEvent({ type: 'token', text: 'Once upon' });
      turn.controller.abort();
      // After the stop, nothing more joins what is kept.
      onEvent({ type: 'token', text: ' a time' });
      throw new ApiError(0, 'aborted', 'The request was cancelled.');
    }, 'c1');

    expect(await run.outcome).toEqual({ status: 'stopped' });
    const thread = run.client.getQueryData<MessagePages>(chatKeys.messages(owner, 'c1'))!.pages[0]!.messages;
    expect(thread.at(-1)).toMatchObject({ content: 'Once upon', kind: 'stopped' });
  });

  it('refused before the stream: the notice, nothing stored, the thread asked for again after a 409', async () => {
    const run = turnWith(() => Promise.reject(new ApiError(409, 'not-latest-exchange', 'Something changed.')), 'c1');
    run.client.setQueryData<MessagePages>(chatKeys.messages(owner, 'c1'), { pages: [{ messages: [], hasMore: false, nextBefore: null }], pageParams: [null] });

    expect(await run.outcome).toEqual({ status: 'refused', code: 'not-latest-exchange', message: 'Something changed.' });
    expect(run.actions.at(-1)).toMatchObject({ type: 'refused', notice: { code: 'not-latest-exchange' } });
    expect(run.client.getQueryState(chatKeys.messages(owner, 'c1'))?.isInvalidated).toBe(true);
    expect(run.client.getQueryData<MessagePages>(chatKeys.messages(owner, 'c1'))!.pages[0]!.messages).toEqual([]);
  });

  it('failed: the apology after the member’s message', async () => {
    const run = turnWith(() => Promise.reject(new ApiError(200, 'stream-error', 'The reply failed.')), 'c1');
    expect(await run.outcome).toEqual({ status: 'failed' });
    const thread = run.client.getQueryData<MessagePages>(chatKeys.messages(owner, 'c1'))!.pages[0]!.messages;
    expect(thread.map((message) => message.kind ?? message.role)).toEqual(['user', 'apology']);
  });
});
