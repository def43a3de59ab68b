/**
 * More of the ways members tell a fact (issue 41), each a general reading tested in the team's own
 * sentences: a feeling said without its subject at a sentence's start, a favourite hedged or called
 * a dream, a food for a low moment by another name, a town left for another, an aim said as a
 * dream, an allergy by the hospital it would lead to, two of theirs named with one "my", and a
 * pastime or a taste given up, an occupation said without its article, as learners of English do, and
 * the one they have been married to for years, who they say they are in one noun (not a judgement
 * of themselves, nor a job), a home they had, a number said again to correct it, and a correction
 * carried to every memory of the same one (the blind corrections' development half).
 */
import { describe, expect, it } from 'vitest';
import { memory, propose, shown } from './test-support/propose';

describe('a feeling said without its subject', () => {
  it('is the member\'s, capitalised as a sentence\'s first word, and not a name doing something', () => {
    expect(shown(propose('Hate celery.'))).toEqual(['like:celery: They hate celery.']);
    expect(shown(propose('Adore thunderstorms.'))).toEqual(['like:thunderstorms: They adore thunderstorms.']);
    expect(shown(propose('Bill builds canoes.'))).toEqual([]);
    expect(shown(propose('Love it.'))).toEqual([]);
  });
});

describe('a favourite hedged, stressed or dreamt of', () => {
  it('is a favourite; a dream job that is no job stays a joke', () => {
    expect(shown(propose('Middlemarch is probably my favourite novel'))).toEqual(['like:novel: Middlemarch is their favourite novel.']);
    expect(shown(propose('my dream bike is a vintage Vespa'))).toEqual(['like:favourite-bike: Their dream bike is a vintage Vespa.']);
    expect(shown(propose('my dream job is winning the lottery, sadly not hiring'))).toEqual([]);
    expect(shown(propose('I dream of a house by the sea'))).toEqual([]);
  });
});

describe('a food for a low moment', () => {
  it('is a comfort food by any of its names, and after "if" said as a habit', () => {
    expect(shown(propose('pho is my emotional support food'))).toEqual(['like:pho: Pho is their comfort food.']);
    expect(shown(propose('toast with honey is my sick day snack'))).toEqual(['like:toast: Toast with honey is their comfort snack.']);
    expect(shown(propose("If I've had a grim week I make myself dumplings."))).toEqual(['like:favourite-food: Their comfort food is dumplings.']);
    expect(shown(propose("if I had a bad week I'd eat a whole cake"))).toEqual([]);
    expect(shown(propose("If I pass the exam I'm buying a cake"))).toEqual([]);
  });
});

describe('a town left for another', () => {
  it('is where they moved, in any case; a job or work left is no home', () => {
    expect(shown(propose('we left bristol for glasgow in the autumn'))).toEqual(['city: They live in Glasgow.']);
    expect(shown(propose('I left my office job for a bakery'))).not.toContainEqual(expect.stringMatching(/^city:/));
  });
});

describe('an aim said as a dream or a goal', () => {
  it('is the work they aim at', () => {
    expect(shown(propose('my dream is to become a midwife'))).toEqual(['aim: They want to become a midwife.']);
    expect(shown(propose('when I grow up I want to be an astronaut'))).toEqual([]);
  });
});

describe('an allergy told by the hospital it would lead to', () => {
  it('is the food that would send them there, theirs alone', () => {
    expect(shown(propose('anything with sesame could land me in hospital'))).toEqual(['health:allergic: They’re allergic to sesame.']);
    expect(shown(propose('shellfish can put me in A&E'))).toEqual(['health:allergic: They’re allergic to shellfish.']);
    expect(shown(propose('this commute will land me in hospital'))).toEqual([]);
    expect(shown(propose('kiwi could land my daughter in hospital'))).toEqual([]);
  });
});

