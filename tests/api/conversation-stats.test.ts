/**
 * The admin's Conversations figures: a few chats (sends, a regenerate, an edit, a crisis message,
 * a model failure) give exact counts in each environment, and no message text is kept or shown.
 * The server runs as `test`; one member's address is flagged as test data, so Live leaves them out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatModelError } from '../../functions/src/ports/chat-model';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const flaggedEmail = `conversations-flagged-${stamp}@example.test`;

let api: ApiHarness;
let admin: TestAccount;

beforeAll(async () => {
  // One turn fails on purpose (the model is down): its 502 is expected.
  api = await startApi({ env: { ANALYTICS_ENVIRONMENT: 'test', ANALYTICS_TEST_EMAILS: flaggedEmail }, serverErrorsExpected: true });
  admin = await signUp();
  await api.services.docs.update(`users/${admin.uid}`, { role: 'admin' });
});
afterAll(() => api?.close());

/** A new verified member, signed up (with `email` when given: a flagged or an admin's address). */
const signUp = (email?: string) => member(api, email ? { email } : {});

async function chat(account: TestAccount, text: string, conversationId?: string) {
  const r = await api.post('/ai/chat', say(text, conversationId ? { conversationId } : {}), { token: account.idToken });
  expect(r.status).toBe(200);
  return r.json.data as { conversationId: string; userMessageId: string; crisis: boolean };
}

const stats = async (query = '') => {
  const r = await api.get(`/utility/conversation-stats${query}`, { token: admin.idToken });
  expect(r.status).toBe(200);
  return r.json;
};

