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
