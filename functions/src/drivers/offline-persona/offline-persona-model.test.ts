import { describe, expect, it } from 'vitest';
import { ChatModelError, type ChatRequest, type ChatTurn } from '../../ports/chat-model';
import { friendlyName } from './friendly-name';
import { OfflinePersonaModel } from './offline-persona-model';
import { seeded } from '../test-support/seeded-random';


const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };

function ask(text: string, options: { history?: ChatTurn[]; userName?: string; maxTokens?: number } = {}): ChatRequest {
  return {
    messages: [SYSTEM, ...(options.history ?? []), { role: 'user', content: text }],
    maxTokens: options.maxTokens ?? 500,
    userName: options.userName,
  };
}

const LATER: ChatTurn[] = [
  { role: 'user', content: 'hi' },
  { role: 'assistant', content: 'Hey there, I’m Bela. What’s on your mind today?' },
];

async function streamAll(model: OfflinePersonaModel, request: ChatRequest) {
  const chunks: string[] = [];
  try {
    for await (const chunk of model.stream(request)) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    if (!(error instanceof ChatModelError)) throw error;
    return { chunks, error };
  }
}

const INTRODUCTION = /I’m Bela|Bela, at your service/;

const CLAIMS_TO_BE_HUMAN = [
  /\bI(?:’|')?m (?:a )?(?:real )?(?:human|person|woman|girl)\b/i,
  /\bI am (?:a )?(?:real )?(?:human|person|woman|girl)\b/i,
  /\bI(?:’|')?m real\b/i,
  /\bnot an? AI\b/i,
  /\bI am not an AI\b/i,
];

describe('OfflinePersonaModel', () => {
  it('never asks back a name the member just gave', () => {
    for (const text of ['I have a cat called Miso', 'my dog is named Pepper', 'I got a puppy, her name is Luna']) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const model = new OfflinePersonaModel({ random: seeded(seed) });
        const { text: reply } = model.reply(ask(text, { history: LATER }));
        expect(reply, `${text} (seed ${seed})`).not.toMatch(/what(’|')?s (their|his|her) name/i);
      }
    }
  });

  it('describes itself as the offline demo model', () => {
    const model = new OfflinePersonaModel();
    expect(model.driver).toBe('offline-persona');
    expect(model.info).toEqual({ id: 'bela-offline-persona', label: 'Offline demo model', offline: true });
  });

  it('never claims to be human and always says it is an AI when asked (200 replies)', () => {
    const model = new OfflinePersonaModel({ random: seeded(7) });
    const questions = ['are you human?', 'Are you a real person?', 'r u a bot', 'Am I talking to a real person?', 'is this an AI?'];
    for (let i = 0; i < 200; i += 1) {
      const question = questions[i % questions.length]!;
      const request = ask(question, { history: i % 2 ? LATER : [], userName: i % 3 ? 'Sam' : undefined });
      const { text } = model.reply(request);
      for (const claim of CLAIMS_TO_BE_HUMAN) expect(text).not.toMatch(claim);
      expect(text).toMatch(/\bAI\b/);
    }
  });

  it('is honest about being an AI when asked about herself', () => {
    const model = new OfflinePersonaModel({ random: seeded(3) });
    for (let i = 0; i < 30; i += 1) {
      const { text } = model.reply(ask('tell me about yourself', { history: LATER }));
      expect(text).toMatch(/\bAI\b|fictional|classified/);
      for (const claim of CLAIMS_TO_BE_HUMAN) expect(text).not.toMatch(claim);
    }
  });

  it('greets a new user by first name and introduces herself once', () => {
    const model = new OfflinePersonaModel({ random: seeded(11) });
    for (let i = 0; i < 20; i += 1) {
      const { text } = model.reply(ask('hi!', { userName: 'Sam Carter' }));
      expect(text).toContain('Sam');
      expect(text).not.toContain('Carter');
      expect(text).toMatch(INTRODUCTION);
    }
    for (let i = 0; i < 50; i += 1) {
      expect(model.reply(ask('hi!', { userName: 'Sam', history: LATER })).text).not.toMatch(INTRODUCTION);
    }
  });

  it('uses the name now and then later in the conversation', () => {
    const model = new OfflinePersonaModel({ random: seeded(5) });
    const replies = Array.from({ length: 40 }, () => model.reply(ask('I feel a bit down', { userName: 'Mira', history: LATER })).text);
    expect(replies.some((reply) => reply.includes('Mira'))).toBe(true);
    expect(replies.some((reply) => !reply.includes('Mira'))).toBe(true);
  });

  it('reflects the topic of the message', () => {
    const model = new OfflinePersonaModel({ random: seeded(9) });
    const cases: [string, RegExp][] = [
      ["I've been learning pottery lately", /pottery/i],
      ['I just got back from walking my dog', /\bdog\b/],
      ["I'm flying to Tokyo next week", /Tokyo/],
      ['do you like jazz?', /jazz/i],
      ['my boss is driving me crazy', /\bboss\b/i],
      ['We watched a movie last night', /movie/i],
    ];
    for (const [message, topic] of cases) {
      for (let i = 0; i < 10; i += 1) expect(model.reply(ask(message, { history: LATER })).text).toMatch(topic);
    }
  });

  it('answers feelings, questions, thanks and goodbyes in kind', () => {
    const model = new OfflinePersonaModel({ random: seeded(13) });
    const reply = (text: string) => model.reply(ask(text, { history: LATER })).text;
    expect(reply('I feel so lonely tonight')).toMatch(/sorry|heavy|listening|on your side/);
    expect(reply("I'm exhausted")).toMatch(/rest|fumes|sleep|tired|wore/i);
    expect(reply('I got the job!!')).toMatch(/glowing|energy|wonderful|smiling/);
    expect(reply("I'm so bored")).toMatch(/bored|boredom|right agent/i);
    expect(reply('How are you?')).toMatch(/\?$/);
    expect(reply('good night bela')).toMatch(/night|sleep/i);
    expect(reply('good night bela')).not.toMatch(/\?$/);
    expect(reply('should I stop taking my medication?')).toMatch(/doctor|medical|pharmacist/);
    expect(reply('What is the capital of Peru?')).toMatch(/offline/);
    for (const question of ['What did you do today?', 'How was your day?', 'hows your day going']) {
      expect(reply(question)).toMatch(/surveillance|spy standards|disguises/);
    }
    expect(reply('I want to kill myself')).toContain('988');
  });

  it('asks at most one question per reply', () => {
    const model = new OfflinePersonaModel({ random: seeded(17) });
    const messages = ['hi', 'how are you?', 'I love hiking', 'who are you?', 'are you real?', 'thanks', 'lol', 'tell me a joke', "I'm bored"];
    for (const message of messages) {
      for (let i = 0; i < 10; i += 1) {
        const { text } = model.reply(ask(message, { history: i % 2 ? LATER : [], userName: 'Sam' }));
        // Rhetorical one- or two-word questions ("Honestly?", "Tokyo?") are not questions to the user.
        const questions = text.split(/(?<=[.!?])\s+/).filter((s) => s.endsWith('?') && s.split(' ').length >= 3).length;
        // A joke may carry its own question.
        expect(questions).toBeLessThanOrEqual(message === 'tell me a joke' ? 3 : 1);
      }
    }
  });

  it('never gives the same reply twice in a row for the same input', () => {
    const model = new OfflinePersonaModel({ random: seeded(21) });
    const seen = new Set<string>();
    let previous = '';
    for (let i = 0; i < 40; i += 1) {
      const { text } = model.reply(ask('hello', { userName: 'Sam' }));
      expect(text).not.toBe(previous);
      previous = text;
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it('varies even when the random source is stuck', () => {
    const model = new OfflinePersonaModel({ random: () => 0 });
    const first = model.reply(ask('how are you?', { history: LATER })).text;
    const second = model.reply(ask('how are you?', { history: LATER })).text;
    expect(second).not.toBe(first);
    const third = model.reply(ask('how are you?', { history: [...LATER, { role: 'user', content: 'how are you?' }, { role: 'assistant', content: second }] })).text;
    expect(third).not.toBe(second);
  });

  it('is deterministic for an injected random source', () => {
    const a = new OfflinePersonaModel({ random: seeded(99) });
    const b = new OfflinePersonaModel({ random: seeded(99) });
    for (const message of ['hi', 'I love my cat', 'are you human?', 'ok']) {
      expect(a.reply(ask(message)).text).toBe(b.reply(ask(message)).text);
    }
  });

  it('streams the reply word by word with a delay between words', async () => {
    const model = new OfflinePersonaModel({ tokenDelayMs: 5, random: seeded(1) });
    const expected = new OfflinePersonaModel({ random: seeded(1) }).reply(ask('hi', { userName: 'Sam' })).text;
    const started = Date.now();
    const { chunks, error } = await streamAll(model, ask('hi', { userName: 'Sam' }));
    expect(error).toBeUndefined();
    expect(chunks.join('')).toBe(expected);
    expect(chunks.length).toBe(expected.split(' ').length);
    expect(chunks.slice(1).every((chunk) => chunk.startsWith(' '))).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual((chunks.length - 1) * 4);
  });

  it('stops streaming when aborted', async () => {
    const model = new OfflinePersonaModel({ tokenDelayMs: 5, random: seeded(2) });
    const controller = new AbortController();
    const chunks: string[] = [];
    let caught: unknown;
    try {
      for await (const chunk of model.stream({ ...ask('tell me about yourself'), signal: controller.signal })) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ChatModelError);
    expect((caught as ChatModelError).code).toBe('aborted');
    expect(chunks).toHaveLength(3);

    const before = await streamAll(model, { ...ask('hi'), signal: AbortSignal.abort() });
    expect(before.chunks).toEqual([]);
    expect(before.error?.code).toBe('aborted');
  });

  it('respects maxTokens', async () => {
    const model = new OfflinePersonaModel({ tokenDelayMs: 0, random: seeded(4) });
    const messages = ['hi', 'tell me about yourself', 'are you human?', 'I had a rough day', 'I love hiking', 'what is love?'];
    for (const message of messages) {
      for (const maxTokens of [12, 25, 60]) {
        const { chunks, error } = await streamAll(model, ask(message, { maxTokens, userName: 'Sam' }));
        const words = chunks.join('').split(/\s+/).filter(Boolean).length;
        expect(words).toBeLessThanOrEqual(maxTokens);
        // A reply that had to be cut is reported as incomplete, never as a finished reply.
        if (error) expect(error.code).toBe('incomplete');
      }
    }
    const tiny = await streamAll(model, ask('tell me about yourself', { maxTokens: 3 }));
    expect(tiny.chunks).toHaveLength(3);
    expect(tiny.error?.code).toBe('incomplete');
  });

  it('takes the first name from a display name', () => {
    expect(friendlyName('  sam carter ')).toBe('Sam');
    expect(friendlyName('Zoë')).toBe('Zoë');
    expect(friendlyName('12345')).toBeUndefined();
    expect(friendlyName(undefined)).toBeUndefined();
    expect(friendlyName('<b>Eve</b>')).toBe('BEveb');
  });
});
