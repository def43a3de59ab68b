import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { medianMessages } from '../../stores/chat-stats';
import { turnCounts } from './chat-counts';

const at = new Date('2026-03-02T10:00:00Z');
const earlierToday = { lastChatAt: new Date('2026-03-02T08:00:00Z') };
const yesterday = { lastChatAt: new Date('2026-03-01T23:59:00Z') };
const reply = (stopped = false) => ({ reply: { stopped }, crisisCard: false });

describe('turnCounts', () => {
  it("counts a member's first message of the day as a member who chatted, and each message and reply", () => {
    expect(turnCounts('send', yesterday, at, reply())).toMatchObject({ membersChatted: 1, messagesSent: 1, replies: 1, repliesStopped: 0, modelErrors: 0 });
    expect(turnCounts('send', {}, at, reply())).toMatchObject({ membersChatted: 1 });
    expect(turnCounts('send', earlierToday, at, reply())).toMatchObject({ membersChatted: 0, messagesSent: 1 });
  });

  it("splits a member's first message of a day by their check-ins switch, and counts a return within 7 days (issue 44)", () => {
    expect(turnCounts('send', { ...yesterday, checkInsOn: true }, at, reply())).toMatchObject({ memberDaysCheckInsOn: 1, returnsCheckInsOn: 1 });
    expect(turnCounts('send', { lastChatAt: new Date('2026-02-20T10:00:00Z') }, at, reply())).toMatchObject({ memberDaysCheckInsOff: 1, returnsCheckInsOff: 0 });
    expect(turnCounts('send', {}, at, reply())).toMatchObject({ memberDaysCheckInsOff: 1, returnsCheckInsOff: 0 });
    expect(turnCounts('send', earlierToday, at, reply())).not.toHaveProperty('memberDaysCheckInsOff');
  });

  it('counts the first message within an hour after a check-in as a reply to it', () => {
    const checkIn = new Date('2026-03-02T09:30:00Z');
    expect(turnCounts('send', { ...yesterday, lastCheckInAt: checkIn }, at, reply())).toMatchObject({ checkInReplies: 1 });
    expect(turnCounts('send', { lastChatAt: new Date('2026-03-02T09:40:00Z'), lastCheckInAt: checkIn }, at, reply())).not.toHaveProperty('checkInReplies');
    expect(turnCounts('send', { ...yesterday, lastCheckInAt: new Date('2026-03-02T08:30:00Z') }, at, reply())).not.toHaveProperty('checkInReplies');
    expect(turnCounts('regenerate', { ...yesterday, lastCheckInAt: checkIn }, at, reply())).not.toHaveProperty('checkInReplies');
  });

  it('counts a regenerate as a reply and not a message, an edit as both', () => {
    expect(turnCounts('regenerate', earlierToday, at, reply())).toMatchObject({ messagesSent: 0, repliesRegenerated: 1, replies: 1 });
    expect(turnCounts('edit', earlierToday, at, reply())).toMatchObject({ messagesSent: 1, messagesEdited: 1, replies: 1 });
  });

  it('counts stops, model errors and crisis cards; a refused message counts nothing', () => {
    expect(turnCounts('send', earlierToday, at, reply(true))).toMatchObject({ replies: 1, repliesStopped: 1 });
    expect(turnCounts('send', earlierToday, at, { error: new AppError('aborted') })).toMatchObject({ replies: 0, repliesStopped: 1 });
    expect(turnCounts('send', earlierToday, at, { error: new AppError('reply-failed') })).toMatchObject({ messagesSent: 1, replies: 0, modelErrors: 1 });
    expect(turnCounts('send', earlierToday, at, { reply: { stopped: false }, crisisCard: true })).toMatchObject({ crisisCards: 1, replies: 1 });
    expect(turnCounts('send', earlierToday, at, { error: new AppError('message-refused') })).toEqual({});
    expect(turnCounts('send', earlierToday, at, { error: new Error('store down') })).toEqual({});
  });

  it("moves the member's day one bucket up the histogram for each message, never for a regenerate", () => {
    expect(turnCounts('send', yesterday, at, reply())).toMatchObject({ memberDaysWith1: 1 });
    expect(turnCounts('send', { ...earlierToday, chatDay: '2026-03-02', chatDayMessages: 3 }, at, reply())).toMatchObject({ memberDaysWith3: -1, memberDaysWith4: 1 });
    // Yesterday's tally does not carry over.
    expect(turnCounts('send', { ...yesterday, chatDay: '2026-03-01', chatDayMessages: 9 }, at, reply())).toMatchObject({ memberDaysWith1: 1 });
    expect(Object.keys(turnCounts('regenerate', { ...earlierToday, chatDay: '2026-03-02', chatDayMessages: 3 }, at, reply())).filter((k) => k.startsWith('memberDaysWith'))).toEqual([]);
    // Past the paid daily limit the day stays in the last bucket.
    const top = turnCounts('send', { ...earlierToday, chatDay: '2026-03-02', chatDayMessages: 600 }, at, reply());
    expect(Object.keys(top).filter((k) => k.startsWith('memberDaysWith'))).toEqual([]);
  });
});

describe('medianMessages', () => {
  it('is the middle member-day, or the mean of the two middle ones', () => {
    expect(medianMessages({})).toBeNull();
    expect(medianMessages({ memberDaysWith1: 1, memberDaysWith2: 1, memberDaysWith4: 1 })).toBe(2);
    expect(medianMessages({ memberDaysWith2: 1, memberDaysWith4: 1 })).toBe(3);
    expect(medianMessages({ memberDaysWith1: 5, memberDaysWith30: 1 })).toBe(1);
    expect(medianMessages({ memberDaysWith3: 2, memberDaysWith600: 2 })).toBe(301.5);
  });
});
