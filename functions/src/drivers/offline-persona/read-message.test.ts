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

  it('reads a greeting said short ("morning!", "evening all") for its time of day, and no time in "this morning I ran"', () => {
    expect(read('morning!', []).greetingTime).toBe('morning');
    expect(read('evening all', []).greetingTime).toBe('evening');
    expect(read('this morning I ran 5k', []).greetingTime).toBeUndefined();
  });

  it('keeps what the member told with a feeling or a day to come, until Bela has come back to it', () => {
    const said = (content: string): ChatTurn => ({ role: 'user', content });
    const bela = (content: string): ChatTurn => ({ role: 'assistant', content });
    const told = [...LATER, said('I have an interview on Friday and I am really nervous'), bela('That sounds like a lot to carry.')];
    expect(read('ok', told).earlierMatter).toMatchObject({ word: 'interview', phrase: 'the interview on Friday' });
    expect(read('ok', [...LATER, said('my first half marathon is on Sunday, so excited'), bela('Wow.')]).earlierMatter?.phrase).toBe('your first half marathon on Sunday');
    const cameBack = [...told, said('anyway'), bela('I keep thinking about the interview on Friday. How are you feeling about it now?')];
    expect(read('ok', cameBack).earlierMatter).toBeUndefined();
    expect(read('ok', [...LATER, said('my brother is moving to Leeds next month'), bela('Oh!')]).earlierMatter?.phrase).toBe('your brother');
    expect(read('ok', [...LATER, said('my trip to japan is next month'), bela('Oh!')]).earlierMatter?.phrase).toBe('your trip to Japan next month');
    expect(read('ok', [...LATER, said('I had pasta for lunch'), bela('Pasta!')]).earlierMatter).toBeUndefined();
    expect(read('ok', [...LATER, said('having pasta tonight'), bela('Pasta!')]).earlierMatter).toBeUndefined();
  });

  it('reads how the member speaks of the one they tell about, and a name given beside what it names', () => {
    expect(read('my cat Luna is sulking, she knocked over a plant')).toMatchObject({ pronoun: 'she', gaveName: true });
    expect(read('my dog keeps stealing socks, he is a menace').pronoun).toBe('he');
    expect(read('my parents are visiting, they arrive today').pronoun).toBeUndefined();
    expect(read('my daughter started school today').pronoun).toBe('she');
    expect(read('my uncle is visiting').pronoun).toBe('he');
    expect(read('the childrens were loud today').topic?.phrase).toBe('the children');
  });

  it('knows a member she has talked with before from the request’s talk gap, and no one without it', () => {
    const gap = (kind: 'first' | 'days', days: number | null) => ({ localDate: 'Thursday, 12 March', gap: { kind, days, words: '' } });
    expect(readMessage([SYSTEM, { role: 'user', content: 'hi' }], 'Priya', gap('days', 4)).known).toBe(true);
    expect(readMessage([SYSTEM, { role: 'user', content: 'hi' }], 'Priya', gap('first', null)).known).toBe(false);
    expect(readMessage([SYSTEM, { role: 'user', content: 'hi' }], 'Priya').known).toBe(false);
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
    expect(read('my dog died this morning').feeling).toBe('grieving');
    expect(read('my grandma passed away').feeling).toBe('grieving');
    expect(read('my phone died').feeling).toBeUndefined();
    expect(read('my friend passed the exam').feeling).not.toBe('grieving');
    expect(read('I just finished a great book').feeling).toBeUndefined();
    expect(read('I feel great').feeling).toBe('happy');
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
    expect(read('my boss is driving me crazy').topic).toEqual({ word: 'boss', phrase: 'your boss', kind: 'work', strong: true });
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
    expect(reading.earlierTopic).toEqual({ word: 'dog', phrase: 'your dog', kind: 'pets', strong: true });
    expect(reading.recent).toBe('Lovely.\nOh no.');
  });
});

