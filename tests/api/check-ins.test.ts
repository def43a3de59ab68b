/**
 * Issue 44 ("Bela reaches out"): check-ins with a controlled clock. The pass is the scheduler's own
 * (functions/src/check-in-pass.ts), run against the harness's services. Every test here fails on
 * the main before check-ins (there is no `/account/check-ins` and no pass): they cover the issue's
 * Must-show lines "a check-in about the Tuesday interview on Wednesday, inside the window, in the
 * member's zone", "two runs at once, one message", "quiet hours, opting out, the crisis pause,
 * unverified members and ended trials get nothing" and "the query uses a declared index".
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInPass } from '../../functions/src/check-in-pass';
import { findMissingIndex, loadCompositeIndexes } from '../../functions/src/drivers/composite-indexes';
import { RecordingPushSender } from '../../functions/src/drivers/recording-push-sender';
import type { Query } from '../../functions/src/ports/doc-store';
import type { TestAccount } from '../support/auth-emulator';
import { startApi, type ApiHarness } from './api-harness';
import { member, say } from './chat-support';

const NEW_YORK = 'America/New_York';
/** Monday 9 March 2026, 10:00 in New York (EDT, UTC-4). */
let clock = new Date('2026-03-09T14:00:00Z');
const push = new RecordingPushSender();
let api: ApiHarness;
const queries: Query[] = [];

beforeAll(async () => {
  api = await startApi({ services: { now: () => clock, push } });
  const query = api.services.docs.query.bind(api.services.docs);
  vi.spyOn(api.services.docs, 'query').mockImplementation((q) => {
    queries.push(q);
    return query(q);
  });
});
afterAll(() => api.close());

const settings = (who: TestAccount, body: Record<string, unknown>) => api.post('/account/check-ins', body, { token: who.idToken });
const pass = () => checkInPass(api.services, { random: () => 0.5 });

/** Bela's check-ins in the member's conversations, as the chat's messages answer shows them (read from the store: an ended trial cannot list them). */
async function checkInsOf(who: TestAccount): Promise<{ id: string; content: string; createdAt: string; conversationId: string }[]> {
  const { conversations } = await api.services.conversations.list(who.uid, 50);
  const found = [];
  for (const conversation of conversations) {
    const page = await api.services.conversations.messages(who.uid, conversation.id, 100);
    for (const message of page.messages) if (message.checkIn) found.push({ ...message, conversationId: conversation.id });
  }
  return found;
}

/** Moves the clock to the member's next time and runs a pass. */
async function passAtNextTime(who: TestAccount) {
  const next = (await settings(who, {})).json.data.settings.nextCheckInAt as string;
  clock = new Date(next);
  return pass();
}

