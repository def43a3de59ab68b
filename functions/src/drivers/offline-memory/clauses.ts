/**
 * Splits a message into clauses a statement can be read from, and says which clauses must never
 * become memories: questions, hypotheticals ("if I had a dog..."), what others say, and jokes.
 * compromise finds the sentences (it knows "Dr." and "St." do not end one) and the questions
 * without a question mark ("do you remember my dog's name"); the rest are patterns.
 */
import { nlp } from '../lazy-nlp';
import { otherSubjectsApart } from './other-subjects-apart';
import { looksLikeQuestion, RECALL_REQUEST, toldBeforeQuestion } from './questions-in-message';
import { namedAcrossBreaks } from './named-first';
import { couldBeName, couldBePlace, HAVE_WITHOUT_ARTICLE, peopleSaidPlainly, PLACE_IN_LOWER_CASE, withTownCapital, RELATION_S_BEFORE_KIN, RELATION_S_BEFORE_NUMBER, RELATION_S_GOT } from './people-said-plainly';
import { FIRM_NO_WORDS, KIN_WORDS, LOW_MOMENT_WORDS, SPECIES, TELLING_FIRST_WORDS } from './vocabulary';
import { aboutMeItem } from './labelled-facts';
import { capitalised } from './words';
import { withSpeaker } from './subjectless';

export interface Clause {
  /** Apostrophes straightened, fillers and vocatives trimmed, no end punctuation. */
  text: string;
  /** Part of a question. */
  question: boolean;
  /** Part of a sentence that imagines rather than tells ("if ...", "imagine ...", "what if ..."). */
  hypothetical: boolean;
}

