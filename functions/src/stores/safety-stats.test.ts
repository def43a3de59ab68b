import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docStoresUnderTest } from '../drivers/test-support/doc-stores-under-test';
import type { DocStore } from '../ports/doc-store';
import { SafetyStatsStore } from './safety-stats';

describe.each(docStoresUnderTest())('SafetyStatsStore on $name', (store) => {
  let docs: DocStore;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ docs, dispose } = await store.open());
  });
  afterAll(() => dispose());

  const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

  it("spreads a day's referrals over its shards and counts them over a period, whatever the shard count", async () => {
    const stats = new SafetyStatsStore(docs, { shards: 5 });
    await Promise.all(Array.from({ length: 60 }, () => stats.countCrisisReferral(day('2026-02-10'))));
    await stats.countCrisisReferral(day('2026-02-11'));
    await new SafetyStatsStore(docs, { shards: 20, pickShard: () => 19 }).countCrisisReferral(day('2026-02-11'));
    await stats.countCrisisReferral(day('2026-02-13'));

    const shards = await docs.query({ collection: 'safetyStats', where: [{ field: 'date', op: '==', value: '2026-02-10' }] });
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.every((shard) => Object.keys(shard.data).sort().join() === 'crisisReferrals,date')).toBe(true);

    expect(await stats.crisisReferrals(day('2026-02-10'), day('2026-02-10'))).toBe(60);
    expect(await stats.crisisReferrals(day('2026-02-10'), day('2026-02-12'))).toBe(62);
    expect(await new SafetyStatsStore(docs, { shards: 1 }).crisisReferrals(day('2026-01-01'), day('2026-12-31'))).toBe(63);
    expect(await stats.crisisReferrals(day('2026-03-01'), day('2026-03-31'))).toBe(0);
  });
});
