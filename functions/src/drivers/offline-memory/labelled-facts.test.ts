import { describe, expect, it } from 'vitest';
import { labelledSaidPlainly } from './labelled-facts';
import { propose, shown } from './test-support/propose';

describe('facts written as labels', () => {
  it.each([
    ['Job: physiotherapist.', 'I work as a physiotherapist.'],
    ['Zero free time. Cat: Miso. Grey, fat.', 'Zero free time. My cat is called Miso. Grey, fat.'],
    ['Comfort food: pho, with extra lime.', 'My comfort food is pho, with extra lime.'],
    ['Siblings: brother Kofi', 'My brother is called Kofi'],
    ['Allergies: sesame and kiwi', "I'm allergic to sesame and kiwi"],
    ['Wife: Ingrid', 'My wife is Ingrid'],
    ['Kids: Ada and Leo', 'My kids are called Ada and Leo'],
    ['Home: Tallinn', 'I live in Tallinn'],
  ])('reads %j as %j', (said, plain) => {
    expect(labelledSaidPlainly(said)).toBe(plain);
  });

  it("leaves someone else's labels and other colons alone", () => {
    expect(labelledSaidPlainly('Her dog: Bruno')).toBe('Her dog: Bruno');
    expect(labelledSaidPlainly('Note to self: buy milk')).toBe('Note to self: buy milk');
    expect(propose('His job: pilot')).toEqual([]);
  });

  it('is learned as the plain sentence would be', () => {
    expect(shown(propose('Dog: Rocco. French bulldog.'))).toEqual(['pet:dog: Their dog is called Rocco.']);
    expect(shown(propose('Husband: Julian'))).toEqual(['person:husband: Their husband is Julian.']);
  });
});