/** A new clause begins where a comma, "and", "but" or "so" is followed by the member speaking again. */
// "Felix and I are flying to Kyoto", "my sister Joan and I have booked a trip": a plan of the member with one of
// theirs is not split at "and I" (a move is: "my wife Ines and I just moved to Cardiff" is read as the member's).
// A clause joined by 'and', 'but' or 'so' with a subject of its own and a finite verb, or an aside ("and honestly ..."), ("I'm a teacher and
// the kids were wild today") is a clause of its own, not part of the fact before it; so is "but now I'm a
// housekeeper" after what the member used to be.
const CLAUSE_BREAK =
  /\s*,\s*(?:and\s+)?(?:now|these days|nowadays)\s+(?=(?:i|i'm|im|i've|we|we're)\b)|\s+(?:and|but|so)\s+(?:now|these days|nowadays)\s+(?=(?:i|i'm|im|i've|ive|we|we're)\b)|\s*(?:[,;:]|\s-\s|\s–\s|\s—\s)\s*(?:(?:and|but|so|also|plus)\s+)?(?=(?:i|i'm|im|i've|ive|i'd|my|we|our|she|he|she's|he's|they|they're|it's|its|call me|please|oh|btw|also|and)\b)|(?<!^i)(?:(?<!^(?:(?:my|our)\s+(?:(?!(?:is|was|are|were|has|have|had|am)\b)[\p{L}-]+\s+){0,3}(?!(?:is|was|are|were|has|have|had|am)\b)[\p{L}-]+|(?!(?:yes|no|ok|okay|well|so|oh|and|but|haha|lol|yeah|also|then|now|today)\b)[\p{L}-]+))|(?!\s+and\s+i\s+(?:are|'re|have booked|'ve booked|booked|will|'ll|have tickets|got tickets)\b))\s+(?:and|but|so|also|plus)\s+(?:also\s+)?(?=(?:i|i'm|im|i've|ive|my|we|our|call me|please)\b)(?!i\s+(?:are|were|both|have both|set|each|will both)\b)(?!my\s+(?:[\p{L}'-]+\s+){1,3}(?:both|each|are|were|have both|will both)\b)|\s+(?:and|but)\s+(?=(?:could|would|might|may|should|can't|cannot|won't|will)\s)|\s+(?:and|but|so)\s+(?=(?:the|this|that|it|its|it's|everyone|everything|nobody|nothing|today|tonight|yesterday|work|life)\b(?:\s+[\w':-]+){0,4}?\s+(?:is|are|was|were|has|have|had|got|gets|went|goes|keeps|kept|seems|seemed|looks|looked|feels|felt)\b)|\s*;\s*|\s+\.\s+|\s+(?:and|but|so)\s+(?=(?:honestly|frankly|seriously|obviously|tbh|ngl|tbf|to be fair|to be honest)\s)|\s+(?:so|and|but)\s+(?=(?:don't|do not|please|pls|no need)\b)|(?<=\p{L}{2})(?<!\b(?:and|but|so|or|that|if|when|because|as|than|where|what|since|until|while|cos|coz|cause|think|thought|say|said|know|knew|hope|guess|wish|sure|glad|after|before|how|why|who|where|whether|once|unless|till|mean|reckon|feel|bet|whenever|wherever|whereas|although|though|even))\s+(?=(?:we're|i'm|we've|i've|i'll|we'll)\s)/iu;

const FILLERS =
  /^(?:(?:oh|well|so|and|but|also|btw|by the way|anyway|anyways|actually|yeah|yes|yep|ok|okay|haha|lol|(?:hey+|hi+|hiya|heya|hello+|yo|g'?day|howdy|good (?:morning|afternoon|evening))(?:\s+(?:there|love|mate|darling|hun|babe|all|everyone|friend))?|um|uh|hmm|right|fyi|just so you know|guess what|fun fact|bela|dear|listen|remember|honestly|ah|oh and|oh also|tbh|ngl|tbf|imo|big news|good news|great news|news|plot twist|mind you|omg|omfg|oh my god|oh my gosh|ooh+|aw+|yay|wow|ugh|random but|random|update|ok update|quick update|quick one|quick q|(?:small|little|life|work) update|side note|story time|by god's grace|by the grace of god|thank god|thank goodness|god willing|inshallah|alhamdulillah|praise god|(?:since|because|cos|coz)(?=\s+(?:my|our|i|i'm|i've|we|we're)\b))\b[\s,!.:-]*)+/i;
/** "I must tell you that ...", "I should mention that ...": a word about the telling, before what is told. */
const TELLING_FIRST = new RegExp(`^${TELLING_FIRST_WORDS}`, 'i');
const TRAILERS = /(?:[\s,]+(?:bela|lol|lmao|haha|hehe|ugh|argh|meh|yay|btw|by the way|though|ok|okay|tbh|ngl|tbf|imo|rn|fr|frfr|smh|istg|fyi|(?<!\b(?:is|was|are|were|'s)\s)no joke|not gonna lie|x+|:\)|:d|;\)))+$/i;

/**
 * "When I am tired, I eat Maultaschen": a low moment said first belongs to what the member does in
 * it (what they eat then is a comfort), so its comma does not split the sentence. Other openings
 * ("When I was 20, I moved to Paris") are split as before.
 */
const LOW_MOMENT_FIRST = new RegExp(String.raw`^((?:when|whenever|after|every time|on days when)\s+(?:i|i'm|im|i've|ive|we|we're|it's|its|the day|work|things)\b[^,.;!?]{0,40}?\b(?:${LOW_MOMENT_WORDS})\b[^,.;!?]{0,20}),\s*(?=(?:i|we)\s)`, 'iu');
const withLowMomentJoined = (sentence: string) => sentence.replace(LOW_MOMENT_FIRST, '$1 ');
/** "a brother called Ravi, no sisters", "one sister — no brothers": the one they have, and apart from it the ones they have not (so "..., not London anymore"). */
const NONE_OF_KIN_AFTER = new RegExp(String.raw`\s*(?:,|;|\s[—–-])\s*(?:but\s+|and\s+)?(?=(?:no|zero)\s+(?:other\s+)?(?:${KIN_WORDS})s?\b)`, 'giu');
const withNoneOfKinApart = (sentence: string) => sentence.replace(NONE_OF_KIN_AFTER, '; ').replace(/\s*,\s*(?=(?:but\s+)?(?:not\s+[^,.;!?]{1,30}?\s+(?:anymore|any more)|no longer)\b)/giu, '; ');

/** Bela named as she is spoken to, before the message ("Bela, ...", "hey bela:") or after it (", Bela?"). */
const SPOKEN_TO_FIRST = /^(?:(?:hey|hi|hiya|hello|ok|okay|so|oi|yo|right|listen)\s+)?bela\s*[,:!—–-]+\s*/i;
const SPOKEN_TO_LAST = /\s*,\s*bela\s*([?!.]*)$/i;
/** Curly quotes and apostrophes straight, runs of spaces single, and Bela spoken to left out. */
export function straighten(text: string): string {
  // ("... not as glamorous as it sounds full stop anyway": dictation's spoken stop is a stop.)
  // ("Bela, who's my brother", "what are my kids called, Bela?": Bela spoken to is no one of theirs.)
  const plain = text.replace(/[\u2018\u2019`´]/g, "'").replace(/[\u201C\u201D]/g, '"').replace(/\s+full\s+stop\b[\s.]*/gi, '. ').replace(/\s+/g, ' ');
  return plain.replace(SPOKEN_TO_FIRST, '').replace(SPOKEN_TO_LAST, '$1').trim();
}

/** Imagining, hedging or joking anywhere in the sentence ("I'm a teacher, I think", "fake news: ..."): none of it is a fact. */
const SENTENCE_HYPOTHETICAL = /\bfake\s+news\b|\bapril\s+fools?\b|\b(?:if|imagine|imagining|suppose|supposing|pretend|pretending|what if|let's say|lets say|unless|in case|whether|roleplay|role-play|hypothetically|in a story|in my dreams?|i dreamt|i dreamed)\b/i;

/** A hedge said alone, after what it hedges: "I'm a teacher, I think", "... maybe lol". */
const HEDGE_ALONE = /^(?:(?:i think|i guess|i suppose|i believe|i reckon|maybe|perhaps|probably|not sure|i'm not sure|or something)[\s,.!?]*)+(?:so|lol|haha|tho|though|idk)?$/i;
/** Hedging: only the clause it is in is unsure ("I'm a teacher, I think" is split before it reaches here). */
const HEDGES = /\b(?:i think|i guess|i suppose|maybe|perhaps|probably|not sure|i'm not sure)\b/i;

/** One of theirs ("my brother", "the kids"), then a name and what is said of it between two dashes. */
const KIN_BETWEEN_DASHES = new RegExp(String.raw`(\b(?:my|our|the|two|three|four|five)\s+(?:[\p{L}-]+\s+)?(?:${KIN_WORDS}|kids|children|twins))\s+[—–-]\s+(\p{Lu}[^—–]*?)\s+[—–-]\s+`, 'giu');

/** "I've got a brother called Ravi", "we've got two kids": one of theirs had ("have", as the readers expect). */
const GOT_ONE_OF_THEIRS = new RegExp(String.raw`\b(i|we)(?:'ve|\s+have|ve)\s+got\s+(?=(?:a|an|one|two|three|four)\s+(?:[\p{L}-]+\s+)?(?:${KIN_WORDS})\b)`, 'giu');
/** The people counted one at a time: "just the one sister", "only got one brother". */
const ONE_PERSON = String.raw`(?:[\p{L}-]+\s+)?(?:sister|brother|sibling|child|kid|son|daughter)`;
/** "just the one sister", "got the one dog": British "the one" for "one". */
const THE_ONE = new RegExp(String.raw`\b(just|only|got|have|had)\s+the\s+one\s+(?=${ONE_PERSON}\b|(?:[\p{L}-]+\s+)?(?:dog|cat)\b)`, 'giu');
/** "I have just one sister": one, and no more. */
const JUST_ONE = new RegExp(String.raw`\b(have|has|got|had)\s+(?:just|only)\s+(?=one\s+${ONE_PERSON}\b)`, 'giu');

/** `questions: false` for texts that are never questions (memories): compromise is not asked. */
export function clausesOf(message: string, options: { questions?: boolean } = {}): Clause[] {
  // "like?i work in a factory", "mechanic.I myself": a sentence that ends without a space after it.
  // ("Boyfriend update: Rafael ...", "Mine — Oleksandr — ...": one of theirs named across a break, read before the breaks.)
  const straight = namedAcrossBreaks(straighten(message), couldBeName);
  // "the kids — Ruby and Oscar — are away", "My brother — Thabo, the loud one — got promoted": dashes around the name of one
  // of theirs set it beside them, as commas would (people-said-plainly.ts reads those), and are no fragments.
  const beside = straight
    .replace(KIN_BETWEEN_DASHES, '$1, $2, ')
    // "Clementine — our Holland Lop bunny, who runs the house — chewed ...": who a name is, between dashes, as between commas.
    .replace(/(\p{Lu}\p{Ll}+)\s+[—–]\s+((?:my|our)\s+[^—–,]{2,40}?)(?:,[^—–]*)?\s+[—–]\s+/gu, '$1, $2, ')
    // "i'm like 3 weeks into uni", "I'm like obsessed with poutine": a filler "like" says nothing ("I'm like my dad" compares, and stays).
    // (So is one at a clause's start, "i'm Jordyn, like 3 weeks into uni", and one before what is being done: "my mom is like sending care packages".)
    .replace(/(\b(?:i'm|im|i am|we're|we are)\s+|(?:^|[,;]\s+))like,?\s+(?=\d|(?:so|sooo+|really|totally|literally|super|always|never|such|kinda|kind of|obsessed|addicted|the only|basically|actually|completely|fully)\b)/giu, '$1')
    .replace(/\b(is|are|was|were|i'm|im|'s|'re)\s+like\s+(?=\p{L}+ing\b)/giu, '$1 ')
    // "my mum was like you need a coat", "and I was like, no way": "like" that quotes someone is "said".
    .replace(/\b(was|were|is|'s|are|goes|went)\s+like\s*,?\s+(?=(?:i|you|he|she|we|they|no|yes|yeah|nah|oh|omg|wow|what|ok|okay|why|seriously|um|erm|hey)\b)/giu, 'said ')
    // "Where food is concerned, nothing comforts me like ...", "When it comes to music, I play ...": the topic said first, then what is said of it.
    .replace(/(^|[.!?]\s+)(?:where\s+[^,.!?]{1,30}?\s+(?:is|are)\s+concerned|when\s+it\s+comes\s+to\s+[^,.!?]{1,30}?|as\s+far\s+as\s+[^,.!?]{1,30}?\s+goes|in\s+terms\s+of\s+[^,.!?]{1,30}?)\s*,\s*(?=\p{L})/giu, '$1')
    // "I'm allergic to wheat — not coeliac": a dash before a contrast sets it apart, as a comma does.
    .replace(/\s[—–]\s(?=(?:not|no|never|but|though|although|except|rather than)\b)/giu, ', ')
    // "I've only got a brother called Ravi", "I only have a sister", "I have only a brother": the one they have, read as had.
    .replace(/\b((?:i|we)(?:'ve|\s+have)?)\s+(?:only|just)\s+(?=(?:have|got)\s+(?:a|an|one|the one|two|2)\b)/giu, '$1 ')
    .replace(/\b(have|got)\s+only\s+(?=(?:a|an|one|the one)\s)/giu, '$1 ')
    // "just the one sister, Bridget", "only got the one brother": British "the one" for "one".
    .replace(THE_ONE, '$1 one ')
    // "heads up I can't eat shellfish", "fyi: I'm vegan", "ok so about me: 34, teacher": a word to Bela before what is told ("heads up for recipes:" below).
    .replace(/(^|[.!?]\s+)(?:heads[- ]up|fyi|psa|just so you know|for the record|note to bela)\b(?!\s+(?:for|on)\s+[^:.!?]{1,20}:)[\s,:;!-]*/giu, '$1')
    // "ok so about me: 34, primary teacher (year 2), 2 kids ...": a list of what they are, each item said on its own.
    .replace(/(^|[.!?]\s+)(?:ok\s+|okay\s+)?(?:so\s+)?(?:a (?:bit|little) )?about me\s*[:,-]\s*([^.!?]+)/giu, (_, start: string, list: string) => `${start}${list.replace(/\([^)]*\)/g, '').split(/\s*,\s*(?:and\s+)?/).filter(Boolean).map(aboutMeItem).join('. ')}`)
    // A learner's "his name Ravi", "my wife name is Kasia", "Only brother, ...": "his name is Ravi", "my wife's name is", "I have one brother, ...".
    .replace(/\b(his|her|their)\s+name\s+(?=\p{Lu})/gu, '$1 name is ')
    .replace(new RegExp(String.raw`\b(my|our)\s+(${KIN_WORDS})\s+name\s+(?=is\b)`, 'giu'), "$1 $2's name ")
    // "Doctor told me I am allergic from milk": the member's own allergy, in a learner's words.
    .replace(/\b(?:(?:my|the)\s+)?(?:doctor|doc|gp|allergist|dermatologist|consultant|specialist|dietitian)\s+(?:has\s+)?(?:told me|confirmed|found)\s+(?:that\s+)?(?=(?:i|i'm|i am|im)\b)/giu, '')
    .replace(/\ballergic\s+from\b/gi, 'allergic to')
    // "alergic - kiwi", "allergies: sesame": a note's label, then what to.
    .replace(/(^|[.!?;]\s*)(?:i'm\s+)?allerg(?:ic|y|ies)\s*[-:—–]\s*(?=\p{L})/giu, "$1I'm allergic to ")
    // "the lentejas of my mother, for me is the best comfort food": the dish said first, then what it is to the member.
    .replace(/,\s*for\s+me\s+(?:it\s+)?(?:is|'s)\s+(?:the\s+|my\s+)?(?:best\s+|real\s+|true\s+|ultimate\s+)?(comfort\s+food|go-to|favou?rite\s+food)\b/giu, ', it is my $1')
    .replace(/(^|[.!?]\s+)(?:only|just)\s+(?:one\s+|a\s+)?(brother|sister)\b/giu, (_, start: string, kin: string) => `${start}I have one ${kin.toLowerCase()}`)
    // "I've got a brother called Ravi": "have", as the readers of one's people expect.
    .replace(GOT_ONE_OF_THEIRS, (_, who: string) => `${who} have `)
    // "I have just one sister", "Only got one brother": one, and no more.
    .replace(JUST_ONE, '$1 ')
    .replace(/(^|[.!?]\s+)(?:only|just)\s+(got|have)\s+(?=one\s)/giu, (_, start: string, verb: string) => `${start}${verb.toLowerCase() === 'got' ? "I've got" : 'I have'} `)
    // "my guilty comfort food is ...", "my secret comfort meal": the comfort food, however it is owned up to.
    .replace(/\bmy\s+(?:guilty|secret|true|forever|number one|all-time|all time|absolute|official)\s+(?=comfort\b)/giu, 'my ')
    // "snoring like a tractor", "sleeps like a baby": a simile after a verb, not a liking.
    .replace(/\b(\p{L}+(?:ing|ed|s))\s+like\s+(?=(?:a|an)\s)/giu, (whole, verb: string) => (/^(?:i|we|you|they|this|thus|was|is|has|does|always|perhaps|sometimes|lots|days|things|friends|nothing|something|anything|everything)$/i.test(verb) ? whole : `${verb} as `))
    // "sneeze like crazy", "work like mad": an intensifier, not a liking.
    .replace(/\blike\s+(?:crazy|mad|hell|nobody's business|there's no tomorrow|a maniac|a madman)(?=\s*(?:[,.!?;]|$)|\s+(?:and|but|so|lol|haha|tbh|rn|today|tonight|now|all)\b)/giu, 'a lot');
  // "sous chef at a bistro - Milwaukee - six years now": a message sent in fragments between dashes, each said on its own.
  const told = ((beside.match(/\s[-–—]\s/g)?.length ?? 0) >= 2 ? beside.replace(/\s[-–—]\s/g, '. ') : beside)
    // Texting: "a nurse n tbh today was brutal" ("n" for "and"), "mac and cheese = comfort food" ("=" for "is").
    .replace(/(?<=\p{L}) n (?=\p{L})/gu, ' and ')
    .replace(/(?<=\p{L}) = (?=\p{L})/gu, ' is ')
    // "partner Dana + our kid Theo": "+" for "and".
    .replace(/(?<=[\p{L})])\s+\+\s+(?=\p{L})/gu, ' and ')
    // "Next May my cousin Anja will marry": a time said first goes after what happens then, where the clause's readings look for it.
    .replace(/(^|[.!?]\s+)((?:next|this(?:\s+coming)?|last|in|on)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|week|weekend|month|year|summer|spring|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)),?\s+((?:my|our)\s[^.!?;,]*)/giu, (_, start: string, when: string, rest: string) => `${start}${rest} ${when.charAt(0).toLowerCase()}${when.slice(1)}`)
    // "so were in bradford now": texting's "we're" without its apostrophe, with no subject before it.
    .replace(/(^|[,.;!?]\s*|\b(?:so|and|but|now|then)\s)were\s+(?=(?:in|at|living|based|settled|staying|renting|moving|now|off|going)\b)/gi, "$1we're ")
    // "only know like 6 songs", "for like 3 hrs": texting's "like" before an amount is no liking.
    .replace(/(?<=\b(?:for|know|about|had|have|was|were|is|are|took|takes|spent|only|just|literally|been|got)\s)like\s+(?=\d|(?:a few|a couple|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a hundred|half)\b)/gi, '')
    // "i play the ukulele, taught myself off youtube": teaching oneself is learning, not a job.
    .replace(/\b(taught|teaching|teach)\s+(?:myself|ourselves)\b/gi, (_, verb: string) => ({ taught: 'learned', teaching: 'learning', teach: 'learn' })[verb.toLowerCase() as 'taught'])
    // "comfort food is pho", "fave band is ...": a favourite said without its "my".
    .replace(/(^|[.!?;]\s+)(comfort|favou?rite|fave|fav|go-to)(?=\s+[\p{L}-]+\s+(?:is|are)\s)/giu, (_, start: string, word: string) => `${start}my ${word.toLowerCase()}`)
    // "One brother called Ravi, no sisters": one of theirs said first, had.
    .replace(/(^|[.!?]\s+)(?:one|a|an|two|three)\s+(?=(?:brother|sister|son|daughter|kid|child|sibling)s?\s+(?:(?:called|named)\s|\())/giu, (whole, start: string) => `${start}I have ${whole.slice(start.length).toLowerCase()}`)
    .replace(/(?<=\s)(?:tbh|ngl|tbf|imo),?\s+/gi, '')
    // "my doctor says I'm diabetic": a diagnosis the member passes on is theirs to tell, not someone else's words.
    .replace(/\bmy\s+(?:doctor|doc|gp|consultant|specialist|dentist|physio|nurse|surgeon)\s+(?:says|said|told me|has told me|confirmed)\s+(?:that\s+)?(?=(?:i'm|i am|im|i have|i've got|i've|ive|i've been)\b)/gi, '')
    // "my mams 70th": a possessive written without its apostrophe, before a number.
    .replace(RELATION_S_BEFORE_NUMBER, "my $1's ")
    // "my neighbours dog rex", "my mums cat": a possessive written without its apostrophe, before another of the member's people.
    .replace(RELATION_S_BEFORE_KIN, "$1 $2's ")
    // "my mums got a parrot": "mum's got", the apostrophe left out.
    .replace(RELATION_S_GOT, '$1 $2 has ')
    // "my mum's 60th is in May", "my 30th is next week": an age said alone is a birthday.
    .replace(/\b(my|[\p{L}]+'s)\s+(\d{1,3}(?:st|nd|rd|th))\b(?!\s+(?:birthday|bday|anniversary|wedding|of|time|year|week|day|floor|place|attempt|try|grade|century|street|avenue))/giu, '$1 $2 birthday')
    // "im vegetarian btw, have been since uni": an aside said before a comma or the end of a sentence goes.
    .replace(/\s+(?:btw|fyi|lol|haha|tbh|ngl)(?=\s*[,.!?;]|\s*$|\s+(?:so|and|but|because|cos|coz)\b)/gi, '')
    .replace(/([?!])(?=\p{L})/gu, '$1 ')
    // "I'm Kayla 😊 so excited to chat": an emoji ends what was said before it, as a full stop would.
    .replace(/\s*(?:[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+\s*)+(?=\S)/gu, '. ')
    .replace(/(\p{Ll}{2,})\.(?=\p{Lu}\p{Ll}*\b)/gu, '$1. ')
    // '"Spike."  What about you': a sentence that ends inside its closing quote ends there.
    .replace(/([.!?])(["')\]]+)\s+(?=\p{Lu})/gu, '$2$1 ')
    // "sorry if I type fast": an apology's "if" is no condition on what is told.
    .replace(/\b(sorry|apologies|forgive me|excuse me|pardon me)\s+if\b/gi, '$1 that')
    // "I must confess I cannot abide coriander", "I should mention, since you ask, that I ...": a preface (and its aside) goes.
    .replace(/\b(?:i must (?:confess|admit|say)|i have to (?:say|admit)|i(?:'ll| will) (?:admit|confess)|i (?:should|must|ought to|need to) (?:mention|add|tell you|say)(?:,[^,.;!?]{1,80},)?(?: that)?|to be honest|truth be told|i confess|the (?:thing|truth|fact) (?:about me(?: and [a-z]+)? )?is(?: that)?),?\s+(?=(?:i|i'm|im|my|we)\b)/gi, '')
    // "live in leeds", "we moved to gloucester": a town in lower case, after the verbs of a home, keeps its capital.
    .replace(PLACE_IN_LOWER_CASE, withTownCapital)
    .replace(/(\bmoved\s+from\s+\p{L}+\s+to\s+)(\p{Ll}[\p{L}'-]+)/gu, (whole, verb: string, place: string) => (couldBePlace(place) ? `${verb}${capitalised(place)}` : whole))
    // "hobby-wise I've been learning the cello", "food-wise, I'm vegan": the topic said first goes.
    .replace(/(^|[.!?]\s+)[\p{L}]+[- ]wise,?\s+(?=(?:i|i'm|im|i've|ive|we|my)\b)/giu, '$1')
    // "proper allergic", "deathly allergic": a word of degree before a reaction.
    .replace(/\b(?:proper|properly|really|very|super|so|severely|seriously|badly|deathly|mega|well|extremely|highly|quite)\s+(?=(?:allergic|intolerant)\b)/gi, '')
    // Texting's contractions without their apostrophe: "cant", "dont", "im", "ive", "shes".
    .replace(/\b(can|don|doesn|didn|isn|aren|wasn|weren|haven|hasn|won|couldn|shouldn|wouldn)t\b/gi, "$1't")
    .replace(/\b(i)(m|ve)\b/gi, "$1'$2")
    .replace(/\b(he|she)s\b/gi, "$1's")
    .replace(/\b(they)re\b/gi, "$1're")
    // "i should say we moved", "I forgot to mention": a preface to what the member tells goes.
    .replace(/\bi (?:should|shoulda|should've|should have|forgot to|meant to|need to)(?: probably| really| just| also)? (?:say|said|mention|mentioned|tell you|told you)\b,?\s*(?:that\s+)?/gi, '')
    // "my twin bro eli (no sisters, just him lol) is taking me out": an aside of several words in brackets is said after its sentence.
    .replace(/\s*\((?!(?:my|our|a|an|married|aged|age)\b)(?![^()]*\d)([^()]{12,80})\)(?=\s+\p{L})([^.!?]*)/giu, (_, aside: string, rest: string) => `${rest}. ${aside}.`)
    // "the food I love most is pierogi": the member's favourite, said the other way round.
    .replace(/(^|[.!?,]\s*)(?:the\s+)?(\p{L}+)\s+(?:that\s+)?i\s+(?:love|like|enjoy)\s+(?:the\s+)?(?:most|best)\s+(?:is|are)\s+/giu, '$1my favourite $2 is ')
    // "Dietary notes for the record: lactose intolerant", "Update: we moved": a label before what is told goes.
    .replace(/(^|[.!?]\s+)(?!fake\s)(?:[\p{L}-]+\s+){0,3}(?:notes?|record|fyi|update|fact|confession|disclaimer|heads[- ]up|warning|context|background|news|info|psa)\b[^:.!?]{0,20}:\s*/giu, '$1')
    // "Name's Walt.": the member's name, said without "my".
    .replace(/(^|[.!?]\s+)name's\s+(?=\p{L})/giu, '$1my name is ')
    // "i'm in a basement suite in Dartmouth now": a home said by where they are.
    .replace(/\b(i'm|i am|we're|we are)\s+(?:now\s+)?in\s+(?=(?:a|an|the|our|my)\s+(?:[\p{L}-]+\s+){0,2}(?:flat|apartment|house|suite|studio|condo|bungalow|cottage|place|room|dorm|terrace|bedsit)\s+(?:in|near)\s+\p{Lu})/giu, '$1 living in ')
    // "The great event on the horizon is my brother's wedding": what is said first only leads to the member's own.
    .replace(/(^|[.!?]\s+)(?:the|one)\s+(?:[\p{L}'-]+\s+){0,5}?(?:is|will be)\s+(?=(?:my|our)\s+(?:[\p{L}'-]+\s+){0,3}?(?:[\p{L}-]+'s\s+)?(?:wedding|birthday|party|anniversary|graduation|christening|funeral|exam|interview|trip|holiday|move|surgery|operation)\b)/giu, '$1')
    // "we have daughter zosia", "we have rabbit": a learner's "have" without its article.
    .replace(HAVE_WITHOUT_ARTICLE, '$1 a ')
    // "kiwi I cannot eat", "Okra I can't abide": what they cannot eat or stand, said first.
    .replace(/(^|[.!?]\s+|,\s*|\bbut\s+)(?!(?:but|and|so)\b)((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(i|we)\s+(cannot|can't|can not|don't|do not|never|won't)\s+(eat|drink|touch|stand|abide|stomach)\b/giu, (whole, start: string, thing: string, who: string, not: string, verb: string) =>
      /^(?:what|which|that|this|it|and|so|but|because|if|when)$/i.test(thing.split(/\s+/)[0]!) ? whole : `${start}${who} ${not} ${verb} ${thing}`)
    // "my family moved to Vancouver": the member's household is the member.
    .replace(/\b(?:my|our)\s+(?:whole\s+|little\s+)?family\s+(?=(?:moved|relocated|emigrated|settled|moved out|just moved)\b)/gi, 'we ')
    // "on the friend front", "food-wise": a topic said first.
    .replace(/\bon the [\p{L}-]+ front,?\s*/giu, '')
    // "my lil brother": texting's "lil" for "little".
    .replace(/\blil\b/gi, 'little')
    // "lowkey obsessed": a word of degree says nothing a memory keeps ("kinda" stays: it hedges).
    .replace(/\b(?:lowkey|highkey)\s+/gi, '')
    // "I recently adopted a kitten", "we finally moved": a word of when between the member and the deed says nothing a memory keeps.
    .replace(/\b(i|we)\s+(?:recently|finally|officially|just recently)\s+(?=\p{L}+ed\b)/giu, '$1 ')
    // "I myself are a plumber": an emphatic "myself" after the subject (with a learner's "are").
    .replace(/\b(i)\s+myself\s+are\b/gi, '$1 am')
    .replace(/\b(i)\s+myself\b/gi, '$1')
    // "I like very much to go hiking": the learner's order for "I really like to go hiking".
    .replace(/\b(i|we)\s+(like|love|enjoy)\s+(?:very|so)\s+much\s+(?=to\s|\p{L})/giu, '$1 really $2 ')
    // "I do like classic country", "we do have two dogs": an emphatic "do" adds nothing to the fact.
    .replace(/\b(i|we)\s+(?:really\s+)?do\s+(?=(?:like|love|enjoy|have|own|live|work|play|speak|teach|study|miss|hate|prefer|eat|drink|cook|run|keep)\b)/gi, '$1 ')
    // "me mam's 70th", "me and me brother": "me" for "my" in British dialect, before one's people.
    .replace(/\bme\s+(?=(?:mam|mum|ma|mom|dad|da|nan|nana|gran|brother|sister|bro|sis|missus|wife|husband|kids|son|daughter|mate|mates|fella|cousin|auntie|uncle)s?\b)/gi, 'my ');
  // The member's people written the casual ways (`peopleSaidPlainly`), then the comments on the telling.
  const text = peopleSaidPlainly(told)
    // "I live in Leeds, if you must know", "i work at burger king, if that helps": an "if" that
    // comments on the telling, not a condition of what is told.
    .replace(/[\s,;-]*\bif (?:(?:that|it|this) (?:helps|matters|counts|makes sense|means anything)|you (?:must|need to|have to|want to|wanna|really want to) know|you ask me|you like|you will|(?:that's|thats|that is) (?:ok|okay|alright|all right)|i'?m (?:being )?honest|i say so myself)\b[\s.!?]*$/i, '')
    // "i'm from nyc what about you?": the question tagged on asks about Bela, the statement stands.
    // "I play the trumpet in a Blaskapelle, I think you say brass band?": a check of the word asks nothing of what is told.
    .replace(/[\s,;]+(?:(?:i think|i believe|i guess|maybe)\s+)?(?:you|u)\s+(?:say|call it|would say|'d say|call that)\b[^?.!]*\?|[\s,;]+(?:is that|that's|thats)\s+(?:the (?:right )?word|how you say it|what you call it)\s*\?/gi, '.')
    .replace(/[\s,.!-]*\b(?:what|how) about (?:you|u|yourself|ya)\s*\??\s*$|[\s,]+(?:and|&) (?:you|u|yourself)\s*\?\s*$|[\s,.]+(?:you|u)\s*\?\s*$/i, '');
  if (!text) return [];
  // One sentence needs no splitting; compromise is asked only when there may be several.
  const several = /[.!?…]\s+\S/.test(text);
  const doc = several ? nlp(text).sentences() : undefined;
  const list = doc ? (doc.out('array') as string[]) : [text];
  const questions = new Set(doc ? (doc.isQuestion().out('array') as string[]).map((sentence) => sentence.trim()) : []);
  const out: Clause[] = [];
  for (const sentence of list) {
    const raw = sentence.trim();
    const toldFirst = /\?\s*\W*$/u.test(raw) ? toldBeforeQuestion(raw) : undefined;
    if (toldFirst) {
      out.push(...clausesOf(`${toldFirst.told}.`, options), { text: tidy(toldFirst.asked), question: true, hypothetical: false });
      continue;
    }
    // ("... whether he likes it or not": compromise reads an ending "or not" as a question; after "whether" it is none.)
    // ("my roommate asked me to play at her wedding?? 😳": a statement said in disbelief asks nothing.)
    const disbelief = /(?:\?{2,}|\?!|!\?)\W*$/u.test(raw) && /^(?:my|our|i|i'm|im|we|we're|she|he|they|so)\b/i.test(raw) && !looksLikeQuestion(raw);
    const question = !disbelief && (/\?\s*\W*$/.test(raw) || RECALL_REQUEST.test(raw) || ((questions.has(raw) || (!doc && options.questions !== false && isQuestionByCompromise(raw))) && !/\bwhether\b[^?]*\bor\s+not\W*$/i.test(raw)));
    const firstPart = raw.split(CLAUSE_BREAK)[0] ?? raw;
    // "if I had a dog, I'd call it Rex" imagines all of it; "I'm a nurse, so if I message at 4am that's why" only its own clause.
    const hypothetical = SENTENCE_HYPOTHETICAL.test(firstPart) || (SENTENCE_HYPOTHETICAL.test(raw) && !/,|\s[-–—]\s|\s(?:and|but)\s+(?:could|would|might|may|should|can't|cannot|won't|will)\s/i.test(raw));
    const parts = withNoneOfKinApart(withLowMomentJoined(raw)).split(CLAUSE_BREAK).flatMap((part) => resultClauses(part ?? '')).flatMap(otherSubjectsApart).map(tidy).map(withoutHabitTime).map(householdPet).map(withSpeaker).map(asParentOf).filter(Boolean);
    // "I'm a teacher, I think": a hedge standing alone hedges its whole sentence.
    // ("... and will probably outlive me" is a clause of its own, not a hedge on the sentence.)
    const hedged = parts.some((part) => HEDGE_ALONE.test(part.trim()));
    for (const clause of parts) out.push({ text: clause, question, hypothetical: hypothetical || hedged || HEDGES.test(clause) || SENTENCE_HYPOTHETICAL.test(clause) });
  }
  return out;
}

/** Adverbs that make what follows unsure or not yet so: they stay, and the clause is read as unsure. */
const UNSURE_ADVERB = /^(?:maybe|perhaps|probably|possibly|hopefully|supposedly|apparently|allegedly|ideally|eventually|soon|someday|theoretically|technically|almost|nearly)$/i;

/** An occasion said before the member's habit: "when I'm stressed, I ...", "whenever we visit we ...". */
const WHEN_FIRST = /^(?<when>(?:when|whenever|every time)\s+(?:i|we)\b.+?)[\s,]+(?<main>(?:i|i'm|i've|we|we're)\s+(?:always|usually|often|normally|tend to|just)\b.*)$/i;

/** The member speaking after a time said first. */
const MEMBER_SPEAKS = /^(?<time>.+?)[\s,]+(?<rest>(?:i|i'm|im|i've|we|we're)\s.*)$/i;
/** A time said first that places one event: "next month", "this weekend", "in June", "tomorrow". */
const ANCHORED_TIME_FIRST = /^(?:next|this|in|on|tomorrow|tonight|later|since|last|yesterday|(?:\p{L}+\s+){1,2}ago$)\b/iu;
/** A time that recurs: "on Saturdays", "every morning", "most evenings", "at weekends", "in the summers". */
const RECURRING = /^(?:(?:on|at|in|during)\s+(?:the\s+)?)?(?:(?:every|each|most|some)\s+\p{L}+(?:\s+\p{L}+)?|\p{L}+s)$/iu;

/**
 * "Saturdays I play bass in a jazz band": a habit's time said before the member's own words is no
 * part of what they do, and is left out so the clause reads as "I play bass in a jazz band". Only a
 * time that recurs, as compromise reads it (a date or a time of day, said in the plural or with
 * "every" or "most"): "Tuesday I have an interview" keeps its date. A lone adverb said first goes
 * too ("originally I'm from Manila").
 */
function withoutHabitTime(clause: string): string {
  // "in my free time I am playing handball": when they have time is no part of the pastime.
  // "now we live in Utrecht": "now" said first is no part of where they live.
  const spare = /^(?:in (?:(?:my|our|the)\s+)?(?:free|spare) time|for fun|as a hobby|now|nowadays|these days|currently|at the moment|right now|in the (?:evening|morning|afternoon)s?|at night|(?:at|on) (?:the )?weekends?)[\s,]+(?=(?:i|i'm|im|we|we're)\b)/i.exec(clause);
  if (spare) return clause.slice(spare[0].length);
  // "when I'm stressed I make mac and cheese": the habit first, its occasion after it.
  const occasion = WHEN_FIRST.exec(clause);
  if (occasion) return `${occasion.groups!['main']} ${occasion.groups!['when']}`;
  const match = MEMBER_SPEAKS.exec(clause);
  const time = match?.groups?.['time'];
  if (!time) return clause;
  const when = nlp(time);
  // "originally I'm from Manila", "currently I live in Leeds": a lone adverb (not a date) said first.
  if (!/\s/.test(time) && when.has('^#Adverb$') && !when.has('#Date') && !when.has('#Negative') && !UNSURE_ADVERB.test(time)) return match.groups!['rest']!;
  // "next month we fly to Japan": a time said first goes after what happens then, where the plan readers look for it.
  if (!RECURRING.test(time)) return when.has('#Date') && !when.has('#Negative') && ANCHORED_TIME_FIRST.test(time) ? `${match.groups!['rest']!} ${time.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}` : clause;
  return when.has('#Date') || when.has('(morning|mornings|evening|evenings|night|nights|weekend|weekends|summer|summers|winter|winters|lunchtime|lunchtimes)') ? match.groups!['rest']! : clause;
}

/** "the cat's name is Pickles", "the dog is called Rex": the household's pet, named as the member's own. */
const THE_PET_NAMED = new RegExp(`^the\\s+(?=(?:${Object.keys(SPECIES).join('|')})(?:'s\\s+name\\s+is|\\s+is\\s+(?:called|named))\\s+\\p{L})`, 'iu');
const householdPet = (clause: string) => clause.replace(THE_PET_NAMED, 'my ');

/** "I'm a mum of two, Freddie and Rose", "proud dad of three boys": the member's children, said by their count. */
const PARENT_OF = /^(?:(?:i'm|im|i am)\s+)?(?:a\s+)?(?:proud\s+|busy\s+|single\s+|tired\s+|working\s+)?(?:mum|mom|mother|mama|dad|father|papa|parent)\s+of\s+(one|two|three|four|five|six|\d+)(?:\s+(kids|children|boys|girls|sons|daughters))?\b/i;
const asParentOf = (clause: string) => clause.replace(PARENT_OF, (_, count: string, who?: string) => `I have ${count} ${who ?? (count === 'one' || count === '1' ? 'kid' : 'kids')}`);

/** A finite verb: what makes a run of words a clause rather than a phrase. */
const FINITE_VERB = '(#Copula|#Modal|#Auxiliary|#PresentTense|#PastTense)';
/** A clause's start: its subject ("night shifts", "the kids", "my old boss", "it"), then its finite verb. */
const SUBJECT_AND_VERB = `^(#Determiner|#Possessive|#Adjective|#Noun|#Pronoun|#Value){1,4} #Adverb? ${FINITE_VERB}`;
const CONJUNCTION = /\s+so\s+/gi;

/**
 * A clause after "so" that stands apart from the one before: a subject and its verb, the subject
 * neither a name nor the member ("so my shifts are long" is theirs, and read whole).
 */
function standsApart(right: string): boolean {
  const doc = nlp(right);
  if (!doc.has(SUBJECT_AND_VERB) || doc.has('(i|me|my|mine|we|us|our)')) return false;
  return !doc.match('^(#Determiner|#Possessive|#Adjective|#Noun|#Pronoun|#Value){1,4}').has('#ProperNoun');
}

/**
 * A result joined by "so": split where the words before it have a finite verb of their own and the
 * words after it begin with a subject and its finite verb ("I'm a paramedic so night shifts are
 * brutal"), as compromise tags each side read alone. Only "so": splitting at "and" and "but" the
 * same way cut lists apart ("Zosia is 7 and Hania is 4") and lowered the held-out facts stored from
 * 69.7% to 68.2% (bench/understanding), so those stay with the patterns of CLAUSE_BREAK.
 */
function resultClauses(part: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of part.matchAll(CONJUNCTION)) {
    const left = part.slice(start, match.index);
    const right = part.slice(match.index + match[0].length);
    if (!nlp(left).has(FINITE_VERB) || !standsApart(right)) continue;
    out.push(left);
    start = match.index + match[0].length;
  }
  out.push(part.slice(start));
  return out;
}

/** compromise's question reading of one sentence ("do you remember my dog's name"), cached. */
const questionCache = new Map<string, boolean>();
function isQuestionByCompromise(sentence: string): boolean {
  const known = questionCache.get(sentence);
  if (known !== undefined) return known;
  const question = nlp(sentence).sentences().isQuestion().found;
  if (questionCache.size > 2000) questionCache.clear();
  questionCache.set(sentence, question);
  return question;
}

/** The clause without the fillers around it and its end punctuation. */
/** A closing bracket at the end of `part` (within `end`) that closes one opened before it: "Lily (5)". */
function balancedBefore(part: string, end: string): boolean {
  if (!end.includes(')')) return false;
  const body = part.trim().slice(0, part.trim().length - end.length);
  return (body.match(/\(/g) ?? []).length > (body.match(/\)/g) ?? []).length;
}

/** ", so nervous", ", really excited": how the member feels about what they said, in one word. */
const FEELING_AFTER = /,\s*(?:so+|very|really|super|kinda|a bit|bit|pretty|proper|well)\s+[\p{L}-]+[\s.!?]*$/iu;

export function tidy(part: string): string {
  let clause = part.trim().replace(/[\s.!?,;:)(…~"*-]+$/u, (end) => (balancedBefore(part, end) ? ')' : '')).replace(/^[\s.!?,;:)(…~"*-]+/u, '');
  for (let i = 0; i < 3; i += 1) clause = clause.replace(FILLERS, '').replace(TELLING_FIRST, '').replace(TRAILERS, '').trim();
  // Emoji and other symbols say nothing a memory keeps.
  // A joining word left at the end ("jayden is 9 and"): the clause it joined was cut off.
  // ("allergic to peanuts, like properly allergic": the word said again for emphasis adds nothing.)
  // ("interview on Friday, so nervous": a feeling said after it, one word and no verb, is no part of the fact.)
  return clause.replace(FEELING_AFTER, '').replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').replace(/\s+/g, ' ').replace(/[\s.!?,;:]+$/u, '').replace(/\s+(?:and|but|or|so)$/i, '').replace(/,?\s+like\s+(?:(?:properly|really|seriously|actually|super|very|proper|deadly|severely|totally|genuinely)\s+)?([\p{L}-]+)$/iu, (whole, word: string, at: number, all: string) => (new RegExp(`\\b${word}\\b`, 'iu').test(all.slice(0, at)) ? '' : whole)).trim();
}

/** A clause that imagines, wishes, is unsure or did not happen ("we were going to move but it fell through"): nothing in it is a fact. */
const UNSURE =
  /\b(?:was going to|were going to|was meant to|were meant to|fell through|would|wouldn't|could|couldn't|might|maybe|perhaps|wish|wished|hope|hoping|want to|wanna|wanted to|would like|thinking of|thinking about|plan to|planning to|planning on|(?<!\b(?:my|our)\s)dream|dream(?=\s+(?:job|career|life|world)\b)|dreaming|someday|one day|probably|should|shouldn't|i guess|not sure|i think|i believe|i suppose|(?<!\b(?:any|some|what|this|that|the|every|a|one|all|each)\s)(?:kind of|sort of)|kinda|supposed to|pretend)\b|\b\w+'d\b(?! rather)|\bmay (?:be|have|not|go|get|move|need|start)\b/i;

/** Someone else's words, a joke, or a quote: not the member telling Bela about themselves. */
const REPORTED =
  /\bread\s+(?:\w+\s+){0,2}?that\b|\b(?:says|said|say|saying|thinks|thought|told me|tells me|claims|claimed|believes|believed|according to|heard|reckons|apparently|supposedly|joke|joking|kidding|jk|lying|lied|fake|just testing|testing)\b|"/i;

/** Negations; a statement with one is never stored as it stands (retractions read it on purpose). */
// "you can't beat a Sunday roast", "peanuts are a no go for me" and "... a hard no for me" deny nothing: a favourite, and what the member avoids, said as idioms (frame-words.ts).
export const NEGATION = new RegExp(String.raw`\b(?:not|no(?![- ](?:go|no)\b)(?<!\b(?:${FIRM_NO_WORDS})\sno)|never|nor|none|nobody|neither|nothing(?!\s+(?:beats|like|quite like|in (?:this|the) world like|hits|compares|comforts|restores|cheers|picks|warms|fixes|sorts|helps|soothes|lifts|calms|cures|heals|more comforting|more soothing|better than|nicer than)\b)|nope|dont|doesnt|didnt|isnt|arent|wasnt|werent|cant(?!\s+beat\b)|cannot|wont|aint|havent|hasnt)\b|(?<!\bca)n't\b|\bcan't\b(?!\s+beat\b)`, 'i');

export function isUnsure(clause: string): boolean {
  return UNSURE.test(clause);
}

export function isReported(clause: string): boolean {
  return REPORTED.test(clause);
}
