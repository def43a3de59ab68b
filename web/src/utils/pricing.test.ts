import { describe, expect, it } from 'vitest';
import { dayAdjective, dayCount, subscriptionPrice } from './pricing';

describe('pricing wording', () => {
  it('formats the subscription price from the constants', () => {
    expect(subscriptionPrice()).toBe('USD 9.00');
  });

  it('formats day counts', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(14)).toBe('14 days');
    expect(dayAdjective(3)).toBe('3-day');
  });
});
