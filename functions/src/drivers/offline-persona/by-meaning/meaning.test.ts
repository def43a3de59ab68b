import { describe, expect, it } from 'vitest';
import { asksFor, meaningsOf, narrowerThan } from './meaning';
import { lemmasOf, sensesOf, synsetAt } from './wordnet';

describe('WordNet read from its files', () => {
  it('finds a lemma by binary search and a sense by its offset', () => {
    expect(lemmasOf('felines', 'n')).toEqual(['feline']);
    expect(lemmasOf('running', 'v')).toContain('run');
    const [first] = sensesOf('yacht', 'n');
    expect(synsetAt(first!, 'n').words).toContain('yacht');
    expect(sensesOf('no-such-wordx', 'n')).toEqual([]);
  });
});

describe('a question word asks for a memory word', () => {
  it.each([
    ['felines', 'cats'], ['vessel', 'yacht'], ['illness', 'cancer'], ['city', 'Kyoto'], ['instruct', 'teach'], ['headwear', 'hats'],
    ['instrument', 'cello'], ['races', 'marathons'], ['athletic', 'gymnastics'], ['farm', 'farmer'],
  ])('"%s" finds "%s"', (asked, said) => {
    expect(asksFor(asked, said)).toBe(true);
  });

  it.each([['vessel', 'cat'], ['instrument', 'dog'], ['city', 'cello'], ['illness', 'yacht']])('"%s" does not find "%s"', (asked, said) => {
    expect(asksFor(asked, said)).toBe(false);
  });

  it('leaves out the classes at the top of the tree', () => {
    expect(meaningsOf('cat').has('entity')).toBe(false);
    expect(meaningsOf('cat').has('physical entity')).toBe(false);
  });
});

describe('a question in narrower words than the memory', () => {
  it('finds the class the member said', () => {
    expect(narrowerThan('cocktail', 'alcohol')).toBe(true);
    expect(narrowerThan('doctorate', 'degree')).toBe(true);
    expect(narrowerThan('cocktail', 'dog')).toBe(false);
  });
});
