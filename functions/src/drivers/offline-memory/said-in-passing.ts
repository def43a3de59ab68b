/**
 * Facts members state in passing, around something else they say: "being a plumber is not
 * glamorous", "such is the life of a mechanic", "ten years as a commercial pilot", "Architect by
 * trade", "Portland's been home for five years", "home for me is a tiny flat in Edinburgh", "I'm a
 * drummer in a pub band", "The violin is what I play", "my bagpipes drive the neighbours mad", "just
 * got back from trumpet rehearsal". Each is said plainly once more after the message ("I'm a
 * plumber.", "I live in Portland.", "I play the drums."), and the clause readers read that as they
 * read any statement. Never when the sentence is about someone else, imagined or asked.
 * Found in the paraphrase pairs' development half (bench/understanding/paraphrases).
 */
import { DAY_OF_MONTH, MONTH_NAMED, monthCalled } from './dates';
import { allergyByReaction } from './allergy-by-reaction';
import { ANSWERED_AT_ONCE, comfortClaimed, comfortFoodSaid } from './comfort-claimed';
import { MY_PET_NAMED, petNamedByDeed, petSaid, petSaidToBe } from './pets-in-passing';
import { kidsNamedInGeneral, kinNamedInGeneral, partnerNamedNext } from './kin-in-passing';
import { dishNamedIn, mayNameDish, namesFood } from './food-words';
import { FAVOURITE_OF, JOKE_SKILL } from './frame-words';
import { couldBeName, couldBePlace, PLACE_IN_LOWER_CASE, withTownCapital } from './people-said-plainly';
import { WORD_CLASSES } from './vocabulary';
import { NOT_THEIRS } from './in-passing-guards';
import { workIn } from './work-in-passing';
import { homeSaidInPassing, isTown } from './homes-in-passing';
import { pastimeTakenUp } from './pastimes-taken-up';
import { favouriteOfWhatCameBefore } from './favourite-of-what-came-before';
import { askedToStandAtWedding, friendOfTheDay } from './weddings-in-passing';
import { tripWithThem } from './trips-in-passing';
import { terseSaidPlainly } from './terse-notes';
import { capitalised, spokenList } from './words';

// (With the instruments named in two words, "steel pan", "tin whistle".)
const INSTRUMENTS = [...(WORD_CLASSES['instrument'] ?? []), 'steel pan', 'steel drums', 'tin whistle', 'penny whistle', 'bass guitar', 'electric guitar', 'double bass', 'french horn', 'grand piano']
  .filter((word) => /^[\p{L} -]+$/u.test(word))
  .sort((a, b) => b.length - a.length)
  .join('|');