describe('readMessage on short messages and nouns', () => {
  it('takes only nouns as topics, never a verb, a stray keystroke or a lone unknown word', () => {
    for (const text of ['Enter', 'what should I cook?', 'drive', 'i dunno what to say', 'Just chilling', 'heading home now', 'I think that sounds fun', 'of course']) {
      expect(read(text).topic, text).toBeUndefined();
    }
    expect(read('I walked to the park').topic).toMatchObject({ word: 'park', phrase: 'the park' });
    expect(read('I bought new shoes').topic).toMatchObject({ word: 'shoes', phrase: 'new shoes' });
    expect(read('My sister is visiting this weekend').topic).toMatchObject({ word: 'sister', phrase: 'your sister', kind: 'family' });
    expect(read('I like turtles').topic).toMatchObject({ word: 'turtles', strong: false });
    expect(read('pizza').topic).toMatchObject({ word: 'pizza', kind: 'food' });
  });

  it('reads whole-message reactions and scraps by kind', () => {
    const cases: [string, string][] = [
      ['ok', 'yes'], ['Sure!', 'yes'], ['👍', 'yes'], ['nope', 'no'], ['idk', 'unsure'], ['hmm', 'unsure'], ['nothing much', 'quiet'],
      ['anyway', 'filler'], ['really?', 'doubt'], ['why?', 'clarify'], ['What do you mean?', 'clarify'], ['what do you think?', 'opinion'],
      ['test', 'ping'], ['are you there?', 'ping'], ['Enter', 'keystroke'], ['asdfgh', 'mash'], ['jjjjjj', 'mash'], ['...', 'silence'],
      [':)', 'smile'], ['🍕', 'emoji'], ['drive', 'one-word'],
    ];
    for (const [text, kind] of cases) expect(read(text).short, text).toBe(kind);
    for (const text of ['ok so my boss yelled at me', 'brb', 'lol', 'pizza?']) expect(read(text).short === 'yes', text).toBe(false);
  });

  it('mends common typos and reads a greeting with question marks as a greeting', () => {
    expect(read('im tierd').feeling).toBe('tired');
    expect(read('teh weather is nice').topic).toMatchObject({ word: 'weather', phrase: 'the weather' });
    expect(read('hello??')).toMatchObject({ greeting: true, question: false });
    expect(read('whats ur name').about).toBe('name');
  });

  it('reads requests for a photo, a suggestion, a favourite, a story or a hug', () => {
    expect(read('can you send me a photo?').photo).toBe(true);
    expect(read('send pic').photo).toBe(true);
    expect(read('I took a photo of my cat').photo).toBe(false);
    expect(read('what should I cook?').suggestion).toBe('cook');
    expect(read('what should we watch tonight').suggestion).toBe('watch');
    expect(read("what's your favorite film?").favourite).toBe('film');
    expect(read('Tell me a story').story).toBe(true);
    expect(read('I need a hug').hug).toBe(true);
  });

  it('takes a plain yes as accepting the offer Bela just made, and only then', () => {
    const offered: ChatTurn[] = [...LATER, { role: 'user', content: 'idk' }, { role: 'assistant', content: 'Mysterious. Shall I tell you a story from the agency archives?' }];
    expect(read('yes please', offered)).toMatchObject({ story: true, short: undefined });
    expect(read('same', offered).story).toBe(false);
    expect(read('yes please').story).toBe(false);
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

describe('readMessage on direct questions', () => {
  it('reads what a question asks for, wherever it stands in the message', () => {
    const kind = (text: string) => read(text).asked?.kind;
    expect(read('what should I say to my manager tomorrow?').asked).toEqual({ kind: 'advice', theme: 'talk', person: 'your manager' });
    expect(read('thanks. what should I say to my manager tomorrow?').asked).toMatchObject({ kind: 'advice', theme: 'talk' });
    expect(read('I’m so stressed, how do I stop panicking?').asked).toEqual({ kind: 'advice', theme: 'calm' });
    expect(read('any tips for a first date?').asked).toEqual({ kind: 'advice', theme: 'date' });
    expect(kind('pizza or sushi?')).toBe('choice');
    expect(read('is it ok to skip the gym today?').asked).toEqual({ kind: 'yes-no', lean: 'rest-yes' });
    expect(read('is it weird that I’m nervous?').asked).toEqual({ kind: 'yes-no', lean: 'feelings-no' });
    expect(read('do you think she’ll forgive me?').asked).toEqual({ kind: 'yes-no', lean: 'hope' });
    expect(read('should I quit my job?').asked).toEqual({ kind: 'yes-no', lean: 'big' });
    expect(read('do you have any pets?').asked).toEqual({ kind: 'about-bela', subject: 'pets', yesNo: true });
    expect(read('what did you have for dinner?').asked).toEqual({ kind: 'about-bela', subject: 'food', yesNo: false });
    expect(read('what do you think about pineapple on pizza?').asked).toMatchObject({ kind: 'about-bela', subject: 'opinion' });
    expect(read('will you remember me?').asked).toMatchObject({ kind: 'about-bela', subject: 'memory' });
    expect(kind('do you think it will rain tomorrow?')).toBeUndefined();
    expect(read('can you help me with something?').asked).toEqual({ kind: 'advice', theme: 'open' });
    expect(read('I need some help').asked).toEqual({ kind: 'advice', theme: 'open' });
    expect(read('is it just me or is everyone tired today?').asked).toEqual({ kind: 'yes-no', lean: 'not-just-you' });
    expect(read('Do you know what I mean?').asked).toMatchObject({ kind: 'about-bela', subject: 'understand' });
    // A fact she does not have is left to the honest "I won't bluff".
    for (const text of ['is this real life?', 'are they open on Sundays?', 'do I need a coat?']) expect(kind(text), text).toBeUndefined();
    expect(read('did I do the right thing?').asked).toEqual({ kind: 'yes-no', lean: 'yes' });
    expect(read('can I call you later?').asked).toEqual({ kind: 'yes-no', lean: 'welcome' });
    expect(read("what's wrong with me?").feeling).toBe('sad');
    expect(read('you ok?').howAreYou).toBe(true);
    for (const text of ['what do you think?', 'can you tell me a story?', 'do you remember my dog’s name?', 'can we talk about something else?', 'I love pizza', 'ok. thanks', 'are you there?']) {
      expect(kind(text), text).toBeUndefined();
    }
  });

  it('does not take a feeling named in a question about Bela, or about a thing, as the member’s', () => {
    expect(read('do you get lonely?').feeling).toBeUndefined();
    expect(read('is that sad?').feeling).toBeUndefined();
    expect(read('is it normal to feel this upset?').feeling).toBe('sad');
  });

  it('keeps the member’s recent mood, and reads a few more ways of saying how they are', () => {
    const tired: ChatTurn[] = [...LATER, { role: 'user', content: 'I slept terribly' }, { role: 'assistant', content: 'Oh no.' }];
    expect(read('should I go running or read a book?', tired).mood).toBe('tired');
    expect(read("I'm kind of hurt").feeling).toBe('sad');
    expect(read('I just want to cry').feeling).toBe('sad');
    expect(read('ok night')).toMatchObject({ goodbye: true, sleepy: true });
    expect(read('why do you like jazz so much?').likesThing).toBe('jazz');
    expect(read('so, what have you been up to').about).toBe('doing');
  });

  it('reads the turns after a crisis, for five of the member’s messages', () => {
    const crisis: ChatTurn[] = [...LATER, { role: 'user', content: 'I want to die' }];
    expect(read('ok. thanks', crisis).afterCrisis).toBe(true);
    const later = (n: number) => [...crisis, ...Array.from({ length: n }, (_, i): ChatTurn[] => [{ role: 'user', content: `ok ${i}` }, { role: 'assistant', content: 'I’m here.' }]).flat()];
    expect(read('ok', later(4)).afterCrisis).toBe(true);
    expect(read('ok', later(5)).afterCrisis).toBe(false);
    expect(read('ok. thanks', [...LATER, { role: 'user', content: 'hmm' }, { role: 'assistant', content: 'Please call or text 988.' }]).afterCrisis).toBe(true);
    expect(read('ok. thanks').afterCrisis).toBe(false);
  });
});
