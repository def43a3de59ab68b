/** Recall asked in words the question patterns never listed: the third question set's development half (decision 0034). */
import { describe, expect, it } from 'vitest';
import type { ChatRequest, ChatTurn } from '../../ports/chat-model';
import type { KnownMemory } from '../../ports/memory-extractor';
import { OfflinePersonaModel } from './offline-persona-model';
import { asksAboutMember } from './by-meaning/asks-about-member';
import { seeded } from '../test-support/seeded-random';

const NOW = new Date('2026-03-12T10:00:00Z');
const model = () => new OfflinePersonaModel({ random: seeded(1), now: () => NOW });
const memory = (id: string, text: string): KnownMemory => ({ id, text, kind: 'people', pinned: false, updatedAt: new Date('2026-03-01T10:00:00Z') });
const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };
const ask = (text: string, options: { memories?: KnownMemory[] } = {}): ChatRequest => ({ messages: [SYSTEM, { role: 'user', content: text }], maxTokens: 500, ...(options.memories ? { memories: options.memories } : {}) });

describe('recall asked in ways the question patterns never listed (questions-3 development half, decision 0034)', () => {
  const partner = [memory('m1', 'Their husband is Tobiah.')];
  const pet = [{ ...memory('m2', 'Their cat is called Pickle.'), kind: 'people' as const }];

  it('reads a question that points back at what was told as a question about the member, whatever else it says to Bela', () => {
    // "did I mention ... to you", "have you got a note of", "you've forgotten", "you know them": the member's own, asked back.
    for (const question of ['Did I mention my job to you at some point?', 'Have you got a note of what I do?', "I'd bet you've forgotten what my job is.", 'Did I ever tell you my job? What was it?']) {
      expect(asksAboutMember(question), question).toBe(true);
      expect(model().reply(ask(question, { memories: [memory('m3', 'They work as a glazier.')] })).text, question).toMatch(/glazier/);
    }
    // A quiz without its question mark, and an order to name.
    expect(model().reply(ask('quick one: my job. go', { memories: [memory('m3', 'They work as a glazier.')] })).text).toMatch(/glazier/);
    expect(model().reply(ask('List the city I live in.', { memories: [memory('m4', 'They live in Tromsø.')] })).text).toMatch(/Tromsø/);
    // About Bela, still not about the member.
    expect(asksAboutMember('Do you remember your first conversation?')).toBe(false);
  });

  it('keeps the topic said before the question ("I spoke of a sister once. Her name?") and a check said after it', () => {
    const sister = [memory('m5', 'Their sister is Oona.')];
    expect(model().reply(ask('Ages ago I spoke of a sister. Could you give me her name?', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('In which town do I live, can you recall?', { memories: [memory('m4', 'They live in Tromsø.')] })).text).toMatch(/Tromsø/);
    expect(model().reply(ask('What do I call my sib?', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('which part of the world am I in?', { memories: [memory('m4', 'They live in Tromsø.')] })).text).toMatch(/Tromsø/);
  });

  it('answers a partner or a pet asked after by another word with the one the member has, by the word they used', () => {
    const boyfriend = model().reply(ask("what's my bf called again?", { memories: partner })).text;
    expect(boyfriend).toMatch(/husband is Tobiah/);
    expect(boyfriend).not.toMatch(/haven’t told me/);
    expect(model().reply(ask("what's my pup's name?", { memories: pet })).text).toMatch(/cat is called Pickle/);
    // Asked after by the right word, as before.
    expect(model().reply(ask("what's my husband's name?", { memories: partner })).text).toMatch(/Tobiah/);
  });
});

describe('a sibling kept in the member’s words', () => {
  it('answers "Do I have a sister?" of a member whose only brother is kept as they said it', () => {
    expect(model().reply(ask('Do I have a sister?', { memories: [memory('m1', 'Their only brother is called Tariq.')] })).text).toMatch(/brother is called Tariq/);
  });
});

describe('recall asked in the fourth question set’s ways (its development half)', () => {
  const sister = [memory('m1', 'Their sister is Oona.')];
  it('reads past Bela named, or greeted, before or after the question', () => {
    for (const question of ['bela whats my sisters name', 'Hiya Bela, what is my sister called?', 'Bela how are you, what is my sister called?', "What's my sister called, Bela?"]) {
      expect(model().reply(ask(question, { memories: sister })).text, question).toMatch(/Oona/);
    }
  });

  it('reads a learner’s and a dialect’s words for a question', () => {
    expect(model().reply(ask('you remember how is called my sister?', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('my sister name, you can say me? I already tell you before.', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('can ye mind the name o’ ma sister?', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('sister of me, name?', { memories: sister })).text).toMatch(/Oona/);
    expect(model().reply(ask('what name my cat have?', { memories: [memory('m2', 'Their cat is called Pickle.')] })).text).toMatch(/Pickle/);
  });

  it('answers a brother asked after with the sister they have, and a question whose mark was never typed', () => {
    expect(model().reply(ask("what's my brother's name?", { memories: sister })).text).toMatch(/sister is Oona/);
    expect(model().reply(ask('ok do u remember what my kids r called', { memories: [memory('m3', 'Their kids are called Ilse and Bram.')] })).text).toMatch(/Ilse and Bram/);
  });
});

describe('a question inside what someone else asked, after a tag, or after a clause of its own', () => {
  it('reads the question someone else asked of the member, and the sentence before a bare "have you?"', () => {
    expect(model().reply(ask('my flatmate asked what my comfort food is. do you remember?', { memories: [memory('m1', 'Goulash is their comfort food.')] })).text).toMatch(/[Gg]oulash/);
    expect(model().reply(ask("my wife reckons you've forgotten her name. have you?", { memories: [memory('m2', 'Their partner is Imogen.')] })).text).toMatch(/Imogen/);
  });

  it('takes no topic from a clause that only opens the message ("my friend doesn\'t believe ...")', () => {
    expect(model().reply(ask("my friend doesn't think you listen. what town do i live in", { memories: [memory('m3', 'They live in Tromsø.')] })).text).toMatch(/Tromsø/);
  });
});

describe('a question after a question mark or an emoji, a game’s tag after it, and "what it is I play"', () => {
  it('finds the question after the first sentence asked, keeping the one of theirs it spoke of', () => {
    expect(model().reply(ask('I think I told you about my cat, or was it my mum? 🙈 What is its name?', { memories: [memory('m1', 'Their cat is called Pickle.')] })).text).toMatch(/Pickle/);
    expect(model().reply(ask('What is my instrument of choice? Over to you.', { memories: [memory('m2', 'They play the oboe.')] })).text).toMatch(/oboe/);
    expect(model().reply(ask('Do you know at all what it is I play?', { memories: [memory('m2', 'They play the oboe.')] })).text).toMatch(/oboe/);
  });
});

describe('a question in the middle of a member’s day (the fifth question set’s development half)', () => {
  const husband = [memory('m1', 'Their husband is Tobiah.')];
  it('asks about the one the lead spoke of when the question points back ("his", "its")', () => {
    expect(model().reply(ask("My husband's hogging the duvet again. Do you know his name?", { memories: husband })).text).toMatch(/Tobiah/);
    expect(model().reply(ask('My mum asked about my husband — what is his name?', { memories: husband })).text).toMatch(/Tobiah/);
    expect(model().reply(ask('My gecko escaped again. Remember its name?', { memories: [memory('m2', 'Their gecko is called Pip.')] })).text).toMatch(/Pip/);
  });

  it('reads a terse ask, "mine", typos and what is said after the question', () => {
    expect(model().reply(ask("Husband's name, you got it?", { memories: husband })).text).toMatch(/Tobiah/);
    expect(model().reply(ask('Job — do you know mine?', { memories: [memory('m3', 'They work as a glazier.')] })).text).toMatch(/glazier/);
    expect(model().reply(ask('whst do i do for wrok', { memories: [memory('m3', 'They work as a glazier.')] })).text).toMatch(/glazier/);
    expect(model().reply(ask("Which instrument's mine, would you say?", { memories: [memory('m4', 'They play the oboe.')] })).text).toMatch(/oboe/);
    expect(model().reply(ask('yo what am i allergic to i forgor', { memories: [memory('m5', 'They’re allergic to sesame.')] })).text).toMatch(/sesame/);
    expect(model().reply(ask("What's the name of the little furball?", { memories: [memory('m2', 'Their gecko is called Pip.')] })).text).toMatch(/Pip/);
  });
});

describe('recall where the pattern answer misses the class of thing asked for, or a wedding is asked after by another word', () => {
  const likes = ['They love paella.', 'They love churros.', 'Their favourite flower is the peony.'].map((text, i) => ({ ...memory(`l${i}`, text), kind: 'likes' as const }));

  it('answers with the memory that names the class asked for ("what colour …"), and a question that names none as before', () => {
    const withColour = [...likes, { ...memory('l9', 'Their favourite colour is teal.'), kind: 'likes' as const }];
    expect(model().reply(ask('what colour do I love most?', { memories: withColour })).text).toMatch(/teal/);
    expect(model().reply(ask('which flower do I like best?', { memories: withColour })).text).toMatch(/peony/);
    expect(model().reply(ask('what do I love?', { memories: withColour })).text).toMatch(/paella|churros/);
  });

  it('answers the work they aim at before the work they do when the question asks what they are becoming', () => {
    const work = [{ ...memory('j1', 'They are a tennis coach at the leisure centre.'), kind: 'work' as const }, { ...memory('j2', 'They are studying to be a radiographer.'), kind: 'work' as const }];
    expect(model().reply(ask('what am I training to become?', { memories: work })).text).toMatch(/^[^.]*radiographer/);
    expect(model().reply(ask('what do I do for a living?', { memories: work })).text).toMatch(/tennis coach/);
  });

  it('reads a ceremony asked after as the wedding told', () => {
    const wedding = [{ ...memory('w1', 'Their nephew Tariq is getting married on the 3rd of October in Bradford.'), kind: 'plans' as const }];
    expect(model().reply(ask('when is the ceremony?', { memories: wedding })).text).toMatch(/3rd of October/);
  });
});

describe('recall asked in the blind statements’ ways (their development half)', () => {
  it('answers what Bela should call them with their name, not with how they like her to talk', () => {
    const memories = [{ ...memory('m1', 'Their name is Dimitra, and they go by Mimi.'), kind: 'identity' as const }, { ...memory('m2', 'They like Bela to keep her answers short.'), kind: 'style' as const }];
    expect(model().reply(ask('What should you call me?', { memories })).text).toMatch(/Mimi/);
    expect(model().reply(ask('what do people call me?', { memories })).text).toMatch(/Mimi/);
  });
  it('says pronouns given as a set as they were given', () => {
    const memories = [{ ...memory('m1', 'Their pronouns are they/them.'), kind: 'identity' as const }];
    expect(model().reply(ask('which pronouns do I use?', { memories })).text).toMatch(/they\/them/);
  });
});
