import { describe, expect, it } from 'vitest';
import { TRACKED_PAGES } from '@bela/contracts/analytics-names';
import { paths } from './paths';

describe('paths', () => {
  it('are the pages analytics counts, no more and no fewer', () => {
    expect([...new Set(Object.values(paths))].sort()).toEqual([...TRACKED_PAGES].sort());
  });
});
