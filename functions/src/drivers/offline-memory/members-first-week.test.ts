/**
 * Readings from the fourth statement set and the third question set's development halves (written
 * blind on 2026-11-30 as members in their first week would write), each tested in the project's own
 * phrasings (decision 0034).
 */
import { describe, expect, it } from 'vitest';
import { propose, shown } from './test-support/propose';

describe('a question that points back at what was told, asked of Bela, teaches nothing', () => {
  it.each([
    'Kindly state the town I informed you of.',
    'i own a pet, told u before. whats it called',
    'I told you who my sister is ages ago. Still remember?',
    'Quiz: name the medicine I react to',
    'Please remind me, Bela, of the food to which I react.',
    'I have one allergy, I mentioned. Which one?',
    'What is my job? Jog my memory.',
  ])('%j', (question) => {
    expect(shown(propose(question))).toEqual([]);
  });

  it('keeps no memory cut short before its object ("They’re allergic to.")', () => {
    expect(shown(propose('quiz: list the foods I am allergic to'))).toEqual([]);
    // What is told stays, a verb's "to" standing alone too.
    expect(shown(propose('I play the harp, or I try to.'))).toEqual(['like:harp: They play the harp, or they try to.']);
    expect(shown(propose('I play the oboe.'))).toEqual(['like:oboe: They play the oboe.']);
  });
});

describe('what a member in their first week tells in ways the readers did not read', () => {
  it.each([
    ["Have I mentioned I'm a locksmith? Busy week.", 'work: They work as a locksmith.'],
    ['Trombone player here 🎺', 'like:trombone: They play the trombone.'],
    ['Only a plumber, nothing glamorous.', 'work: They work as a plumber.'],
    ['I own a gecko named Pip.', 'pet:gecko: Their gecko is called Pip.'],
    ['Anaphylactic to cashews.', 'health:allergic: They’re allergic to cashews.'],
    ['Sister: Ines.', 'person:sister: Their sister is Ines.'],
    ['Pet: a hamster called Twig.', 'pet:hamster: Their hamster is called Twig.'],
    ['sibling: Bao (older sister)', 'person:sister: Their sister is Bao.'],
    ['My sibling is called Jules.', 'person:sibling: Their sibling is Jules.'],
    ['We have got a small flat in Tartu.', 'city: They live in Tartu.'],
    ['My job? Tree surgeon. Muddy work.', 'work: They work as a tree surgeon.'],
    ["I've the one sister, Maeve, she's in Perth.", 'person:sister: Their sister is Maeve.'],
    ['Ola and Ben, my two, are off to camp.', 'person:kid:ola: Their kids are called Ola and Ben.'],
    ['My whole world is a beagle called Pudding.', 'pet:dog: Their dog Pudding is a beagle.'],
    ['my tongue tingles if I eat mango', 'health:allergic: They’re allergic to mango.'],
    ['codeine gives me a rash', 'health:allergic: They’re allergic to codeine.'],
    ["I'm a Corkonian by birth but Galway's been home for ages.", 'city: They live in Galway.'],
    ['Retired electrician here.', 'work: They work as a retired electrician.'],
    ['My main job is bookkeeper.', 'work: They work as a bookkeeper.'],
    ['About me: 1) optician 2) 51', 'work: They work as an optician.'],
    ["Tartu's where I live.", 'city: They live in Tartu.'],
    ['home for us right now is Ghent', 'city: They live in Ghent.'],
    ['After a bad week all I want is goulash', 'like:favourite-food: Their comfort food is goulash.'],
    ['The doctor says I have allergy to soy.', 'health:allergic: They are allergic to soy.'],
    ['Nickel gives me a rash.', 'health:allergic: They’re allergic to nickel.'],
    ['Oboe — in a wind quintet, mostly Sundays', 'like:oboe: They play the oboe — in a wind quintet, mostly Sundays.'],
    ["I'm best man for Dario in May!", 'plan:wedding: They’re going to Dario\'s wedding in May.'],
    ['We got a rescue whippet, he is called Dot', 'pet:dog: Their dog Dot is a whippet.'],
    ['Wiktor — my nephew — wedding is in August, we are all going.', 'plan:nephew-wiktor: Their nephew Wiktor is getting married in August.'],
  ])('%j', (message, memory) => {
    expect(shown(propose(message))).toContain(memory);
  });

  it('reads dialect’s "me" for "my", a dish whoever cooks it, a learner’s "like" for "as", and a partner by "wed" or "seeing"', () => {
    expect(shown(propose('Me cat Biscuit knocked the tree over'))).toContain('pet:cat: Their cat is called Biscuit.');
    expect(shown(propose("Nan's goulash is my comfort food."))).toEqual(['like:goulash: Goulash is their comfort food.']);
    expect(shown(propose('I am working like electrical engineer, sorry for my english'))).toEqual(['work: They work as an electrical engineer.']);
    expect(shown(propose('Ines and I wed in 1990.'))).toContain('person:partner: Their partner is Ines.');
    expect(shown(propose('Been seeing Marco for six months now.'))).toContain('person:partner: Their partner is Marco.');
    expect(shown(propose("Hello from rainy Galway, where we've lived for years."))).toContain('city: They live in Galway.');
    // "me and my sister": not "my".
    expect(shown(propose('Me and my sister Ada went to the market.')).join(' ')).not.toMatch(/\bmy my\b/);
  });

  it('reads an allergy named before a bare "I am allergic", a medicine too, and no job from pieces that are someone else’s or no one’s', () => {
    expect(shown(propose("Codeine — can't take it, I'm allergic"))).toEqual(['health:allergic: They’re allergic to codeine.']);
    expect(shown(propose('Shellfish, I am allergic'))).toEqual(['health:allergic: They are allergic to shellfish.']);
    expect(shown(propose('Plumber, baker, nurse — all essential workers'))).toEqual([]);
    // A feeling for someone is no job of the member's, whatever word of work it has.
    expect(shown(propose('My son is a paramedic and I worry about him on every night shift'))).not.toContainEqual(expect.stringMatching(/^work:/));
    expect(shown(propose('I met a nice woman on the train, retired midwife, so funny'))).toEqual([]);
    expect(shown(propose('I have four kids — Ada, Ben, Cal and Dee — and a very tired husband')).join(' ')).toMatch(/Ada, Ben, Cal and Dee/);
  });

  it('keeps no comfort or allergy the member had and no longer has, nor an allergy said as a joke', () => {
    expect(shown(propose('Pancakes used to be my comfort food.'))).toEqual([]);
    expect(shown(propose('I was allergic to dogs as a child but grew out of it.'))).toEqual([]);
    expect(shown(propose("I'm allergic to Fridays lol"))).toEqual([]);
    // A real one stays, however it is said.
    expect(shown(propose("I'm allergic to Brazil nuts."))).toEqual(['health:allergic: They’re allergic to Brazil nuts.']);
    expect(shown(propose('I have an allergy to rye.')).join(' ')).toMatch(/allergy to rye/);
  });
});
