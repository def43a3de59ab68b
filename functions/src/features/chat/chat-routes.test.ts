import { describe, expect, it } from 'vitest';
import { requestedPace } from './chat-routes';

const asking = (value: string | undefined) => ({ get: ((name: string) => (name === 'x-bela-test-pace-ms' ? value : undefined)) as never });

describe('the pace a browser test may ask of the offline model', () => {
  it('is honoured only where the stack allows it', () => {
    expect(requestedPace({ paceByRequest: true }, asking('80'))).toBe(80);
    expect(requestedPace({ paceByRequest: false }, asking('80'))).toBeUndefined();
    expect(requestedPace({}, asking('80'))).toBeUndefined();
  });

  it('ignores a missing, malformed or out-of-range value', () => {
    for (const value of [undefined, '', 'fast', '-1', '2.5', '2001']) expect(requestedPace({ paceByRequest: true }, asking(value))).toBeUndefined();
  });
});