const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)`;
const HOME_IN_PASSING = [
  new RegExp(String.raw`^\s*${PLACE}(?:'s|\s+is|\s+has)\s+(?:been\s+)?(?:my\s+|our\s+)?home\b`, 'u'),
  new RegExp(String.raw`^\s*${PLACE},\s+(?:that's|that is|it's)\s+(?:where\s+(?:[Ii]|we)\s+(?:call\s+home|live)|home)\b`, 'u'),
  new RegExp(String.raw`\b[Hh]ome\s+(?:for\s+(?:me|us)\s+)?(?:these days\s+|now\s+|nowadays\s+)?is\s+(?:[\p{L}'-]+\s+){0,5}?in\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b[Mm]y\s+address\s+is\s+in\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b(?:[Ii]|[Ww]e)\s+call\s+${PLACE}\s+home\b`, 'u'),
  new RegExp(String.raw`\b(?:[Mm]y|[Oo]ur)\s+(?:place|flat|house|apartment|home|bungalow|condo)\s+in\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b[Hh]ome\s+(?:for\s+(?:me|us)\s+)?(?:is|=)\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b[Rr]ent\s+in\s+${PLACE}`, 'u'),
  // "we swapped Lisbon for Porto last spring", "since we left Lisbon for Porto": the town they took in exchange.
  new RegExp(String.raw`\b(?:[Ww]e|[Ii])\s+(?:(?:just|finally|recently)\s+)?(?:swapped|traded|exchanged|ditched|left)\s+\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?\s+for\s+${PLACE}`, 'u'),
  // "we've been in Porto nearly a year now": how long they have been there says they live there.
  new RegExp(String.raw`\b(?:[Ww]e've|[Ii]'ve|[Ww]e\s+have|[Ii]\s+have)\s+been\s+(?:here\s+)?in\s+${PLACE}\s+(?:for\s+|nearly\s+|almost\s+|about\s+|over\s+|since\s+)+(?:a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|last|a\s+few|a\s+couple)\b`, 'u'),
  // "Bristol born and bred, still here": where they were born, and still are.
  new RegExp(String.raw`(?:^|[.!?,]\s+)${PLACE}\s+born\s+and\s+(?:bred|raised)\b(?=[^.!?]*\bstill\s+(?:here|there|live|living)\b)`, 'u'),
  new RegExp(String.raw`^\s*(?:[Tt]en|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Ss]ix|[Ss]even|[Ee]ight|[Nn]ine|[Tt]welve|[Tt]wenty|[Mm]any|\d+)\s+years\s+in\s+${PLACE}\s+and\s+[Ii]\b`, 'u'),
];
/** "my place in Ghent": where they live, said even inside a rhetorical question. */
const MY_PLACE_IN = /\b(?:[Mm]y|[Oo]ur)\s+(?:new\s+|little\s+|first\s+)?(?:place|flat|house|apartment|home|bungalow|condo)\s+in\s+\p{Lu}/u;
const PLAYERS: Readonly<Record<string, string>> = {
  drummer: 'drums', guitarist: 'guitar', bassist: 'bass', pianist: 'piano', violinist: 'violin', cellist: 'cello', fiddler: 'fiddle', flautist: 'flute', flutist: 'flute',
  trumpeter: 'trumpet', saxophonist: 'saxophone', harpist: 'harp', organist: 'organ', keyboardist: 'keyboard', percussionist: 'percussion', piper: 'bagpipes', accordionist: 'accordion',
  clarinettist: 'clarinet', clarinetist: 'clarinet', trombonist: 'trombone', oboist: 'oboe', banjoist: 'banjo', mandolinist: 'mandolin',
};
const INSTRUMENT_IN_PASSING = [
  // ("I'm the only cellist at rehearsals", "I'm first violinist": the player, whatever the article.)
  new RegExp(String.raw`\b(?:i'm|im|i am)\s+(?:an?\s+|the\s+(?:only\s+|other\s+|lead\s+|principal\s+)?|(?=(?:first|second|principal|lead)\s))(?:[\p{L}-]+\s+)?(${Object.keys(PLAYERS).join('|')})\b`, 'iu'),
  new RegExp(String.raw`^\s*(?:the\s+|my\s+)?(${INSTRUMENTS})\s+is\s+what\s+i\s+play\b`, 'iu'),
  new RegExp(String.raw`^\s*(?:the\s+|my\s+|a\s+)?((?:[\p{L}]+\s+)?(?:${INSTRUMENTS}))\s*[,—–-]\s*that's\s+what\s+i\s+play\b`, 'iu'),
  new RegExp(String.raw`\bmy\s+(${INSTRUMENTS})\b(?!\s+(?:player|teacher's))`, 'iu'),
  new RegExp(String.raw`^\s*(?:the\s+)?((?:[\p{L}]+\s+)?(?:${INSTRUMENTS}))(?:'s|\s+is)\s+my\s+(?:thing|jam|life|passion|instrument|baby)\b`, 'iu'),
  // ("piano lessons for my son" are his.)
  new RegExp(String.raw`\b(${INSTRUMENTS})\s+(?:rehearsal|rehearsals|lessons?|practice|class|classes|practise)\b(?!\s+(?:for|with)\s+(?:my|his|her|their|our)\b)`, 'iu'),
  // "keyboard + headphones = I can jam at 2am", "The banjo's rolls finally clicked for me": playing it, said with how it goes for them.
  new RegExp(String.raw`\b(${INSTRUMENTS})\b(?:(?!\b(?:my|his|her|their|your|our)\b)[^.!?]){0,40}?(?:\bi\s+(?:can\s+)?(?:jam|practi[sc]e)\b|\bclicked\s+for\s+me\b)`, 'iu'),
  // "trumpet lips after band practice", "cello calluses": what playing it leaves on them.
  new RegExp(String.raw`\b(${INSTRUMENTS})\s+(?:lips|fingers|calluses|callouses|blisters|thumbs?|wrists?)\b`, 'iu'),
  // "Tonight I will practise the bassoon", "I just sat down and played a little cavaquinho", "so I've taken up the tin whistle instead":
  // playing it in the ways the readers do not read ("I play the oud" they do).
  new RegExp(
    String.raw`(?:\b(?:i|we)(?:'ll|\s+will|\s+am going to|'m going to)\s+(?:also\s+|then\s+)?(?:play|practi[sc]e)|\b(?:i|we|i've|we've|i'm|we're)\s+(?:(?:also|still|sometimes|just|usually|often|now|always|really|finally|have|been|am|are)\s+)*(?:practi[sc]e|practi[sc]es|practi[sc]ed|practi[sc]ing|taken up|took up|picked up|learning|learnt|learned)|\b(?:i|we)\s+[^.!?,]{0,30}?\band\s+(?:then\s+)?(?:played|practi[sc]ed))\s+(?:(?:the|a|an|my|our|some|a little|a bit of|a bit)\s+)?(?:(?:little|old|new|wee|trusty)\s+)?(${INSTRUMENTS})\b`,
    'iu',
  ),
  // "I'm on bass guitar, he murders the vocals", "me on my tin whistle": their part in a band or a session.
  new RegExp(String.raw`\b(?:(?:i'm|im|i am|me)\s+on\s+(?:the\s+|my\s+)?|(?:^|[.!?]\s+|\b(?:i|we)\b)(?:(?!\b(?:my|his|her|their|he|she|they|our)\b)[^.!?]){0,40}?\bpractice\s+on\s+(?:the\s+|my\s+))(${INSTRUMENTS})\b`, 'iu'),
];
/** "I sold my piano last year": an instrument given up. */
const GIVEN_UP = /\b(?:sold|sell|selling|broke|lost|gave away|donated|got rid of|gave up|quit|stopped|used to)\b/i;
/**
 * What they react to: "X makes my throat swell", "X are dangerous for me", "X put me in hospital once",
 * "my throat goes itchy with X", "cashews r my enemy", "hives if I so much as look at a strawberry",
 * "I cyaan eat coconut". Tried in this order.
 */
