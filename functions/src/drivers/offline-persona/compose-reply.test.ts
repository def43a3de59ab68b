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
