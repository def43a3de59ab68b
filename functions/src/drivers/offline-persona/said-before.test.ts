import { describe, expect, it } from 'vitest';
import { explainRunningJokes, repeatsIn, saidSentences, withoutRepeats } from './said-before';

describe('what Bela already said in the chat', () => {
  const said = saidSentences(['Hey there, I’m Bela. What’s on your mind today?', 'Noted and filed. Go on.']);

  it('counts and leaves out sentences of three words or more said before, case aside', () => {
    expect(repeatsIn('Understood. what’s on your mind today?', said)).toBe(1);
    expect(repeatsIn('Go on. Tell me more.', said)).toBe(0);
    expect(withoutRepeats('Ha, I see. What’s on your mind today?', said)).toBe('Ha, I see.');
    expect(withoutRepeats('Noted and filed. What’s on your mind today?', said, ['What’s on your mind today?', 'What would you like to talk about?'])).toBe('What would you like to talk about?');
    expect(withoutRepeats('Hi there! I’m', new Set())).toBe('Hi there! I’m');
  });

  it('names Cipher as her cat the first time he comes up in a chat, and only then', () => {
    expect(explainRunningJokes('Cipher and I were about to send out a search party.', [], 50)).toBe('My cat Cipher and I were about to send out a search party.');
    expect(explainRunningJokes('Quiet day. Then Cipher and I had a nap.', [], 50)).toBe('Quiet day. Then my cat Cipher and I had a nap.');
    expect(explainRunningJokes('With Cipher supervising.', [], 50)).toBe('With my cat Cipher supervising.');
    expect(explainRunningJokes('My closest contacts are Cipher and you.', [], 50)).toBe('My closest contacts are my cat Cipher and you.');
    expect(explainRunningJokes('A black cat called Cipher.', [], 50)).toBe('A black cat called Cipher.');
    expect(explainRunningJokes('Cipher says hello.', ['Cipher is asleep.'], 50)).toBe('Cipher says hello.');
    expect(explainRunningJokes('Cipher says hello.', [], 3)).toBe('Cipher says hello.');
  });
});
