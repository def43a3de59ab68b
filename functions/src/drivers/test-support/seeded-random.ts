/**
 * A small seeded random generator (mulberry32) for tests and benchmarks of the offline model, so
 * every run picks the same lines: `new OfflinePersonaModel({ random: seeded(7) })`.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
