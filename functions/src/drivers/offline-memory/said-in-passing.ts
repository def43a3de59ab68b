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
import { OCCUPATIONS, WORD_CLASSES } from './vocabulary';

const JOBS = [...OCCUPATIONS].filter((job) => /^[a-z][a-z -]+$/.test(job)).sort((a, b) => b.length - a.length).join('|');
const INSTRUMENTS = (WORD_CLASSES['instrument'] ?? []).filter((word) => /^[\p{L} -]+$/u.test(word)).sort((a, b) => b.length - a.length).join('|');

/** A sentence that imagines, asks or speaks of someone else says nothing in passing about the member. */
const NOT_THEIRS = /\b(?:if|would|wish|dream|dreamt|dreamed|wanted to be|want to be|hope to be|someday|one day|my\s+(?:\p{L}+\s+)?(?:son|daughter|sister|brother|mum|mom|dad|mother|father|wife|husband|partner|friend|cousin|neighbour|neighbor|colleague|boss|uncle|aunt|kid|kids)|his|her|their|your|he|she|they)\b|\?/iu;

const JOB_IN_PASSING = new RegExp(
  String.raw`(?:^|[\s,])(?:being|as|working as|work as|years as|decades? as|career as|life of|job as|time as)\s+(?:an?\s+)(?:[\p{L}-]+\s+)?(${JOBS})\b|^\s*(${JOBS})\s+(?:by\s+(?:trade|profession)|[—–-]\s+i\b|through and through)`,
  'iu',
);
const PLACE = String.raw`(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)`;
const HOME_IN_PASSING = [
  new RegExp(String.raw`^\s*${PLACE}(?:'s|\s+is|\s+has)\s+(?:been\s+)?(?:my\s+|our\s+)?home\b`, 'u'),
  new RegExp(String.raw`^\s*${PLACE},\s+(?:that's|that is|it's)\s+(?:where\s+(?:[Ii]|we)\s+(?:call\s+home|live)|home)\b`, 'u'),
  new RegExp(String.raw`\b[Hh]ome\s+(?:for\s+(?:me|us)\s+)?(?:these days\s+|now\s+|nowadays\s+)?is\s+(?:[\p{L}'-]+\s+){0,5}?in\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b[Mm]y\s+address\s+is\s+in\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b(?:[Ii]|[Ww]e)\s+call\s+${PLACE}\s+home\b`, 'u'),
];
const PLAYERS: Readonly<Record<string, string>> = {
  drummer: 'drums', guitarist: 'guitar', bassist: 'bass', pianist: 'piano', violinist: 'violin', cellist: 'cello', fiddler: 'fiddle', flautist: 'flute', flutist: 'flute',
  trumpeter: 'trumpet', saxophonist: 'saxophone', harpist: 'harp', organist: 'organ', keyboardist: 'keyboard', percussionist: 'percussion', piper: 'bagpipes', accordionist: 'accordion',
  clarinettist: 'clarinet', clarinetist: 'clarinet', trombonist: 'trombone', oboist: 'oboe', banjoist: 'banjo', mandolinist: 'mandolin',
};
const INSTRUMENT_IN_PASSING = [
  new RegExp(String.raw`\b(?:i'm|im|i am)\s+(?:an?\s+)(?:[\p{L}-]+\s+)?(${Object.keys(PLAYERS).join('|')})\b`, 'iu'),
  new RegExp(String.raw`^\s*(?:the\s+|my\s+)?(${INSTRUMENTS})\s+is\s+what\s+i\s+play\b`, 'iu'),
  new RegExp(String.raw`^\s*(?:the\s+|my\s+|a\s+)?((?:[\p{L}]+\s+)?(?:${INSTRUMENTS}))\s*[,—–-]\s*that's\s+what\s+i\s+play\b`, 'iu'),
  new RegExp(String.raw`\bmy\s+(${INSTRUMENTS})\b(?!\s+(?:player|teacher's))`, 'iu'),
  new RegExp(String.raw`\b(${INSTRUMENTS})\s+(?:rehearsal|rehearsals|lessons?|practice|class|classes|practise)\b`, 'iu'),
];

