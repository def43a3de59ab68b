/**
 * The member's people named first and said to be theirs after ("Sven is my brother and he's moving",
 * "Priya my daughter, she is 7", "Lars, my twin brother, still beats me", "Ayo and Tobi, my two
 * boys, ...", "Our youngest, Leilani, took her first steps", "Husband (Alejandro) surprised me",
 * "I'm so lucky to have Chen as my husband"), rewritten as "my brother is called Sven ...", the order
 * the clause readers expect (people-said-plainly.ts runs these first). Found in the paraphrase
 * pairs' development half (bench/understanding/paraphrases).
 */
import { nlp } from '../lazy-nlp';
import { BREEDS as BREED_WORDS, CAT_BREEDS, KIN_WORDS as KIN, PET_WORDS } from './vocabulary';

/** A name: one capitalised word (two for "Mary Jane"), never a word of the grammar ("This is my brother"). */
const NAME = String.raw`\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*)?`;
/** Words that may stand between "my" and whom it names: "my twin brother", "my old grey cat", "our German shepherd". */
const BEFORE_KIN = String.raw`(?:[\p{L}-]+\s+){0,2}?`;
const BREEDS = BREED_WORDS.join('|');
/** A species or a breed, as an alternation. */
const PETS = PET_WORDS.join('|');
const KIN_OR_BREED = `${KIN}|${BREEDS}`;
const START = String.raw`(^|[.!?;:]\s+|,\s+(?:and\s+)?)`;
/** "my grey cat", "our old spaniel": one of theirs that is an animal, whose name may be any word ("Professor", "Bella"). */
const SPECIES_OR_BREED = new RegExp(String.raw`\b(?:${PETS})$`, 'iu');

/** "Sven is my brother", "Bella is my old spaniel". */
const NAME_IS_MY = new RegExp(String.raw`${START}(?!(?:this|that|it|he|she|there|here|what|who|which|one|mine|life|work|home)\b)(${NAME})\s+(?:is|was)\s+((?:my|our)\s+${BEFORE_KIN}(?:${KIN_OR_BREED}))\b(?!'s|s')`, 'giu');
/** "Priya my daughter, she is 7", "Chidi my first son don pass", "Ngozi my big sister dey always call me". */
const NAME_MY = new RegExp(String.raw`${START}(${NAME})\s+((?:my|our)\s+${BEFORE_KIN}(?:${KIN_OR_BREED}))\b,?`, 'gu');
/** "Lars, my twin brother, still ...", "Professor, my grey cat, sleeps ...", "Rex, our German shepherd, passed ...". */
const NAME_COMMA_MY = new RegExp(String.raw`(^|[.!?;:]\s+|,\s+(?:and\s+)?|\b(?:forget|meet|met|with|and|to|for|believe|love|miss|thank|told|tell|call|visit|ask|see|saw|while|when|until|then|because)\s+)(${NAME}),\s+((?:my|our)\s+${BEFORE_KIN}(?:${KIN_OR_BREED}|${PETS}))\s*,\s+`, 'giu');
/** "and Seamus, that's my husband of forty-one years, says ...": a name, then who that is to them. */
const NAME_THATS_MY = new RegExp(String.raw`${START}(${NAME}),\s+(?:that's|that is|thats|who's|who is)\s+((?:my|our)\s+${BEFORE_KIN}(?:${KIN_OR_BREED}))\b`, 'gu');
/** "Ayo and Tobi, my two boys, have ...", "Mei and Jun are my kids". */
const TWO_NAMES_MY = new RegExp(String.raw`${START}(${NAME})\s+(?:and|&)\s+(${NAME})(?:\s*,\s*|\s+are\s+)((?:my|our)\s+(?:two\s+|three\s+|lovely\s+|little\s+)*(?:kids|children|boys|girls|sons|daughters|twins|babies))\b\s*,?`, 'gu');
/** "Our youngest, Leilani, took ...", "our firstborn, Emeka, was ...". */
const ORDINAL_CHILD = new RegExp(String.raw`\b([Mm]y|[Oo]ur)\s+(youngest|eldest|oldest|firstborn|first-born|middle one|baby)\s*,?\s+(${NAME})(?:\s*,)?(?=\s|[.!?]|$)`, 'gu');
/**
 * One named, then said to be theirs after a comma: "Ravi, he's my oldest friend", "Met up with Nia
 * today, she's my cousin", "Mateo turned five last week, he's my youngest". (What comes between has
 * no capitalised word: "Met up with Nia" is Nia's, not "Met"'s.)
 */
