import { describe, expect, it } from 'vitest';
import { describeChange, describePointChange, percentChange } from './percent-change';

describe('percentChange', () => {
  it('is the change relative to the previous figure', () => {
    expect(percentChange(112, 100)).toBeCloseTo(12);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('has no value without a previous figure to compare with', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(Number.NaN, 1)).toBeNull();
  });
});

describe('describeChange', () => {
  it('labels rises and falls with their sign', () => {
    expect(describeChange(112, 100)).toEqual({ label: '+12% vs previous period', trend: 'up' });
    expect(describeChange(92, 100)).toEqual({ label: '-8% vs previous period', trend: 'down' });
    expect(describeChange(2500, 1000)).toEqual({ label: '+150% vs previous period', trend: 'up' });
  });

  it('keeps one decimal for small changes and rounds larger ones', () => {
    expect(describeChange(1003, 1000).label).toBe('+0.3% vs previous period');
    expect(describeChange(1126, 1000).label).toBe('+13% vs previous period');
  });

  it('says so when nothing changed, or when there was nothing before', () => {
    expect(describeChange(10, 10)).toEqual({ label: 'No change vs previous period', trend: 'flat' });
    expect(describeChange(0, 0).trend).toBe('flat');
    expect(describeChange(100000, 99999).trend).toBe('flat');
    expect(describeChange(7, 0)).toEqual({ label: 'New vs previous period', trend: 'up' });
    expect(describeChange(7, null).trend).toBe('none');
  });
});

describe('describePointChange', () => {
  it('gives the difference of two rates in points', () => {
    expect(describePointChange(82.5, 79)).toEqual({ label: '+3.5 pts vs previous period', trend: 'up' });
    expect(describePointChange(60, 75)).toEqual({ label: '-15 pts vs previous period', trend: 'down' });
    expect(describePointChange(null, 75).trend).toBe('none');
  });
});
