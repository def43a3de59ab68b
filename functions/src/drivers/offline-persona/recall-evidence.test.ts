import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import { memoriesAnswering } from './recall-meaning';
import { asksAboutMember } from './by-meaning/asks-about-member';

const memory = (kind: KnownMemory['kind'], text: string): KnownMemory => ({ id: text, kind, text, pinned: false, updatedAt: new Date('2026-03-01T10:00:00Z') });

// A memory answers a question by what it says of the frame asked about, not by naming some place,
// date, number or name: with nothing that answers, Bela says she does not know (recall.ts).
describe('recall by evidence, not by what any memory earns', () => {
  const unrelated = [
    memory('style', 'They asked Bela: keep the replies short.'),
    memory('people', 'Their aunt Morag sends shortbread down from Aberdeen every Christmas.'),
    memory('plans', 'Their cousin Ines is getting married in October.'),
  ];

  it.each([
    'Which village did I end up settling in?',
    'What do I bake when the week has gone badly?',
    'What kind of creature lives with me, and what is it called?',
  ])('answers %j with none of them', (question) => {
    expect(memoriesAnswering(question, unrelated)).toEqual([]);
  });

  it('finds the comfort a low moment asks for, not a pastime', () => {
    const memories = [memory('likes', 'They play the oboe.'), memory('likes', 'Their comfort food is tteokbokki.')];
    expect(memoriesAnswering("what do I make for myself after a lousy shift?", memories).map((found) => found.text)).toEqual(['Their comfort food is tteokbokki.']);
  });

  it('finds their home by where they settled', () => {
    const memories = [memory('places', 'They live in Tartu.'), memory('likes', 'They love saunas.')];
    expect(memoriesAnswering('Do you know where I have settled down?', memories).map((found) => found.text)).toEqual(['They live in Tartu.']);
  });

  it('finds what they react to as what they must avoid', () => {
    const memories = [memory('likes', 'Their comfort food is khachapuri.'), memory('identity', 'They’re allergic to shellfish.')];
    expect(memoriesAnswering('Which food do I react badly to?', memories).map((found) => found.text)).toEqual(['They’re allergic to shellfish.']);
  });

  it('finds a trade by what they do, and how they travel by what they ride', () => {
    const memories = [memory('likes', 'They drive a forklift at the docks.'), memory('likes', 'They cycle to the office.'), memory('likes', 'They love birdwatching.')];
    const answers = (question: string) => memoriesAnswering(question, memories).map((found) => found.text);
    expect(answers('what do I do for a living?')).toEqual(['They drive a forklift at the docks.']);
    expect(answers('how do I get to work?')).toContain('They cycle to the office.');
    expect(answers('what do I do for fun?')).toEqual(['They love birdwatching.']);
  });

  it('reads "am I an only child?" as about their siblings, and "what could make me ill?" as what they avoid', () => {
    const memories = [memory('people', 'Their son is Idris.'), memory('people', 'Their sister is Nadia.'), memory('likes', 'Their comfort food is dal.'), memory('identity', 'They’re allergic to sesame.')];
    expect(memoriesAnswering('Am I an only child?', memories).map((found) => found.text)).toEqual(['Their sister is Nadia.']);
    expect(memoriesAnswering('What is the name of my only child?', memories).map((found) => found.text)).toEqual(['Their son is Idris.']);
    expect(memoriesAnswering('What food could make me ill?', memories).map((found) => found.text)).toEqual(['They’re allergic to sesame.']);
  });

  it('reads a terse question of a few nouns about their life as about them', () => {
    const memories = [memory('people', 'Their hamster is called Pip.'), memory('people', 'Their sister is Oona.')];
    expect(memoriesAnswering('pet species + name?', memories).map((found) => found.text)).toEqual(['Their hamster is called Pip.']);
    expect(asksAboutMember('siblings? names?')).toBe(true);
    expect(asksAboutMember('your job?')).toBe(false);
  });
});
