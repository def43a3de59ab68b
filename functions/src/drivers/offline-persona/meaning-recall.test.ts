import { describe, expect, it } from 'vitest';
import type { KnownMemory } from '../../ports/memory-extractor';
import { answeringByMeaning } from './meaning-recall';

let n = 0;
const memory = (text: string, kind: KnownMemory['kind']): KnownMemory => ({ id: `m${(n += 1)}`, text, kind, pinned: false, updatedAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000) });

const told = [
  memory('They teach year 4 at a primary school.', 'work'),
  memory('They live in Lisbon.', 'places'),
  memory('They’ve got a shellfish allergy.', 'identity'),
  memory('They play bass guitar in a pub band at the weekends.', 'likes'),
  memory('Their best mate Jonas is getting hitched in August.', 'plans'),
  memory('Their daughters Ines and Clara start ballet lessons on Saturday.', 'plans'),
];
const answer = (question: string, memories = told) => answeringByMeaning(question, memories).map((m) => m.text);

describe('recall by meaning for choosing a reply’s memories', () => {
  it.each([
    ['what do I do for a living?', 'They teach year 4 at a primary school.'],
    ['which city did I relocate to?', 'They live in Lisbon.'],
    ['what am I allergic to?', 'They’ve got a shellfish allergy.'],
    ['which instrument do I play?', 'They play bass guitar in a pub band at the weekends.'],
    // The question's order of "can't" and "I", and a thing to have that is no word of the memory's.
    ["what can't I have at a picnic?", 'They’ve got a shellfish allergy.'],
    ["What can't we have in the paella?", 'They’ve got a shellfish allergy.'],
  ])('%j finds the memory that answers it, which shares no word with it', (question, expected) => {
    expect(answer(question)[0]).toBe(expected);
  });

  it('gives a question of several parts the memory each part needs', () => {
    const found = answer('do you remember what my daughters are called and where we moved to?');
    expect(found).toContain('Their daughters Ines and Clara start ballet lessons on Saturday.');
    expect(found).toContain('They live in Lisbon.');
  });

  it('finds nothing for a message that asks nothing about the member', () => {
    expect(answer('I had a lovely day at the beach')).toEqual([]);
    expect(answer('can you tell me a joke?')).toEqual([]);
    expect(answer('what do you like to do at the weekend?')).toEqual([]);
  });

  it('with many memories, still finds one of the kind asked about among the newest others', () => {
    const many = [...told, ...Array.from({ length: 120 }, (_, i) => memory(`They enjoyed film number ${i} with a friend.`, 'likes'))];
    expect(answer('what do I do for a living?', many)[0]).toBe('They teach year 4 at a primary school.');
  });
});

describe('recall by meaning between memories that each show a frame asked about', () => {
  it("prefers the one filed under the frame's first kind, and knows a diet by its class", () => {
    const vegan = memory('They are vegan.', 'identity');
    const rugby = memory('Their son Tendai plays rugby for his school.', 'people');
    expect(answer('what diet do I follow?', [vegan, rugby])[0]).toBe(vegan.text);
    expect(answer('what do I eat, or not?', [rugby, vegan])[0]).toBe(vegan.text);
  });

  it('answers a question about the past with what the member used to do, not what they do now', () => {
    const now = memory('They work as a housekeeper.', 'work');
    const before = memory('They used to be a painter.', 'work');
    expect(answer('what was my former career?', [before, now])[0]).toBe(before.text);
    expect(answer('what do I do for work?', [before, now])[0]).toBe(now.text);
  });

  it("answers who the member will marry with their partner, and a pet's breed with the pet", () => {
    const partner = memory('Their partner is Lewis.', 'people');
    const dog = memory('Their dog Biscuit is a cocker spaniel.', 'people');
    expect(answer('who am I going to marry?', [partner, dog])).toEqual([partner.text]);
    expect(answer('what breed is my dog?', [partner, dog])[0]).toBe(dog.text);
  });

  it('reads "what do I teach?" as a question about work (football "practice" is a sense of teaching too)', () => {
    const boys = memory('Their two boys, Arlo and Finn, have football practice tonight.', 'plans');
    const job = memory('They work as a maths teacher at a secondary school.', 'work');
    expect(answer('what do I teach?', [job, boys])).toEqual([job.text]);
  });
});

