import { describe, expect, it } from 'vitest';
import { saidInPassing } from './said-in-passing';
import { memory, propose, shown } from './test-support/propose';

// A comfort claimed of a dish (comfort-claimed.ts), an allergy told by the reaction
// (allergy-by-reaction.ts), and work and playing said inside a sentence about something else.
describe('a comfort claimed of a dish', () => {
  it.each([
    ['the only thing that sorts me out after a double shift is a plate of pierogi with onions', 'My comfort food is pierogi.'],
    ['heated up leftover congee at midnight because it always fixes a rotten day', 'My comfort food is congee.'],
    ['Toasted cheese and tomato soup: that is what gets me through January.', 'My comfort food is cheese and tomato soup.'],
    ["we had shakshuka on sunday, honestly nothing cheers me up like it", 'My comfort food is shakshuka.'],
    ['After work I cook arroz caldo. My grandmother taught me. It mends everything.', 'My comfort food is arroz caldo.'],
    ['a mug of cocoa keeps me going through the night shifts', 'My comfort food is cocoa.'],
    ['Khachapuri is the answer to every rotten week.', 'My comfort food is Khachapuri.'],
    ["A steaming bowl of pho is what I need whenever I'm run down", 'My comfort food is pho.'],
  ])('reads %j', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it.each([
    'had Sunita over for a glass of wine, that cheers me up',
    'my brother eats pho every night, it fixes him',
    "If I lived in Tokyo I'd eat ramen daily, that would fix me",
    'a long walk by the canal fixes everything',
    'Sleep is the answer to everything',
    'I made sandwiches for the trip, that saves me money',
    'the kettle is broken again, nothing fixes it',
  ])('reads no comfort in %j', (message) => {
    expect(saidInPassing(message).filter((line) => line.startsWith('My comfort food'))).toEqual([]);
  });
});

describe('an allergy told by the reaction', () => {
  it.each([
    ['the dumplings had sesame in them and my lips went tingly within minutes', "I'm allergic to sesame."],
    ['sent the pesto back, it had pine nuts in it and I swell up like mad', "I'm allergic to pine nuts."],
    ["the allergist finally worked it out: it's mustard that sets me off", "I'm allergic to mustard."],
    ['skipped the pad thai, prawns and me do not mix, I ended up in hospital last time', "I'm allergic to prawns."],
  ])('reads %j', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it.each([
    'the curry had coconut in it and it was gorgeous',
    'my daughter swells up if her cereal has nuts in it',
    "the stew had peanuts in it, luckily I'm not allergic",
    'rush hour always sets me off',
  ])('reads no allergy in %j', (message) => {
    expect(saidInPassing(message).filter((line) => line.startsWith("I'm allergic"))).toEqual([]);
  });
});

describe('work and playing inside a sentence about something else', () => {
  it.each([
    ['got soaked on the way in, being the evening car park attendant is no picnic', "I'm an attendant."],
    ['long day at the bakery where I work as a pastry chef', "I'm a pastry chef."],
    ['Physio life. My back hurts more than my patients do', "I'm a physio."],
    ['Next week I will practise the cello every morning', 'I play the cello.'],
    ['leeds has been home since the autumn and the rain has not stopped once', 'I live in Leeds.'],
    ["can't believe we've been in Valencia almost two years now", 'I live in Valencia.'],
    ['we traded Leeds for Bristol in the summer and never looked back', 'I live in Bristol.'],
    ['i swear pho fixes everything', 'My comfort food is pho.'],
    ["so I've taken up the ukulele instead, much easier on the fingers", 'I play the ukulele.'],
  ])('reads %j', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it.each(['I never learned the accordion though my dad played it', "if I had the time I'd practise the harp", 'my son is learning the trombone'])('reads no instrument in %j', (message) => {
    expect(saidInPassing(message).filter((line) => line.startsWith('I play'))).toEqual([]);
  });
});

describe('the one they have and the ones they have not', () => {
  it.each([
    ["I've only got a sister — Noor — no brothers", 'person:sister: Their sister is Noor.'],
    ['I only have a brother called Tomas, no sisters', 'person:brother: Their brother is Tomas.'],
    ['Fish is a no-go for me, I am allergic', 'health:allergic: They are allergic to fish.'],
    ['I cannot eat kiwi, I have allergy, is very dangerous for me.', 'health:allergic: They’re allergic to kiwi.'],
    ['For me the best meal when I am tired is pierogi, always.', 'like:favourite-food: Their comfort food is pierogi.'],
    ['When I feel rotten, I eat my dad’s tortilla de patatas', 'like:favourite-food: Their comfort food is tortilla de patatas.'],
    ["when it's been a week like this I just want a big plate of jollof", 'like:jollof: Jollof is their comfort food.'],
    ['The children (Ines and Tomas) are at football tonight', 'person:kid:ines: Their kids are called Ines and Tomas.'],
    ['ines and tomas are my kids', 'person:kid:ines: Their kids are called Ines and Tomas.'],
    ['pho is my go to when im poorly', 'like:favourite-food: Their comfort food is pho.'],
    ['I teach a reception class, and today two of them cried at lunch', 'work: They teach a reception class.'],
    ['Ines n Tomas (my 2) have football tonite', 'person:kid:ines: Their kids are called Ines and Tomas.'],
    ['I should mention that I have a sesame allergy.', 'health:allergic: They have a sesame allergy.'],
    ["btw I'm allergic to kiwi, like seriously allergic", 'health:allergic: They’re allergic to kiwi.'],
    ['About me: nurse at a children’s hospital, dad of Ilan and Noa. One sister (Dafna), no brothers.', 'person:sister: Their sister is Dafna.'],
    ['About me: nurse at a children’s hospital, dad of Ilan and Noa. One sister (Dafna), no brothers.', 'person:kid:ilan: Their kids are called Ilan and Noa.'],
    ['About me: nurse at a children’s hospital, dad of Ilan and Noa. One sister (Dafna), no brothers.', 'work: They work as a nurse at a children\'s hospital.'],
  ])('remembers %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });
});

describe("someone else's people", () => {
  it("names the manager by no name of her daughter's", () => {
    // (What the manager keeps doing is no lasting fact of theirs either: "keeps showing" is no hobby, as "keeps bees" is.)
    expect(shown(propose('my manager keeps showing me photos of her daughter Priya'))).toEqual([]);
    expect(shown(propose('my manager keeps bees'))).toEqual(['person:manager: Their manager keeps bees.']);
  });
  it('still names one of theirs by "her name is"', () => {
    expect(shown(propose('Our son has seven years, his name is Tiago.'))).toContain('person:son:tiago: Their son has seven years, his name is Tiago.');
  });
  it('reads no job in work still to do', () => {
    expect(shown(propose('lovely photos, but I have so much work to do'))).toEqual([]);
  });
});

describe('a pet named by what it does or said to be an animal', () => {
  it.each([
    ['Biscuit chewed through the sofa cushion again. bunnies are chaos.', 'My rabbit is called Biscuit.'],
    ['The neighbours have a dog called Max who barks at Shelly. Shelly is a tortoise, she does not care.', 'My tortoise is called Shelly.'],
  ])('reads %j', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it.each(["My neighbour's dog Rex barked all night. Rex is a beagle.", 'Mr Okafor has a cat named Pepper. Pepper is a cat who hates me.', 'if I got a dog, Rex is a dog name I would pick'])('reads no pet of theirs in %j', (message) => {
    expect(saidInPassing(message).filter((line) => /^My (?:dog|cat|rabbit|tortoise)/.test(line))).toEqual([]);
  });
});

describe('a date corrected without a comma before "not"', () => {
  it('moves the plan to the new month', () => {
    const plan = memory('m1', "Their cousin Joana's wedding is in May in Faro.", { slot: 'plan:cousin-joana' });
    expect(shown(propose('they changed the date, the wedding is in June now not May', [plan]))).toEqual(["update m1 plan:cousin-joana: Their cousin Joana's wedding is in June in Faro."]);
  });

  it('takes "she\'s not wrong" for no correction', () => {
    const home = memory('m2', 'They live in Leeds.', { slot: 'city' });
    expect(shown(propose("Two kids, Esme who's 7 and Rafa who's 4. Esme reckons she runs the house and she's not wrong.", [home]))).not.toContain('update m2 city: They live in Esme.');
    expect(shown(propose('sorry, I got that wrong, we live in York', [home]))).toEqual(['update m2 city: They live in York.']);
  });

  it("keeps a name without its possessive ('my cousin Joana's wedding')", () => {
    expect(shown(propose("my cousin Joana's wedding is in May in Faro"))).toEqual(["plan:cousin-joana: Their cousin Joana's wedding is in May in Faro."]);
  });
});


describe('a low moment said before the dish reached for', () => {
  it.each([
    ['After a hard week, a plate of dumplings is what I turn to.', 'My comfort food is dumplings.'],
    ["whenever I'm feeling rubbish, a bowl of congee is my go-to", 'My comfort food is congee.'],
  ])('reads %j', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it('reads no comfort of what someone else reaches for after a bad day', () => {
    expect(saidInPassing('After a bad day, my husband says a pint is what he reaches for').filter((line) => line.startsWith('My comfort food'))).toEqual([]);
  });
});

describe('a job said as what their job is', () => {
  it.each([
    ['My occupation is a plumber.', 'work: They work as a plumber.'],
    ['my profession is pharmacist and I love it', 'work: They work as a pharmacist.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it.each(['my job is stressing me out', 'My job is boring this week'])('reads no job in %j', (message) => {
    expect(shown(propose(message)).filter((line) => line.startsWith('work'))).toEqual([]);
  });
});

describe('a pet named beside its breed inside a sentence', () => {
  it('keeps the breed ("fed Pepper, my spaniel, before work")', () => {
    expect(shown(propose('Up early and fed Pepper, my spaniel, before work.'))).toContain('pet:dog: Their dog Pepper is a spaniel.');
  });
});

describe('a home said now, and the old one said no longer', () => {
  it('keeps the new home and replaces the old', () => {
    const home = memory('m3', 'They live in Leeds.', { slot: 'city' });
    expect(shown(propose('big news, we live in Bath now, not Leeds anymore'))).toContain('city: They live in Bath.');
    expect(shown(propose('big news, we live in Bath now, not Leeds anymore', [home]))).toEqual(['update m3 city: They live in Bath.']);
  });
});

describe('a place visited is no workplace', () => {
  it.each(['I ran into my old teacher at the bakery', 'we popped into the shop on the corner'])('reads no job in %j', (message) => {
    expect(shown(propose(message)).filter((line) => line.startsWith('work'))).toEqual([]);
  });
});

describe('a pet named by the member after it was spoken of', () => {
  it.each([
    ['we got a puppy and we named him Waffle', 'pet:dog: Their dog is called Waffle.'],
    ['adopted a kitten on Saturday, I called her Juniper', 'pet:cat: Their cat is called Juniper.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });
});

describe('a plan of a trial or an anniversary, and "w/" for "with"', () => {
  it('reads the event as the plan', () => {
    expect(shown(propose("I've got a court trial on Thursday"))).toContain('plan:trial: They’ve got a court trial on Thursday.');
    expect(shown(propose('My wife Odile and I celebrate our anniversary in October')).some((line) => line.startsWith('plan:') && line.includes('anniversary in October'))).toBe(true);
  });

  it('reads "w/ my cousin Pádraig" as with him', () => {
    expect(shown(propose('going hiking w/ my cousin Pádraig')).some((line) => line.endsWith('Their cousin is Pádraig.'))).toBe(true);
  });
});

describe('what they must not eat said as a firm no, and an adrenaline pen as health', () => {
  it('reads "sesame is a firm no for me" as avoided', () => {
    expect(shown(propose('sesame is a firm no for me'))).toContain('avoid:sesame: Sesame is a firm no for them.');
  });

  it('files "I always have my EpiPen on me" under health, not likes', () => {
    expect(shown(propose('I always have my EpiPen on me')).every((line) => !line.startsWith('like:'))).toBe(true);
    expect(shown(propose('Heads up for dinners: shellfish is a hard no for me, I carry an Epi-Pen.'))).toEqual(expect.arrayContaining(['avoid:shellfish: Shellfish is a hard no for them.', 'health:epi-pen: They carry an Epi-Pen.']));
  });
});

describe('a home taken for another, and children named with their ages', () => {
  it('reads "since we left Glasgow for Dundee" as a home in Dundee', () => {
    expect(shown(propose('Six months since we left Glasgow for Dundee and no regrets.'))).toContain('city: They live in Dundee.');
  });

  it("reads the names of \"Iris's 6, Bram's 3\" without the 's, and no study in what both do", () => {
    expect(shown(propose("The twins? No — Iris's 6, Bram's 3 — both have football after school."))).toEqual(['person:kid:iris: Their kids are called Iris and Bram.']);
  });

  it('reads a comfort that they always want when low', () => {
    expect(saidInPassing('pho for tea tonight, it is what I always crave when I feel rubbish')).toContain('My comfort food is pho.');
  });
});
