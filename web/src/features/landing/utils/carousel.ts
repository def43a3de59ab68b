/** Pure carousel arithmetic. */

/** A carousel's rotation when none is given (SPEC section 2: 'default 4 s'); the landing page sets 4.5 s. */
export const DEFAULT_CAROUSEL_INTERVAL_MS = 4_000;

/** `index` wrapped into 0..count-1 (0 for an empty carousel). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The move a horizontal swipe asks for: +1 (next) for a swipe to the left, -1 (previous) for a
 * swipe to the right, 0 when it travelled `threshold` pixels or less.
 */
export function swipeStep(startX: number, endX: number, threshold: number): -1 | 0 | 1 {
  const delta = endX - startX;
  if (Math.abs(delta) <= threshold) return 0;
  return delta < 0 ? 1 : -1;
}
