import { describe, expect, it } from 'vitest';
import { CAROUSEL_SWIPE_PX } from '../../../config/ui';
import { swipeStep, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('needs more than the threshold', () => {
    expect(swipeStep(200, 200 - CAROUSEL_SWIPE_PX, CAROUSEL_SWIPE_PX)).toBe(0);
    expect(swipeStep(200, 200 - CAROUSEL_SWIPE_PX - 1, CAROUSEL_SWIPE_PX)).toBe(1);
    expect(swipeStep(200, 200 + CAROUSEL_SWIPE_PX + 1, CAROUSEL_SWIPE_PX)).toBe(-1);
  });
});
