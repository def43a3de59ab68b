/** Finds the word a message is most about, and what kind of topic it is, if a known one. */
import type { Topic, TopicKind } from './reading';
import { capitalise, wordsOf } from './text-helpers';

const TOPIC_WORDS: Record<TopicKind, string[]> = {
  work: ['job', 'boss', 'office', 'meeting', 'meetings', 'shift', 'coworker', 'coworkers', 'colleague', 'colleagues', 'career', 'interview', 'deadline', 'project', 'client', 'clients'],
  music: ['music', 'song', 'songs', 'band', 'album', 'concert', 'playlist', 'guitar', 'piano', 'singing', 'jazz', 'rap', 'rock', 'gig'],
  food: ['food', 'pizza', 'dinner', 'lunch', 'breakfast', 'cooking', 'recipe', 'pasta', 'sushi', 'burger', 'tacos', 'restaurant', 'dessert', 'cake', 'chocolate', 'brunch', 'ramen', 'curry', 'salad', 'pancakes'],
  drink: ['coffee', 'espresso', 'tea', 'wine', 'cocktail', 'cocktails', 'beer', 'latte', 'whisky', 'whiskey'],
  screen: ['movie', 'movies', 'film', 'films', 'series', 'netflix', 'episode', 'anime', 'cinema', 'documentary', 'sitcom'],
  travel: ['travel', 'travelling', 'traveling', 'trip', 'vacation', 'holiday', 'holidays', 'flight', 'beach', 'abroad', 'hotel', 'roadtrip'],
  games: ['game', 'games', 'gaming', 'playstation', 'xbox', 'nintendo', 'chess', 'minecraft', 'fortnite', 'videogames'],
  books: ['book', 'books', 'novel', 'novels', 'reading', 'author', 'poetry', 'poem', 'library'],
  fitness: ['gym', 'workout', 'running', 'run', 'yoga', 'hike', 'hiking', 'football', 'soccer', 'basketball', 'tennis', 'swimming', 'cycling', 'marathon', 'training', 'climbing'],
  pets: ['dog', 'dogs', 'puppy', 'cat', 'cats', 'kitten', 'pet', 'pets', 'hamster', 'parrot', 'bunny', 'rabbit'],
  weather: ['weather', 'rain', 'raining', 'snow', 'snowing', 'sunny', 'storm', 'heatwave', 'thunderstorm'],
  sleep: ['sleep', 'nap', 'insomnia', 'bed', 'dreams', 'nightmare'],
  study: ['school', 'class', 'classes', 'exam', 'exams', 'studying', 'homework', 'college', 'university', 'uni', 'test', 'essay', 'lecture', 'thesis'],
  family: ['mom', 'mum', 'dad', 'mother', 'father', 'sister', 'brother', 'family', 'parents', 'kids', 'son', 'daughter', 'grandma', 'grandpa', 'aunt', 'uncle', 'cousin'],
  friends: ['friend', 'friends', 'bestie', 'buddy', 'mates', 'roommate'],
  dating: ['dating', 'crush', 'girlfriend', 'boyfriend', 'ex', 'tinder', 'wedding', 'romance'],
  weekend: ['weekend', 'saturday', 'sunday', 'friday', 'party', 'birthday'],
  art: ['art', 'painting', 'drawing', 'photography', 'photos', 'sketch', 'design', 'writing', 'knitting', 'crafts'],
};

/** Words that name a topic only in company ("at work", not "it doesn't work"). */
const TOPIC_PHRASES: [string, Topic][] = [
  ['road trip', { word: 'road trip', phrase: 'a road trip', kind: 'travel', strong: true }],
  ['tv show', { word: 'TV show', phrase: 'a TV show', kind: 'screen', strong: true }],
  ['first date', { word: 'first date', phrase: 'a first date', kind: 'dating', strong: true }],
  ['date night', { word: 'date night', phrase: 'date night', kind: 'dating', strong: true }],
  ['a date', { word: 'date', phrase: 'a date', kind: 'dating', strong: true }],
  ...['at work', 'from work', 'after work', 'to work', 'my work', 'work today', 'work was', 'work is'].map(
    (phrase): [string, Topic] => [phrase, { word: 'work', phrase: 'work', kind: 'work', strong: true }],
  ),
];

