import { describe, expect, it } from 'vitest';
import { GREETINGS, pickGreeting } from './greetings';

describe('pickGreeting', () => {
  it('has six distinct greetings', () => {
    expect(GREETINGS).toHaveLength(6);
    expect(new Set(GREETINGS).size).toBe(6);
  });

  it('maps the random source across all six', () => {
    const picked = [0, 0.17, 0.34, 0.5, 0.67, 0.84].map((value) => pickGreeting(() => value));
    expect(new Set(picked)).toEqual(new Set(GREETINGS));
    expect(pickGreeting(() => 0)).toBe(GREETINGS[0]);
    expect(pickGreeting(() => 0.9999)).toBe(GREETINGS[5]);
  });

  it('stays in range for a faulty source', () => {
    expect(GREETINGS).toContain(pickGreeting(() => 1));
    expect(GREETINGS).toContain(pickGreeting(() => -0.5));
  });

  it('never repeats the greeting to avoid', () => {
    for (const avoid of GREETINGS) {
      for (const value of [0, 0.3, 0.6, 0.999]) expect(pickGreeting(() => value, avoid)).not.toBe(avoid);
    }
  });
});
