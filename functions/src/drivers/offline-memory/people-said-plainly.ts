/**
 * The member's people and places as texting and casual speech say them, rewritten the way the
 * clause readers expect: "the missus (Tracey)" as "my wife Tracey", "sister maddie is getting
 * married" as "my sister Maddie ...", "Mochi, our cat, ..." as "my cat Mochi ...", children named by
 * their ages, a town in lower case with its capital ("live in leeds"), a possessive without its
 * apostrophe ("my mums got a parrot").
 */
import { nlp } from '../lazy-nlp';
import { kindsOf } from '../offline-persona/by-meaning/meaning';
import { labelledSaidPlainly } from './labelled-facts';
import { namedFirst } from './named-first';
import { namedAroundKin } from './named-around-kin';
import { CAT_BREEDS, DOG_BREEDS, KIN_WORDS as KIN, OCCUPATIONS, RELATIONS } from './vocabulary';
import { capitalised, withArticle } from './words';
import { unknownWord } from './wordnet-words';

/** A name: one to three capitalised words. */
const NAME = String.raw`\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){0,2}`;
/** The relations said in one word, as an alternation ("mum|sister|..."). */
const ONE_WORD_RELATIONS = Object.keys(RELATIONS).filter((word) => !word.includes(' ')).join('|');
/** A possessive without its apostrophe: "my mams 70th", "my mums got a parrot", "my neighbours dog rex". */
export const RELATION_S_BEFORE_NUMBER = new RegExp(String.raw`\b(?:my|me)\s+(${ONE_WORD_RELATIONS})s\s+(?=\d)`, 'giu');
export const RELATION_S_GOT = new RegExp(String.raw`\b(my|our)\s+(${ONE_WORD_RELATIONS})s\s+(?=got\b)`, 'giu');
export const RELATION_S_BEFORE_KIN = new RegExp(String.raw`\b(my|our)\s+(${ONE_WORD_RELATIONS})s\s+(?=(?:${KIN})\b)`, 'giu');
/** Words for the member's spouse that British speech puts after "the": "me and the missus", "the other half". */
const SPOUSE_AFTER_THE = /\bthe\s+(?=(?:missus|missis|wife|wifey|hubby|husband|other half|better half)\b(?!\s+of\b|'s\b))/giu;
/** "my wife (Tracey)", "the missus (Tracey)": a name in brackets after the relation. */
const NAME_IN_BRACKETS = new RegExp(String.raw`\b(my|our)\s+(${KIN})\s*\(\s*(${NAME})\s*\)`, 'giu');
/** "One brother (Ravi)", "a sister (Maya)": one of theirs with the name in brackets, called so. */
const ONE_NAMED_IN_BRACKETS = new RegExp(String.raw`\b(a|an|one)\s+(${KIN})\s*\(\s*(${NAME})\s*\)`, 'giu');
/** "mum of Lena and Mateo", "proud dad to Ada, Bo and Cy": the member's children, named after the parent they are. */
const PARENT_OF = new RegExp(String.raw`\b(?:mum|mom|mam|mother|dad|father|mama|papa|parent)\s+(?:of|to)\s+(?:(?:two|three|four|2|3|4)\s*[,:]?\s+)?(${NAME}(?:,\s*${NAME})*\s+(?:and|&)\s+${NAME})\b`, 'gu');
/** "two dogs, "Baron Zemo" and "Spike"", "a cat named "Biscuit"": names in quotes after a naming word. */
const QUOTED_NAMES = new RegExp(String.raw`((?:called|named|nicknamed|names are|name is|name's|,|\band|&)\s*)"(${NAME})([.!?,]?)"`, 'gu');
/** "Fiancé Dimitri and I", "Wife and I": a sentence that starts with the relation, without "my". */
// Without the "i" flag (a name keeps its capital), so the relation is spelt both ways.
const BARE_RELATION_FIRST = /(^|[.!?]\s+)([Ff]ianc[ée]e?|[Ww]ife|[Hh]usband|[Hh]ubby|[Pp]artner|[Bb]oyfriend|[Gg]irlfriend|[Mm]issus)\s+(?=(?:\p{Lu}[\p{L}'-]+\s+)?(?:and|&)\s+(?:[Ii]|[Mm]e)\b|\p{Lu}[\p{L}'-]+\s*(?:[.,!]|$))/gu;
/** "me and my missus Tracey have been together 30 years", "me and my husband just moved to Bristol": the member named last, as the verb expects. */
// Without the "i" flag: a name must keep its capital (with it, \p{Lu} would take "just moved" as a name).
const ME_AND_MY = new RegExp(String.raw`(^|[.!?]\s+)[Mm]e\s+and\s+([Mm]y\s+(?:${KIN})(?:\s+${NAME})?)\s+(?=\p{Ll})`, 'gu');
/** "I have a girlfriend, her name is Sofia", "we have together a cat, she is called Mausi": the name said after the one had. */
const ONE_NAMED_AFTER = new RegExp(String.raw`\b(?:i|we)\s+(?:have|'ve got|have got|got)\s+(?:together\s+)?(?:a|an|one)\s+(${KIN})\s*,\s*(?:(?:(?:her|his|its|their)\s+)?name\s+is|(?:she|he|it)\s+is\s+(?:called|named))\s+`, 'giu');
/** "a son Minjun and a daughter Seoyeon": a child named straight after "a son", "a daughter". */
const CHILD_NAMED = /\b([Aa])\s+(son|daughter|boy|girl)\s+(?=\p{Lu}\p{Ll}+\b(?!\s+(?:and\s+I|who)\b))/gu;
/** "just one sister, Carmen.", "a dog, Biscuit, and two cats": a name alone after the one spoken of. */
// (Or between dashes: "a brother — Ravi — no sisters".)
const NAME_IN_APPOSITION = new RegExp(String.raw`\b([Aa]|[Aa]n|[Oo]ne)\s+((?:\p{Ll}[\p{L}-]*\s+){0,2}?(?:${KIN}))\s*(?:,|\s[—–-])\s*(\p{Lu}[\p{L}'-]+)(?=\s*(?:[,.!?;]|\s[—–-]|$))`, 'gu');
/** "only a sister, her name is Carmen", "just one brother, he's called Ravi": the name said after the one spoken of. */
const NAME_SAID_AFTER = new RegExp(String.raw`\b(a|an|one)\s+(${KIN})\s*,\s*(?:(?:her|his|its|their)\s+name(?:\s+is|'s)|(?:she|he|it)(?:\s+is|'s)\s+(?:called|named))\s+(?=\p{L})`, 'giu');
// Only before a name or a comma: "I have sister issues" says nothing of a sister.
export const HAVE_WITHOUT_ARTICLE = new RegExp(String.raw`\b((?:i|we)\s+(?:have|have got|got|'ve got))\s+(?=(?:${KIN})\s*(?:,|\s+(?:called|named)\b|\s+(?!(?:girls|boys|sons|daughters|brothers|sisters|babies|kids)\b)[\p{L}'-]+\s*,))`, 'giu');
/** "our Labrador Bess", "my old tabby Mochi": a pet named by its breed, read as "our labrador dog Bess". */
const BREED_BEFORE_NAME = new RegExp(String.raw`\b([Mm]y|[Oo]ur|[Mm]y\s+(?:old|new|little|big|rescue)|[Oo]ur\s+(?:old|new|little|big|rescue))\s+(${[...DOG_BREEDS, ...CAT_BREEDS].map((breed) => `[${breed[0]!.toUpperCase()}${breed[0]}]${breed.slice(1)}`).join('|')})\s+(?=\p{Lu})(${NAME})`, 'gu');
/** A text that speaks of one of the member's people or animals. */
const SAYS_KIN = new RegExp(String.raw`\b(?:${KIN})s?\b`, 'iu');
/** "Mochi, our cat, hates him": the name first, the relation after it between commas. */
const NAME_THEN_RELATION = new RegExp(String.raw`(^|[.!?:]\s+)(${NAME}),\s+(?:my|our)\s+(${KIN})(?:\s+(?:since|from|of)\s+[^,]{1,30})?,\s+`, 'gu');
/** "at the bowls club with Beryl, my dearest friend for forty years": the name, then who they are, inside the sentence. */
/** "my best friend since university, Rosalind, is getting married": the name after what is said of them. */
const RELATION_SINCE_THEN_NAME = new RegExp(String.raw`\b(my|our)\s+(${KIN})\s+(?:since|from)\s+[^,]{1,30},\s+(${NAME}),\s+`, 'giu');
/** "my granddaughter Katie, Daniel's girl, is getting married": what is said of them between commas goes, the verb follows the name. */
const NAMED_THEN_ASIDE = new RegExp(String.raw`\b((?:my|our)\s+(?:${KIN})\s+${NAME}),\s+[^,]{1,30},\s+(?=(?:is|was|has|had|will|just|got|and)\b)`, 'giu');
/** "one sister, Rachel - lawyer, keeps telling me to sleep": a job said after a name, behind a dash, is that person's. */
const NAME_DASH_JOB = new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s+[-–—]\s+(?:a\s+|an\s+)?(${[...OCCUPATIONS].filter((job) => /^[a-z-]+$/.test(job)).join('|')})\b`, 'gu');
// After "with", "and", "to" or "for"; after any other word only when the aside closes and the name may be one:
// "walking Biscuit, my beagle, in the rain", "fed Pepper, my spaniel." (not "the exam of English, my best friend Rodrigo ...").
const WITH_NAME_THEN_RELATION = new RegExp(String.raw`\b(\p{Ll}[\p{L}']*)\s+(${NAME}),\s+(?:my|our)\s+(?:(${KIN})\b|(${[...DOG_BREEDS, ...CAT_BREEDS].join('|')})(?:\s+(?:dog|cat))?\b)`, 'gu');
/** Whether "<word> <name>, my <relation>" names one of theirs (WITH_NAME_THEN_RELATION). */
function namedInAside(word: string, name: string, kin: boolean, rest: string): boolean {
  if (kin && /^(?:with|and|to|for)$/.test(word)) return true;
  return /^\s*(?:[,.;!?)]|$)/.test(rest) && couldBeName(name);
}

/** "Marg here, ...", "G'day love, Marg here": a member naming themselves as on the telephone. */
// At the start of the message only, after a greeting at most: "Tom here, he's my neighbour's kid" says who is here.
const NAME_HERE = /^((?:(?:hi|hey|hello|hiya|heya|g'?day|howdy)\b[^,.!?]{0,12}[,.!?]\s*)?)(\p{Lu}\p{Ll}+)\s+here\b(?=\s*(?:[,.!?]|$))(?!\s*,\s*(?:he|she|they|it)(?:'s|\s+is)?\b)/iu;
/** Words after a relation that are no name ("my dog food", "my sister is so kind"). */
const NOT_A_NAME =
  /^(?:is|was|are|were|has|had|have|and|or|but|who|that|which|will|would|can|could|just|also|still|really|so|very|too|not|never|always|got|gets|the|a|an|my|our|in|on|at|to|for|from|with|of|as|by|food|bed|toys?|walker|sitter|house|home|school|wedding|party|job|car|friends?|birthday|bday|kids|family|phone|room|place|team|work|stuff|treats?|lead|vet|insurance|hair|name|names|said|says|thinks|lives|works|loves|likes|hates|wants|does|did|went|goes|came|comes|turned|turns|moved|made|makes|told|asked|called|named|again|now|today|yesterday|tomorrow|tonight|here|there|back|over|up|out|off|down|all|both|being|getting|going|doing|trying|having|lol|haha|tho|though|btw|tbh|rn|atm|\d.*)$/i;
/**
 * "partner is priya", "sister maddie is getting married", "best mate tomasz is driving": a relation
 * said first without "my", as texting does, then the name (with "is" between, or straight after).
 */
// Without the "i" flag, so that a name after it may keep its capital ("Best friend is Earl Pruitt"): the relation is spelt both ways.
const KIN_EITHER_CASE = KIN.split('|').map((word) => `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`).join('|');
const BARE_RELATION_NAMED = new RegExp(String.raw`(^|[.!?]\s+|,\s*|\b(?:and|but|so)\s+)(${KIN_EITHER_CASE})(?:\s*,\s*|\s+)(is\s+|=\s+)?(\p{L}[\p{L}'-]+)(?=\s*(?:[,.!?;]|$)|\s+\p{Lu}|\s+\p{Ll}+s\b|\s+(?:is|was|has|had|and|just|will|got|gets|turned|turns|who|loves|hates|works|lives|says|started|starts|'s)\b)`, 'gu');
/** "my ferret noodle has been nicking socks", "my boys alfie": a name in lower case straight after one of the member's people. */
const KIN_THEN_LOWER = new RegExp(String.raw`\b((?:my|our|(?:have|has|got)\s+(?:a|an))\s+(?:(?:little|big|older|younger|baby|best|eldest|youngest|oldest|twin|new|old)\s+)?(?:${KIN})s?(?:\s+is)?)\s+(\p{Ll}[\p{L}'-]+)(?=\s*(?:[,.!?;]|$)|\s+(?:is|was|has|had|have|and|just|will|got|gets|turned|turns|who|loves|hates|works|work|lives|live|says|started|starts|still|also|now|moved|teach|teaches|helps|help|plays|play|rang|rings|called|calls|texted|phoned|visited|came|took|made|he's|she's|hes|shes|'s|\d)\b|\s+\p{Ll}+(?<!ss)s\b)`, 'gu');

/** "live in leeds", "moved to gloucester", "we're in bendigo now": the place after a verb of a home, in lower case. */
export const PLACE_IN_LOWER_CASE = /(\b(?:live|lives|living|lived|moved|moving|relocated|relocating|based|settled|rent|rents|renting|lease|(?:we're|we are|were|i'm|im|i am)(?:\s+now)?)\s+(?:in|to|down in|up in|over in|out in)\s+)(\p{Ll}[\p{L}'-]+)(?!\s+(?:of|for|with)\b)/gu;
/** For PLACE_IN_LOWER_CASE: "live in leeds", "rent in austin" with the town's capital, when WordNet tells it from a common noun ("college"). */
export const withTownCapital = (whole: string, verb: string, place: string) => (couldBePlace(place) ? `${verb}${capitalised(place)}` : whole);
/** Words after "live in" that are no town: "live in a flat", "moved to the coast", "in town". */
const COMMON_PLACE_WORDS = /^(?:town|city|country|countryside|suburbs|village|flat|house|apartment|hope|fear|sin|peace|denial|love|trouble|bed|london)$/i;
/** A word after "live in" that may be a town: WordNet does not know it ("swindon"), or knows it as a place ("leeds"), not a common noun ("college"). */
export function couldBePlace(word: string): boolean {
  if (!couldBeName(word) || COMMON_PLACE_WORDS.test(word)) return false;
  const kinds = kindsOf(word);
  // (Known only as someone, "bradford" is William Bradford to WordNet: no one lives in a person, so a town of that name.)
  return kinds.size <= 1 || kinds.has('region') || kinds.has('geographical area') || kinds.has('person');
}

/** "both kids down, juniper is 6 and otis just turned 3", "two kiddos, kai (5) and zuri (2)": children named by their ages. */
const KIDS_WORD = /\b(?:kids|children|childrens|childs|kiddos|kiddies|little ones|little monsters|monsters|rascals|sprogs|nippers|tots|ankle-biters|brood|boys|girls|twins|my (?:two|three|four))\b/i;
const AGE = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b`;
// "Fletcher who is nine", "Wren, 8", "the big one is Valentina".
const NAME_WITH_AGE = new RegExp(
  String.raw`\b(\p{L}[\p{L}'-]+)(?:\s+\d{1,2}(?=\s*(?:&|and|,|[.!?;]|$))|\s*\(\s*\d{1,2}\s*\)|\s*,?\s+(?:is|he's|she's|hes|shes|just\s+turned|who\s+is|who's)\s+${AGE}|'s\s+${AGE}|,\s*\d{1,2}\b)|\b(?:the\s+)?(?:big|small|older|younger|eldest|oldest|youngest|little|first|second|baby)\s+one\s+is\s+(\p{L}[\p{L}'-]+)`,
  'gu',
);
/** "Lena n Mateo (my 2) have swimming", "Ada and Bo (my kids)": two named, then said in brackets to be the member's children. */
const KIDS_IN_BRACKETS = /\b(\p{Lu}[\p{L}'-]+)\s+(?:and|n|&)\s+(\p{Lu}[\p{L}'-]+)\s*\(\s*(?:my|our)\s+(?:2|two|3|three|kids|children|boys|girls|twins|little ones|babies)\s*\)/gu;

/** "lena and mateo are my kids": two names in lower case, said to be the member's children. */
const LOWER_NAMES_ARE_MY_KIDS = /(^|[.!?,]\s+)(\p{Ll}[\p{L}'-]+)\s+(?:and|n|&)\s+(\p{Ll}[\p{L}'-]+)(?=\s+(?:are|r)\s+(?:my|our)\s+(?:kids|children|boys|girls|twins|little ones|babies)\b)/gu;
/** "The kids (Lena and Mateo) are at swimming", "the kids (Lena 7 and Mateo 4)": the member's children, named in brackets after them, with their ages. */
const KIDS_THEN_NAMES = /\b(?:[Tt]he|[Mm]y|[Oo]ur)\s+(?:kids|children|boys|girls|twins|little ones)\s*\(\s*(\p{Lu}[\p{L}'-]+)(?:,?\s+(\d{1,2}),?)?\s+(?:and|n|&)\s+(\p{Lu}[\p{L}'-]+)(?:,?\s+(\d{1,2}))?\s*\)/gu;
const kidsThenNamed = (whole: string, first: string, firstAge: string | undefined, second: string, secondAge: string | undefined) =>
  couldBeName(first) && couldBeName(second) ? `my kids ${first}${firstAge ? ` (${firstAge})` : ''} and ${second}${secondAge ? ` (${secondAge})` : ''}` : whole;

/** Two names said to be the member's children, as "my kids A and B" (when both may be names). */
const asMyKids = (whole: string, first: string, second: string) => (couldBeName(first) && couldBeName(second) ? `my kids ${first} and ${second}` : whole);

function withKidsNamedByAge(said: string): string {
  const text = said
    .replace(KIDS_IN_BRACKETS, asMyKids)
    .replace(KIDS_THEN_NAMES, kidsThenNamed);
  // Not when the children are already named as such ("Our kids are Noah (8) and Lily (5)").
  if (!KIDS_WORD.test(text) || /\b(?:[Kk]ids|[Cc]hildren|[Kk]iddos|[Bb]oys|[Gg]irls|[Tt]wins)\s+(?:(?:are|were)\s+(?:called|named|\p{Lu})|called|named)/u.test(text)) return text;
  // ("Lena's 8": the name without its "'s".)
  const names = [...text.matchAll(NAME_WITH_AGE)].map((match) => (match[1] ?? match[2])!.replace(/'s$/i, '')).filter((name) => couldBeName(name) && !/^(?:she|he|they|it|who|i|we|one|both)$/i.test(name));
  if (names.length < 2) return text;
  // "Wren, 8. Bo, 5.": each age written beside its name, so that it is read as no one's age but theirs.
  const aged = text.replace(/\b(\p{L}[\p{L}'-]+),\s*(\d{1,2})\b/gu, (whole, name: string, age: string) => (names.includes(name) ? `${name} (${age})` : whole));
  return `${aged.replace(/[\s.!?]*$/, '')}; my kids are called ${names.slice(0, -1).map(capitalised).join(', ')} and ${capitalised(names.at(-1)!)}`;
}

/** Texting in lower case: a name after one of the member's people keeps its capital, as the readers expect. */
function namesInLowerCase(text: string): string {
  // A word WordNet knows is a name in lower case only when a verb follows it ("my sister ruby is 6", not "my mother recipe.").
  return text.replace(KIN_THEN_LOWER, (whole, people: string, name: string, at: number) =>
    couldBeName(name) && (kindsOf(name).size <= 1 || /^\s+\p{L}/u.test(text.slice(at + whole.length))) ? `${people} ${capitalised(name)}` : whole,
  );
}
const KIN_ALONE = new RegExp(String.raw`^(?:${KIN})s?$`, 'i');

/** A word that may be a name where one is expected: not a word of the grammar, a relation, a job, or a word that describes. */
export function couldBeName(word: string): boolean {
  if (NOT_A_NAME.test(word) || KIN_ALONE.test(word) || OCCUPATIONS.has(word.toLowerCase())) return false;
  const read = nlp(word);
  if (read.has('(#Preposition|#Determiner|#Pronoun|#Conjunction|#Value|#QuestionWord)')) return false;
  // ("Kirsty", "Ozzy": a word WordNet does not know, that compromise can only guess at from its ending.)
  return (/^\p{Lu}/u.test(word) && unknownWord(word)) || !read.has('(#Adjective|#Verb|#Adverb)');
}

/**
 * The member's people, written the casual ways, rewritten as "my <relation> <name>", which the
 * patterns read: "the missus (Tracey)", "my wife (Tracey)", "dogs named "Baron" and "Spike"",
 * "Fiancé Dimitri and I", "Mochi, our cat, hates him". Quotes around a name would otherwise make
 * the clause read as someone else's words.
 */
export function peopleSaidPlainly(text: string): string {
  const hasKin = SAYS_KIN.test(text);
  const kidsInLowerCase = namedAroundKin(labelledSaidPlainly(text), couldBeName).replace(LOWER_NAMES_ARE_MY_KIDS, (whole, start: string, first: string, second: string) =>
    couldBeName(first) && couldBeName(second) ? `${start}${capitalised(first)} and ${capitalised(second)}` : whole);
  return withKidsNamedByAge(namesInLowerCase(namedFirst(kidsInLowerCase, couldBeName)))
    .replace(NAME_HERE, (_, start: string, name: string) => `${start}I'm ${name}`)
    .replace(BARE_RELATION_NAMED, (whole, start: string, relation: string, is: string | undefined, name: string) =>
      couldBeName(name) ? `${start}my ${relation.toLowerCase()} ${is ?? ''}${capitalised(name)}` : whole)
    .replace(SPOUSE_AFTER_THE, 'my ')
    .replace(NAME_IN_BRACKETS, '$1 $2 $3')
    .replace(ONE_NAMED_IN_BRACKETS, (whole, article: string, relation: string, name: string) => (couldBeName(name) ? `${article} ${relation} called ${name}` : whole))
    .replace(PARENT_OF, (whole, names: string) => (names.split(/,\s*|\s+(?:and|&)\s+/).every(couldBeName) ? `parent of my kids ${names}` : whole))
    .replace(QUOTED_NAMES, (whole, before: string, name: string, stop: string) => (hasKin ? `${before}${name}${stop}` : whole))
    .replace(BARE_RELATION_FIRST, (_, start: string, relation: string) => `${start}my ${relation.toLowerCase()} `)
    .replace(NAME_THEN_RELATION, (_, start: string, name: string, relation: string) => `${start}my ${relation.toLowerCase()} ${name} `)
    .replace(RELATION_SINCE_THEN_NAME, (_, my: string, relation: string, name: string) => `${my} ${relation.toLowerCase()} ${name} `)
    .replace(NAMED_THEN_ASIDE, '$1 ')
    .replace(NAME_DASH_JOB, (_, name: string, job: string) => `${name}, who is ${withArticle(job)}`)
    .replace(WITH_NAME_THEN_RELATION, (whole: string, word: string, name: string, kin: string | undefined, breed: string | undefined, at: number, all: string) =>
      namedInAside(word, name, kin !== undefined, all.slice(at + whole.length)) ? `${word} my ${(kin ?? breed)!.toLowerCase()} ${name}` : whole)
    .replace(ME_AND_MY, '$1$2 and I ')
    .replace(ONE_NAMED_AFTER, 'my $1 is called ')
    .replace(CHILD_NAMED, '$1 $2 called ')
    .replace(NAME_SAID_AFTER, (_, article: string, relation: string) => `${article} ${relation} called `)
    .replace(NAME_IN_APPOSITION, (_, article: string, relation: string, name: string) => `${article} ${relation} called ${name}`)
    .replace(BREED_BEFORE_NAME, (_, owner: string, breed: string, name: string) => `${owner} ${breed.toLowerCase()} ${CAT_BREEDS.includes(breed.toLowerCase()) ? 'cat' : 'dog'} ${name}`);
}