const ALLERGY_IN_PASSING = [
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s+(?:makes?|made)\s+my\s+(?:throat|lips|mouth|tongue|face|skin|eyes)\s+(?:swell|itch|tingle|close|burn)/iu,
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' ,-]{1,60}?)\s+(?:is|are)\s+(?:really\s+|very\s+)?dangerous\s+for\s+me\b/iu,
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s+(?:put|landed|sent)\s+me\s+in\s+(?:the\s+)?(?:hospital|a&e|er)\b/iu,
  /\bmy\s+(?:throat|lips|mouth|tongue|face|skin)\s+(?:goes|gets|swells|itches|tingles)\s+(?:\p{L}+\s+)?(?:with|from|after)\s+(\p{L}[\p{L}-]+)/iu,
  /\b(?:should|must|have to|need to|gotta)\s+avoid\s+(\p{L}[\p{L}-]+(?:\s\p{L}[\p{L}-]+)?)\s+(?:since|because|as)\s+it\s+(?:gives|makes|brings)\b/iu,
  /^(?:honestly\s+)?(\p{L}[\p{L} -]{1,30}?)\s+(?:is|are|r)\s+my\s+(?:enemy|nemesis|kryptonite|arch-?enemy)\b/iu,
  /\b(?:hives|a rash|rashes|swollen lips)\s+if\s+i\s+(?:so much as\s+|even\s+)?(?:look at|touch|eat|smell|taste)\s+(?:a|an|the|any)?\s*([\p{L}-]+)/iu,
  /\bi\s+(?:cyaan|cyan|caan)\s+eat\s+([\p{L}-]+)/iu,
  // "peanuts literally could kill me": a food that could kill them (food-words.ts must know it as food, below).
  /(?:^|[.!,;]\s*|\b(?:and|but|oh)\s+)(\p{L}[\p{L}' -]{1,30}?)\s+(?:literally\s+|actually\s+|genuinely\s+)?(?:could|can|would|will|might)\s+(?:literally\s+)?kill\s+me\b/iu,
  // "cats make me sneeze like crazy, im super allergic": what sets them off, with "allergic" said of them in the message.
  /^(?:honestly\s+|sadly\s+|ugh,?\s+)?(\p{L}[\p{L}' -]{1,30}?)\s+(?:makes?|made|give|gives)\s+me\s+(?:sneeze|itch|itchy|wheeze|wheezy|hives|a rash|swell up|break out|come out in hives)\b(?=.*\b(?:i'm|im|i am|i'm so|i get)\s+(?:\p{L}+\s+)?allergic\b)/iu,
];
/**
 * Their comfort food: "Beans on toast. That's my comfort food.", "A bowl of porridge — that's what I
 * have when I'm feeling low", "X — exactly what I need after a long day", "X is my Sunday medicine",
 * "ramen fixes everything, it's my comfort food", "a fish supper after a bad day cures everything",
 * "Pasta al pomodoro, the simplest thing ever, is my go-to", "only a plate of nachos will do". Tried
 * in this order.
 */
const COMFORT_IN_PASSING = [
  /^(?:honestly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s*(?:[,—–-]|\.(?:\s+that's it\.)?)\s+that's\s+(?:what\s+i\s+(?:have|eat|make|want|crave|reach for|go for|order)\b|my\s+(?:comfort|go-to)\b)/iu,
  /^(?:honestly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s*(?:,|—|–|-)\s*(?:simple,?\s+filling,?\s+)?(?:exactly\s+)?what\s+i\s+need\s+(?:after|when)\b/iu,
  /^(?:honestly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s*(?:,\s*)?(?:is|=|dat is|that is)\s+my\s+(?:sunday\s+|forever\s+|go-to\s+|ultimate\s+)?(?:medicine|cure|love language|therapy|happy place)\b/iu,
  /^(?:honestly\s+|tbh\s+|ngl\s+|(?:i\s+)?swear(?:\s+down)?\s+|i\s+reckon\s+|trust me,?\s+)?(\p{L}[\p{L}' -]{1,30}?)\s+(?:always\s+)?(?:fixes|cures|solves|sorts(?:\s+out)?|heals)\s+(?:everything|anything|it all|all)\b/iu,
  /^(?:honestly\s+|tbh\s+|ngl\s+|(?:i\s+)?swear(?:\s+down)?\s+|i\s+reckon\s+|trust me,?\s+)?(?!(?:when|whenever|if|after|i|we|my|on)\b)(\p{L}[\p{L}' -]{1,30}?)\s+[^,.!?]{0,40},\s*(?:it's|it is|that's|thats)\s+my\s+(?:comfort|go-to|favou?rite)\s+(?:food|meal|dish)\b/iu,
  /\b(?:a|an|some)\s+((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)\s+(?:after\s+a\s+(?:bad|long|rough|hard|tough)\s+(?:day|week|shift)\s+)?(?:always\s+)?(?:fixes|cures|solves|sorts)\s+everything\b/iu,
  /^(\p{L}[\p{L}' -]{1,30}?)\s*,\s+[^,]{3,40},\s+(?:is|are)\s+my\s+(?:go-to|comfort|favou?rite|fave)\b/iu,
  /\bonly\s+(?:a|an|some)\s+((?:[\p{L}'-]+\s+){0,6}?[\p{L}'-]+)\s+will\s+do\b/iu,
  // "Cheese toasties, mate, can't beat 'em after a rough day": the dish first, then what it beats a bad time with.
  /^(?:honestly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s*,\s*(?:(?:mate|honestly|tbh|man|love|hun)\s*,\s*)?(?:you\s+)?can'?t\s+beat\s+(?:it|them|'em|em)\s+(?:after|when|on)\s+(?:a|an|my|one\s+of\s+those)?\s*(?:\p{L}+\s+)?(?:bad|long|rough|hard|tough|grim|crap|rubbish|shit|stressful|miserable|cold|rainy)\b/iu,
  // "Some people go running, I go for a bowl of ramen": what they turn to, against what others do.
  /^some\s+people\s+[^,.!?]{2,40},\s*(?:but\s+)?i\s+(?:do|have|go\s+for|reach\s+for|eat|need|get|make)\s+((?:(?:a|an|some|the)\s+)?(?:[\p{L}'-]+\s+){0,5}?[\p{L}'-]+)\s*(?:[.!]|$)/iu,
];
/** "My ultimate feel-better meal? Kimchi jjigae": a comfort asked and answered by the member. */
const COMFORT_ANSWERED = /\bmy\s+(?:ultimate\s+)?(?:feel-better|feel good|feel-good|comfort|go-to)\s+(?:meal|food|dish)\s*\?\s+(\p{L}[\p{L}' -]{1,30}?)(?=[,.!]|$)/iu;
/** "Favourite food ever? Sushi, no contest.": a favourite asked and answered by the member. */
const FAVOURITE_ANSWERED = /^\s*(?:my\s+)?(?:favou?rite|fave|fav)\s+([\p{L}]+(?:\s(?!ever\b)[\p{L}]+)?)(?:\s+(?:ever|of all time))?\s*\?\s+([\p{L}][\p{L}' -]{1,30}?)(?=[,.!]|$)/iu;

/** "Priya's wedding is in Jan", "Our Sinéad is tying the knot in September": a wedding the member will go to, of someone named. */
const WEDDING_OF_NAMED = /(?:^|[.!?]\s+)(?:(?:[Oo]ur|[Aa]hh?|[Oo]h|[Ss]o)\s+)?(?!(?:My|Our|The|His|Her|Their|Your)\b)(\p{Lu}[\p{L}'-]+)(?:'s\s+(?:[\p{L}-]+\s+)?(?:wedding|marriage|big day)\s+(?:is|will be)(?:\s+(?:holding|happening|planned|fixed|set|booked))?(?:\s+for)?|\s+(?:is|'s)\s+(?:finally\s+)?(?:getting married|tying the knot|getting hitched|marrying|getting wed|remarrying))\s+((?:in|on|this|next|for)\s+[^,.!?;—–]+?)(?=\s+(?:and|but|so|because|cos|though|o)\b|[,.!?;—–]|$)/u;
/** "Lerato told me she's getting married in September": a friend's wedding the member was told of. */
const TOLD_OF_WEDDING = /\b(\p{Lu}[\p{L}'-]+)\s+told\s+me\s+(?:she's|he's|she is|he is|they're)\s+(?:getting married|marrying|tying the knot|getting hitched)\s+((?:in|on|this|next)\s+[\p{L}0-9 ]+?)(?=[,.!?;]|\s+and\b|$)/u;
/** "help my friend Camila pick a venue — she's marrying in November". */
/** "Tomasz and Ola are getting married in June! So happy for my best friend": a couple named, one of them the friend the message names (the first). */
const COUPLE_WEDS = /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+)\s+(?:and|&)\s+(\p{Lu}\p{Ll}+)\s+(?:are|'re)\s+(?:getting\s+(?:married|hitched|wed)|tying the knot)\s+((?:in|on|this|next)\s+[\p{L}0-9 ]+?)(?=[,.!?;]|\s+and\b|$)[^]*?\bmy\s+(best\s+)?(friend|mate|pal|bestie)\b/u;
/** "Counting down to Tokyo — 14 March can't come soon enough", "passport renewed just in time for Tokyo on 14 March": a place counted down to, or got ready for, with its day. */
const COUNTING_DOWN_TO = /\b(?:[Cc]ounting\s+(?:down\s+)?(?:the\s+days\s+)?(?:to|till|until)|(?:just\s+)?in\s+time\s+for|all\s+set\s+for)\s+(\p{Lu}[\p{L}-]+)\b/u;
const DAY_OF_MONTH_SAID = new RegExp(String.raw`\b${DAY_OF_MONTH}`, 'u');
const FRIEND_WEDS = /\bmy\s+(?:best\s+)?(friend|mate|pal|cousin|sister|brother|colleague|niece|nephew)\s+(\p{Lu}[\p{L}'-]+)\b[^.!?]*?\b(?:she's|he's|she is|he is|they're|(?:when|once)\s+(?:she|he|they)\s+(?:gets?|get))\s+(?:getting married|marrying|tying the knot|getting hitched|married)\s+((?:in|on|this|next)\s+[\p{L}0-9 ]+?)(?=[,.!?;]|\s+and\b|$)/iu;
/**
 * "my roommate Jake just set a date, October wedding!!", "Guess who's getting married in June? My
 * childhood friend Nikolai!": a wedding, its month and one of their people named in one message are
 * that person's wedding, when the message names no one else of theirs.
 */
const WEDDING_WORDS = /\b(?:wedding|getting married|marrying|tying the knot|getting hitched|proposed|engaged)\b/iu;
const THEIR_PERSON = /\b[Mm]y\s+((?:[\p{Ll}-]+\s+){0,2}?(?:friend|mate|pal|bestie|cousin|sister|brother|roommate|flatmate|housemate|colleague|coworker|co-worker|niece|nephew|aunt|auntie|uncle|neighbour|neighbor|boss|sis|bro))\s+(\p{Lu}[\p{L}'-]+)/gu;
function weddingNamedWithMonth(message: string): string | undefined {
  const month = MONTH_NAMED.exec(message);
  if (!month || !WEDDING_WORDS.test(message) || /\b(?:if|would|wish|hope|maybe|might|was|were|last)\b/i.test(message)) return undefined;
  // A question asks, unless it is a riddle the message answers ("Guess who's getting married in June? My friend Nikolai!").
  if (message.includes('?') && !/\bguess\s+(?:who|whose)\b/i.test(message)) return undefined;
  const people = [...message.matchAll(THEIR_PERSON)];
  if (people.length !== 1) return undefined;
  const [, relation, name] = people[0]!;
  // ("my cousin Fabiana's wedding is in October" is read as it is, by the plan readers.)
  if (/'s$/.test(name!)) return undefined;
  // ("my friend Tomasz is getting married in June" is read as it is.)
  if (new RegExp(String.raw`\b${name}\b[^.!?]{0,30}?\b(?:marry|marries|marrying|wed|weds|get married|gets married|getting married|tying the knot|getting hitched)\b`, 'u').test(message)) return undefined;
  return `My ${relation!.toLowerCase()} ${name} is getting married in ${month[1]}.`;
}

/** "in Jan", "next Sept": a month's short name said in full, as the date readers expect. */
const fullMonths = (text: string) => text.replace(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b\.?/gi, (short: string) => monthCalled(short)!);

/** "my three (Aroha, Wiremu, Manaia)", "my little ones Fatima and Omar", "my lot — Luca ... Giulia": the member's children, listed. */
const KIDS_LISTED = /\b(?:[Mm]y|[Oo]ur|ur\s+(?=\d|two|three|four)|your\s+(?=\d|two|three|four))\s*(?:(?:two|three|\d|four|five|lot|kids|children|little ones|kiddos|babies|boys|girls|twins|sons|daughters)\s*)+[(:—–,-]?\s*(\p{Lu}[\p{L}'-]+(?:\s+\d{1,2})?(?:\s*,\s*\p{Lu}[\p{L}'-]+(?:\s+\d{1,2})?)*(?:\s*,?\s*(?:and|n|&)\s+\p{Lu}[\p{L}'-]+(?:\s+\d{1,2})?)?)/u;
/**
 * "I've three children: Siobhán is the eldest ..., then there's Padraig ..., and my youngest Aoife":
 * children counted, then named one at a time by their place among them.
 */
const CHILDREN_COUNTED = /\b(?:i|we)(?:'ve|\s+have|\s+'ve\s+got|\s+have\s+got|\s+got)\s+(?:two|three|four|five|[2-5])\s+(?:kids|children|sons|daughters|boys|girls|sprogs|bairns)\b/iu;
const CHILD_BY_PLACE = [
  /\b(\p{Lu}\p{Ll}+)\s+(?:is|'s)\s+(?:the|our|my)\s+(?:eldest|oldest|youngest|middle\s+one|middle\s+child|baby)\b/gu,
  /\b(?:then\s+)?there's\s+(\p{Lu}\p{Ll}+)\b/gu,
  /\b(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:eldest|oldest|youngest|middle\s+one|baby)\s*,?\s+(?:child\s+)?(\p{Lu}\p{Ll}+)\b/gu,
  // "School run done. Lena to year 3, Mateo to nursery.": each taken to their school.
  /\b(\p{Lu}\p{Ll}+)\s+(?:to|at)\s+(?:year\s+\d+|nursery|reception|pre-?school|cr[eè]che|daycare|kindergarten|kindy|primary|school|big school)\b/gu,
];
function childrenByPlace(message: string): string | undefined {
  if (!CHILDREN_COUNTED.test(message) && !/\bschool\s+(?:run|drop-?off|pick-?up)\b/i.test(message)) return undefined;
  const names = [...new Set(CHILD_BY_PLACE.flatMap((pattern) => [...message.matchAll(pattern)].map((found) => found[1]!)))].filter((name) => couldBeName(name));
  if (names.length < 2) return undefined;
  return `My kids are called ${spokenList(names.sort((a, b) => message.indexOf(a) - message.indexOf(b)))}.`;
}
/** "My little Tomás keeps asking ... now that his sister Inés has arrived": one of theirs, and that one's brother or sister, are their children. */
const MY_CHILD_NAMED = /\b[Mm]y\s+(?:(?:little|youngest|eldest|baby|oldest)\s*,?\s+(?:child\s+)?)?(\p{Lu}\p{L}+)(?='s|[^\p{L}'-]|$)/u;
const THEIR_SIBLING_NAMED = /\b(?:[Hh]is|[Hh]er)\s+(?:(?:big|little|older|younger|baby|twin)\s+)?(?:brother|sister)\s+(\p{Lu}\p{L}+)/u;
/** "Anniversary #15 with Youssef", "Me and Beatriz (married 8 years ...)": the member's partner, named with what they share. */
const PARTNER_SAID = [
  /\b[Aa]nniversary\b[^.!?]{0,20}?\bwith\s+(\p{Lu}[\p{L}'-]+)/u,
  /\b[Mm]e\s+and\s+(\p{Lu}[\p{L}'-]+)\s*\(\s*married\b/u,
  // "Desmond had dinner waiting, which is exactly why I married him".
  /\b(\p{Lu}\p{Ll}+)\b[^.!?]{0,80}?\b(?:why|the reason|the day)\s+I\s+married\s+(?:him|her)\b/u,
  // "Dermot and I had our 30th anniversary", "me and Ines celebrated our anniversary".
  /(?:\b(\p{Lu}[\p{L}'-]+)\s+and\s+(?:I|me)|\b[Mm]e\s+and\s+(\p{Lu}[\p{L}'-]+))\s+(?:just\s+)?(?:had|celebrated|marked|are celebrating|celebrate|have)\s+our\s+(?:[\p{L}\d-]+\s+)?(?:wedding\s+)?anniversary\b/u,
];
/** "my legume allergy strikes again": theirs, whoever else the message speaks of (not "my food allergy"). */
const MY_ALLERGY = /\bmy\s+([\p{L}-]{3,})\s+allergy\b/iu;

/** "been living here 2 yrs", "I am living here only", "we moved here in May": where they live is the place the message names. */
const LIVES_HERE = /\b(?:(?:i|we)(?:'ve|'m|'re| have| am| are)?\s+(?:been\s+|now\s+|still\s+)?|been\s+)?(?:living|live|lived|based|settled|moved|relocated)\s+here\b(?!\s+(?:for (?:a|the) (?:week|weekend|day|night|holiday|trip)|on (?:holiday|vacation|business)))/iu;
/**
 * "the fog in San Francisco ... on my walk to the office", "Ever tried a danfo in Lagos at 7am?
 * That's my life every weekday", "... home sweet home": their everyday life in the one town the
 * message names, unless the message is about being away (a trip, a visit, where they grew up).
 */
const DAILY_HERE = /\bhome\s+sweet\s+home\b|\bmy\s+(?:daily\s+|morning\s+)?(?:commute|walk\s+to\s+(?:work|the\s+office|school)|school\s+run|local\s+(?:pub|shop|market|caf[eé]|bakery|park|gym))\b|\bfrom\s+my\s+(?:house|flat|place|apartment)\s+to\s+(?:work|the\s+office)\b|\b(?:that's|that\s+is|thats)\s+my\s+life\s+every\s+(?:single\s+)?(?:day|weekday|morning|week)\b/iu;
const AWAY = /\b(?:visit(?:ing|ed|s)?|trip|holiday|vacation|hotel|hostel|airbnb|flight|flew|flying|airport|abroad|tourist|sightseeing|layover|conference|weekend\s+away|grew\s+up|used\s+to\s+live|moved\s+(?:away|out)|back\s+when)\b/iu;
/** A town, a city or a country as WordNet knows it, written with its capital ("Manchester", "San Francisco"). */
const TOWN = /\b\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?/gu;
/** The one town the message names (two words first: "San Francisco"), or none when it names several or none. */
function theTownNamed(message: string): string | undefined {
  const towns = new Set<string>();
  for (const found of message.matchAll(TOWN)) {
    const words = found[0];
    // ("Port of Spain", "Isle of Man": the end of a place of several words is no town of its own.)
    if (/\p{Lu}\p{Ll}+\s+of\s+(?:the\s+)?$/u.test(message.slice(0, found.index))) continue;
    if (isTown(words)) towns.add(words);
    else if (words.includes(' ') && isTown(words.split(' ')[0]!)) towns.add(words.split(' ')[0]!);
  }
  return towns.size === 1 ? [...towns][0] : undefined;
}

/**
 * "after a breakup I basically live on pizza, it's my comfort food", "Ice cream straight out the
 * tub, that's my therapy", "my guilty comfort food is chicken nuggets": their comfort said of a dish
 * the message names, whatever the words between (food-words.ts finds the dish nearest the word).
 */
const MY_COMFORT = /\b(?:my|me)\s+(?:(?:ultimate|guilty|go-to|forever|number one|no\.? 1|favourite|favorite|true|secret|sunday)\s+)?(comfort(?:\s+(?:food|meal|dish|snack))?|therapy|cure|medicine|happy place|feel-?good (?:food|meal))\b|\b(?:the\s+only\s+thing\s+that|what\s+always|what\s+really)\s+(?:fixes|helps|works for|cheers|sorts|gets)\s+me\b|\b(?:best|only|perfect)\s+(?:food|thing|meal|dish)\s+(?:for me\s+)?(?:when|whenever|if|after)\s+(?:i|i'm|im)\s+(?:am\s+|feel\s+)?(?:\p{L}+\s+)?(?:sad|down|low|tired|sick|ill|stressed|blue|homesick|upset)\b/iu;
/** Said with a roll of the eyes: what follows is meant the other way. */
const SARCASM = /🙄|😒|🤢|\byeah,? right\b|\boh yes\b|\bsaid no one\b|\bas if\b|\/s\b|\b(?:not|isn't|no longer)\s+(?:\p{L}+\s+)?my\b/iu;
function comfortDishNamed(message: string): string | undefined {
  const comfort = MY_COMFORT.exec(message);
  if (!comfort || SARCASM.test(message) || message.includes('?')) return undefined;
  // ("Ice cream used to be my comfort food": a comfort they had, in the sentence that says so.)
  const sentence = message.slice(message.lastIndexOf('.', comfort.index) + 1).split(/[.!?]/)[0]!;
  if (/\b(?:used to|no longer|anymore|any more)\b/i.test(sentence)) return undefined;
  // ("dumplings are my ultimate comfort food", "mac and cheese = my comfort food" are read as they are said.)
  // (Nor "my comfort food has to be mac n cheese": what follows it is the dish.)
  const plainly = message.replace(/\s=\s/g, ' is ');
  const favourite = FAVOURITE_OF.exec(plainly);
  // ("it's my comfort food", "that's my therapy" point back to the dish, and are read here.)
  if ((favourite && !/\b(?:it|that|this|which|its|thats)\s*$/i.test(plainly.slice(0, favourite.index))) || /^\s*(?:is|are|has to be|have to be|would be|will always be|=|:)/i.test(message.slice(comfort.index + comfort[0].length))) return undefined;
  // ("comfort" itself names a feeling, not a food: "my therapy" only with a food nearby.)
  return dishNamedIn(message, comfort.index);
}

/** The first of `patterns` that matches, in their order. */
function firstMatch(patterns: readonly RegExp[], text: string): RegExpExecArray | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (found) return found;
  }
  return undefined;
}

/** Nothing before what was found speaks of someone else, imagines or asks, and the sentence asks nothing; unless `evenAsked`, when only the words before count. */
function ownedHere(sentence: string, found: RegExpExecArray, evenAsked = false): boolean {
  // (Within its own clause: "Declan had his piano exam so the house is chaos and I haven't touched my banjo" plays the banjo.)
  const before = sentence.slice(0, found.index).split(/,\s+|\s+(?:and|so|but|because|cos|while)\s+(?=i\b|i've|i'm|i'd|we\b|my\b|our\b)/i).at(-1)!;
  return evenAsked ? !NOT_THEIRS.test(before.replace(/\?/g, '')) : !NOT_THEIRS.test(before) && !sentence.includes('?');
}

/** What one sentence says in passing of their work, their home, a pet and an instrument. */
function sentenceSaidPlainly(sentence: string): string[] {
  const plain: string[] = [];
  const work = workIn(sentence);
  if (work) plain.push(work);
  // ("Portland (Oregon) is home": the region in brackets after a town is left out.)
  const home = firstMatch(HOME_IN_PASSING, sentence.replace(/(\p{Lu}[\p{L}'-]+)\s*\([^)]{1,30}\)/gu, '$1'));
  if (home && (ownedHere(sentence, home) || (MY_PLACE_IN.test(sentence) && ownedHere(sentence, home, true)))) plain.push(`I live in ${home[1]}.`);
  const pet = MY_PET_NAMED.exec(sentence);
  if (pet && ownedHere(sentence, pet, true)) plain.push(petSaid(pet[0], pet[1]!.toLowerCase(), pet[2]!));
  const played = firstMatch(INSTRUMENT_IN_PASSING, sentence);
  if (played && ownedHere(sentence, played) && !GIVEN_UP.test(sentence) && !JOKE_SKILL.test(sentence)) plain.push(`I play the ${PLAYERS[played[1]!.toLowerCase()] ?? played[1]!.toLowerCase()}.`);
  return plain;
}

/** A clause, not a dish's name: "nothing a bowl of pho can't fix honestly". */
const CLAUSE_IN_PHRASE = /\b(?:can't|cannot|won't|don't|isn't|fix|fixes|beats|helps)\b/i;

/** The plain sentences a message states in passing, to be read after it. */
export function saidInPassing(said: string): string[] {
  // ("rent in austin": a town in lower case after a verb of a home, with its capital.)
  // ("porto has been home since spring": a town before "home", with its capital.)
  const message = said.replace(PLACE_IN_LOWER_CASE, withTownCapital).replace(/(?<=^|[.!?]\s+)(\p{Ll}[\p{L}'-]+)(?=\s+(?:has been|have been|is|'s been|'s)\s+home\b)/gu, (whole, place: string) => (couldBePlace(place) ? capitalised(place) : whole));
  // (An emoji ends a sentence as a full stop does: "... a real client 😭 tattoo apprentice life is terrifying".)
  const plain = message.split(/(?<=[.!?])\s+|\s+[—–]\s+(?=\p{Lu})|(?<=\p{Extended_Pictographic})\s+/u).flatMap(sentenceSaidPlainly);
  const child = MY_CHILD_NAMED.exec(message);
  const sibling = THEIR_SIBLING_NAMED.exec(message);
  if (child && sibling && !/^(?:Mum|Mom|Dad|Mam|Nan|Gran|God)$/.test(child[1]!)) plain.push(`My kids are called ${child[1]} and ${sibling[1]}.`);
  const kids = KIDS_LISTED.exec(message);
  // ("kids: Farah 9, Idris 5": the ages stay out of the names.)
  if (kids) plain.push(`My kids are called ${kids[1]!.replace(/\s+n\s+/g, ' and ').replace(/\s+\d{1,2}\b/g, '')}.`);
  const byPlace = kids ? undefined : childrenByPlace(message);
  if (byPlace) plain.push(byPlace);
  const told = TOLD_OF_WEDDING.exec(message);
  if (told) plain.push(`I'm going to ${told[1]}'s wedding ${fullMonths(told[2]!.trim())}.`);
  const partner = firstMatch(PARTNER_SAID, message);
  const partnerName = partner && (partner[1] ?? partner[2]);
  if (partnerName && couldBeName(partnerName)) plain.push(`My partner is ${partnerName}.`);
  const answered = COMFORT_ANSWERED.exec(message);
  if (answered) plain.push(`My comfort food is ${answered[1]!.trim()}.`);
  const favourite = FAVOURITE_ANSWERED.exec(message);
  if (favourite) plain.push(`My favourite ${favourite[1]!.toLowerCase()} is ${favourite[2]!.trim()}.`);
  const wedding = WEDDING_OF_NAMED.exec(message);
  if (wedding && !/\b(?:if|would|wish)\b|\?/i.test(message)) plain.push(`I'm going to ${wedding[1]}'s wedding ${fullMonths(wedding[2]!.replace(/^for\s+/i, 'in ').trim())}.`);
  const ownAllergy = MY_ALLERGY.exec(message);
  if (ownAllergy && !/^(?:food|nut|bad|worst|terrible|new|severe|mild)$/i.test(ownAllergy[1]!)) plain.push(`I'm allergic to ${ownAllergy[1]}.`);
  const here = LIVES_HERE.exec(message);
  const town = here && !NOT_THEIRS.test(message.slice(0, here.index).replace(/\?/g, '')) && !/\?/.test(message.slice(here.index)) ? theTownNamed(message) : undefined;
  const daily = town ? null : DAILY_HERE.exec(message);
  const dailyTown = daily && !AWAY.test(message) && !NOT_THEIRS.test(message.slice(0, daily.index).replace(/\?/g, '')) ? theTownNamed(message) : undefined;
  if (town ?? dailyTown) plain.push(`I live in ${town ?? dailyTown}.`);
  const kidsNamed = kidsNamedInGeneral(message);
  if (kidsNamed && !/\b(?:his|her|their|your|[\p{L}]+'s)\s+(?:kids|children)\b/iu.test(message)) plain.push(kidsNamed);
  const kinNamed = kidsNamed ? undefined : kinNamedInGeneral(message) ?? partnerNamedNext(message);
  if (kinNamed && !NOT_THEIRS.test(message.replace(/\?/g, '').replace(/\bmy\s+\p{Lu}\p{Ll}+/gu, ''))) plain.push(kinNamed);
  const pet = petNamedByDeed(message);
  if (pet && !NOT_THEIRS.test(message.replace(/\?/g, '').replace(/\bmy\s+\p{Lu}\p{Ll}+/gu, ''))) plain.push(pet);
  // (One said to be an animal keeps its own guard: "he" there is the tortoise.)
  const saidToBe = pet ? undefined : petSaidToBe(message);
  if (saidToBe && !/\?|\b(?:if\s+(?:i|we)|i'd|we'd|would\s+(?:i|we)|wish)\b/i.test(message)) plain.push(saidToBe);
  const couple = COUPLE_WEDS.exec(message);
  if (couple && couldBeName(couple[1]!) && couldBeName(couple[2]!)) plain.push(`My ${couple[4] ? 'best ' : ''}${couple[5]!.toLowerCase() === 'bestie' ? 'friend' : couple[5]!.toLowerCase()} ${couple[1]} is getting married to ${couple[2]} ${fullMonths(couple[3]!.trim())}.`);
  const home = homeSaidInPassing(message);
  if (home) plain.push(home);
  const pastime = pastimeTakenUp(message);
  if (pastime) plain.push(pastime);
  const favouriteOfKind = favourite ? undefined : favouriteOfWhatCameBefore(message);
  if (favouriteOfKind) plain.push(favouriteOfKind);
  const standing = askedToStandAtWedding(message) ?? tripWithThem(message);
  if (standing) plain.push(standing);
  plain.push(...terseSaidPlainly(message));
  const countingTo = COUNTING_DOWN_TO.exec(message);
  const countedDay = countingTo && DAY_OF_MONTH_SAID.exec(message);
  if (countingTo && countedDay && couldBePlace(countingTo[1]!)) plain.push(`I'm going to ${countingTo[1]} on ${countedDay[1]}.`);
  plain.push(...friendOfTheDay(message));
  const friendWeds = FRIEND_WEDS.exec(message);
  if (friendWeds) plain.push(`My ${friendWeds[1]!.toLowerCase()} ${friendWeds[2]} is getting married ${fullMonths(friendWeds[3]!.trim())}.`);
  const weddingWithMonth = told || wedding || friendWeds ? undefined : weddingNamedWithMonth(fullMonths(message));
  if (weddingWithMonth) plain.push(weddingWithMonth);
  // A comfort claimed of a dish ("... it's the only thing that fixes a bad day") keeps its own guards, between the dish and the claim.
  // (One of the patterns below reads it first when it can: "a fish supper after a bad day cures everything".)
  const patterned = firstMatch(COMFORT_IN_PASSING, message.replace(/\s+/g, ' '));
  const claimed = patterned && mayNameDish(patterned[1]!) ? undefined : comfortClaimed(message);
  if (claimed) plain.push(claimed);
  // So does an allergy told by the member's reaction ("it had kiwi in it and my throat goes itchy").
  const byReaction = allergyByReaction(message);
  if (byReaction) plain.push(byReaction);
  // Allergies and comfort foods are read of the whole message, and not when any of it speaks of someone else ("my throat", "if I so much as" do not).
  // ("Bad day? Ramen.": a question the member answers at once asks nothing.)
  if (NOT_THEIRS.test(message.replace(ANSWERED_AT_ONCE, '$1$2: ').replace(/\bmy\s+(?=(?:throat|lips|mouth|tongue|face|skin|eyes)\b)|\bif\s+i\s+(?:so much as|even)\b/gi, ''))) return plain;
  const reacted = firstMatch(ALLERGY_IN_PASSING, message);
  // ("my boss could kill me" is no allergy: what could kill them is a food.)
  const allergen = reacted?.[1]!.replace(/^(?:(?:oh|and|but|also|so|plus)\s+)+/i, '').trim();
  // (An allergen is a thing named, not a clause: "I cannot eat peanuts, I have allergy, is very dangerous for me" names none there.)
  const named = allergen && allergen.split(/\s+/).length <= 8 && !/;|\b(?:i|we|you|he|she|they|have|has|had|can|cannot|can't|eat|eats)\b/i.test(allergen);
  if (!byReaction && reacted && named && (!/\bkill\s+me\b/i.test(reacted[0]) || namesFood(allergen))) plain.push(`I'm allergic to ${allergen}.`);
  // (A pattern's words before the comfort are a dish: "after a breakup ..., it's my comfort food" names none there.)
  // ("nothing a bowl of pho can't fix honestly, that's my go-to": a clause before the comfort names its dish inside it.)
  const phrase = patterned?.[1]!.trim();
  const patternedDish = phrase && mayNameDish(phrase) ? (CLAUSE_IN_PHRASE.test(phrase) ? (dishNamedIn(phrase) ?? phrase) : phrase) : undefined;
  const dish = claimed ? undefined : (patternedDish ?? comfortDishNamed(message));
  if (dish) plain.push(comfortFoodSaid(dish));
  return plain;
}
