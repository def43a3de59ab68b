/** How the offline Bela reads a message and answers it: its topic, a worry, a day that has been, a complaint. */
import { describe, expect, it } from 'vitest';
import { topicOf } from './find-topic';
import { OfflinePersonaModel } from './offline-persona-model';
import { seeded } from '../test-support/seeded-random';
import { normalise } from './text-helpers';

const phrase = (message: string) => topicOf(message, normalise(message))?.phrase;

/** Bela's reply to `said`, after a first hello, with the random source seeded. */
const replyTo = (said: string, seed = 1) =>
  new OfflinePersonaModel({ random: seeded(seed), now: () => new Date('2026-03-12T10:00:00Z') }).reply({
    messages: [{ role: 'system', content: 'You are Bela.' }, { role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hi!' }, { role: 'user', content: said }],
    maxTokens: 300,
  }).text;

describe('the topic of a message', () => {
  it('keeps the noun a modifier stands before, never "a marketing"', () => {
    // Found in a trial: "it's for a marketing role at a bike company" got "Noted in my little black book: a marketing."
    expect(phrase("it's for a marketing role at a bike company")).toBe('a marketing role');
    expect(phrase('we went to the park today')).toBe('the park');
    expect(phrase('I love my new job')).toBe('your new job');
    expect(phrase('I read a book about whales')).toBe('a book');
  });

  it('takes the children the member names for a family topic, never one of their names as a thing unknown', () => {
    // Found telling the first paragraph: "my two, Lena and Mateo, are finally asleep" got "My field manual says nothing about Mateo".
    expect(topicOf('My two kids, Lena and Mateo, have a swimming lesson tonight', '')).toMatchObject({ word: 'Lena and Mateo', kind: 'family' });
    for (let seed = 1; seed <= 6; seed += 1) expect(replyTo('my two, Lena and Mateo, are finally asleep', seed)).not.toMatch(/nothing about Mateo|(?<!and )Mateo, hm/);
  });
});

describe('worry about something named', () => {
  it('names what the member is nervous about', () => {
    // Found in a trial: "I have a big job interview on Friday and I'm nervous" got a reply that never named the interview.
    for (let seed = 1; seed <= 6; seed += 1) expect(replyTo("I have a big job interview on Friday and I'm nervous", seed)).toMatch(/interview/i);
  });
});

describe('a day that has been', () => {
  it('asks how it went, not about plans', () => {
    // Found in a trial: "we went hiking on Sunday" got "Sunday? I hope you’re planning something fun. Any plans?"
    for (let seed = 1; seed <= 6; seed += 1) expect(replyTo('we went hiking on Sunday', seed)).not.toMatch(/planning|Any plans/);
  });
});

describe('a complaint about a thing', () => {
  it('is not met as sadness, while the member feeling awful is', () => {
    // Found in a trial: "the weather has been awful" got "Oh, that sounds heavy. You don’t have to put on a brave face with me."
    expect(replyTo('the weather has been awful')).not.toMatch(/\bheavy\b|brave face|feeling low/);
    expect(replyTo('I have been feeling awful')).toMatch(/\bheavy\b|brave face|feeling low|sorry|figuratively/);
  });
});
