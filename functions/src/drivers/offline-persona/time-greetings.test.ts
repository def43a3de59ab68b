import { describe, expect, it } from 'vitest';
import type { ChatRequest, ChatTimeContext, ChatTurn, PartOfDay, TalkGap } from '../../ports/chat-model';
import { AWAY_LINES } from './copy-greetings';
import { OfflinePersonaModel } from './offline-persona-model';

const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };
const LATER: ChatTurn[] = [
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: 'Hey there, I’m Bela. What’s on your mind today?' },
];

const FIRST: TalkGap = { kind: 'first', days: null, words: 'never before: this is the first time' };
const gapOf = (days: number): TalkGap =>
  days === 0 ? { kind: 'today', days, words: 'earlier today' } : days === 1 ? { kind: 'yesterday', days, words: 'yesterday' } : { kind: days > 30 ? 'months' : days >= 14 ? 'weeks' : 'days', days, words: `${days} days ago` };

const timeOf = (partOfDay: PartOfDay | undefined, gap: TalkGap = FIRST): ChatTimeContext => ({
  ...(partOfDay ? { partOfDay } : {}),
  localDate: 'Saturday, 15 March',
  gap,
});

function ask(text: string, time: ChatTimeContext | undefined, options: { history?: ChatTurn[]; userName?: string } = {}): ChatRequest {
  return {
    messages: [SYSTEM, ...(options.history ?? []), { role: 'user', content: text }],
    maxTokens: 500,
    userName: options.userName,
    ...(time ? { time } : {}),
  };
}

/** Several fixed "random" sources: what is asserted must hold for each of them. */
const RANDOMS = [0, 0.37, 0.99].map((value) => () => value);
const replies = (request: ChatRequest) => RANDOMS.map((random) => new OfflinePersonaModel({ random }).reply(request).text);

describe('the offline model and the member’s time', () => {
  it('greets a new member by their part of day on the first message, and introduces herself', () => {
    const cases: [PartOfDay, string][] = [
      ['morning', 'Good morning, Sam! I’m Bela.'],
      ['afternoon', 'Good afternoon, Sam! I’m Bela.'],
      ['evening', 'Good evening, Sam! I’m Bela.'],
      ['night', 'Hello, Sam, my fellow night owl. I’m Bela.'],
    ];
    for (const [partOfDay, greeting] of cases) {
      for (const text of replies(ask('what are you up to', timeOf(partOfDay), { userName: 'sam carter' }))) {
        expect(text.startsWith(`${greeting} `), `${partOfDay}: ${text}`).toBe(true);
      }
    }
    for (const text of replies(ask('what are you up to', timeOf('evening')))) expect(text).toMatch(/^Good evening! I’m Bela\. /);
  });

  it('greets a returning member without introducing herself again', () => {
    for (const text of replies(ask('hey', timeOf('morning', gapOf(1)), { userName: 'Sam' }))) {
      expect(text).toMatch(/^Good morning, Sam! /);
      expect(text).not.toMatch(/I’m Bela|at your service/);
      for (const line of Object.values(AWAY_LINES)) expect(text).not.toContain(line);
    }
  });

  it('greets a member she knows as known in a new chat when their time zone is unknown too, and never a new one "again"', () => {
    const noZone = (gap: TalkGap): ChatTimeContext => ({ localDate: 'Saturday, 15 March', gap });
    for (const days of [0, 1, 5, 40]) {
      for (const text of replies(ask('hi', noZone(gapOf(days)), { userName: 'Priya Nair' }))) {
        expect(text, `${days} days`).not.toMatch(/I’m Bela|at your service|meet you|new contact|you made it/i);
        expect(text, `${days} days`).toMatch(/Priya|again|back/);
      }
    }
    for (const text of replies(ask('hi', noZone(FIRST), { userName: 'Priya Nair' }))) {
      expect(text).toMatch(/I’m Bela|Bela, at your service/);
      expect(text).not.toMatch(/\bagain\b|welcome back|you’re back|see you/i);
    }
  });

  it('notices a gap of a few days, over a week and over a month, right after the greeting', () => {
    const cases: [number, string | undefined][] = [
      [2, undefined],
      [3, AWAY_LINES.days],
      [6, AWAY_LINES.days],
      [7, AWAY_LINES.week],
      [30, AWAY_LINES.week],
      [31, AWAY_LINES.month],
      [400, AWAY_LINES.month],
    ];
    for (const [days, line] of cases) {
      for (const text of replies(ask('hello', timeOf('evening', gapOf(days)), { userName: 'Sam' }))) {
        if (line) expect(text.startsWith(`Good evening, Sam! ${line} `), `${days} days: ${text}`).toBe(true);
        else for (const away of Object.values(AWAY_LINES)) expect(text, `${days} days`).not.toContain(away);
      }
    }
    expect(AWAY_LINES.days).toMatch(/^It’s been a few days — /);
  });

  it('greets again in an ongoing conversation after a day or more away, not mid-chat', () => {
    for (const text of replies(ask('so, about that book', timeOf('afternoon', gapOf(4)), { history: LATER, userName: 'Sam' }))) {
      expect(text.startsWith(`Good afternoon, Sam! ${AWAY_LINES.days} `), text).toBe(true);
    }
    const midChat: TalkGap = { kind: 'within-hour', days: 0, words: 'less than an hour ago' };
    for (const text of replies(ask('so, about that book', timeOf('afternoon', midChat), { history: LATER, userName: 'Sam' }))) {
      expect(text).not.toMatch(/Good afternoon|It’s been/);
    }
    for (const text of replies(ask('so, about that book', timeOf('afternoon', gapOf(0)), { history: LATER, userName: 'Sam' }))) {
      expect(text).not.toMatch(/Good afternoon|It’s been/);
    }
  });

  it('follows the member’s own "good evening" over the clock, and stays quiet and gentle with someone sad', () => {
    for (const text of replies(ask('good evening bela', timeOf('morning'), { userName: 'Sam' }))) expect(text).toMatch(/^Good evening, Sam! I’m Bela\./);
    for (const text of replies(ask('I feel so lonely tonight', timeOf('night', gapOf(5)), { userName: 'Sam' }))) {
      // Someone she has talked with before is not introduced to again, sad or not (decision 0035).
      expect(text).toMatch(/^Hi Sam\. I’m glad you came back\./);
      expect(text).not.toMatch(/I’m Bela/);
      expect(text).not.toMatch(/night owl|It’s been/);
    }
  });

  it('says nothing of the time when it is not told (no time zone, or an older caller)', () => {
    for (const text of replies(ask('what are you up to', undefined, { userName: 'Sam' }))) expect(text).not.toMatch(/Good (morning|afternoon|evening)|night owl|It’s been/);
    for (const text of replies(ask('what are you up to', timeOf(undefined, gapOf(0)), { userName: 'Sam' }))) expect(text).not.toMatch(/Good (morning|afternoon|evening)|night owl/);
  });
});
