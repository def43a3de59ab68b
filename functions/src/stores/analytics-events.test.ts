import { describe, expect, it } from 'vitest';
import { counterKey, fromCounterKey } from './analytics-events';

describe('counterKey', () => {
  it('round-trips ordinary text and keeps dots and a leading underscore out of field names', () => {
    expect(fromCounterKey(counterKey('Join for Free'))).toBe('Join for Free');
    expect(counterKey('a.b')).not.toContain('.');
    expect(counterKey('__name__').startsWith('_')).toBe(false);
    expect(fromCounterKey(counterKey('__name__'))).toBe('__name__');
  });

  it('turns a lone surrogate into a replacement character instead of throwing', () => {
    expect(fromCounterKey(counterKey('Safari \uD83D'))).toBe('Safari \uFFFD');
    expect(fromCounterKey(counterKey('\uDE00 x'))).toBe('\uFFFD x');
    // A pair cut by the 100-character limit loses only its dangling half.
    expect(fromCounterKey(counterKey(`${'a'.repeat(99)}😀`))).toBe(`${'a'.repeat(99)}\uFFFD`);
    expect(fromCounterKey(counterKey('ok 😀'))).toBe('ok 😀');
  });

  it('names the empty value', () => {
    expect(fromCounterKey(counterKey(''))).toBe('(none)');
  });
});
