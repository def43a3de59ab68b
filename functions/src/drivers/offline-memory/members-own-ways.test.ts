/**
 * Still more of the ways members tell a fact (issue 41), found in the blind statements'
 * development half and tested here in the team's own sentences: someone's words in single quotes,
 * a story being read, a plan's time of day, a name and the one they go by, a home by its rooms, a
 * pastime taken up or told by how often, a style asked as a question, where they are from by a
 * people's name, their pronouns, and a favourite whose kind came before it.
 */
import { describe, expect, it } from 'vitest';
import { propose, shown } from './test-support/propose';
import { toYou } from './wording';

describe("someone's words in single quotes", () => {
  it('tell nothing of the member, even with an apostrophe inside them', () => {
    expect(shown(propose("A man on the train kept saying 'I've lived in Bristol all my life' to nobody."))).toEqual([]);
    expect(shown(propose("The poster goes 'I'm 90 and I still swim in the sea' - sure.")).length).toBe(0);
  });
});

describe('a story the member is in the middle of', () => {
  it('is no one\'s news', () => {
    expect(shown(propose("In the series I'm watching, the chef moves to Oslo and adopts a greyhound."))).toEqual([]);
  });
});

describe("a plan's time of day", () => {
  it('is kept with its day, so one plan is stored, not two', () => {
    expect(shown(propose('physio appointment tomorrow at 4:30'))).toEqual(['plan:physio-appointment: They have a physio appointment on Thursday 5 March at 4:30.']);
    expect(shown(propose('my audition is on Friday at noon'))).toEqual(['plan:audition: Their audition is on Friday 6 March at noon.']);
  });
  it('reads "tmrw" as tomorrow and leaves a groan out', () => {
    expect(shown(propose('vet tmrw at 9 ugh'))).toEqual(['plan:vet-appointment: They have a vet appointment on Thursday 5 March at 9.']);
  });
});

describe('a name and the one they go by', () => {
  it('keeps both in one memory', () => {
    expect(shown(propose("my name's Bartholomew but my friends call me Bart"))).toEqual(['name: Their name is Bartholomew, and they go by Bart.']);
    expect(shown(propose("I'm Katarzyna, but call me Kasia."))).toEqual(['name: Their name is Katarzyna, and they go by Kasia.']);
  });
  it('takes a name asked for "from now on"', () => {
    expect(shown(propose('call me Captain from now on'))).toEqual(['name: Their name is Captain.']);
  });
});

describe('a home told by its rooms', () => {
  it('is the town the member lives in, in lower case too, and not an old home or someone else\'s', () => {
    expect(shown(propose('the boiler in my flat in glasgow died again'))).toEqual(['city: They live in Glasgow.']);
    expect(shown(propose('my old flat in Leeds had a leak'))).toEqual([]);
    expect(shown(propose("my brother's house in Leeds is huge"))).not.toContainEqual('city: They live in Leeds.');
  });
});

describe('a pastime taken up', () => {
  it('is a pastime, said or not with "I", and not what is picked up or got into otherwise', () => {
    expect(shown(propose('Picked up crochet over the winter, send help'))).toEqual(['like:crochet: They like crochet.']);
    expect(shown(propose("I've taken up rowing"))).toEqual(['like:rowing: They like rowing.']);
    expect(shown(propose('I picked up a parcel from the depot'))).toEqual([]);
    expect(shown(propose('I might take up archery'))).toEqual([]);
  });
  it('is told by how often, without "I go"', () => {
    expect(shown(propose('Swimming twice a week at the lido.'))).toEqual(['like:swimming: They go swimming twice a week at the lido.']);
    expect(shown(propose('Wedding every weekend this June'))).not.toContainEqual(expect.stringMatching(/^like:/));
  });
});

describe('how they like Bela to talk, asked as a question', () => {
  it('is a style', () => {
    expect(shown(propose('Could you maybe reply to me in Italian sometimes?'))).toEqual(['style:language: They like Bela to talk in Italian.']);
    expect(shown(propose('do you mind texting in German now and then'))).toEqual(['style:language: They like Bela to talk in German.']);
  });
});

describe('where they are from, by a people\'s name', () => {
  it('is their nationality, not a state or a name', () => {
    expect(shown(propose("I'm Hungarian"))).toEqual(['nationality: They’re Hungarian.']);
    expect(shown(propose('I am Welsh, born and bred'))).toContainEqual('nationality: They are Welsh, born and bred.');
    expect(shown(propose("I'm exhausted"))).toEqual([]);
    expect(shown(propose("I'm Megan"))).toEqual(['name: Their name is Megan.']);
  });
});

