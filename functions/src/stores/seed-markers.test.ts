import { describe, expect, it } from 'vitest';
import type { DocStore } from '../ports/doc-store';
import { STACK_SEED_MARKER, stackSeedReadiness } from './seed-markers';

/** A store holding at most the marker, counting its reads. */
function markerStore() {
  const state = { marker: null as null | Record<string, unknown>, reads: 0, broken: false };
  const docs = {
    async get(path: string) {
      state.reads += 1;
      if (state.broken) throw new Error('unavailable');
      return path === STACK_SEED_MARKER && state.marker ? { id: 'stack', path, data: state.marker } : null;
    },
  } as unknown as DocStore;
  return { docs, state };
}

describe('stackSeedReadiness', () => {
  it('is ready at once, reading nothing, where no stack seeds', async () => {
    const { docs, state } = markerStore();
    expect(await stackSeedReadiness(docs, undefined)()).toBe(true);
    expect(state.reads).toBe(0);
  });

  it("waits for this run's marker, not an earlier run's, then stops reading", async () => {
    const { docs, state } = markerStore();
    const ready = stackSeedReadiness(docs, 'run-2');
    expect(await ready()).toBe(false);
    state.marker = { run: 'run-1' };
    expect(await ready()).toBe(false);
    state.marker = { run: 'run-2' };
    expect(await ready()).toBe(true);
    const reads = state.reads;
    state.marker = null;
    expect(await ready()).toBe(true);
    expect(state.reads).toBe(reads);
  });

  it('is not ready, rather than failing, while the store cannot be read', async () => {
    const { docs, state } = markerStore();
    state.broken = true;
    expect(await stackSeedReadiness(docs, 'run-1')()).toBe(false);
  });
});