describe('recall by meaning that does not answer with the wrong memory', () => {
  const cashews = memory('They’re allergic to cashews.', 'identity');
  const brother = memory('Their brother is Luis.', 'people');
  const mate = memory('Their best friend is Odette.', 'people');
  const wedding = memory('Their cousin Marta is tying the knot in September.', 'plans');

  it('asked for their children, a memory of a food is no answer (in one of its senses WordNet calls a small child a "peanut")', () => {
    expect(answer('remind me what my children are called?', [memory('They’re allergic to peanuts.', 'identity'), cashews])).toEqual([]);
  });

  it('a question that names a class is not answered by a thing of another class', () => {
    const cello = memory('They play the cello in a quartet.', 'likes');
    expect(answer("what's my favourite food?", [cello])).toEqual([]);
    expect(answer("what's my go-to food when I'm sad?", [memory('They are learning the language.', 'likes')])).toEqual([]);
    expect(answer('what instrument do I play?', [cello])).toEqual([cello.text]);
  });

  it('asked what they like best, what they are allergic to is not the answer', () => {
    const peanuts = memory('They’re allergic to peanuts.', 'identity');
    const home = memory('They live in Porto.', 'places');
    expect(answer("what's my go-to food when I'm sad?", [peanuts, home])).toEqual([]);
    expect(answer("what's my favourite snack?", [peanuts, home])).toEqual([]);
    expect(answer('what am I allergic to?', [peanuts, home])).toEqual([peanuts.text]);
  });

  it('asked for siblings, a brother answers and a best friend does not', () => {
    expect(answer('do I have any siblings?', [mate, brother])).toEqual([brother.text]);
  });

  it('a relation said in two words ("little ones") answers a question for the children', () => {
    const swimming = memory('Their little ones Rosa and Tiago have swimming on Fridays.', 'plans');
    expect(answer('what are my kids called?', [brother, swimming])).toEqual([swimming.text]);
  });

  it('a question for a health condition is not answered by the member’s name (both are filed as identity)', () => {
    const name = memory('Their name is Graham.', 'identity');
    const diabetes = memory('They are diabetic.', 'identity');
    expect(answer('what health condition do I have?', [name])).toEqual([]);
    expect(answer('what health condition do I have?', [name, diabetes])).toEqual([diabetes.text]);
    expect(answer('what have I just recovered from?', [name, memory('They just got over their cancer.', 'identity')])).toEqual(['They just got over their cancer.']);
  });

  it('asked their age, the memory that states it; asked for a dog, no person', () => {
    const wife = memory('Their late wife Margaret passed away two years ago.', 'people');
    const postman = memory('They used to be a postman for forty years.', 'work');
    const age = memory('They’re 71 and retired now.', 'identity');
    const son = memory('Their son is Mark.', 'people');
    expect(answer('how old am I?', [wife, postman, age, son])).toEqual([age.text]);
    expect(answer('what kind of dog do I have?', [wife, son])).toEqual([]);
    const bess = memory('Their dog Bess is a labrador.', 'people');
    expect(answer('what kind of dog do I have?', [son, bess])[0]).toBe(bess.text);
  });

  it('asked what they support, hate or live with, the memory that says so', () => {
    const fan = memory('They’re a Celtic fan.', 'likes');
    const golf = memory('They love golf.', 'likes');
    const olives = memory('They cant stand olives.', 'likes');
    const flatmate = memory('Their flatmate Ruth is from Cork and she bakes.', 'people');
    const trip = memory('They are flying to Rome for Easter on April 2nd.', 'plans');
    expect(answer('which team do I support?', [golf, olives, fan])[0]).toBe(fan.text);
    expect(answer('what food do I hate?', [golf, olives, flatmate])[0]).toBe(olives.text);
    expect(answer('who do I live with?', [trip, flatmate])[0]).toBe(flatmate.text);
    const comfort = memory('Dumplings are their ultimate comfort food.', 'likes');
    const sesame = memory('They’re allergic to sesame.', 'identity');
    expect(answer('what am I not allowed to eat?', [comfort, sesame])).toEqual([sesame.text]);
    const brother = memory('Their little brother jayden is 9.', 'people');
    const hamster = memory('Their hamster is called Nugget.', 'people');
    expect(answer('whats my little bro called?', [hamster, brother])).toEqual([brother.text]);
    const designer = memory('They just started as a UX designer at a startup in Austin.', 'work');
    const roommate = memory('Their roommate Jess has a bearded dragon and he judges them daily.', 'people');
    expect(answer("what's my job again?", [designer, roommate])).toEqual([designer.text]);
    const nurse = memory('They are an ICU nurse.', 'work');
    const before = memory('They’re an ex-paramedic.', 'work');
    expect(answer("what's my line of work?", [before, nurse])).toEqual([nurse.text]);
    expect(answer('what was my old job?', [nurse, before])[0]).toBe(before.text);
    expect(answer('what did I do before my current role?', [nurse, before])[0]).toBe(before.text);
    const girlfriend = memory('Their girlfriend is Sofia.', 'people');
    const brotherJonas = memory('Their brother is Jonas.', 'people');
    expect(answer("What's my partner called?", [brotherJonas, girlfriend])).toEqual([girlfriend.text]);
    expect(answer("what's my other half's name?", [brotherJonas, girlfriend])).toEqual([girlfriend.text]);
    const cat = memory('Their cat is called Mausi.', 'people');
    expect(answer('Can you tell me the name of our cat?', [girlfriend, cat])).toEqual([cat.text]);
    const cottage = memory('They now live in a cottage near Whitby.', 'places');
    const daughter = memory('Their daughter is Fiona; she lives in Edinburgh.', 'people');
    expect(answer('Whereabouts do Geoffrey and I reside these days?', [daughter, cottage])[0]).toBe(cottage.text);
  });

  it('"whose" asks about someone in the member’s life, without a first person', () => {
    expect(answer('whose wedding is coming up?', [brother, wedding])).toEqual([wedding.text]);
  });

  // From the blind stories of set g (bench/understanding/stories): questions in the members' own words.
  it('finds a job before a home WordNet relates to "line", children for "my daughters", and each one asked about in a double question', () => {
    const nurse = memory('They’re a nurse in the ICU at a hospital in Joburg.', 'work');
    const coast = memory('They’re living in Ballito now, just up the coast, still close to the sea.', 'places');
    expect(answer("Remind me, what's my line of work again?", [nurse, coast])[0]).toBe(nurse.text);
    expect(answer("what's my job?", [nurse, coast])[0]).toBe(nurse.text);
    const kids = memory('Their kids are called Megan and Ffion.', 'people');
    const cat = memory('Their cat is called Bara.', 'people');
    expect(answer('Can you tell me my daughters’ names?', [cat, kids])).toEqual([kids.text]);
    const son = memory('Their son is Daniel.', 'people');
    const daughter = memory('Their daughter is Ellen.', 'people');
    expect(answer('What are the names of my son and my daughter, if you would?', [son, daughter])).toEqual(expect.arrayContaining([son.text, daughter.text]));
    const boyfriend = memory('Their boyfriend is Jayden.', 'people');
    const girl = memory('They have a little girl called mia she’s 1.', 'people');
    expect(answer('whats my little one called and whats my bfs name', [boyfriend, girl])).toEqual(expect.arrayContaining([boyfriend.text, girl.text]));
    const brother = memory('Their brother is Tyler.', 'people');
    expect(answer('have i got any siblings, whats their name', [boyfriend, brother])).toEqual([brother.text]);
    const sister = memory('Their sister is Astrid.', 'people');
    expect(answer("ok random q, what's my bro or sis called?", [boyfriend, sister])).toEqual([sister.text]);
  });

  it('answers where they live with the home told after a planned move, a wedding asked as a "big day", and a food that is "a no-go"', () => {
    const plan = memory('They r moving to Leeds next month.', 'plans');
    const home = memory('They’re in Bradford now.', 'places');
    expect(answer('which city r we actually living in rn', [plan, home])[0]).toBe(home.text);
    const comfort = memory("A big bowl of Mam's cawl on a cold evening is their comfort food.", 'likes');
    const wedding = memory('Their best friend Siân is getting married in September.', 'plans');
    expect(answer('Whose big day is coming up, and in which month? 💍', [comfort, wedding])[0]).toBe(wedding.text);
    const eggs = memory('They’re allergic to eggs.', 'identity');
    expect(answer('Which food is a no-go for me?', [comfort, eggs])[0]).toBe(eggs.text);
    expect(answer('whats the food thats basically poison for me', [comfort, eggs])[0]).toBe(eggs.text);
    const electrician = memory('They are working as electrician.', 'work');
    const move = memory('They are moving to Stockport, because Sabine has got there a new job at the university.', 'places');
    expect(answer('Can you say me again what is my profession?', [electrician, move])[0]).toBe(electrician.text);
  });
});