describe('their pronouns', () => {
  it('are kept as given, and said back as given', () => {
    expect(shown(propose('he/they, thanks'))).toEqual(['pronouns: Their pronouns are he/they.']);
    expect(shown(propose('my pronouns are xe/xem'))).toEqual(['pronouns: Their pronouns are xe/xem.']);
    expect(shown(propose('my sister uses she/her'))).not.toContainEqual(expect.stringMatching(/^pronouns/));
    expect(toYou('Their pronouns are they/them.')).toBe('your pronouns are they/them.');
  });
});

describe('a favourite whose kind came before it', () => {
  it('takes its kind from the thing named before', () => {
    expect(shown(propose('I could live on dumplings, my favourite is xiaolongbao'))).toContainEqual('like:favourite-dumpling: Their favourite dumpling is xiaolongbao.');
    expect(shown(propose('my favourite is green'))).toEqual([]);
  });
});

describe('plans and homes said in passing', () => {
  it('reads taking one of theirs somewhere on a day as a plan, and a club night as had, without "a"', () => {
    expect(shown(propose("I'm taking my nan to Whitby next week"))).toEqual(['plan:nan: They’re taking their nan to Whitby next week.']);
    expect(shown(propose('book club tonight'))).toEqual([expect.stringMatching(/^plan:book-club.*: They have book club (?:tonight|on Wednesday 4 March)\.$/)]);
    expect(shown(propose('practice is boring'))).toEqual([]);
  });
  it('reads where they are said with which way it lies, and "these days"', () => {
    expect(shown(propose("We're over in Belfast now"))).toEqual(['city: They’re in Belfast now.']);
    expect(shown(propose("I'm in Bristol these days"))).toEqual(['city: They’re in Bristol these days.']);
    expect(shown(propose("I'm in Bristol for a few days"))).toEqual([]);
  });
  it('keeps the name asked for beside how to talk', () => {
    expect(shown(propose('call me Sunny from now on and keep replies short'))).toEqual(['style:length: They like Bela to keep her answers short.', 'name: Their name is Sunny.']);
  });
});

describe('a taste said as who they are', () => {
  it('is a like of the thing before the word, with or without "I\'m a"', () => {
    expect(shown(propose("I'm a bit of a Bowie geek"))).toEqual(['like:bowie: They’re a bit of a Bowie geek.']);
    expect(shown(propose('Total tea snob.'))).toEqual(['like:tea: They’re a total tea snob.']);
    expect(shown(propose("you're such a nerd"))).toEqual([]);
  });
});

describe('the second and third blind sets’ development halves', () => {
  it('reads no name or age inside someone\'s words, and still what is said around them', () => {
    expect(shown(propose("'My name is Gustavo and I'm 41' is how every single one of his voice notes starts"))).toEqual([]);
    expect(shown(propose("my gran always says 'you'll ruin your eyes' but I'm an optician so I'd know"))).toContainEqual(expect.stringMatching(/optician/));
  });
  it('reads an age past a hundred as a joke', () => {
    expect(shown(propose("I'm 130 years young, never felt better lol"))).toEqual([]);
    expect(shown(propose("I'm 93 and still swimming"))).toContainEqual(expect.stringMatching(/^age: /));
  });
  it('reads a favourite "in the whole world", where "I dey" is, a home moved into together, and a commute\'s start', () => {
    expect(shown(propose('my favourite band of all time is Fleetwood Mac'))).toEqual(['like:favourite-band: Their favourite band is Fleetwood Mac.']);
    expect(shown(propose('I dey Kumasi now'))).toEqual(['city: They’re in Kumasi now.']);
    expect(shown(propose('my girlfriend and I moved in together in Utrecht in May'))).toContainEqual('city: They live in Utrecht.');
    expect(shown(propose('my commute from Croydon to Holborn is a nightmare'))).toContainEqual('city: They live in Croydon.');
  });
  it('reads a scan said with a short weekday and a bare time, and a pastime started at an age', () => {
    expect(shown(propose('x-ray tues 2pm'))).toEqual(['plan:x-ray: They have an x-ray on Tuesday 10 March at 2pm.']);
    expect(shown(propose('started learning the harp at 55'))).toEqual([expect.stringMatching(/^like:harp: They started learning the harp at 55/)]);
  });
});
