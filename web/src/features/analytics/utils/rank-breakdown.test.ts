import { describe, expect, it } from 'vitest';
import { rankBreakdown } from './rank-breakdown';

describe('rankBreakdown', () => {
  it('ranks named entries by count and keeps the other bucket last, within the limit', () => {
    const ranked = rankBreakdown({ '/chat': 5, other: 40, '/': 9, '/terms': 1, '/signup': 0 }, 3);
    expect(ranked.map((e) => [e.label, e.count, e.other])).toEqual([
      ['/', 9, false],
      ['/chat', 5, false],
      ['other', 40, true],
    ]);
  });

  it('gives the whole limit to named entries when there is no other bucket', () => {
    expect(rankBreakdown([{ label: 'a', count: 1 }, { label: 'b', count: 3 }], 5).map((e) => e.label)).toEqual(['b', 'a']);
  });
});
