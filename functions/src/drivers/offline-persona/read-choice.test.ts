import { describe, expect, it } from 'vitest';
import { choiceOf } from './read-choice';

/** The two options as Bela says them and as they read in a sentence, and whose choice it is. */
const read = (sentence: string) => {
  const choice = choiceOf(sentence);
  return choice && { chooser: choice.chooser, said: choice.options.map((o) => o.said), noun: choice.options.map((o) => o.noun), shape: choice.options[0].shape };
};

describe('choiceOf', () => {
  it('reads two things offered, seen from Bela’s side', () => {
    expect(read('pizza or sushi?')).toEqual({ chooser: 'bela', said: ['pizza', 'sushi'], noun: ['pizza', 'sushi'], shape: 'thing' });
    expect(read('hey bela, cats or dogs?')).toMatchObject({ said: ['cats', 'dogs'] });
    expect(read('should I wear the red dress or the black one?')).toMatchObject({ chooser: 'member', said: ['the red dress', 'the black one'] });
    expect(read('should I get her a toy mouse or a ball?')).toMatchObject({ said: ['a toy mouse', 'a ball'] });
    expect(read('should I call my mom or my sister?')).toMatchObject({ said: ['your mom', 'your sister'] });
    expect(read('would you rather be a cat or a dog?')).toMatchObject({ chooser: 'bela', said: ['a cat', 'a dog'] });
    expect(read("I can't decide between Berlin and Lisbon")).toMatchObject({ chooser: 'member', said: ['Berlin', 'Lisbon'] });
    expect(read('should I paint my room blue or green?')).toMatchObject({ said: ['blue', 'green'] });
    expect(read('red wine or white wine?')).toMatchObject({ said: ['red wine', 'white wine'] });
    expect(read("what's better, iPhone or Android?")).toMatchObject({ chooser: 'bela', said: ['iPhone', 'Android'] });
    expect(read('Pizza or sushi?')).toMatchObject({ said: ['pizza', 'sushi'] });
  });

  it('reads "something ..." after "or" as an option of its own, and a bare "or something" as none', () => {
    expect(read('Should I wear a suit or something casual?')).toMatchObject({ chooser: 'member', said: ['a suit', 'something casual'] });
    expect(read('should I paint it white or something bolder?')).toMatchObject({ said: ['white', 'something bolder'] });
    expect(read('pasta or something else?')).toMatchObject({ said: ['pasta', 'something else'] });
    for (const sentence of ['pizza or something?', 'is it a cold or something like that?']) expect(choiceOf(sentence), sentence).toBeUndefined();
  });

  it('reads two things to do as whole verb phrases, with their -ing forms', () => {
    expect(read('should I go running or read a book?')).toEqual({
      chooser: 'member', said: ['go running', 'read a book'], noun: ['going running', 'reading a book'], shape: 'action',
    });
    expect(read('should I cook or order takeaway?')).toMatchObject({ said: ['cook', 'order takeaway'], noun: ['cooking', 'ordering takeaway'] });
    expect(read('should I text her or wait?')).toMatchObject({ noun: ['texting her', 'waiting'] });
    expect(read('should I look for something new first or just quit?')).toMatchObject({ said: ['look for something new first', 'quit'], noun: ['looking for something new first', 'quitting'] });
    expect(read('Should I take the job in Berlin or stay in Lisbon?')).toMatchObject({ said: ['take the job in Berlin', 'stay in Lisbon'] });
    expect(read('stay in or go out tonight?')).toMatchObject({ chooser: 'member', said: ['stay in', 'go out tonight'] });
  });

  it('never cuts an option in the middle ("A cooking!")', () => {
    expect(read('should I go out or do some cooking?')).toMatchObject({ said: ['go out', 'do some cooking'], noun: ['going out', 'doing some cooking'] });
    expect(read('should I bring it up in the morning or at the end of the day?')).toMatchObject({ said: ['in the morning', 'at the end of the day'], shape: 'circumstance' });
  });

  it('marks restful, active and big steps', () => {
    const paces = (sentence: string) => choiceOf(sentence)?.options.map((o) => o.pace);
    expect(paces('should I go running or read a book?')).toEqual(['active', 'rest']);
    expect(paces('should I look for something new first or just quit?')).toEqual([undefined, 'big']);
  });

  it('finds no choice where "or" offers none', () => {
    for (const sentence of ['should I go or not?', 'I need a day or two', 'I was tired or something', 'ok', 'or?', 'Is it me or is it hot in here?', 'is it just me or is everyone tired today?']) {
      expect(choiceOf(sentence), sentence).toBeUndefined();
    }
  });
});

describe('a question about one of theirs named two ways', () => {
  it('is no choice to pick from ("whats my bro or sis called"), while a pick between two of theirs still is', () => {
    expect(choiceOf('whats my bro or sis called again')).toBeUndefined();
    expect(choiceOf("who's my sister or brother?")).toBeUndefined();
    expect(choiceOf('Which should I wear, my blue dress or the red one?')).toBeDefined();
  });
});
