import type { Memory } from '@bela/contracts/memories';
import { describe, expect, it } from 'vitest';
import { memoryDay, memoryOriginText, memorySourceOf, messageAddress } from './memory-details';

const now = new Date('2026-06-10T12:00:00.000Z');

describe('the memory page says of a memory', () => {
  it('the day without the year this year, with it another year', () => {
    expect(memoryDay('2026-03-03T12:00:00.000Z', now, 'en-US')).toBe('March 3');
    expect(memoryDay('2025-03-03T12:00:00.000Z', now, 'en-US')).toBe('March 3, 2025');
    expect(memoryDay('not a date', now, 'en-US')).toBeNull();
  });

  it('"Learned <day>" for one Bela learned, "Added by you on <day>" for one the member wrote', () => {
    const day = memoryDay('2026-03-03T12:00:00.000Z', now)!;
    expect(memoryOriginText({ origin: 'learned', createdAt: '2026-03-03T12:00:00.000Z' }, now)).toBe(`Learned ${day}`);
    expect(memoryOriginText({ origin: 'member', createdAt: '2026-03-03T12:00:00.000Z' }, now)).toBe(`Added by you on ${day}`);
    expect(memoryOriginText({ origin: 'learned', createdAt: '2026-03-03T12:00:00.000Z', editedAt: '2026-03-05T12:00:00.000Z' }, now)).toBe(`Learned ${day}, edited by you`);
  });

  it("the message it came from: its own, or else an earlier version's", () => {
    const source = { conversationId: 'c1', messageId: 'u1' };
    const version = (from: typeof source | null): Memory['history'][number] => ({ text: 'x', kind: 'people', replacedAt: now.toISOString(), origin: 'learned', source: from });
    expect(memorySourceOf({ source, history: [] })).toEqual(source);
    expect(memorySourceOf({ source: null, history: [version(null), version(source)] })).toEqual(source);
    expect(memorySourceOf({ source: null, history: [] })).toBeNull();
  });

  it("the chat's address of that message, as a search hit opens it", () => {
    expect(messageAddress({ conversationId: 'c 1', messageId: 'u-1' })).toBe('/chat?c=c+1&message=u-1');
  });
});
