import { describe, expect, it } from 'vitest';
import { topicOf } from './find-topic';
import { normalise } from './text-helpers';

const phrase = (message: string) => topicOf(message, normalise(message))?.phrase;

describe('the topic of a message', () => {
  it('keeps the noun a modifier stands before, never "a marketing"', () => {
    // Found in a trial: "it's for a marketing role at a bike company" got "Noted in my little black book: a marketing."
    expect(phrase("it's for a marketing role at a bike company")).toBe('a marketing role');
    expect(phrase('we went to the park today')).toBe('the park');
    expect(phrase('I love my new job')).toBe('your new job');
    expect(phrase('I read a book about whales')).toBe('a book');
  });
});
