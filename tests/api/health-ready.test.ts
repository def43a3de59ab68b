// Issue 40 (deliverable 9): /api/health answered 200 about 6 s before the stack's seed had finished,
// and an admin signing in then got a 403. Health now says `ready`, true once the seed has written
// the marker of the stack's own run (BELA_STACK_RUN) last; fails on main, which has no `ready`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ env: { BELA_STACK_RUN: 'run-2' } });
});
afterAll(() => api.close());

describe('GET /health on the local stack', () => {
  it("says ready only once this run's seed marker is written, an earlier run's not counting", async () => {
    const ready = async () => (await api.get('/health')).json.data.ready;
    expect(await ready()).toBe(false);
    await api.services.docs.set('seedMarkers/stack', { run: 'run-1', finishedAt: new Date() });
    expect(await ready()).toBe(false);
    await api.services.docs.set('seedMarkers/stack', { run: 'run-2', finishedAt: new Date() });
    expect(await ready()).toBe(true);
  });
});