const NAME_THEN_SAID = String.raw`(^|[.!?;:]\s+|,\s+(?:and\s+)?|\b(?:[Ww]ith|[Mm]et|[Mm]eet|[Ss]aw|[Ss]ee|[Vv]isited|[Vv]isit|[Cc]alled|[Cc]all|[Tt]exted|and)\s+)(${NAME})((?:\s[^.!?\p{Lu}]*?)?),\s*(?:[Hh]e's|[Ss]he's|[Hh]e is|[Ss]he is)\s+`;
/** A child named by their place among the member's children: "Lena is my eldest", "..., he's my youngest". */
const ORDINAL = String.raw`([Mm]y|[Oo]ur)\s+(youngest|eldest|oldest|firstborn|first-born|middle one|baby)(?=\s*[,.!?;)]|\s*$|\s+(?:and|but|so|who|now|too|just)\b)`;
const NAME_IS_MY_ORDINAL = new RegExp(String.raw`${START}(${NAME})\s+(?:is|was)\s+${ORDINAL}`, 'gu');
const NAME_THEN_ORDINAL = new RegExp(NAME_THEN_SAID + ORDINAL, 'gu');
const NAME_THEN_THEIRS = new RegExp(String.raw`${NAME_THEN_SAID}((?:my|our)\s+${BEFORE_KIN}(?:${KIN}))\b(?!'s|s')`, 'gu');
/** "pickle my cat had knocked a plant off", "mango our parrot screams": a pet's name in lower case before "my cat", as in dictation. */
const LOWER_NAME_MY_PET = new RegExp(String.raw`(^|[,.;:!?]\s*|\b(?:and|when|then|but|so|home|got home)\s+)(\p{Ll}[\p{L}'-]{2,})\s+((?:my|our)\s+(?:[\p{L}-]+\s+)?(?:${PETS}))\b(?=\s+(?:is|was|has|had|\p{L}+s|\p{L}+ed)\b)`, 'gu');
/** "the kids — Ruby and Oscar — are ...", "the kids, Ruby and Oscar, are ...". */
const THE_KIDS_NAMED = new RegExp(String.raw`\bthe\s+(kids|children|twins|boys|girls)\s*[—–,-]\s*(${NAME})\s+(?:and|&)\s+(${NAME})\s*[—–,-]\s*`, 'giu');
/** "Our Fiona (my sister) is round", "Husband (Alejandro) surprised me". */
const NAME_THEN_KIN_IN_BRACKETS = new RegExp(String.raw`\b(?:[Oo]ur\s+)?(${NAME})\s*\(\s*(?:my|our)\s+(${KIN})\s*\)`, 'gu');
const BARE_KIN_NAME_IN_BRACKETS = new RegExp(String.raw`${START}(${KIN})\s*\(\s*(${NAME})\s*\)`, 'giu');
/** "lucky to have Chen as my husband". */
const HAVE_AS_MY = new RegExp(String.raw`\bhave\s+(${NAME})\s+as\s+(my|our)\s+(${KIN})\b`, 'gu');
/** "Dev and I have been married for two years", "Marisol and I got engaged": a spouse named with the member. */
const WED_WITH_ME = new RegExp(String.raw`${START}(${NAME})\s+and\s+I\s+(?=(?:have been|'ve been|are|were|got|just got|recently got)\s+(?:happily\s+)?(?:married|engaged|wed)\b)`, 'gu');
/** "I am engaged with Marisol", "I'm married to Tomasz", "I am married to a kind man named Odhiambo". */
const WED_TO = new RegExp(String.raw`\b(?:i'm|i am|im)\s+(?:happily\s+|now\s+|finally\s+)?(married|engaged)\s+(?:to|with)\s+(?:(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}?(?:man|woman|guy|girl|person|fella|fellow|chap|lady|gentleman)\s+(?:named|called)\s+)?(${NAME})\b`, 'giu');
/** "The pup's called Marley", "the cat is named Miso": an animal of the house with its name. */
const THE_PET_CALLED = /(^|[.!?]\s+)the\s+(pup|puppy|dog|cat|kitten|bunny|rabbit|parrot|budgie|hamster|horse|pony)(?:'s|\s+is)\s+(called|named)\b/giu;
/** "My brother's name is Hiroshi and he's a chef", "my corgi's name is Otis", "Married. Wife's name is Olga." */
const KIN_NAME_IS = new RegExp(String.raw`(\b(?:my|our)\s+|(?:^|[.!?]\s+))(${KIN_OR_BREED})'s\s+name\s+is\s+(?=\p{Lu})`, 'giu');
/** "I have a little dachshund, Frida, she's ...", "we've got a cat, Miso,": an animal or one of theirs had, its name between commas. */
const HAVE_A_NAMED = new RegExp(String.raw`\b((?:[Ii]|[Ww]e)\s+(?:have|have got|'ve got|got|adopted|rescued)\s+)(?:a|an)\s+(${BEFORE_KIN})(${KIN_OR_BREED})\s*,\s+(${NAME})\s*(?=,|$|[.!?])`, 'gu');
/** "the cat (Ptolemy) knocked ...": the animal of the house, its name in brackets. */
const THE_PET_BRACKETED = new RegExp(String.raw`\b[Tt]he\s+(${PETS})\s*\(\s*(${NAME})\s*\)`, 'gu');
/** "ferret named Bandit, chaos in fur form": an animal named, said first with no "my" nor "a" ("a dog called Rex bit me" is anyone's). */
const PET_NAMED_FIRST = new RegExp(String.raw`(^|[.!?]\s+)(${PETS})\s+(?:named|called)\s+(${NAME})`, 'gu');
/** "I rescued a kitten last month, named him Pixel": a name given, said as "his name is Pixel" for the one just spoken of. */
// ("we got a kitten and we named her Smudge": a sentence of its own, "Her name is Smudge".)
const NAMED_HIM = new RegExp(String.raw`(?:\s*,)?(?:\s+|^)(?:and\s+)?(?:(?:[Ww]e|[Ii])\s+)?(?:just\s+)?(?:named|called)\s+(him|her|it|them)\s+(?=${NAME})`, 'gu');
/** A breed said for the animal ("my old spaniel", "our German shepherd"): the species follows it, as the readers expect. */
const BREED_ALONE = new RegExp(String.raw`\b((?:my|our)\s+${BEFORE_KIN})(${BREEDS})\b(?!\s+(?:dog|cat|puppy|kitten)\b)`, 'giu');
/** "a parrot named Kiwi who says hello to everyone": what the one named does after "who" is theirs, and is left out. */
const NAMED_WHO = new RegExp(String.raw`\b(called|named)\s+(${NAME})\s+who\s+[^,.!?;]*`, 'gu');
/** "My brother — Thabo, the one with the laugh — got promoted": a name after a dash. */
const KIN_DASH_NAME = new RegExp(String.raw`\b((?:my|our)\s+${BEFORE_KIN}(?:${KIN}))\s*[—–]\s*(${NAME})\b`, 'gu');
/** "My parrot, Captain Flint, has ...", "The axolotl, Gary, is thriving": an animal of theirs, its name between commas. */
const PET_COMMA_NAME = new RegExp(String.raw`(^|[.!?]\s+)(?:[Mm]y|[Oo]ur|[Tt]he)\s+(${PETS})\s*,\s+(${NAME})\s*,`, 'gu');
/** "Kibo the cat has claimed my jumper", "Biscuit (the cat, not the snack)": a name, then the animal it is. */
const NAME_THE_PET = new RegExp(String.raw`(^|[.!?]\s+|\bwith\s+)(${NAME})\s+\(?the\s+(${PETS})\b`, 'gu');
/** "big sister Yasmin got me ...", "little brother Callum": a relation said with its age and no "my". */
const BARE_AGED_KIN = new RegExp(String.raw`(^|[.!?]\s+|\b(?:[Aa]hh?|[Oo]h|[Ss]o|and)\s+)((?:big|little|older|younger|baby|lil)\s+(?:sister|brother|sis|bro))\s+(${NAME})`, 'gu');
/** "the missus, Ananya picked a place", "my sister, Astrid, who ...": a name after the relation and a comma. */
const KIN_COMMA_NAME = new RegExp(String.raw`${START}((?:[Mm]y|[Oo]ur)\s+(?:${KIN}))\s*,\s+(${NAME})(?:\s*,(?=\s)|(?=\s+\p{Ll}))`, 'gu');
/** "my dog Mochi's been sulking": a name's "'s" is "has" or "is", not whose. */
const NAME_HAS = /\b(\p{Lu}\p{Ll}+)'s\s+(?=(?:been|got|gotten|learned|learnt|started)\b)/gu;
const NAME_IS = /\b(\p{Lu}\p{Ll}+)'s\s+(?=(?:getting|going|coming|so|really|still|always|now|obsessed|sulking)\b)/gu;
/** "the missus, Ananya picked a place": the spouse said with "the", then named after a comma, is "my" spouse for KIN_COMMA_NAME. */
const THE_SPOUSE_NAMED = /\bthe\s+(?=(?:missus|missis|wife|hubby|husband|other half|better half)\s*,\s+\p{Lu})/gu;
/** "ma dog Jabari", "me and ma cat": "ma" for "my". */
const MA_FOR_MY = new RegExp(String.raw`\b[Mm]a\s+(?=(?:${KIN})\b)`, 'gu');
/** "The wedding of my niece Olivia is planned for May". */
/**
 * "When your kid (Chidi, 7) asks for a phone", "POV: your sister's name is Precious": a meme's
 * "your" is the member's own, and what it says happened ("My kid (Chidi, 7) asks for a phone").
 */
const MEME_START = /^\s*(?:(?:that\s+moment\s+)?when\s+|pov\s*:\s*)(?=(?:your|ur)\b)/iu;
const MEME_YOUR = new RegExp(String.raw`\b(?:your|ur)\s+(?=(?:other\s+|little\s+|big\s+|older\s+|younger\s+|baby\s+)?(?:${KIN_OR_BREED})\b)`, 'giu');
/** "my partner (Morgan, they/them)", "my kid (Chidi, 7)": the name in brackets, with more said after it there. */
const KIN_NAME_AND_MORE_IN_BRACKETS = new RegExp(String.raw`\b((?:my|our)\s+${BEFORE_KIN}(?:${KIN_OR_BREED}))\s*\(\s*(${NAME})\s*,[^()]{1,30}\)`, 'giu');
/** "Boyfriend update: Rafael has finally ...", "Sister news — Dana got the job": a relation's news, the name after it. */
const KIN_UPDATE = new RegExp(String.raw`(^|[.!?]\s+)(${KIN})\s+(?:update|news|report|alert)\s*[:—–-]\s*(?=${NAME})`, 'giu');
/** "Brothers, who needs them? Mine — Oleksandr — just ate the cake": one of a kind said first, named as "mine". */
const MINE_NAMED = new RegExp(String.raw`\b(${KIN})s\b([^.!?]*[.!?]\s+)mine\s*[—–,-]\s*(${NAME})\s*(?:[—–,-]\s*)?`, 'giu');
const WEDDING_OF_MY = new RegExp(String.raw`\bthe\s+(wedding|marriage)\s+of\s+((?:my|our)\s+(?:${KIN})\s+${NAME})`, 'giu');

/**
 * What a message says of one of theirs across a colon, dashes or brackets, which the clause reader
 * breaks at (clauses.ts reads these first): a meme's "your", "Boyfriend update: Rafael ...", "Mine —
 * Oleksandr — ...", "my partner (Morgan, they/them)".
 */
export function namedAcrossBreaks(text: string, couldBeName: (word: string) => boolean): string {
  const named = (whole: string, name: string, then: () => string) => (couldBeName(name.split(/\s/)[0]!) ? then() : whole);
  const own = MEME_START.test(text) ? text.replace(MEME_START, '').replace(MEME_YOUR, 'my ').replace(/^my\b/, 'My') : text;
  return own
    .replace(KIN_NAME_AND_MORE_IN_BRACKETS, (whole, mine: string, name: string) => named(whole, name, () => `${mine} ${name}`))
    .replace(KIN_UPDATE, (_, start: string, kin: string) => `${start}my ${kin.toLowerCase()} `)
    .replace(MINE_NAMED, (whole, kin: string, between: string, name: string) => named(whole, name, () => `${kin}s${between}My ${kin.toLowerCase()} ${name} `));
}

const upperFirst = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** `couldBeName` tells a name from a word of the grammar ("This is my brother"): people-said-plainly.ts's. */
export function namedFirst(text: string, couldBeName: (word: string) => boolean): string {
  const named = (whole: string, name: string, then: () => string) => (couldBeName(name.split(/\s/)[0]!) ? then() : whole);
  // (A pet named after a job or a title, "Professor, my grey cat", is still a name.)
  // ("Up early and fed Pepper, my spaniel": a word in lower case before a capitalised one is not the start of its name.)
  const namedOrPet = (whole: string, name: string, mine: string, rewritten: string) => (!/^\p{Ll}\S*\s+\p{Lu}/u.test(name) && (SPECIES_OR_BREED.test(mine) || couldBeName(name.split(/\s/)[0]!)) ? rewritten : whole);
  return namedAcrossBreaks(text, couldBeName)
    .replace(TWO_NAMES_MY, (whole, start: string, a: string, b: string, mine: string) => named(whole, a, () => `${start}${mine} are called ${a} and ${b},`))
    .replace(NAME_THATS_MY, (whole, start: string, name: string, mine: string) => namedOrPet(whole, name, mine, `${start}${mine} ${name}`))
    .replace(NAME_IS_MY, (whole, start: string, name: string, mine: string) => namedOrPet(whole, name, mine, `${start}${mine} is called ${name}`))
    // ("on a call while Nutmeg, our rabbit, ...": the pattern's case-blind name may take the word before the name with it.)
    .replace(NAME_COMMA_MY, (whole, start: string, name: string, mine: string) => {
      const [, before, own] = /^(\p{Ll}\S*\s+)(\p{Lu}\S*)$/u.exec(name) ?? [];
      return own ? namedOrPet(whole, own, mine, `${start}${before}${mine} ${own} `) : namedOrPet(whole, name, mine, `${start}${mine} ${name} `);
    })
    .replace(NAME_MY, (whole, start: string, name: string, mine: string) => named(whole, name, () => `${start}${mine} ${name}`))
    .replace(LOWER_NAME_MY_PET, (whole, start: string, name: string, mine: string) => (nlp(name).has('(#Verb|#Pronoun|#Determiner|#Preposition|#Conjunction|#Adverb|#Adjective)') ? whole : `${start}${mine} ${upperFirst(name)}`))
    .replace(NAME_IS_MY_ORDINAL, (whole, start: string, name: string, my: string, which: string) => named(whole, name, () => `${start}${my} ${which} child is called ${name}`))
    .replace(NAME_THEN_THEIRS, (whole, start: string, name: string, rest: string, mine: string) => named(whole, name, () => `${start}${name}${rest}. ${upperFirst(mine)} is called ${name}`))
    .replace(NAME_THEN_ORDINAL, (whole, start: string, name: string, rest: string, my: string, which: string) => named(whole, name, () => `${start}${name}${rest}. ${upperFirst(my)} ${which} child is called ${name}`))
    .replace(ORDINAL_CHILD, (whole, my: string, which: string, name: string) => named(whole, name, () => `${my} ${which.toLowerCase()} child ${name}`))
    .replace(THE_KIDS_NAMED, (whole, kids: string, a: string, b: string) => named(whole, a, () => `my ${kids.toLowerCase()} ${a} and ${b} `))
    .replace(NAME_THEN_KIN_IN_BRACKETS, (whole, name: string, kin: string) => named(whole, name, () => `my ${kin.toLowerCase()} ${name}`))
    .replace(BARE_KIN_NAME_IN_BRACKETS, (whole, start: string, kin: string, name: string) => named(whole, name, () => `${start}my ${kin.toLowerCase()} ${name}`))
    .replace(HAVE_AS_MY, (whole, name: string, my: string, kin: string) => named(whole, name, () => `have ${my} ${kin} ${name}`))
    .replace(WED_WITH_ME, (_, start: string, name: string) => `${start}my partner ${name} and I `)
    .replace(WED_TO, (whole, state: string, name: string) => named(whole, name, () => `I'm ${state.toLowerCase()}. My ${state.toLowerCase() === 'engaged' ? 'fiancé' : 'spouse'} is ${name}`))
    .replace(MA_FOR_MY, 'my ')
    .replace(NAME_HAS, '$1 has ')
    .replace(NAME_IS, '$1 is ')
    .replace(THE_SPOUSE_NAMED, 'my ')
    .replace(KIN_COMMA_NAME, (whole, start: string, mine: string, name: string) => named(whole, name, () => `${start}${mine} ${name}`))
    .replace(KIN_DASH_NAME, (whole, mine: string, name: string) => named(whole, name, () => `${mine} ${name}`))
    .replace(PET_COMMA_NAME, (whole, start: string, pet: string, name: string) => named(whole, name, () => `${start}my ${pet.toLowerCase()} ${name}`))
    .replace(NAME_THE_PET, (whole, start: string, name: string, pet: string) => named(whole, name, () => `${start}my ${pet.toLowerCase()} ${name} (`))
    .replace(BARE_AGED_KIN, (whole, start: string, kin: string, name: string) => named(whole, name, () => `${start}my ${kin.toLowerCase()} ${name}`))
    .replace(THE_PET_CALLED, '$1my $2 is $3')
    .replace(NAMED_WHO, '$1 $2')
    .replace(WEDDING_OF_MY, "$2's $1")
    .replace(KIN_NAME_IS, (_, my: string, kin: string) => `${/^(?:my|our)\b/i.test(my.trim()) ? my : `${my}my `}${kin.toLowerCase()} is called `)
    .replace(HAVE_A_NAMED, (whole, have: string, before: string, kin: string, name: string) => namedOrPet(whole, name, kin, `${have}my ${before}${kin.toLowerCase()} ${name}`))
    .replace(THE_PET_BRACKETED, (_, pet: string, name: string) => `my ${pet.toLowerCase()} ${name}`)
    .replace(PET_NAMED_FIRST, (_, start: string, pet: string, name: string) => `${start}my ${pet.toLowerCase()} is called ${name}`)
    .replace(NAMED_HIM, (_, pronoun: string, at: number) => `${at === 0 ? '' : '. '}${{ him: 'His', her: 'Her', it: 'Its', them: 'Their' }[pronoun.toLowerCase()] ?? 'Their'} name is `)
    .replace(BREED_ALONE, (_, mine: string, breed: string) => `${mine}${breed.toLowerCase()} ${CAT_BREEDS.includes(breed.toLowerCase()) ? 'cat' : 'dog'}`);
}
