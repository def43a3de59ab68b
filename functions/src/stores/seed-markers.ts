/**
 * Reader of `seedMarkers/stack`, which the local stack's seed (scripts/seed-stack.mjs) writes last,
 * naming the stack's run. The scripts own the collection; the API only reads this one document.
 */
import type { DocStore } from '../ports/doc-store';

export const STACK_SEED_MARKER = 'seedMarkers/stack';

/**
 * Whether the seed of the stack's run `run` has finished: always, where no stack seeds (production,
 * the API tests); locally, once the marker names this run. Read on each call until it is true, then
 * remembered (one read per health check while the stack starts, none after). A store that cannot be
 * read yet means not ready: a health check never fails on it.
 */
export function stackSeedReadiness(docs: DocStore, run: string | undefined): () => Promise<boolean> {
  if (!run) return async () => true;
  let ready = false;
  return async () => {
    if (ready) return true;
    try {
      const marker = await docs.get<{ run?: unknown }>(STACK_SEED_MARKER);
      ready = marker?.data.run === run;
    } catch {
      return false;
    }
    return ready;
  };
}
