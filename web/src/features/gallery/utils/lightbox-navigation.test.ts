import { describe, expect, it } from 'vitest';
import { lightboxTarget, swipeStep } from './lightbox-navigation';

describe('lightbox keys', () => {
  it('steps with the arrows without wrapping', () => {
    expect(lightboxTarget('ArrowRight', 0, 3)).toBe(1);
    expect(lightboxTarget('ArrowLeft', 2, 3)).toBe(1);
    expect(lightboxTarget('ArrowLeft', 0, 3)).toBeNull();
    expect(lightboxTarget('ArrowRight', 2, 3)).toBeNull();
  });

  it('jumps with Home and End', () => {
    expect(lightboxTarget('Home', 2, 3)).toBe(0);
    expect(lightboxTarget('End', 0, 3)).toBe(2);
    expect(lightboxTarget('End', 2, 3)).toBeNull();
  });

  it('ignores other keys and an empty list', () => {
    expect(lightboxTarget('Enter', 0, 3)).toBeNull();
    expect(lightboxTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('lightbox swipes', () => {
  it('moves on a clear horizontal swipe only', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(60, 90)).toBe(0);
  });
});
