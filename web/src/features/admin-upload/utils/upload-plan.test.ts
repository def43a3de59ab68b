import { describe, expect, it } from 'vitest';
import { planUploadRequests, roundProgress, uploadPercent } from './upload-plan';

describe('the upload plan', () => {
  it('sends one image a request, weighted by its size', () => {
    const plan = planUploadRequests([{ name: 'a', size: 3_000_000 }, { name: 'b', size: 0 }]);
    expect(plan).toEqual([
      { items: [{ name: 'a', size: 3_000_000 }], bytes: 3_000_000 },
      { items: [{ name: 'b', size: 0 }], bytes: 1 },
    ]);
  });

  it('keeps every request well under the 32 MB cap of Cloud Functions', () => {
    const tenLargest = Array.from({ length: 10 }, (_, i) => ({ name: `${i}`, size: 10_485_760 }));
    expect(planUploadRequests(tenLargest).every((request) => request.bytes < 32 * 1024 * 1024)).toBe(true);
  });
});

describe('one progress bar over every request', () => {
  const weights = [100, 300];

  it('counts the answered requests and the part of the current one sent', () => {
    expect(uploadPercent(weights, 0, 0)).toBe(0);
    expect(uploadPercent(weights, 0, 1)).toBe(21);
    expect(uploadPercent(weights, 1, 0)).toBe(25);
    expect(uploadPercent(weights, 1, 0.5)).toBe(56);
    expect(uploadPercent(weights, 2)).toBe(100);
  });

  it('reaches 100 only once the last answer is in', () => {
    expect(uploadPercent(weights, 1, 1)).toBeLessThan(100);
  });

  it('stays within 0 and 100', () => {
    expect(uploadPercent([], 0, 1)).toBe(0);
    expect(uploadPercent(weights, 0, 7)).toBe(21);
    expect(uploadPercent(weights, 0, -1)).toBe(0);
  });
});

describe('the progress of a round', () => {
  it('names the image under way and whether it is still being sent', () => {
    expect(roundProgress([100, 300], 0, 0)).toEqual({ percent: 0, current: 1, count: 2, stage: 'sending' });
    expect(roundProgress([100, 300], 0, 1)).toMatchObject({ current: 1, stage: 'processing' });
    expect(roundProgress([100, 300], 1, 0.5)).toMatchObject({ current: 2, count: 2, stage: 'sending' });
  });

  it('has finished once every request is answered', () => {
    expect(roundProgress([100, 300], 2)).toEqual({ percent: 100, current: 2, count: 2, stage: 'finished' });
  });
});