const KIND_OF_WORD = new Map<string, TopicKind>(
  Object.entries(TOPIC_WORDS).flatMap(([kind, words]) => words.map((word) => [word, kind as TopicKind] as const)),
);

/**
 * English's irregular plurals given a second "-s" ("childrens", "mens"), said back in their right
 * form, so Bela never repeats the slip ("The children, hm?").
 */
const MENDED_PLURALS = new Map(['children', 'men', 'women', 'people', 'feet', 'teeth', 'mice', 'geese', 'oxen', 'lice'].map((plural) => [`${plural}s`, plural]));

/** Known words that read better capitalised. */
const DISPLAYED = new Map([['friday', 'Friday'], ['saturday', 'Saturday'], ['sunday', 'Sunday'], ['netflix', 'Netflix'], ['playstation', 'PlayStation'], ['xbox', 'Xbox'], ['nintendo', 'Nintendo'], ['minecraft', 'Minecraft'], ['fortnite', 'Fortnite'], ['tinder', 'Tinder']]);

const STOP_WORDS = new Set(
  `a about above after again against all also am an and any anymore anyway are arent as at be because been before being
  bela below between both but by can cant could couldnt did didnt do does doesnt doing dont down during each else even ever
  every few for from further get gets getting got gonna gotta had has have having he her here hers herself him himself his
  how i id if ill im in into is isnt it its itself ive just kinda know let lets like lol lately literally made make me might
  more most much must my myself need no nor not now of off ok okay on once only or other our out over own really right said
  same say says see she should so some something still such sure than that thats the their them then there these they thing
  things think this those though through to today tomorrow tonight too under until up us very wanna want was wasnt we well
  went were what whats when where which while who why will with would wouldnt yeah yes yesterday yet you your youre yours
  yourself hi hey hello hiya thanks thank please maybe actually honestly pretty quite feel feeling felt going go come came
  tell told ask asked love loved loving hate try trying tried learn learning start started keep kept look looking watch
  watching play playing read doing done day days time week night morning evening afternoon lot lots bit little good great
  bad nice fine cool awesome amazing happy sad tired bored stressed angry anxious busy guess mean means back around again
  haha hehe lmao omg wow oh ah um uh hmm yep nope nah sorry idk dunno brb btw tbh imo nothing anything everything someone
  somebody anyone anybody everyone everybody stuff kind sort way new old first last next another one two three
  whole enough many ones people person man woman guy girl home course name names best`.split(/\s+/),
);

/** Words after which a noun usually follows: "my sister", "the park", "a hug", "some cake". */
const DETERMINERS = new Set(['my', 'the', 'a', 'an', 'about', 'some', 'our', 'his', 'her', 'their', 'new', 'of', 'your', 'with']);
/** Verbs whose object is worth asking about: "I like turtles", "learning pottery". */
const OBJECT_VERBS = new Set(['like', 'love', 'enjoy', 'adore', 'learning', 'playing', 'into', 'collect', 'collecting', 'bought']);
/** The determiners a noun phrase keeps, seen from Bela's side. */
const KEPT_DETERMINERS = new Map([
  ['the', 'the'], ['a', 'a'], ['an', 'an'], ['my', 'your'], ['our', 'your'], ['your', 'my'], ['this', 'this'],
  ['that', 'that'], ['some', 'some'], ['his', 'his'], ['their', 'their'],
]);
/** Adjectives a noun phrase keeps: "a new job", "my best friend". */
const KEPT_ADJECTIVES = new Set(['new', 'old', 'big', 'little', 'first', 'best', 'great', 'good', 'nice', 'favourite', 'lovely', 'huge', 'tiny']);

/**
 * The word the message is most about: a known topic word, a noun after a determiner or after a
 * verb like "love" or "learning", or a proper noun mid-sentence. `text` is `normalise(original)`;
 * `original` keeps the capitals that mark proper nouns. Any other word (a verb, a stray keystroke, a
 * lone unknown word) is never a topic, so copy never wraps it in a sentence meant for a noun.
 * Known topic words score highest, then words after a determiner and proper nouns; "-ly", "-ed" and
 * "-ing" words are rarely the subject. On a tie the later word wins.
 */
