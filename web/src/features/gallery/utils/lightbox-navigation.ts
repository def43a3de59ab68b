/** Moving through the lightbox with the keyboard: arrows step, Home and End jump; no wrapping. */
export function lightboxTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[key];
  if (target === undefined || target < 0 || target >= count || target === index) return null;
  return target;
}

/** A horizontal swipe of at least `threshold` px: -1 to the previous photo, 1 to the next, else 0. */
export function swipeStep(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
