/** Members for the chat tests, and readers for the chat stream's server-sent events (tests/support/sse.ts). */
import { MAX_MEMORIES } from '@bela/contracts/memories';
import { expect } from 'vitest';
import { storedState } from '../../functions/src/stores/memories';
import { createAccount, type TestAccount } from '../support/auth-emulator';
import { eventStream, type StreamEvent } from '../support/sse';
import type { ApiHarness } from './api-harness';

export { eventStream, readEvents, type StreamEvent } from '../support/sse';

export async function member(api: ApiHarness, options: { verified?: boolean; createdDaysAgo?: number; email?: string } = {}): Promise<TestAccount> {
  const account = await createAccount({ verified: options.verified ?? true, ...(options.email ? { email: options.email } : {}) });
  const r = await api.post(
    '/auth/signup',
    { uid: account.uid, email: account.email, displayName: 'Ada', ageConfirmed: true, method: 'email' },
    { token: account.idToken },
  );
  expect(r.status).toBe(201);
  if (options.createdDaysAgo) {
    await api.services.docs.update(`users/${account.uid}`, { createdAt: new Date(Date.now() - options.createdDaysAgo * 86_400_000) });
  }
  return account;
}

/** The reply's text in a chat stream's `token` events. */
export const tokenText = (events: StreamEvent[]) => events.filter((e) => e.event === 'token').map((e) => e.data.text as string).join('');

export const say = (content: string, extra: Record<string, unknown> = {}) => ({ messages: [{ role: 'user', content }], ...extra });

/**
 * Reads a chat stream until its first `token` event, leaving the rest unread: the conversation it
 * belongs to, the text written so far, and `rest()` (to read on to the end, or to leave for a stop),
 * which resolves every event of the stream.
 */
export async function readUntilFirstToken(response: Response) {
  const stream = eventStream(response);
  const events = await stream.until((read) => read.some((e) => e.event === 'token'));
  const conversationId = events.find((e) => e.event === 'meta')!.data.conversationId as string;
  return { conversationId, written: tokenText(events), rest: stream.rest };
}

const KINDS = ['identity', 'people', 'work', 'places', 'likes', 'plans', 'style'] as const;
const WORDS = ['garden', 'river', 'violin', 'marathon', 'bakery', 'physics', 'sailing', 'poetry', 'chess', 'pottery', 'cycling', 'jazz'];

/** 500 memories written as the store writes them, in the member's state document and one document each. */
export async function fillMemories(api: ApiHarness, uid: string) {
  const at = new Date();
  const entries = Array.from({ length: MAX_MEMORIES }, (_, n) => ({
    id: `bench${n}`,
    text: `They like ${WORDS[n % WORDS.length]} number ${n}, and talk about it with their friend ${n}.`,
    kind: KINDS[n % KINDS.length]!,
    pinned: n < 3,
    updatedAt: new Date(at.getTime() - n * 60_000),
  }));
  for (let start = 0; start < entries.length; start += 400) {
    await api.services.docs.batch((ops) => {
      for (const entry of entries.slice(start, start + 400)) {
        ops.set(`users/${uid}/memories/${entry.id}`, { ...entry, origin: 'member', createdAt: entry.updatedAt, source: null, history: [] });
      }
    });
  }
  await api.services.docs.set(`users/${uid}/memoryState/current`, storedState({ enabled: true, entries }));
}

/**
 * Notes a moment each time the harness's chat model is called (`performance.now()`, or a tracing
 * store's `mark()`): the end of the path before the model, for the first-word test and bench.
 */
export function noteModelCalls(api: ApiHarness, moment: () => number = () => performance.now()): number[] {
  const calls: number[] = [];
  const model = api.services.chatModel;
  const stream = model.stream.bind(model);
  model.stream = (request) => {
    calls.push(moment());
    return stream(request);
  };
  return calls;
}
