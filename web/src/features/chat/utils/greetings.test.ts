import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/testing/memory-storage';
import { GREETINGS, keepOpeningLine, MAX_KEPT_OPENINGS, openingLineOf, pickGreeting } from './greetings';

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

describe('the opening line a chat started with', () => {
  it('fits a new member and a known one alike: no "again", no introduction (decision 0035)', () => {
    for (const line of GREETINGS) expect(line).not.toMatch(/\bagain\b|I'm Bela|It's me, Bela|look who|welcome back|catch up/i);
  });

  it('is kept per conversation on this device and read back, bounded, and only if it is one of her lines', () => {
    const storage = memoryStorage();
    keepOpeningLine('c1', GREETINGS[2], storage);
    expect(openingLineOf('c1', storage)).toBe(GREETINGS[2]);
    expect(openingLineOf('c2', storage)).toBeNull();
    for (let n = 0; n < MAX_KEPT_OPENINGS; n += 1) keepOpeningLine(`x${n}`, GREETINGS[0], storage);
    expect(openingLineOf('c1', storage)).toBeNull();
    expect(openingLineOf(`x${MAX_KEPT_OPENINGS - 1}`, storage)).toBe(GREETINGS[0]);
    storage.setItem('bela.openingLines', JSON.stringify({ c3: '<b>not hers</b>' }));
    expect(openingLineOf('c3', storage)).toBeNull();
    storage.setItem('bela.openingLines', 'not json');
    expect(openingLineOf('c3', storage)).toBeNull();
  });
});
