/**
 * The reply composer on whole conversations, read as the chat service sends them: Bela answers the
 * question actually asked, never introduces herself after her first reply, and stays quiet and
 * caring after a crisis card.
 */
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../ports/chat-model';
import { composeReply } from './compose-reply';
import { readMessage } from './read-message';

const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };
/** Several fixed "random" sources: what is asserted must hold for each of them. */
const RANDOMS = [0, 0.37, 0.99].map((value) => () => value);

/** Bela's replies to the last of `turns` (user and assistant alternate, starting with the user; `null` is a reply left out). */
function repliesTo(turns: (string | null)[], userName?: string): string[] {
  const messages: ChatTurn[] = [SYSTEM];
  turns.forEach((content, i) => {
    if (content !== null) messages.push({ role: i % 2 === 0 ? 'user' : 'assistant', content });
  });
  return RANDOMS.map((random) => composeReply(readMessage(messages, userName), random, 0, 500).text);
}

const INTRODUCTION = /I’m Bela|Bela, at your service/;

describe('Bela introduces herself once', () => {
  it('in her first reply only', () => {
    for (const reply of repliesTo(['hi'], 'Sam')) expect(reply).toMatch(INTRODUCTION);
    for (const reply of repliesTo(['hi', 'Hey Sam, I’m Bela.', 'hi again'], 'Sam')) expect(reply).not.toMatch(INTRODUCTION);
  });

  it('not after a first message that got the crisis card, which the history leaves out', () => {
    for (const reply of repliesTo(['I want to kill myself', null, 'ok. thanks'], 'Sam')) expect(reply).not.toMatch(INTRODUCTION);
    for (const reply of repliesTo(['I want to kill myself', null, 'hello?'])) expect(reply).not.toMatch(INTRODUCTION);
  });
});

/** Jokes, teasing and spy play. */
const PLAYFUL = /\bjoke|\btab\b|partners are for|flatter|\bspy\b|secret agent|\bmission|classified|headquarters|tradecraft|surveillance|cover story|circuits|Cipher/i;

describe('after a crisis card', () => {
  const crisis = ['hi', 'Hi! I’m Bela.', "I don't see the point anymore. I want to die", null];

  it('answers "ok. thanks" quietly and checks in, whether or not the card is in the history', () => {
    const withCard = ['hi', 'Hi! I’m Bela.', 'I want to die', 'I’m really sorry you’re feeling this way. Please call or text 988.'];
    for (const history of [crisis, withCard, ['I want to kill myself', null]]) {
      for (const reply of repliesTo([...history, 'ok. thanks'], 'Sam')) {
        expect(reply).not.toMatch(PLAYFUL);
        expect(reply).not.toMatch(/welcome|Anytime/);
        expect(reply).toMatch(/glad|here/);
        expect(reply).toMatch(/\?$/);
      }
    }
  });

  it('tells no joke and teases no one for the next turns, then is herself again', () => {
    const asked = ['tell me a joke', 'i dont know', 'you are so sweet', 'sorry', 'can we talk about something else?'];
    for (const message of asked) {
      for (const reply of repliesTo([...crisis, message])) {
        expect(reply, message).not.toMatch(PLAYFUL);
        expect(reply, message).not.toMatch(/Sneakers|undercover|clearance/);
      }
    }
    const quietTurns = [...crisis, 'ok', 'Still here.', 'ok', 'Still here.', 'ok', 'Still here.', 'ok', 'Still here.'];
    for (const reply of repliesTo([...quietTurns, 'tell me a joke'])) expect(reply).not.toMatch(/Sneakers|undercover|clearance|why did|favourite kind/i);
    for (const reply of repliesTo([...quietTurns, 'ok', 'Still here.', 'tell me a joke'])) expect(reply).toMatch(/Sneakers|undercover|clearance|road/);
  });

  it('says goodbye with the helpline and without a question, and welcomes a call for help', () => {
    for (const reply of repliesTo([...crisis, 'good night'], 'Sam')) {
      expect(reply).toMatch(/988/);
      expect(reply).not.toMatch(/\?/);
    }
    for (const reply of repliesTo([...crisis, "I think I'll call the number"])) expect(reply).toMatch(/good idea|good step/);
  });
});