describe('two of theirs named with one "my"', () => {
  it('are both theirs', () => {
    expect(shown(propose('My niece Bo and nephew Kit are staying over'))).toEqual(expect.arrayContaining(['person:niece:bo: Their niece is Bo.', 'person:nephew:kit: Their nephew is Kit.']));
  });
});

describe('a pastime or a taste given up', () => {
  const known = [memory('m1', 'They play the oboe.', { slot: 'like:oboe' }), memory('m2', 'Their favourite snack is liquorice.', { slot: 'like:favourite-snack' })];
  it('takes back the memory it names, and nothing else', () => {
    expect(shown(propose('I gave up the oboe', known))).toEqual(['delete m1']);
    expect(shown(propose("I've gone off liquorice", known))).toEqual(['delete m2']);
    expect(shown(propose('I stopped by the market', known))).toEqual([]);
    expect(shown(propose('I gave up on it', known))).toEqual([]);
  });
});

describe('an occupation said without its article', () => {
  it('is the occupation, the member\'s or one of theirs; an adjective after "is" is none', () => {
    expect(shown(propose('my wife Ines is dentist, so she is up early'))).toContain('person:wife: Their wife is Ines; she is a dentist.');
    expect(shown(propose('I am electrician in Gdańsk'))).toEqual(['work: They work as an electrician in Gdańsk.']);
    expect(shown(propose('my boyfriend Leo is lovely'))).toEqual(['person:boyfriend: Their boyfriend is Leo.']);
  });
});

describe('the one they have been married to', () => {
  it('is their spouse, named, however long, with "my" before the name and "married" misspelt', () => {
    expect(shown(propose('off to Rome for our anniversary, twenty years maried to my Colm'))).toContain('person:spouse: Their spouse is Colm.');
    expect(shown(propose("I've been married to Dagny since 1998"))).toContain('person:spouse: Their spouse is Dagny.');
    expect(shown(propose('my brother has been married to Petra for years'))).not.toContain('person:spouse: Their spouse is Petra.');
  });
});

describe('who the member says they are, in one noun', () => {
  it('is their identity when WordNet files the noun as a way of being, believing or living', () => {
    expect(shown(propose("I'm a proud feminist"))).toEqual(['identity:feminist: They’re a proud feminist.']);
    expect(shown(propose('i am a lifelong insomniac'))).toEqual(['identity:insomniac: They are a lifelong insomniac.']);
    expect(shown(propose("I'm an extrovert"))).toEqual(['identity:extrovert: They’re an extrovert.']);
  });
  it('is nothing when it is a judgement of themselves, and a job stays a job', () => {
    expect(shown(propose("I'm such a loser lol"))).toEqual([]);
    expect(shown(propose("I'm an optimist"))).toEqual([]);
    expect(shown(propose("I'm an idiot"))).toEqual([]);
    expect(shown(propose("I'm a sommelier"))).toEqual(['work: They work as a sommelier.']);
  });
});

describe('a home they had', () => {
  it('is kept beside the home they have, never in its place', () => {
    const home = [memory('h1', 'They live in Porto.', { slot: 'city' })];
    expect(shown(propose('I lived in Kraków for a few years as a student', home))).toEqual(['city:before: They lived in Kraków for a few years as a student.']);
    expect(shown(propose("I've lived in Porto for six years", []))).toEqual(['city: They’ve lived in Porto for six years.']);
  });
});

describe('a number said again', () => {
  it('corrects the number a memory holds of the same thing, and only when the member says they correct it', () => {
    const age = [memory('a1', 'They’re 52.', { slot: 'age' })];
    expect(shown(propose('sorry, I meant 25', age))).toEqual(['update a1 age: They’re 25.']);
    expect(shown(propose('sorry, running 10 min late', age))).toEqual([]);
    expect(shown(propose('actually I meant 4 cats', [memory('p1', 'They have 2 kids.', { slot: 'person:kid' })]))).not.toContainEqual(expect.stringMatching(/^update p1/));
  });
});