describe('a question of the member’s own among memories of their people', () => {
  it('is answered by what the member does, not by what a friend does ("what do I play?" with a friend who plays the violin)', () => {
    const friend = memory('Their best friend Mo is allergic to shellfish and plays violin in a youth orchestra.', 'people');
    const own = memory('They play the ukulele.', 'likes');
    expect(answer('what do i play when i’m alone in my room?', [own, friend])[0]).toBe(own.text);
    expect(answer('what do i play when i’m alone in my room?', [friend, own])[0]).toBe(own.text);
    // A wedding of one of their people is the member's plan: still found.
    const wedding = memory('Their best mate Jonas is getting hitched in August.', 'plans');
    expect(answer('which month is the wedding I’m going to?', [own, wedding])[0]).toBe(wedding.text);
  });
});

describe('the age of one of theirs asked by name', () => {
  const family = [memory('Their niece Ottilie is 12 and mad about horses.', 'people'), memory('They’re 41.', 'identity'), memory('They live in Bath.', 'places')];

  it('answers "How old is Ottilie?" with the memory that names her', () => {
    expect(answer('How old is Ottilie?', family)).toEqual(['Their niece Ottilie is 12 and mad about horses.']);
  });

  it('answers nothing of theirs to the age of a place or a thing', () => {
    expect(answer('How old is Rome?', family)).toEqual([]);
    expect(answer('how old is the moon?', family)).toEqual([]);
  });
});

describe('a trip asked for as one, told as a place to go', () => {
  const plans = [memory('They’re going to Lima on the 2nd of June.', 'plans'), memory('They are going to see the Proms in August.', 'plans')];

  it('answers "when is my holiday?" with the plan that goes somewhere, not the concert', () => {
    expect(answer('when is my holiday?', plans)).toEqual(['They’re going to Lima on the 2nd of June.']);
    expect(answer('what date is my flight?', plans)).toEqual(['They’re going to Lima on the 2nd of June.']);
  });
});

describe('the home they had, asked for as one', () => {
  const homes = [memory('They moved over from Glasgow.', 'places'), memory('They live in Valencia.', 'places')];

  it('answers "where did I live before?" with the home they left, and "where do I live?" first with the one they have', () => {
    expect(answer('where was I living before?', homes)).toEqual(['They moved over from Glasgow.']);
    expect(answer('which town did I leave?', homes)).toEqual(['They moved over from Glasgow.']);
    expect(answer('where do I live these days?', homes)[0]).toBe('They live in Valencia.');
  });
});