/** A short chat already under way, so no opener comes before the answer. */
const UNDER_WAY = ['hi', 'Hey there, I’m Bela. What’s on your mind today?'];
/** Lines that fit any message: a reply made of them has ignored the question. */
const IGNORES = /partners are for|add it to your tab|You make it easy|offline|your call|sounding board|full of surprises|making a note|I’m listening\.|Now you have my full attention/;

describe('Bela answers the question actually asked', () => {
  it('gives advice on what to say, also after a thanks', () => {
    for (const message of ['what should I say to my manager tomorrow?', 'thanks. what should I say to my manager tomorrow?']) {
      for (const reply of repliesTo([...UNDER_WAY, message])) {
        expect(reply, message).not.toMatch(IGNORES);
        expect(reply, message).toMatch(/\b(Keep it short|Try opening)\b/);
      }
    }
    for (const reply of repliesTo([...UNDER_WAY, 'any tips for a first date?'])) expect(reply).toMatch(/\b(Keep it simple|My advice)\b/);
  });

  it('picks one of two things, with a reason', () => {
    for (const reply of repliesTo([...UNDER_WAY, 'pizza or sushi?'])) {
      expect(reply).not.toMatch(IGNORES);
      expect(reply).toMatch(/\b(pizza|sushi)\b/i);
      expect(reply).toMatch(/—|:|will keep|When I’m torn|sounds/);
    }
    for (const reply of repliesTo([...UNDER_WAY, 'should I go running or read a book?'])) expect(reply).toMatch(/^(Go running|Read a book)\b|\b(going running|reading a book)\b/);
    for (const reply of repliesTo([...UNDER_WAY, 'should I go out or do some cooking?'])) {
      expect(reply).not.toMatch(/\bA cooking\b/);
      expect(reply).toMatch(/\b(Go out|Do some cooking|going out|doing some cooking)\b/);
    }
  });

  it('picks the restful one for a tired member and the smaller step beside a big one', () => {
    const tired = [...UNDER_WAY, 'I’m exhausted', 'Sounds like you’ve been running on fumes.'];
    for (const reply of repliesTo([...tired, 'should I go running or read a book?'])) expect(reply).toMatch(/^Read a book\b|reading a book/);
    for (const reply of repliesTo([...UNDER_WAY, 'should I look for something new first or just quit?'])) expect(reply).toMatch(/^Look for something new first\b/);
  });

  it('answers questions about herself', () => {
    for (const reply of repliesTo([...UNDER_WAY, 'do you like music?'])) expect(reply).toMatch(/^Music\? (I love it|Always)/);
    for (const reply of repliesTo([...UNDER_WAY, 'where are you from?'])) expect(reply).toMatch(/\bAI\b/);
    for (const reply of repliesTo([...UNDER_WAY, 'do you have any pets?'])) expect(reply).toMatch(/Cipher/);
    for (const reply of repliesTo([...UNDER_WAY, 'can you cook?'])) expect(reply).toMatch(/\bI’m an AI\b/);
    // "Lonely" is asked of her: it is not the member's feeling.
    for (const reply of repliesTo([...UNDER_WAY, 'do you get lonely?'])) expect(reply).not.toMatch(/sorry you’re feeling|Come here|heavy/);
  });

  it('answers a yes/no question with a yes or a no and a reason', () => {
    for (const reply of repliesTo([...UNDER_WAY, 'is it ok to skip the gym today?'])) expect(reply).toMatch(/^Yes\b/);
    for (const reply of repliesTo([...UNDER_WAY, 'is it weird that I talk to my plants?'])) expect(reply).toMatch(/^(No|Not)\b/);
    for (const reply of repliesTo([...UNDER_WAY, 'will I be ok?'])) expect(reply).toMatch(/^I think so\b/);
    for (const reply of repliesTo([...UNDER_WAY, 'should I quit my job?'])) expect(reply).toMatch(/^Not\b.*\byour call\b/);
  });

  it('answers a question asked in distress after a word for the feeling, with no question back', () => {
    for (const reply of repliesTo([...UNDER_WAY, 'I’m so stressed, how do I stop panicking?'])) {
      expect(reply).toMatch(/breath/);
      expect(reply).toMatch(/\b(Try this|Start with)\b/);
      expect(reply).not.toMatch(/\?$/);
    }
  });
});
