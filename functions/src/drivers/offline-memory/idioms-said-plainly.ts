/**
 * Ways members in their first week tell a fact that the clause readers do not read, said as the
 * plain sentence they do: "Did I tell you I'm a social worker?" (a telling put as a question),
 * "Saxophone player here", "Just a barista, nothing fancy", "I own a tortoise named Sheldon",
 * "Anaphylactic to prawns", "Me hamster Nugget" (dialect's "me" for "my"), "working like software
 * developer" (a learner's "like" for "as"), "Mum's lasagne is my comfort food" (the dish, whoever
 * makes it). Found in the fourth statement set's development half (bench/understanding/paraphrases).
 */
import { KIN_WORDS, OCCUPATIONS, SPECIES, WORD_CLASSES } from './vocabulary';
import { MONTHS } from './dates';
import { withArticle } from './words';

const START = String.raw`(^|[.!?]\s+|[,;]\s*)`;
const INSTRUMENTS: ReadonlySet<string> = new Set(WORD_CLASSES['instrument'] ?? []);
/** Who makes a dish the member calls their comfort ("Mum's lasagne", "my nan's stew"). */
const COOKS = String.raw`(?:mum|mom|mam|mother|nan|nana|nanna|gran|granny|grandma|grandmother|dad|father|papa|auntie|aunt|abuela|nonna|oma)`;

/** The words for an animal a member may keep: a species or a breed ("a pug", "a tabby"). */
const SPECIES_WORDS = [...new Set([...Object.keys(SPECIES), ...(WORD_CLASSES['animal'] ?? [])])].sort((a, b) => b.length - a.length).join('|');

const isJob = (words: string) => OCCUPATIONS.has(words.toLowerCase().split(/\s+/).at(-1)!);

