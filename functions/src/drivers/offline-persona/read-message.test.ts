import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../ports/chat-model';
import { lastAssistantMessage, lastUserMessage, readMessage } from './read-message';

const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };
const LATER: ChatTurn[] = [
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: 'Hey there, I’m Bela.' },
];

const read = (text: string, history: ChatTurn[] = LATER, userName?: string) =>
  readMessage([SYSTEM, ...history, { role: 'user', content: text }], userName);

describe('readMessage', () => {
  it('reads a first greeting with a time of day and the user’s first name', () => {
    const reading = read('Good morning!', [], 'sam carter');
    expect(reading).toMatchObject({ firstTurn: true, greeting: true, greetingTime: 'morning', name: 'Sam', question: false });
    expect(read('hey').firstTurn).toBe(false);
  });

  it('reads questions about Bela being human or an AI', () => {
    for (const text of ['are you human?', 'r u a bot', 'Am I talking to a real person?', "you're an AI"]) {
      expect(read(text).identity, text).toBe(true);
    }
    expect(read('are you hungry?').identity).toBe(false);
  });

  it('reads feelings, and ignores negated ones except "not good"', () => {
    expect(read('I feel so lonely tonight').feeling).toBe('sad');
    expect(read("I'm not feeling great").feeling).toBe('sad');
    expect(read('I am stressed about my exam').feeling).toBe('anxious');
    expect(read('I got the job!!').feeling).toBe('happy');
    expect(read("I'm not tired").feeling).toBeUndefined();
  });

  it('reads questions about Bela and requests for advice', () => {
    expect(read("What's your name?").about).toBe('name');
    expect(read('How was your day?').about).toBe('day');
    expect(read('tell me about yourself').about).toBe('general');
    expect(read('should I stop taking my medication?').advice).toBe('medical');
    expect(read('can I sue my landlord?').advice).toBe('legal');
    expect(read('I paid my taxes').advice).toBeUndefined();
    expect(read('do you like old jazz?').likesThing).toBe('old jazz');
  });

  it('reads goodbyes, crises and the topic of the message', () => {
    expect(read('good night bela')).toMatchObject({ goodbye: true, sleepy: true });
    expect(read('I want to kill myself').crisis).toBe(true);
    expect(read('my boss is driving me crazy').topic).toEqual({ word: 'boss', kind: 'work', strong: true });
    expect(read("I'm flying to Tokyo next week").topic).toMatchObject({ word: 'Tokyo', strong: true });
    expect(read('ok').topic).toBeUndefined();
  });

  it('remembers a strong topic from an earlier user message and Bela’s recent replies', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'I walked my dog' },
      { role: 'assistant', content: 'Lovely.' },
      { role: 'user', content: 'then I was bored' },
      { role: 'assistant', content: 'Oh no.' },
    ];
    const reading = read('anyway', history);
    expect(reading.earlierTopic).toEqual({ word: 'dog', kind: 'pets', strong: true });
    expect(reading.recent).toBe('Lovely.\nOh no.');
  });
});

describe('lastUserMessage and lastAssistantMessage', () => {
  it('find the latest turn of each role', () => {
    const messages: ChatTurn[] = [SYSTEM, ...LATER, { role: 'user', content: 'and you?' }];
    expect(lastUserMessage(messages)).toBe('and you?');
    expect(lastAssistantMessage(messages)).toBe('Hey there, I’m Bela.');
    expect(lastUserMessage([SYSTEM])).toBe('');
    expect(lastAssistantMessage([SYSTEM])).toBeUndefined();
  });
});