/** "my two, Lena and Mateo,", "My two kids, Lena and Mateo, have a swimming lesson": the member's children, named; a family topic, not two unknown names. */
const CHILDREN_NAMED = /\b(?:[Mm]y|[Oo]ur)\s+(?:(?:(?:two|three|four)\s+)?(?:kids|children|boys|girls|twins|little ones)|two|three|lot)\s*,?\s+(\p{Lu}\p{Ll}+)\s*(?:,\s*|\s+(?:and|&)\s+)(\p{Lu}\p{Ll}+)/u;

export function topicOf(original: string, text: string): Topic | undefined {
  const children = CHILDREN_NAMED.exec(original);
  if (children) return { word: `${children[1]} and ${children[2]}`, phrase: `${children[1]} and ${children[2]}`, kind: 'family', strong: true };
  for (const [phrase, topic] of TOPIC_PHRASES) if (text.includes(` ${phrase} `)) return topic;
  const words = wordsOf(text);
  // A capital after a letter or comma marks a proper noun; one after a full stop only starts a sentence.
  const capitalised = new Set((original.match(/(?<=[\p{L}\p{N},;]\s+)\p{Lu}\p{Ll}{2,}/gu) ?? []).map((word) => word.toLowerCase()));
  let best: { word: string; index: number; score: number; strong: boolean } | undefined;
  words.forEach((word, index) => {
    const kind = KIND_OF_WORD.get(word);
    if (!kind && (word.length < 3 || STOP_WORDS.has(word) || /\d/.test(word))) return;
    if (!kind && words.length === 1) return;
    const previous = words[index - 1] ?? '';
    const determined = DETERMINERS.has(previous) || (KEPT_ADJECTIVES.has(previous) && KEPT_DETERMINERS.has(words[index - 2] ?? ''));
    const proper = capitalised.has(word);
    if (!kind && !determined && !proper && !OBJECT_VERBS.has(previous)) return;
    let score = word.length;
    if (kind) score += kind === 'weekend' ? 15 : 20;
    if (determined) score += 5;
    if (proper) score += 4;
    if (/(?:ly|ed)$/.test(word)) score -= 10;
    if (/ing$/.test(word)) score -= 3;
    if (!best || score >= best.score) best = { word, index, score, strong: Boolean(kind) || determined || proper };
  });
  if (!best || best.score < 3) return undefined;
  const { word, index } = best;
  const shown = capitalised.has(word) ? capitalise(word) : DISPLAYED.get(word) ?? MENDED_PLURALS.get(word) ?? word;
  // "a marketing role": the noun a modifier stands before is part of the phrase, never "a marketing".
  const head = !KIND_OF_WORD.has(word) && !capitalised.has(word) ? headAfter(words, index) : undefined;
  const displayed = head ? `${shown} ${head}` : shown;
  return { word: displayed, phrase: phraseOf(words, index, displayed), kind: KIND_OF_WORD.get(word), strong: best.strong };
}

/** Words that end a noun phrase rather than name its head: prepositions, conjunctions, pronouns. */
const PHRASE_ENDS = new Set('at in on for with to from by of about and or but so than as into onto over under after before since until like is are was were be been has have had will would can could should i you he she we they it this that these those which who'.split(' '));

/** The noun after a modifier ("marketing role", "bike company"), if the next word can be one. */
function headAfter(words: string[], index: number): string | undefined {
  const next = words[index + 1];
  if (!next || next.length < 3 || /\d/.test(next) || /(?:ly|ed|ing)$/.test(next)) return undefined;
  if (PHRASE_ENDS.has(next) || STOP_WORDS.has(next) || DETERMINERS.has(next)) return undefined;
  return next;
}

/** "my new job" → "your new job", "the park", "new shoes"; the word alone when nothing precedes it. */
function phraseOf(words: string[], index: number, displayed: string): string {
  const parts = [displayed];
  let at = index - 1;
  if (KEPT_ADJECTIVES.has(words[at] ?? '')) parts.unshift(words[at--]!);
  const determiner = KEPT_DETERMINERS.get(words[at] ?? '');
  if (determiner) parts.unshift(determiner);
  return parts.join(' ');
}