describe('a name corrected', () => {
  it('is corrected in every memory that names the same one, not in one of someone else, nor a town', () => {
    const known = [
      memory('p1', 'Their girlfriend is Maja.', { slot: 'person:girlfriend' }),
      memory('p2', 'Their girlfriend Maja is flying in on Friday.', { slot: 'plan:girlfriend-maja' }),
      memory('p3', 'Their boss Maja is strict.', { slot: 'person:boss' }),
    ];
    const ops = shown(propose('correction, my gf is called Maia', known));
    expect(ops).toContain('update p1 person:girlfriend: Their girlfriend is Maia.');
    expect(ops).toContain('update p2 plan:girlfriend-maja: Their girlfriend Maia is flying in on Friday.');
    expect(ops.join(' ')).not.toMatch(/update p3/);
    const towns = [memory('c1', 'They live in Lisbon.', { slot: 'city' }), memory('w1', 'Their sister works in Lisbon.', { slot: 'person:sister' })];
    expect(shown(propose('we moved to Faro', towns)).join(' ')).not.toMatch(/update w1/);
  });
});

describe('a correction said as such', () => {
  it('reads a number in words, a typo owned, and a word echoed with a question mark', () => {
    expect(shown(propose('make that three kids, the baby came early', [memory('k1', 'They’ve got two kids.', { slot: 'person:kid' })]))).toContain('update k1 person:kid: They’ve got three kids.');
    expect(shown(propose('typo, 61 not 16', [memory('a1', 'Their dad is 16.', { slot: 'person:father' })]))).toContain('update a1 person:father: Their dad is 61.');
    expect(shown(propose('Leeds? actually meant Leicester', [memory('t1', 'They are visiting their aunt in Leeds on Saturday.', { slot: 'plan:aunt' })]))).toContain('update t1 plan:aunt: They are visiting their aunt in Leicester on Saturday.');
  });
  it('corrects nothing by words that only look like a correction ("the way my mother used to make it")', () => {
    const home = [memory('c1', 'They live in Kisumu.', { slot: 'city' })];
    expect(shown(propose('When I am tired, nothing comforts me like soup, made the way my mother used to make it', home)).join(' ')).not.toMatch(/update c1/);
  });
  it('takes back a partner the member has parted from, whenever it ended', () => {
    const partner = [memory('h1', 'Their husband is Bruno.', { slot: 'person:husband' })];
    expect(shown(propose('Bruno and I divorced last spring', partner))).toContain('delete h1');
    expect(shown(propose('me and bruno are done', partner))).toContain('delete h1');
  });
  it('reads a town they are people of now, and a cleft of what they cannot have', () => {
    expect(shown(propose("we're officially glasgow people now"))).toEqual(['city: They live in Glasgow.']);
    expect(shown(propose('it is sesame I cannot eat'))).toContainEqual(expect.stringMatching(/sesame/));
  });
});

describe('more of what a correction or a new fact is said with', () => {
  it('reads a labelled hobby, a honeymoon, an appointment with someone who sees them, and "we\'re engaged"', () => {
    expect(shown(propose('Hobby: birdwatching.'))).toEqual(['like:pastimes: Their hobby is birdwatching.']);
    expect(shown(propose('our honeymoon is in Crete in June'))).toEqual(['plan:our-honeymoon: Their honeymoon is in Crete in June.']);
    expect(shown(propose('Physio Tuesday.'))).toEqual([expect.stringMatching(/^plan:physio-appointment: They have a physio appointment on Tuesday/)]);
    expect(shown(propose("we're engaged"))).toEqual(['relationship: They’re engaged.']);
  });
  it('reads the one they are seeing now, and the one they have remarried, by name', () => {
    expect(shown(propose('seeing a guy called Tomasz now, early days'))).toContain('person:partner: Their partner is Tomasz.');
    expect(shown(propose('I have since remarried, to a lovely woman named Greta.'))).toContain('person:spouse: Their spouse is Greta.');
    expect(shown(propose('I am married to a quiet man named Kwame'))).toContain('person:spouse: Their spouse is Kwame.');
  });
});
