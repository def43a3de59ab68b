import { describe, expect, it } from 'vitest';
import { saidInPassing } from './said-in-passing';
import { propose, shown } from './test-support/propose';

describe('facts said in passing', () => {
  it.each([
    ["ngl being a plumber is not glamorous but the money's decent lol", "I'm a plumber."],
    ['Spent all day fixing a gearbox, such is the life of a mechanic innit', "I'm a mechanic."],
    ['Honestly, flying is still magic to me even after ten years as a commercial pilot.', "I'm a pilot."],
    ['Architect by trade, dreamer by nature', "I'm an architect."],
    ["Portland's been home for about five years, rain and all.", 'I live in Portland.'],
    ["Galway, that's where I call home — the craic is mighty.", 'I live in Galway.'],
    ['Home for me these days is a tiny flat in Edinburgh with a view of the castle.', 'I live in Edinburgh.'],
    ["I'm a drummer in a pub band, we do mostly 80s covers.", 'I play the drums.'],
    ["The violin is what I play, though not as often as I'd like.", 'I play the violin.'],
    ['Just got back from trumpet rehearsal, lips are numb!', 'I play the trumpet.'],
    ['shellfish makes my throat swell up so i avoid it completely', "I'm allergic to shellfish."],
    ['Mussels put me in hospital once, so never again.', "I'm allergic to Mussels."],
    ["Beans on toast. That's it. That's my comfort food.", 'My comfort food is beans on toast.'],
    ["ahh Priya's wedding is in Jan and i still havent booked flights", "I'm going to Priya's wedding in January."],
  ])('says %j plainly', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it.each([
    "My sister is a nurse and she's always exhausted after her shifts.",
    "If I were a plumber I'd be rich",
    'I could work as a nurse in Lisbon',
    "My daughter's violin lessons are expensive",
    'My daughter plays the violin and I love it',
    'yeah i play the air guitar professionally, sold out stadiums in my bedroom',
    'Peanuts are dangerous for my son',
    'If Tom is getting married in May I will cry',
    'is Portland home for you?',
  ])('says nothing more of %j', (message) => {
    expect(saidInPassing(message)).toEqual([]);
  });
});

describe('people named first', () => {
  it.each([
    ["Sven is my brother and he's moving to Australia, I'm gutted.", 'person:brother:sven'],
    ['Priya my daughter, she is 7 years old and very clever in the maths.', 'person:daughter'],
    ['Lars, my twin brother, still beats me at chess every single time.', 'person:twin:lars'],
    ['Mei and Jun are my kids, they are 10 and 8.', 'person:kid:mei'],
    ['Our youngest, Leilani, took her first steps this morning!', 'person:child:leilani'],
    ['Our Fiona (my sister) is round tonight for her tea.', 'person:sister'],
    ['Husband (Alejandro) surprised me with breakfast in bed', 'person:husband'],
    ["I'm so lucky to have Chen as my husband, he puts up with all my nonsense.", 'person:husband'],
    ["Dev and I have been married for two years; he's my best friend.", 'person:partner:dev'],
    ["Bella is my old spaniel, she's 14 and slowing down now.", 'person:dog:bella'],
    ['Professor, my grey cat, sleeps on my chest every night.', 'person:cat:professor'],
    ["My brother's name is Hiroshi and he's a chef in Kyoto.", 'person:brother:hiroshi'],
  ])('reads %j', (message, slot) => {
    expect(shown(propose(message)).some((line) => line.startsWith(`${slot}:`))).toBe(true);
  });

  it('reads no name into a word of the grammar', () => {
    expect(propose('This is my dog, he is great')).toEqual([]);
    expect(propose("Happy is my dog's name")).toEqual([]);
  });
});

describe('a question is never learned from', () => {
  it.each(['wats my fav food lol', 'Kindly recall the food I mentioned as my comfort food.', 'wat am i allergic 2', 'whats the thing i cant eat again, ordering food rn', 'my siblings bday is coming up so lets test u lol, whats their name'])(
    'keeps nothing of %j',
    (message) => {
      expect(propose(message)).toEqual([]);
    },
  );

  it('still learns what a message tells beside its asides', () => {
    expect(shown(propose("I have a parrot named Kiwi who says \"hello darling\" to everyone."))).toEqual(['pet:parrot: Their parrot is called Kiwi.']);
    expect(shown(propose('Favourite food ever? Sushi, no contest.'))).toEqual(['like:favourite-food: Their favourite food is Sushi.']);
    expect(propose("yeah my husband is Chris Hemsworth, we're very happy, he just doesn't know it yet")).toEqual([]);
  });
});

describe('from the second set of paraphrases', () => {
  it.each([
    ["Ahh, my shiba Mochi's been sulking since I came back from holiday", 'pet:dog: Their dog Mochi is a shiba.'],
    ['Rex, my tortoise, is 52 years old and will probably outlive me', 'pet:tortoise: Their tortoise is called Rex.'],
    ['My wife cooked with chickpeas without thinking and I spent the night itching — my legume allergy strikes again', 'health:allergic: They’re allergic to legume.'],
    ["Took the day off to help my friend Camila pick a venue — she's marrying in November", 'plan:friend-camila: Their friend Camila is getting married in November.'],
    ['My youngest, Elif, just lost her first tooth! Her big brother Emre told her the tooth fairy pays in lira', 'person:kid:elif: Their kids are called Elif and Emre.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it('keeps a hedge said alone to its own sentence', () => {
    expect(propose("I'm a teacher, I think")).toEqual([]);
  });
});

describe("the issue's first paragraph told as a member might", () => {
  it('keeps no fact of a fragment that says more of the last, and a comfort food that "fixes everything"', () => {
    expect(shown(propose("oh actually we moved again — we're in Braga now, closer to the school"))).toEqual(['city: They’re in Braga now, closer to the school.']);
    expect(shown(propose("honestly ramen fixes everything, it's my comfort food"))).toEqual(['like:favourite-food: Their comfort food is ramen.']);
    expect(shown(propose('ramen is basically my comfort food lol'))).toEqual(['like:ramen: Ramen is their comfort food.']);
  });
});

describe('a home, a pet and a comfort food named in a sentence about something else', () => {
  it.each([
    ['cant believe rent in austin went up AGAIN, thinking of moving somewhere cheaper', 'I live in Austin.'],
    ['Is it sad that the highlight of my week was a new bakery opening two streets from my place in Ghent?', 'I live in Ghent.'],
    ['Coming home to my old tabby Mr Whiskers after a long day is the best therapy', 'My tabby is called Mr Whiskers.'],
    ['the Scot in me says a fish supper after a bad day cures everything', 'My comfort food is fish supper.'],
    ['Pasta al pomodoro, the simplest thing ever, is my go-to when my brain is fried', 'My comfort food is pasta al pomodoro.'],
  ])('says %j plainly', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it('not a place asked about, nor a neighbour’s dog', () => {
    expect(saidInPassing('should I get a place in Paris?')).toEqual([]);
    expect(saidInPassing("my neighbour's dog Rex barks all night")).toEqual([]);
  });
});

describe('work told or loved, and "only X will do"', () => {
  it.each([
    ["Sometimes people laugh when I tell them I'm a dentist because apparently I don't look the type.", 'work: They work as a dentist.'],
    ['Running the farm is hard yakka but I wouldnt trade being a farmer for anything.', 'work: They work as a farmer.'],
    ['Sometimes only a plate of nachos smothered in cheese will do.', 'like:favourite-food: Their comfort food is plate of nachos smothered in cheese.'],
    ["My brother Vikram's marriage is fixed for February, we are all very busy.", "plan:brother-vikram: Their brother Vikram's marriage is fixed for February."],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it('reads no work into what is missed', () => {
    expect(propose('I miss being a nurse')).toEqual([]);
  });
});

describe('the third set of paraphrases: a home said as "here", work "been" for years, pets and weddings named around other words', () => {
  it.each([
    ['the Leeds traffic is doing my head in, been living here six years', 'city: They live in Leeds.'],
    ["I've been a paramedic for nine years now", 'work: They’ve been a paramedic for nine years now. They work as a paramedic.'],
    ['the kids — Ines and Tomé — are with their gran tonight', 'person:kid:ines: Their kids are called Ines and Tomé.'],
    ["my beagle's name is Waffles", 'person:dog:waffles: Their beagle dog is called Waffles.'],
    ['I have a tabby, Marmite, who hates the hoover', 'pet:cat: Their cat Marmite is a tabby.'],
    ['the dog (Pickle) ate my sandwich', 'pet:dog: Their dog is called Pickle.'],
    ['my flatmate Oren just set the date, an August wedding!', 'plan:flatmate-oren: Their flatmate Oren is getting married in August.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it('keeps none of it when it is someone else’s, imagined, past or a question', () => {
    expect(saidInPassing('visiting Oslo, my aunt has lived here for decades')).toEqual([]);
    expect(propose('I have never been a paramedic')).toEqual([]);
    expect(propose('a dog called Rex bit me yesterday')).toEqual([]);
    expect(saidInPassing('if my cousin Lea ever has an August wedding I will cry')).toEqual([]);
    expect(saidInPassing('is my friend Dara having a May wedding?')).toEqual([]);
  });

  it('learns nothing from a question asked as a request', () => {
    expect(propose('Please tell me what I’m allergic to.')).toEqual([]);
    expect(propose('pls remind me where I live')).toEqual([]);
  });
});

describe('a comfort said of a dish the message names, and an instrument played in a band', () => {
  it.each([
    ["after a bad week I basically live on dumplings, it's my comfort food", 'My comfort food is dumplings.'],
    ["Rice pudding straight from the pan, that's my therapy", 'My comfort food is rice pudding.'],
    ["we jam on Fridays, I'm on drums and he sings", 'I play the drums.'],
  ])('says %j plainly', (message, plain) => {
    expect(saidInPassing(message)).toContain(plain);
  });

  it('not a dish praised with a roll of the eyes, nor a therapy that is no food, nor one said as "my comfort food is"', () => {
    expect(saidInPassing('oh yes, celery sticks, my ultimate comfort food 🙄')).toEqual([]);
    expect(saidInPassing('Swimming is my therapy')).toEqual([]);
    expect(saidInPassing('my comfort food has to be ramen')).toEqual([]);
  });
});

describe("the pieces of a clause about someone else are theirs", () => {
  it('reads no job of the member in a friend’s job said twice', () => {
    expect(shown(propose("Kofi's a chippy btw, carpenter, we share a van")).some((line) => line.startsWith('work'))).toBe(false);
    expect(shown(propose("I'm Ama, 31, nurse turned midwife")).some((line) => line.startsWith('work'))).toBe(true);
  });
});

describe('a comfort said as what fixes them, and a word to Bela before a fact', () => {
  it('reads the dish of two words and leaves the word to Bela out', () => {
    expect(saidInPassing('after a long week fish and chips is the only thing that fixes me')).toContain('My comfort food is fish and chips.');
    expect(shown(propose('heads up I cannot eat sesame, allergic'))).toContain('health:allergic: They are allergic to sesame.');
  });
});

describe('a learner’s and a texter’s telling of the same facts', () => {
  it.each([
    ['for me dumplings is the best food when I am sad', 'like:favourite-food: Their comfort food is dumplings.'],
    ['I have no sister. Only brother, his name Kenji', 'person:brother: Their brother is Kenji.'],
    ['oh and sesame literally could kill me so none of that', 'health:allergic: They’re allergic to sesame.'],
    ['ok so about me: 41, dentist (ugh), 2 kids Ines 9 & Rui 6', 'person:kid:ines: Their kids are called Ines and Rui.'],
    ['ok so about me: 41, dentist (ugh), 2 kids Ines 9 & Rui 6', 'work: They work as a dentist.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message))).toContain(line);
  });

  it('takes no allergy from what could kill them that is no food', () => {
    expect(propose('my boss could kill me today')).toEqual([]);
  });
});

describe('an older member’s telling', () => {
  it.each([
    ['On a cold evening there is nothing quite like a bowl of pho; my niece introduced me to it.', 'like:pho: For them, you can’t beat a bowl of pho.'],
    ['We retired to Faro, in Portugal, two years ago, and the sun suits my back.', 'city: They retired to Faro, in Portugal, two years ago.'],
  ])('reads %j', (message, line) => {
    expect(shown(propose(message)).map((said) => said.replace(/'/g, '’'))).toContain(line);
  });
});
