import { describe, expect, it } from 'vitest';
import type { ChatRequest, ChatTurn } from '../../ports/chat-model';
import type { KnownMemory } from '../../ports/memory-extractor';
import { OfflinePersonaModel } from './offline-persona-model';
import { recallQuestionOf } from './recall';
import { asksAboutMember } from './by-meaning/asks-about-member';
import { seeded } from '../test-support/seeded-random';

const NOW = new Date('2026-03-12T10:00:00Z');
const SYSTEM: ChatTurn = { role: 'system', content: 'You are Bela.' };

const model = (seed = 1) => new OfflinePersonaModel({ random: seeded(seed), now: () => NOW });

function memory(id: string, text: string, updatedAt = new Date('2026-03-01T10:00:00Z')): KnownMemory {
  return { id, text, kind: 'people', pinned: false, updatedAt };
}

function ask(text: string, options: { history?: ChatTurn[]; memories?: KnownMemory[] } = {}): ChatRequest {
  return { messages: [SYSTEM, ...(options.history ?? []), { role: 'user', content: text }], maxTokens: 500, ...(options.memories ? { memories: options.memories } : {}) };
}

/** A conversation in which the member said each of `said`, Bela answering something neutral. */
function after(...said: string[]): ChatTurn[] {
  return said.flatMap((content): ChatTurn[] => [
    { role: 'user', content },
    { role: 'assistant', content: 'Tell me more.' },
  ]);
}