/** "X makes my throat swell", "X are dangerous for me", "X put me in hospital once", "my throat goes itchy with X": a food they react to. */
const ALLERGY_IN_PASSING = [
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s+(?:makes?|made)\s+my\s+(?:throat|lips|mouth|tongue|face|skin|eyes)\s+(?:swell|itch|tingle|close|burn)/iu,
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' ,-]{1,60}?)\s+(?:is|are)\s+(?:really\s+|very\s+)?dangerous\s+for\s+me\b/iu,
  /^(?:honestly\s+|sadly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s+(?:put|landed|sent)\s+me\s+in\s+(?:the\s+)?(?:hospital|a&e|er)\b/iu,
  /\bmy\s+(?:throat|lips|mouth|tongue|face|skin)\s+(?:goes|gets|swells|itches|tingles)\s+(?:\p{L}+\s+)?(?:with|from|after)\s+(\p{L}[\p{L}-]+)/iu,
  /\b(?:should|must|have to|need to|gotta)\s+avoid\s+(\p{L}[\p{L}-]+(?:\s\p{L}[\p{L}-]+)?)\s+(?:since|because|as)\s+it\s+(?:gives|makes|brings)\b/iu,
];
/** "Beans on toast. That's it. That's my comfort food.", "A bowl of porridge — that's what I have when I'm feeling low". */
const COMFORT_IN_PASSING = /^(?:honestly\s+)?(\p{L}[\p{L}' -]{1,40}?)\s*(?:[,—–-]|\.(?:\s+that's it\.)?)\s+that's\s+(?:what\s+i\s+(?:have|eat|make|want|crave|reach for|go for|order)\b|my\s+(?:comfort|go-to)\b)/iu;

/** "Priya's wedding is in Jan", "Our Sinéad is tying the knot in September": a wedding the member will go to, of someone named. */
const WEDDING_OF_NAMED = /(?:^|[.!?]\s+)(?:(?:[Oo]ur|[Aa]hh?|[Oo]h|[Ss]o)\s+)?(?!(?:My|Our|The|His|Her|Their|Your)\b)(\p{Lu}[\p{L}'-]+)(?:'s\s+(?:[\p{L}-]+\s+)?(?:wedding|marriage|big day)\s+(?:is|will be)(?:\s+(?:holding|happening|planned|fixed|set|booked))?(?:\s+for)?|\s+(?:is|'s)\s+(?:finally\s+)?(?:getting married|tying the knot|getting hitched|marrying|getting wed|remarrying))\s+((?:in|on|this|next|for)\s+[^,.!?;—–]+?)(?=\s+(?:and|but|so|because|cos|though|o)\b|[,.!?;—–]|$)/u;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "in Jan", "next Sept": a month's short name said in full, as the date readers expect. */
const fullMonths = (text: string) => text.replace(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b\.?/gi, (short: string) => MONTHS.find((month) => month.toLowerCase().startsWith(short.slice(0, 3).toLowerCase()))!);

/** "Favourite food ever? Sushi, no contest.": a favourite asked and answered by the member. */
const FAVOURITE_ANSWERED = /^\s*(?:my\s+)?(?:favou?rite|fave|fav)\s+([\p{L}]+(?:\s(?!ever\b)[\p{L}]+)?)(?:\s+(?:ever|of all time))?\s*\?\s+([\p{L}][\p{L}' -]{1,30}?)(?=[,.!]|$)/iu;

/** The plain sentences a message states in passing, to be read after it. */
export function saidInPassing(message: string): string[] {
  const plain: string[] = [];
  for (const sentence of message.split(/(?<=[.!?])\s+|\s+[—–]\s+(?=\p{Lu})/u)) {
    const job = JOB_IN_PASSING.exec(sentence);
    const before = job ? sentence.slice(0, job.index) : '';
    // ("I just started as a barista": a sentence with its own subject is read as it is.)
    if (job && !NOT_THEIRS.test(before) && !/\b(?:i|i'm|im|i've|ive|i'd|we|we're)\b/i.test(before) && !/\b(?:if|would|could|might|should|may|wish|want to be|wanted to be|dream)\b|\?/i.test(sentence)) {
      const what = (job[1] ?? job[2])!.toLowerCase();
      plain.push(`I'm ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}.`);
    }
    // What comes before the words that say it must not be someone else's ("my daughter's violin lessons").
    const theirs = (found: RegExpExecArray | null | undefined) => found && !NOT_THEIRS.test(sentence.slice(0, found.index)) && !/\?/.test(sentence);
    const home = HOME_IN_PASSING.map((pattern) => pattern.exec(sentence)).find(Boolean);
    if (theirs(home)) plain.push(`I live in ${home![1]}.`);
    const played = INSTRUMENT_IN_PASSING.map((pattern) => pattern.exec(sentence)).find(Boolean);
    if (theirs(played) && !/\bair[\s-]+(?:guitar|drums?)\b/i.test(sentence)) plain.push(`I play the ${PLAYERS[played![1]!.toLowerCase()] ?? played![1]!.toLowerCase()}.`);
  }
  const favourite = FAVOURITE_ANSWERED.exec(message);
  if (favourite) plain.push(`My favourite ${favourite[1]!.toLowerCase()} is ${favourite[2]!.trim()}.`);
  const wedding = WEDDING_OF_NAMED.exec(message);
  if (wedding && !/\b(?:if|would|wish)\b|\?/i.test(message)) plain.push(`I'm going to ${wedding[1]}'s wedding ${fullMonths(wedding[2]!.replace(/^for\s+/i, 'in ').trim())}.`);
  if (NOT_THEIRS.test(message.replace(/\bmy\s+(?=(?:throat|lips|mouth|tongue|face|skin|eyes)\b)/gi, ''))) return plain;
  const reacted = ALLERGY_IN_PASSING.map((pattern) => pattern.exec(message)).find(Boolean);
  if (reacted) plain.push(`I'm allergic to ${reacted[1]!.trim()}.`);
  const comfort = COMFORT_IN_PASSING.exec(message.replace(/\s+/g, ' '));
  if (comfort) plain.push(`My comfort food is ${comfort[1]!.trim()}.`);
  return plain;
}