export function idiomsSaidPlainly(said: string): string {
  return (
    said
      .replace(/[\u2018\u2019]/g, "'")
      // "Did I tell you I'm a social worker? Child protection mostly.": a telling put as a question is told.
      .replace(/(^|[.!?]\s+)(?:did|have)\s+i\s+(?:ever\s+|already\s+)?(?:tell|told|mention|mentioned)(?:\s+(?:to\s+)?(?:you|u))?(?:\s+that)?\s+((?:i|i'm|im|i've|ive|my|we|we're|our)\b[^?.!]*)\?/giu, '$1$2.')
      // "Saxophone player here 🎷", "cello player, amateur": an instrument's player introducing themselves.
      .replace(new RegExp(String.raw`${START}(?:(?:a|an|just\s+a|just\s+an)\s+)?(?:keen\s+|amateur\s+|hobby\s+)?(\p{L}+)\s+player\b(?=\s+here\b|\s*[,.!;]|\s*\p{Extended_Pictographic}|\s*$)(?:\s+here\b)?`, 'giu'), (whole, start: string, instrument: string) =>
        INSTRUMENTS.has(instrument.toLowerCase()) ? `${start}I play the ${instrument.toLowerCase()}` : whole,
      )
      // "Just a barista, nothing fancy": what they are, said without "I'm".
      .replace(/(^|[.!?]\s+)(?:just|only|simply)\s+(an?\s+(?:[\p{L}-]+\s+)?[\p{L}-]+)(?=\s*[,.!;]|\s*$)/giu, (whole, start: string, job: string) => (isJob(job) ? `${start}I'm ${job}` : whole))
      // "In Brazil I work like dentist", "I am working like software developer": a learner's "like" for "as" before a job.
      .replace(/\b(work|works|worked|working)\s+like\s+(?:an?\s+)?((?:[\p{L}-]+\s+)?[\p{L}-]+)\b/giu, (whole, verb: string, job: string) => (isJob(job) ? `${verb} as ${withArticle(job)}` : whole))
      // "I own a tortoise named Sheldon": an animal owned is one of theirs, as one had.
      .replace(new RegExp(String.raw`\b(i|we)\s+own\s+(?=(?:a|an|two|three)\s+(?:[\p{L}-]+\s+){0,2}?(?:${SPECIES_WORDS})\b)`, 'giu'), '$1 have ')
      // "I've the one brother, Ciarán", "we've two girls": British "I've" for "I have" before one of theirs.
      .replace(new RegExp(String.raw`\b([Ii]|[Ww]e)'ve\s+(?=(?:the\s+)?(?:one|a|an|two|three|four)\s+(?:(?:older|younger|big|little|baby)\s+)?(?:${KIN_WORDS})s?\b)`, 'gu'), '$1 have ')
      // "Ingrid and Lars, my two, are away": children named, then said to be theirs.
      .replace(/\b(\p{Lu}\p{Ll}+)\s+(?:and|&)\s+(\p{Lu}\p{Ll}+),\s+my\s+(?:two|three|kids|children|boys|girls|twins|little ones)\s*,/gu, 'My kids are called $1 and $2. They')
      // "The love of my life is a pug named Frank": an animal of theirs, named.
      .replace(new RegExp(String.raw`\b(?:[Tt]he\s+love\s+of\s+my\s+life|[Mm]y\s+(?:baby|world|everything|shadow|sidekick|whole\s+world))\s+is\s+(?=(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:${SPECIES_WORDS})\s+(?:named|called)\s+\p{Lu})`, 'gu'), 'I have ')
      // "Anaphylactic to prawns": allergic, gravely.
      .replace(/(^|[.!?]\s+)anaphylactic\s+to\b/giu, "$1I'm allergic to")
      .replace(/\banaphylactic\s+to\b/giu, 'allergic to')
      // "Me hamster Nugget escaped", "me mam says": dialect's "me" for "my" before one of theirs, at a clause's start.
      .replace(new RegExp(String.raw`${START}me\s+(?=(?:${KIN_WORDS})\b)`, 'giu'), '$1my ')
      // "Mum's lasagne is my ultimate comfort food": the dish is theirs to be comforted by, whoever makes it.
      .replace(new RegExp(String.raw`(^|[.!?]\s+)(?:(?:my|our)\s+)?${COOKS}'s\s+(?=[^.!?]{2,40}?\s+(?:is|are|was)\s+(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:comfort|go-to|favou?rite\s+(?:food|meal|dish)))`, 'giu'), '$1')
      // "Yoshiko and I wed in 1979": a learner's or an older member's "wed" for "got married".
      .replace(/\b(and\s+(?:i|me))\s+wed\b/giu, '$1 got married')
      // "Been seeing this guy Arturo for a year": the one they are seeing is their partner.
      .replace(/(^|[.!?]\s+)(?:[Ii]'ve\s+|I\s+have\s+|[Ii]ve\s+)?[Bb]een\s+seeing\s+(?:this\s+(?:guy|girl|man|woman|lad|lass)\s+)?(\p{Lu}\p{Ll}+)\b/gu, '$1My partner is $2. We have been together')
      // "We've got a little place in Hobart", "the rent here in Toronto": where they live.
      .replace(/\b(?:[Ii]|[Ww]e)(?:'ve|\s+have)?\s+(?:got\s+)?(?:a|our|my)\s+(?:(?:little|small|wee|tiny|lovely|cosy|cozy|new)\s+)?(?:place|flat|house|apartment|home|cottage|bungalow|condo)\s+(?:here\s+)?in\s+(?=\p{Lu})/gu, 'I live in ')
      .replace(/\brent\s+here\s+in\b/giu, 'rent in')
      // "Greetings from sunny Adelaide, where I've lived my whole life": the town they live in, named before it is said.
      .replace(/\b(?:in|from)\s+(?:(?:sunny|rainy|lovely|beautiful|good old|windy|snowy)\s+)?(\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?),\s+where\s+(?:I|we)(?:'ve|\s+have)?\s+(?:lived|been living)\b/gu, '. I live in $1, having lived there')
      // "I'm a Dubliner by birth but Limerick's been home for years": the town that has been home, a clause of its own.
      .replace(/\s+but\s+(\p{Lu}[\p{L}-]+)(?:'s|\s+has|\s+is)\s+(?:been\s+)?home\b/gu, '. $1 has been home')
      // "Priyanka — my cousin — wedding's in February": the wedding of one of theirs named with who they are.
      .replace(new RegExp(String.raw`\b(\p{Lu}\p{Ll}+)\s*(?:[—–,]|\s-)\s*my\s+(${KIN_WORDS})\s*(?:[—–,]|\s-)\s*(?:(?:her|his|their)\s+)?wedding(?:'s|\s+is)\s+(?:in|on)\s+(${MONTHS.join('|')})\b`, 'gu'), 'My $2 $1 is getting married in $3')
      // "..., sorry for my english": an apology for the words, not part of what is told.
      .replace(/[,.;]?\s*(?:sorry|excuse me|pardon)\s+(?:for\s+)?my\s+(?:bad\s+|poor\s+|broken\s+)?english\b[.!]*/giu, '.')
  );
}