describe('recall in the offline model', () => {
  it('answers whether the member has a child or a partner from what it was told, and says plainly when it was told of none', () => {
    // Found in a trial: "Do I have kids?" was answered with the member's husband.
    const married = [memory('m1', 'Their husband is Raj; he is a pilot.')];
    const withSon = [...married, memory('m2', 'Their son Dev is four.')];
    expect(model().reply(ask('Do I have kids?', { memories: withSon })).text).toMatch(/\bDev\b/);
    expect(model().reply(ask('Do I have any children?', { memories: [memory('m3', 'They have two kids, Freddie and Rose.')] })).text).toMatch(/Freddie/);
    const none = model().reply(ask('Do I have any children?', { memories: married })).text;
    expect(none).not.toMatch(/Raj/);
    expect(none).toMatch(/haven’t mentioned any kids|don’t know of any kids/);
    // "a brother or a sister": either answers (a blind story's member had only a sister).
    expect(model().reply(ask("Have I got a brother or a sister, and what's the name?", { memories: [memory('m4', 'Their sister is Nomsa.')] })).text).toMatch(/Nomsa/);
    expect(model().reply(ask('Do I have a brother or a sister?', { memories: married })).text).toMatch(/brother or sister/);
    // "Do I have a sister?" of a member who has only a brother: no, and the brother.
    expect(model().reply(ask('Do I have a sister?', { memories: [memory('m5', 'Their brother is Ravi.')] })).text).toMatch(/brother is Ravi/);
    expect(model().reply(ask('Am I married?', { memories: married })).text).toMatch(/husband is Raj/);
    expect(model().reply(ask('Have I got a sister?', { memories: married })).text).not.toMatch(/Raj/);
  });

  it('answers what the member does, where they live and come from from a memory kept in their words, never "you haven’t told me"', () => {
    // Found in a trial: "What's my profession?" got "You haven’t told me what you do yet" beside a memory
    // "They work as a software dev at a small startup." ("dev" is no occupation the reader knows).
    const memories = [memory('m1', 'They work as a software dev at a small startup.'), memory('m2', 'They are from Manila.')];
    for (const question of ["What's my profession?", 'What do I do for work?']) {
      const { text } = model().reply(ask(question, { memories }));
      expect(text).toMatch(/software dev/);
      expect(text).not.toMatch(/haven’t told me|don’t know/);
    }
    expect(model().reply(ask('Where am I from?', { memories })).text).toMatch(/Manila/);
  });

  it('asks after someone kept in the member’s words as she or he, as the memory says, not "they"', () => {
    const reply = model().reply(ask("what's my boss called?", { memories: [memory('b1', "Their boss is called Hannah and she's lovely.")] })).text;
    expect(reply).toMatch(/Hannah/);
    expect(reply).toMatch(/\b(?:she|her)\b/);
    expect(reply).not.toMatch(/\b(?:they|them)\b/);
  });

  it('answers a question about work in other words with the work memory, not with a habit "at weekends"', () => {
    // "at weekends" was read as an employer ("at Google"): the case of its letters was not asked.
    const memories = [
      { ...memory('m1', 'They’re a welder.'), kind: 'work' as const },
      { ...memory('m2', 'They play shinty at weekends.', new Date('2026-03-02T10:00:00Z')), kind: 'likes' as const },
      { ...memory('m3', 'They work as a nurse at a care home.', new Date('2025-03-02T10:00:00Z')), kind: 'work' as const },
    ];
    expect(model().reply(ask("What's my trade?", { memories: memories.slice(0, 2) })).text).toMatch(/welder/);
    expect(model().reply(ask('What field am I in?', { memories: memories.slice(0, 2) })).text).toMatch(/welder/);
    expect(model().reply(ask('What is my qualification?', { memories: memories.slice(1) })).text).toMatch(/nurse/);
  });

  it('reads a question about what Bela should do in her replies as the member asking her to recall their wish', () => {
    // Both were answered as questions about Bela's own life ("I'm an AI, and ...").
    const memories = [
      { ...memory('m1', 'They like Bela to use British spelling.'), kind: 'style' as const },
      { ...memory('m2', 'They don’t eat pork.'), kind: 'identity' as const },
      { ...memory('m3', 'They work as a nurse.'), kind: 'work' as const },
    ];
    expect(model().reply(ask('Which variety of English should you write in?', { memories })).text).toMatch(/British/);
    expect(model().reply(ask('What meat should you never suggest for me?', { memories })).text).toMatch(/pork/);
    expect(asksAboutMember('What should you do this weekend?')).toBe(false);
  });

  it('finds the trip, the workplace and the new hobby by what they are, whatever kind they were filed under', () => {
    const memories = [
      { ...memory('m1', 'They are going to glastonbury on 25 june.'), kind: 'plans' as const },
      { ...memory('m2', 'They’re a nurse on a cardiac ward at St Thomas’.'), kind: 'work' as const },
      { ...memory('m3', 'They’re 67 and have just taken up wild swimming.'), kind: 'identity' as const },
    ];
    expect(model().reply(ask('Which festival am I off to?', { memories })).text).toMatch(/glastonbury/);
    expect(model().reply(ask('Which hospital am I at?', { memories })).text).toMatch(/St Thomas/);
    expect(model().reply(ask('What new hobby have I started?', { memories: memories.slice(1) })).text).toMatch(/wild swimming/);
  });

  it('meets a verb in any of its forms, irregular ones too ("bought" for "buy")', () => {
    const memories = [
      { ...memory('m1', 'They just bought a house in the hills.'), kind: 'places' as const },
      { ...memory('m2', 'Their sister is Ana.'), kind: 'people' as const },
    ];
    expect(model().reply(ask('What did I just buy?', { memories })).text).toMatch(/house in the hills/);
  });

  it('finds a thing of a class by the verb that takes it ("what\'s my vehicle?" and "They drive a ...")', () => {
    const memories = [
      { ...memory('m1', 'They drive a nissan pathfinder.'), kind: 'likes' as const },
      { ...memory('m2', 'They work as a store manager.'), kind: 'work' as const },
    ];
    expect(model().reply(ask("What's my vehicle?", { memories })).text).toMatch(/pathfinder/);
  });

  it('answers from a memory in a new conversation, and no longer once it is deleted', () => {
    const memories = [memory('m1', 'Their sister is Ana.'), memory('m2', 'They work as a nurse in Lisbon.')];
    for (let seed = 1; seed <= 20; seed += 1) {
      const { text } = model(seed).reply(ask("What's my sister's name?", { memories }));
      expect(text).toMatch(/\bAna\b/);
      expect(text).not.toMatch(/I’m Bela/);
    }
    const without = model().reply(ask("What's my sister's name?", { memories: memories.slice(1) })).text;
    expect(without).not.toMatch(/\bAna\b/);
    expect(without).toMatch(/haven’t told me|don’t know/);
  });

  it('remembers a dog told two messages earlier, without any stored memory', () => {
    const history = after('My name is Marco and I have a dog called Pepper', 'work was long today');
    for (let seed = 1; seed <= 20; seed += 1) {
      expect(model(seed).reply(ask("Do you remember my dog's name?", { history })).text).toMatch(/\bPepper\b/);
    }
    expect(model().reply(ask("what's my name?", { history })).text).toMatch(/\bMarco\b/);
  });

  it('lets the newest statement win, and forgets what the member took back', () => {
    const memories = [memory('m1', 'They live in Lisbon.')];
    expect(model().reply(ask('where do I live?', { memories })).text).toMatch(/Lisbon/);
    const moved = model().reply(ask('where do I live?', { memories, history: after('I moved to Porto last month') })).text;
    expect(moved).toMatch(/Porto/);
    expect(moved).not.toMatch(/Lisbon/);
    const dog = model().reply(ask("what's my dog's name?", { history: after('I have a dog called Pepper', "I don't have a dog anymore") })).text;
    expect(dog).not.toMatch(/Pepper/);
  });

  it('reads hand-written memories', () => {
    const memories = [memory('m1', 'Sister: Ana'), memory('m2', 'My cat is named Miso'), memory('m3', 'Job: teacher')];
    expect(model().reply(ask("what's my sister's name?", { memories })).text).toMatch(/\bAna\b/);
    expect(model().reply(ask("what's my cat called?", { memories })).text).toMatch(/\bMiso\b/);
    expect(model().reply(ask('what do I do for work?', { memories })).text).toMatch(/teacher/);
  });

  it('answers where they work, where they live and when their plan is, in Bela’s words', () => {
    const history = after('My sister is Ana and I work as a nurse in Lisbon', 'I have a job interview on Tuesday');
    expect(model().reply(ask('where do I work?', { history })).text).toMatch(/You work as a nurse in Lisbon|you work as a nurse in Lisbon/);
    // 12 March 2026 is a Thursday: the next Tuesday is the 17th.
    expect(model().reply(ask('when is my interview?', { history })).text).toMatch(/job interview on Tuesday 17 March/);
  });

  it('says honestly what it does not know, and asks', () => {
    expect(model().reply(ask("what's my brother's name?", { history: after('hi') })).text).toMatch(/haven’t told me your brother’s name|don’t know your brother’s name/);
    expect(model().reply(ask('where do I work?', { history: after('hi') })).text).toMatch(/what you do/);
    expect(model().reply(ask('when is my exam?', { history: after('hi') })).text).toMatch(/when your exam is/);
  });

  it('asks how a plan went when the member comes back within a week', () => {
    const memories = [memory('m1', 'They have a job interview on Tuesday 10 March.', new Date('2026-03-05T10:00:00Z'))];
    const { text } = model().reply(ask('hi', { memories }));
    expect(text).toMatch(/how did the job interview go on Tuesday\?/i);
    // Not in the middle of a conversation, and not two weeks later.
    expect(model().reply(ask('hi', { memories, history: after('hello') })).text).not.toMatch(/interview/);
    const later = new OfflinePersonaModel({ random: seeded(1), now: () => new Date('2026-03-25T10:00:00Z') });
    expect(later.reply(ask('hi', { memories })).text).not.toMatch(/interview/);
  });

  it('gives the same reply for the same input and random values', () => {
    const memories = [memory('m1', 'Their sister is Ana.')];
    expect(model(5).reply(ask("what's my sister's name?", { memories })).text).toBe(model(5).reply(ask("what's my sister's name?", { memories })).text);
  });

  it('leaves a crisis to the crisis protocol', () => {
    const memories = [memory('m1', 'Their sister is Ana.')];
    expect(model().reply(ask("I want to kill myself. what's my sister's name?", { memories })).text).not.toMatch(/\bAna\b/);
  });

  it.each([
    ["what's my sister's name?", 'person'],
    ['Do you remember my dog’s name?', 'pet'],
    ['where do I work?', 'work'],
    // asked as a reminder, and after the kind of work
    ['Could you remind me of my profession, I told you last week', 'work'],
    ['ok so what line of work am I in', 'work'],
    ['Name my two sprogs for me.', 'person'],
    ["what's my name?", 'name'],
    ['when is my interview?', 'plan'],
    ['where do I live?', 'home'],
    ['what do I like?', 'likes'],
    ["what's my favourite food?", 'favourite'],
    ['what do you know about me?', 'everything'],
  ])('reads %j as a question about their %s', (text, about) => {
    expect(recallQuestionOf(text)?.about).toBe(about);
  });

  it.each(['what should I say to my manager tomorrow?', 'what do I do now?', 'my sister is Ana', 'where do you live?', 'when is the best time to call?'])('reads %j as no question about them', (text) => {
    expect(recallQuestionOf(text)).toBeUndefined();
  });

  it('answers each part of a question of several parts, and reads it whole when a part has no answer', () => {
    const memories = [memory('m1', 'Their sister is Ana.'), memory('m2', 'They work as a pharmacist.'), memory('m3', 'They live in Leeds.')];
    for (const asked of ["where do I work + what's my sister's name?", "what's my sister called, and where do I live?", "what's my sister's name? where do I work?"]) {
      const { text } = model().reply(ask(asked, { memories }));
      expect(text).toMatch(/\bAna\b/);
      expect(text).toMatch(asked.includes('live') ? /Leeds/ : /pharmacist/);
    }
    expect(model().reply(ask("what's my sister's name and what's my dog called?", { memories })).text).not.toMatch(/pharmacist|Leeds/);
  });

  it('names every child when they were named one at a time', () => {
    const memories = [memory('m1', 'Their daughter is Siobhán.'), memory('m2', 'Their son is Padraig.'), memory('m3', 'Their daughter is Aoife.')];
    const { text } = model().reply(ask('Can you name all my children for me?', { memories }));
    expect(text).toMatch(/Siobhán, Padraig and Aoife/);
    // A list kept as one memory, and one of them again on their own.
    const listed = [memory('m1', 'Their kids are called Oskar and Mila.'), memory('m2', 'Their child is Mila.')];
    expect(model().reply(ask('name my kids', { memories: listed })).text).toMatch(/Oskar and Mila/);
  });

  it('answers with a pet name of two words whole', () => {
    const memories = [memory('m1', 'Their parrot Captain Flint sings all day. Their parrot is called Captain Flint.')];
    expect(model().reply(ask("what's my pet called?", { memories })).text).toMatch(/called Captain Flint/);
  });

  it('finds a memory by what its words mean, and says plainly what it does not know yet', () => {
    const memories = [memory('m1', 'They own a yacht.'), memory('m2', 'Their cat is called Miso.')];
    expect(model().reply(ask('what vessel do I keep?', { memories })).text).toMatch(/yacht/);
    const unknown = model().reply(ask('which city do I work in?', { memories })).text;
    expect(unknown).toMatch(/don’t (?:think I )?know/);
    expect(unknown).not.toMatch(/haven’t told me/);
    expect(unknown).not.toMatch(/offline/);
  });

  it('answers from what the member said earlier in the chat when no memory holds it', () => {
    const history = after('long week honestly. I teach yoga in the evenings');
    expect(model().reply(ask('what do I instruct after work?', { history })).text).toMatch(/you teach yoga/i);
  });

  it('keeps WordNet’s looser relations out of a person asked for and of a plan asked for', () => {
    const memories = [memory('m1', 'Their mother is Rosa.'), memory('m2', 'Their dog is called Pepper.'), memory('m3', 'Their birthday is on 12 May.')];
    // "mother" is also a verb that shares a sense with "father"; a dad is not a mother.
    expect(model().reply(ask("what's my dad's name?", { memories })).text).not.toMatch(/Rosa/);
    // "appointment" and "called" share a sense ("naming"): not enough for a plan's words.
    expect(model().reply(ask('when is my dentist appointment?', { memories })).text).not.toMatch(/Pepper|12 May/);
  });

  it('reads what the member cannot do as a fact about them, and "can I ...?" still as a request', () => {
    expect(asksAboutMember('which colour can I not stand?')).toBe(true);
    expect(asksAboutMember('can I ask you something?')).toBe(false);
    // A request of Bela says nothing of the member: its "me" is only whom she tells.
    expect(asksAboutMember('tell me something fun')).toBe(false);
    expect(asksAboutMember('tell me where I live')).toBe(true);
  });
  it('with memory switched off, or everything forgotten, says she is not using memories, never that she was not told', () => {
    for (const [notice, words] of [[{ memory: 'off' as const }, /switched off/], [{ memory: 'forgotten' as const, at: new Date('2026-03-10T10:00:00Z') }, /forget everything|forgot what you/]] as const) {
      for (const question of ['What is my job?', "What's my cat called?", 'Where do I live?', 'Do you remember my sister’s name?']) {
        for (let seed = 1; seed <= 5; seed += 1) {
          const { text } = model(seed).reply({ ...ask(question), memoryNotice: notice });
          expect(text, question).toMatch(words);
          expect(text, question).not.toMatch(/haven’t told me|haven't told me|in offline mode/);
        }
      }
    }
    // What the member said in this chat still answers.
    const { text } = model().reply({ ...ask('What is my job?', { history: after('I work as a nurse in Lisbon') }), memoryNotice: { memory: 'off' } });
    expect(text).toMatch(/nurse/);
  });
  it('opens an answer in a first chat without "again": the member has not talked with her before', () => {
    const memories = [memory('m1', 'Their sister is Ana.')];
    for (let seed = 1; seed <= 20; seed += 1) {
      const { text } = model(seed).reply(ask("What's my sister's name?", { memories }));
      expect(text).toMatch(/\bAna\b/);
      expect(text).not.toMatch(/\bagain\b/i);
    }
  });
});

describe('recall of what the member told, in their own words', () => {
  const told: KnownMemory[] = [
    { ...memory('m1', 'Their name is Priya.'), kind: 'identity' },
    { ...memory('m2', 'Their best mate Tomasz is tying the knot in June.'), kind: 'plans' },
    { ...memory('m3', 'They live in Porto.'), kind: 'places' },
    { ...memory('m4', 'They teach year two at a primary.'), kind: 'work' },
  ];

  it('greets a returning member by the name they gave, before the one on their account', () => {
    const request = { ...ask('hey, it’s me again', { memories: told }), userName: 'Ada Lovelace' };
    const text = model().reply(request).text;
    expect(text).toMatch(/\bPriya\b/);
    expect(text).not.toMatch(/\bAda\b/);
  });

  it('an occasion in the question ("when I’m sad") does not ask when: a dated plan is not the answer', () => {
    const text = model().reply(ask('what’s my go-to food when I’m sad?', { memories: told })).text;
    expect(text).not.toMatch(/Tomasz/);
  });

  it('"who am I married to?" asks for the partner, not the member’s name', () => {
    const married = [...told, { ...memory('m5', 'Their husband is Idris.'), kind: 'people' as const }];
    const text = model().reply(ask('who am I married to?', { memories: married })).text;
    expect(text).toMatch(/husband is Idris/);
    expect(text).not.toMatch(/You’re Priya|your name/i);
  });

  it('answers a question about a husband or a wife with the partner it knows by that name only', () => {
    const partnered = [{ ...memory('m6', 'Their partner is Malcolm.'), kind: 'people' as const }];
    expect(model().reply(ask("What's my husband called?", { memories: partnered })).text).toMatch(/Malcolm/);
    expect(model().reply(ask('remind me of my wife’s name', { memories: partnered })).text).toMatch(/Malcolm/);
  });

  it('reads texted questions: apostrophes left out, "u" for "you", "you remember?" tagged on', () => {
    const texted = [...told, { ...memory('m5', 'Their partner is Priya.'), kind: 'people' as const }];
    expect(model().reply(ask('whos my other half', { memories: texted })).text).toMatch(/partner is Priya/);
    expect(model().reply(ask('whens the wedding', { memories: texted })).text).toMatch(/Tomasz/);
    expect(model().reply(ask('what is my work, you remember?', { memories: texted })).text).toMatch(/teach year two/);
    expect(model().reply(ask('wat do i do for a paycheck again, i told u', { memories: texted })).text).toMatch(/teach year two/);
  });

  it('reads a question after a lead-in and before an emoji, and a fruit as a food', () => {
    const texted = [...told, { ...memory('m7', 'They’re living in a basement suite in Dartmouth now.'), kind: 'places' as const }, { ...memory('m8', "They can't touch strawberries."), kind: 'identity' as const }];
    expect(model().reply(ask('wait where am i living rn again?? 😅', { memories: texted })).text).toMatch(/Dartmouth/);
    const farm = [...texted, { ...memory('m9', 'They drink coffee at the co-op every Tuesday.'), kind: 'likes' as const }, { ...memory('m10', 'Their son Dale runs the seed store in town.'), kind: 'people' as const }];
    // Coffee and seeds are fruits only to a botanist.
    expect(model().reply(ask('What fruit gives me the hives?', { memories: farm })).text).toMatch(/strawberries/);
    expect(model().reply(ask("when's the wedding - who's coming with me", { memories: texted })).text).toMatch(/Tomasz/);
    // "what pet do I have?" is answered with what it is as well as its name.
    const gecko = [...texted, { ...memory('m11', 'Their gecko is called Noodle.'), kind: 'people' as const }];
    expect(model().reply(ask("what kinda pet do i have and what's his name 🦎", { memories: gecko })).text).toMatch(/gecko is called Noodle/);
  });

  it('finds a son and a daughter for "my children", a sister for "my sibling", and a friend for "who is going to marry?"', () => {
    const family = [...told, { ...memory('m12', 'They have a son called Minjun and a daughter called Seoyeon.'), kind: 'people' as const }, { ...memory('m13', 'Their sister is Jiwoo.'), kind: 'people' as const }];
    expect(model().reply(ask('Could you please tell me the names of my children?', { memories: family })).text).toMatch(/Minjun.*Seoyeon/);
    expect(model().reply(ask('Please remind me the name of my sibling.', { memories: family })).text).toMatch(/Jiwoo/);
    // "who is going to marry?" asks about anyone; "who am I going to marry?" about the partner.
    expect(model().reply(ask('Who is going to marry soon?', { memories: family })).text).toMatch(/Tomasz/);
    // "where am I living now?" is not answered by where a brother lives.
    const moved = [...told.filter((m) => m.id !== 'm3'), { ...memory('m14', 'Their brother Pawel still lives in Gdansk.'), kind: 'people' as const }, { ...memory('m15', 'They moved to Ennis in January.'), kind: 'places' as const }];
    const home = model().reply(ask('where i am living now?', { memories: moved })).text;
    expect(home).toMatch(/Ennis/);
  });

  it('a favourite said as "you can’t beat ..." answers the go-to comfort food, not what they avoid', () => {
    const food = [...told, { ...memory('m6', "For them, you can't beat a big bowl of pho."), kind: 'likes' as const }];
    const text = model().reply(ask('what’s my go-to comfort meal?', { memories: food })).text;
    expect(text).toMatch(/pho/);
    expect(text).not.toMatch(/teach/);
  });

  it('"remind me what ..." with nothing that answers it is told plainly she does not know yet', () => {
    const text = model().reply(ask('remind me what my children are called?', { memories: told })).text;
    expect(text).not.toMatch(/offline mode|Porto|Tomasz|teach/);
    expect(text).toMatch(/know|told/);
  });
});


describe('a count asked of those the memory names', () => {
  it('says how many when asked "how many", naming them', () => {
    const grandchildren = [memory('m1', 'Their grandchildren are called Oona, Pip and Cass.')];
    expect(model().reply(ask('how many grandkids do I have?', { memories: grandchildren })).text).toMatch(/Oona, Pip and Cass \(three of them\)/);
    expect(model().reply(ask('what are my grandkids called?', { memories: grandchildren })).text).not.toMatch(/of them\)/);
  });
});
