/** Decision 0036: the model is told when the member switched memory off or had Bela forget everything. */
import { describe, expect, it } from 'vitest';
import { memoryNoticeOf } from '../../domain/memory/turn-memory';
import { belaSystemPrompt, memoryNoticeRule } from './persona';

const now = new Date('2026-03-10T12:00:00Z');

describe('memoryNoticeOf', () => {
  it('says memory is off when it is switched off, forgotten when everything was, and nothing otherwise', () => {
    const at = new Date('2026-03-03T09:00:00Z');
    expect(memoryNoticeOf({ enabled: false, all: [] })).toEqual({ memory: 'off' });
    expect(memoryNoticeOf({ enabled: true, all: [], forgottenAt: at })).toEqual({ memory: 'forgotten', at });
    expect(memoryNoticeOf({ enabled: true, all: [] })).toBeUndefined();
    // A memory that could not be read is not one the member switched off.
    expect(memoryNoticeOf({ enabled: false, all: [], unread: true })).toBeUndefined();
  });
});

describe('the system prompt’s memory notice', () => {
  it('is absent without a notice', () => {
    expect(belaSystemPrompt({ now })).not.toMatch(/switched memory off|forget everything/);
  });

  it('with memory off, has her say so and never that they have not told her', () => {
    const prompt = belaSystemPrompt({ now, memoryNotice: { memory: 'off' } });
    expect(prompt).toContain(memoryNoticeRule({ memory: 'off' }, undefined));
    expect(prompt).toMatch(/memory is switched off/);
    expect(prompt).toMatch(/never say they have not told you/);
  });

  it('after Forget everything, names the day in the member’s zone', () => {
    const rule = memoryNoticeRule({ memory: 'forgotten', at: new Date('2026-03-03T23:30:00Z') }, 'Asia/Tokyo');
    expect(rule).toMatch(/^On Wednesday,? 4 March 2026 the user asked you to forget everything/);
    expect(rule).toMatch(/never say they have not told you/);
  });
});