describe('GET /utility/conversation-stats', () => {
  it('is for admins only, and refuses a bad environment', async () => {
    const ada = await signUp();
    expect((await api.get('/utility/conversation-stats')).status).toBe(401);
    expect((await api.get('/utility/conversation-stats', { token: ada.idToken })).status).toBe(403);
    expect((await api.get('/utility/conversation-stats?environment=prod', { token: admin.idToken })).status).toBe(400);
  });

  it('counts members, messages, replies, regenerates, edits, model errors and crisis cards exactly, with no text', async () => {
    const ada = await signUp();
    const bo = await signUp();
    const cy = await signUp(flaggedEmail);

    // Ada: two messages, a regenerate, an edit of her latest message, then a crisis message.
    const first = await chat(ada, 'hello there amber onyx');
    const second = await chat(ada, 'how are you today', first.conversationId);
    expect((await api.post('/ai/chat/regenerate', { conversationId: first.conversationId }, { token: ada.idToken })).status).toBe(200);
    const edited = await api.post('/ai/chat/edit', { conversationId: first.conversationId, messageId: second.userMessageId, content: 'how was your day' }, { token: ada.idToken });
    expect(edited.status).toBe(200);
    expect((await chat(ada, 'I want to kill myself')).crisis).toBe(true);

    // Bo: one reply, then the model fails.
    await chat(bo, 'hi Bela');
    const original = api.services.chatModel.stream.bind(api.services.chatModel);
    api.services.chatModel.stream = () =>
      (async function* () {
        yield* [];
        throw new ChatModelError('unavailable', 'The model is down.');
      })();
    try {
      const failed = await api.post('/ai/chat', say('are you there?'), { token: bo.idToken });
      expect(failed.status).toBe(502);
      expect(failed.json.error.code).toBe('reply-failed');
    } finally {
      api.services.chatModel.stream = original;
    }

    // Cy (flagged as test data): one message.
    await chat(cy, 'hey');

    const today = new Date().toISOString().slice(0, 10);
    const live = await stats('?environment=live');
    expect(live.data.current).toEqual({
      memberDays: 2,
      messagesSent: 6,
      replies: 6,
      repliesStopped: 0,
      repliesRegenerated: 1,
      messagesEdited: 1,
      modelErrors: 1,
      modelErrorRate: 14.3,
      messagesPerMemberDay: 3,
      // Ada sent 4 (the edit and the crisis message too), Bo 2 (the failed one too).
      medianMessagesPerMemberDay: 3,
      crisisCards: 1,
      // Issue 44: no check-ins; every member-day is a member's first, so none returned within 7 days.
      checkInsSent: 0,
      checkInsOpened: 0,
      checkInReplies: 0,
      returnRateCheckInsOn: null,
      returnRateCheckInsOff: 0,
    });
    expect(live.data.previous).toMatchObject({ memberDays: 0, messagesSent: 0, replies: 0, modelErrorRate: null, messagesPerMemberDay: null, medianMessagesPerMemberDay: null });
    expect(live.data.byDay).toHaveLength(30);
    expect(live.data.byDay.at(-1)).toEqual({
      date: today,
      membersChatted: 2,
      messagesSent: 6,
      replies: 6,
      repliesStopped: 0,
      repliesRegenerated: 1,
      modelErrors: 1,
      crisisCards: 1,
    });
    expect(live.data.crisisCardsByMonth.at(-1)).toEqual({ month: today.slice(0, 7), crisisCards: 1 });

    const everyone = {
      memberDays: 3,
      messagesSent: 7,
      replies: 7,
      repliesStopped: 0,
      repliesRegenerated: 1,
      messagesEdited: 1,
      modelErrors: 1,
      modelErrorRate: 12.5,
      messagesPerMemberDay: 2.3,
      // 1 (Cy), 2 (Bo), 4 (Ada).
      medianMessagesPerMemberDay: 2,
      crisisCards: 1,
      checkInsSent: 0,
      checkInsOpened: 0,
      checkInReplies: 0,
      returnRateCheckInsOn: null,
      returnRateCheckInsOff: 0,
    };
    expect((await stats('?environment=test')).data.current).toEqual(everyone);
    const all = await stats();
    expect(all.data.current).toEqual(everyone);
    // In every environment, the crisis cards are the referrals the SB 243 report counts.
    expect(all.data.current.crisisCards).toBe(await api.services.safetyStats.crisisReferrals(new Date(), new Date()));

    // Another message on the same day is not another member who chatted.
    await chat(cy, 'me again');
    expect((await stats('?environment=test')).data.current).toMatchObject({ memberDays: 3, messagesSent: 8, replies: 8 });

    // No text anywhere: neither in the answer nor in the counters.
    const counters = await api.services.docs.query({ collection: 'chatDaily' });
    for (const shown of [JSON.stringify(all), JSON.stringify(counters)]) {
      for (const word of ['amber', 'kill', 'Bela', 'how was', ada.uid, ada.email]) expect(shown).not.toContain(word);
    }
  });

  it('gives the SB 243 yearly export exactly the crisis cards shown this year, live use only', async () => {
    // The query the export sends (web/src/features/analytics/utils/crisis-report.ts): the
    // whole UTC year, live records only; the export lists the answer's months and their total.
    const year = new Date().getUTCFullYear();
    const month = new Date().toISOString().slice(0, 7);
    const report = async () => {
      // This year's ends at tomorrow's end, the latest a period may reach (decision 0024).
      const tomorrowEnd = new Date(Date.UTC(year, new Date().getUTCMonth(), new Date().getUTCDate() + 2) - 1);
      const yearEnd = new Date(`${year}-12-31T23:59:59.999Z`);
      const r = await stats(`?startDate=${year}-01-01T00:00:00.000Z&endDate=${(yearEnd < tomorrowEnd ? yearEnd : tomorrowEnd).toISOString()}&environment=live`);
      const byMonth = r.data.crisisCardsByMonth as { month: string; crisisCards: number }[];
      expect(byMonth.every((entry) => entry.month.startsWith(`${year}-`))).toBe(true);
      return { total: byMonth.reduce((sum, entry) => sum + entry.crisisCards, 0), thisMonth: byMonth.find((entry) => entry.month === month)?.crisisCards ?? 0 };
    };
    const before = await report();
    const dee = await signUp();
    const tester = await signUp();
    await api.services.docs.update(`users/${tester.uid}`, { role: 'admin' }); // an admin's test is not live use
    expect((await chat(dee, 'I want to kill myself')).crisis).toBe(true);
    expect((await chat(dee, 'I keep thinking about ending my life')).crisis).toBe(true);
    expect((await chat(dee, 'thank you, that helps')).crisis).toBe(false);
    expect((await chat(tester, 'I want to kill myself')).crisis).toBe(true);

    expect(await report()).toEqual({ total: before.total + 2, thisMonth: before.thisMonth + 2 });
  });
});