const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('check-ins', () => {
  it('asks on Wednesday, inside the window in the member’s zone, how the interview they mentioned for Tuesday went', async () => {
    clock = new Date('2026-03-09T14:00:00Z');
    const ada = await member(api);
    expect((await settings(ada, {})).json.data.settings).toMatchObject({ enabled: false, nextCheckInAt: null });
    const on = await settings(ada, { enabled: true, frequency: 'plans', windowStart: '18:00', windowEnd: '21:00', timeZone: NEW_YORK });
    expect(on.status).toBe(200);
    expect(on.json.data.settings).toMatchObject({ enabled: true, frequency: 'plans', windowStart: '18:00', windowEnd: '21:00', timeZone: NEW_YORK });
    expect(localTime(on.json.data.settings.nextCheckInAt, NEW_YORK)).toMatch(/^Monday (18|19|20):\d\d$/);

    const chat = await api.post('/ai/chat', say('I have a job interview on Tuesday', { timeZone: NEW_YORK }), { token: ada.idToken });
    expect(chat.status).toBe(200);
    await vi.waitFor(async () => {
      const memories = (await api.post('/ai/memories', {}, { token: ada.idToken })).json.data.memories as { text: string }[];
      expect(memories.map((m) => m.text).join(' ')).toMatch(/interview on Tuesday 10 March/);
    });

    // Monday evening and Tuesday evening: the interview has not passed yet, and 'plans' waits for one.
    await passAtNextTime(ada);
    await passAtNextTime(ada);
    expect(await checkInsOf(ada)).toEqual([]);
    // Wednesday evening: it has.
    const summary = await passAtNextTime(ada);
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    const [checkIn, ...more] = await checkInsOf(ada);
    expect(more).toEqual([]);
    expect(checkIn!.content).toMatch(/how did the job interview go/i);
    expect(checkIn!.content).not.toMatch(/upgrade|subscri|premium|\$/i);
    expect(localTime(checkIn!.createdAt, NEW_YORK)).toMatch(/^Wednesday (18|19|20):\d\d$/);
    // In the conversation where it was said, and the interview is not asked about twice.
    expect(checkIn!.conversationId).toBe(chat.json.data.conversationId);

    // The operator's figures (the Conversations tab): sent, opened from the notification, replied to within the hour.
    const sentAt = new Date(checkIn!.createdAt);
    const opened = await api.post('/account/check-ins/opened', { conversationId: checkIn!.conversationId, messageId: checkIn!.id }, { token: ada.idToken });
    expect(opened.json.data).toEqual({ recorded: true });
    clock = new Date(sentAt.getTime() + 10 * 60_000);
    const answer = await api.post('/ai/chat', say('It went well, thanks!', { conversationId: checkIn!.conversationId, timeZone: NEW_YORK }), { token: ada.idToken });
    expect(answer.status).toBe(200);
    // Opening the chat from a check-in starts an interaction: the member's first reply that day carries the not-human notice.
    expect(answer.json.data.notice).toMatchObject({ kind: 'not-human' });
    const [day] = await api.services.chatStats.daily('all', sentAt, sentAt);
    expect(day?.figures).toMatchObject({ checkInsSent: expect.any(Number), checkInsOpened: 1, checkInReplies: 1 });
    expect(day!.figures.checkInsSent).toBeGreaterThanOrEqual(1);

    await passAtNextTime(ada);
    expect(await checkInsOf(ada)).toHaveLength(1);
  });

  it('writes one message when two scheduler runs go at once', async () => {
    clock = new Date('2026-03-09T14:00:00Z');
    const bo = await member(api);
    await settings(bo, { enabled: true, frequency: 'daily', windowStart: '09:00', windowEnd: '17:00', timeZone: 'Europe/Paris' });
    const next = (await settings(bo, {})).json.data.settings.nextCheckInAt as string;
    clock = new Date(next);
    // Both runs have composed their message before either writes: the transaction alone decides.
    const model = api.services.chatModel;
    const stream = model.stream.bind(model);
    let composing = 0;
    let bothComposing!: () => void;
    const barrier = new Promise<void>((resolve) => (bothComposing = resolve));
    const spy = vi.spyOn(model, 'stream').mockImplementation(async function* (request) {
      if ((composing += 1) === 2) bothComposing();
      await barrier;
      yield* stream(request);
    });
    const runs = await Promise.all([pass(), pass()]).finally(() => spy.mockRestore());
    expect(composing).toBe(2);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(runs.map((run) => run.skipped['slot-done'] ?? 0).sort()).toEqual([0, 1]);
    const sent = await checkInsOf(bo);
    expect(sent).toHaveLength(1);
    // A light hello: she has nothing to go on, and no conversation existed, so it opens one.
    expect(sent[0]!.content).toMatch(/hello|how/i);
  });

  it('sends nothing in quiet hours, after opting out, within 24 h of a crisis card, to an unverified member or after an ended trial', async () => {
    clock = new Date('2026-03-09T14:00:00Z');
    const quiet = await member(api);
    const optedOut = await member(api);
    const crisis = await member(api);
    const ended = await member(api);
    const unverified = await member(api, { verified: false });
    const window = { enabled: true, frequency: 'daily' as const, windowStart: '20:00', windowEnd: '23:30', quietStart: '22:00', quietEnd: '07:00', timeZone: 'UTC' };
    for (const who of [quiet, optedOut, crisis, ended]) expect((await settings(who, window)).status).toBe(200);

    // Unverified: the settings refuse them; a schedule written anyway (say, before a change of address) sends nothing.
    const refused = await settings(unverified, window);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('email-not-verified');
    await api.services.checkIns.save(unverified.uid, { ...window, frequency: 'daily', notifications: false, updatedAt: clock, nextCheckInAt: clock });

    // Opting out stops everything at once.
    const off = await settings(optedOut, { enabled: false });
    expect(off.json.data.settings).toMatchObject({ enabled: false, nextCheckInAt: null });

    // The crisis card, on Monday at 22:15 UTC.
    clock = new Date('2026-03-09T22:15:00Z');
    const card = await api.post('/ai/chat', say('I want to kill myself'), { token: crisis.idToken });
    expect(card.json.data.crisis).toBe(true);

    // The trial began ten days before.
    await api.services.docs.update(`users/${ended.uid}`, { createdAt: new Date(clock.getTime() - 10 * 86_400_000), trialStartedAt: new Date(clock.getTime() - 10 * 86_400_000) });

    // 22:30 UTC: inside the window, but in quiet hours.
    clock = new Date('2026-03-09T22:30:00Z');
    for (const who of [quiet, optedOut, crisis, ended, unverified]) await api.services.checkIns.makeDue(clock, who.uid);
    const late = await pass();
    expect(late.skipped['quiet-hours']).toBeGreaterThanOrEqual(1);
    // 21:00 UTC the next day: inside the window and outside quiet hours, 22 h 45 min after the card.
    clock = new Date('2026-03-10T21:00:00Z');
    for (const who of [quiet, optedOut, crisis, ended, unverified]) await api.services.checkIns.makeDue(clock, who.uid);
    const evening = await pass();
    expect(evening.skipped).toMatchObject({ 'crisis-pause': expect.any(Number), unverified: expect.any(Number), 'trial-ended': expect.any(Number) });
    for (const who of [optedOut, crisis, ended, unverified]) expect(await checkInsOf(who), who.email).toEqual([]);
    // The quiet-hours member gets theirs now that it is not quiet; the crisis pause ends after 24 hours.
    expect(await checkInsOf(quiet)).toHaveLength(1);
    clock = new Date('2026-03-11T20:30:00Z');
    await api.services.checkIns.makeDue(clock, crisis.uid);
    await pass();
    expect(await checkInsOf(crisis)).toHaveLength(1);
  });

  it('refuses bad settings with a 4xx', async () => {
    const cy = await member(api);
    expect((await settings(cy, { windowStart: '25:00' })).status).toBe(400);
    expect((await settings(cy, { frequency: 'hourly' })).status).toBe(400);
    expect((await settings(cy, { timeZone: 'Mars/Olympus_Mons' })).json.error.code).toBe('invalid-time-zone');
    expect((await settings(cy, { windowStart: '23:00', windowEnd: '23:30', quietStart: '22:00', quietEnd: '08:00' })).json.error.code).toBe('invalid-check-in-window');
    expect((await settings(cy, { spam: true })).status).toBe(400);
  });

  it('exports the member’s check-in settings, and forgets them and their devices with the account', async () => {
    // Found in review: deleting an account left checkIns/{uid} and its device tokens behind, and the export left them out.
    const dee = await member(api);
    expect((await settings(dee, { enabled: true, notifications: true, timeZone: NEW_YORK })).status).toBe(200);
    expect((await api.post('/account/check-ins/push-token', { token: 'device-token-of-dee' }, { token: dee.idToken })).status).toBe(200);
    expect(await api.services.checkIns.devices(dee.uid)).toEqual(['device-token-of-dee']);
    // The data export holds the settings and when each device was kept, never a device's token.
    const exported = await api.post('/account/export', {}, { token: dee.idToken });
    expect(exported.json.data.activity.checkIns).toEqual([expect.objectContaining({ id: 'settings', enabled: true, timeZone: NEW_YORK, devices: [{ keptAt: expect.any(String) }] })]);
    expect(JSON.stringify(exported.json)).not.toContain('device-token-of-dee');
    expect((await api.post('/account/delete', { confirm: 'DELETE' }, { token: dee.idToken })).status).toBe(200);
    expect(await api.services.checkIns.get(dee.uid)).toBeNull();
    expect(await api.services.checkIns.devices(dee.uid)).toEqual([]);
  });

  it('finds due members through a query a declared composite index serves, never by reading the users', () => {
    const due = queries.filter((q) => q.collection === 'checkIns' && q.where?.some((f) => f.field === 'nextCheckInAt'));
    expect(due.length).toBeGreaterThan(0);
    const declared = loadCompositeIndexes(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)));
    for (const q of due) {
      expect(findMissingIndex(q, []), 'the query needs a composite index').not.toBeNull();
      expect(findMissingIndex(q, declared)).toBeNull();
      expect(q.limit).toBeLessThanOrEqual(500);
    }
    // The crisis look-up is indexed too; no query reads the users collection.
    for (const q of queries.filter((q) => q.collection.endsWith('/messages') && q.where?.some((f) => f.field === 'crisis'))) expect(findMissingIndex(q, declared)).toBeNull();
    expect(queries.filter((q) => q.collection === 'users' && !q.where?.length)).toEqual([]);
  });
});
