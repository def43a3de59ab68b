import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
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
});
