import { describe, expect, it } from 'vitest';
import { withoutMisreadState } from './misread-complement';
import { propose, shown } from './test-support/propose';

describe('a memory worded "They are …" whose words are no state of the member', () => {
  it('keeps a state of theirs as it is', () => {
    for (const text of ['They are allergic to hazelnuts.', 'They’re married to Ines.', 'They’re a nurse who works nights.', 'They are vegetarian since last spring.', 'They are a teacher and the kids were loud today.']) {
      expect(withoutMisreadState(text, 'x')).toBe(text);
    }
  });

  it('keeps a clause of its own as said, without the "They are"', () => {
    expect(withoutMisreadState('They are inhaler stays in their coat pocket.', 'health:inhaler')).toBe('Inhaler stays in their coat pocket.');
    expect(withoutMisreadState('They are whenever they feel low they bake banana bread.', 'like:low')).toBe('Whenever they feel low they bake banana bread.');
  });

  it('drops a clause that speaks to Bela', () => {
    expect(withoutMisreadState('They are since you asked, that they cannot eat sesame.', 'diet:sesame')).toBeNull();
  });

  it('keeps a person named by who they are only in a plan', () => {
    expect(withoutMisreadState('They are flatmate Oona - vegan, no honey.', 'diet:vegan')).toBeNull();
    expect(withoutMisreadState('They are neighbour Abdi getting married in May.', 'plan:wedding')).toBe('Neighbour Abdi getting married in May.');
  });

  it('reaches the extractor: what the member said of another is not theirs', () => {
    const lines = shown(propose('Trainee Ottilie - celiac, gluten-free. Bought her the wrong cake today.'));
    expect(lines.some((line) => /Ottilie/.test(line))).toBe(false);
  });
});
