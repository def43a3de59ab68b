/** Finds the word a message is most about, and what kind of topic it is, if a known one. */
import type { Topic, TopicKind } from './reading';
import { capitalise } from './text-helpers';

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
  ['road trip', { word: 'road trip', kind: 'travel', strong: true }],
  ['tv show', { word: 'TV show', kind: 'screen', strong: true }],
  ['first date', { word: 'first date', kind: 'dating', strong: true }],
  ['date night', { word: 'date night', kind: 'dating', strong: true }],
  ['a date', { word: 'date', kind: 'dating', strong: true }],
  ...['at work', 'from work', 'after work', 'to work', 'my work', 'work today', 'work was'].map(
    (phrase): [string, Topic] => [phrase, { word: 'work', kind: 'work', strong: true }],
  ),
];

const KIND_OF_WORD = new Map<string, TopicKind>(
  Object.entries(TOPIC_WORDS).flatMap(([kind, words]) => words.map((word) => [word, kind as TopicKind] as const)),
);

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
  haha hehe lmao omg wow oh ah um uh hmm yep nope nah sorry`.split(/\s+/),
);

const DETERMINERS = new Set(['my', 'the', 'a', 'an', 'about', 'some', 'this', 'that', 'our', 'his', 'her', 'their', 'new', 'of', 'your', 'with']);

/**
 * The word the message is most about: a known topic word, else a likely noun. `text` is
 * `normalise(original)`; `original` keeps the capitals that mark proper nouns mid-sentence.
 * Known topic words score highest, then words after a determiner and proper nouns; "-ly", "-ed" and
 * "-ing" words are rarely the subject. On a tie the later word wins.
 */
export function topicOf(original: string, text: string): Topic | undefined {
  for (const [phrase, topic] of TOPIC_PHRASES) if (text.includes(` ${phrase} `)) return topic;
  const words = text.trim().split(' ').filter(Boolean);
  const capitalised = new Set(
    (original.match(/(?<=\S\s+)\p{Lu}\p{Ll}{2,}/gu) ?? []).map((word) => word.toLowerCase()),
  );
  let best: { word: string; score: number; strong: boolean } | undefined;
  words.forEach((word, index) => {
    if (word.length < 3 || STOP_WORDS.has(word) || /\d/.test(word)) return;
    const kind = KIND_OF_WORD.get(word);
    const determined = DETERMINERS.has(words[index - 1] ?? '');
    let score = word.length;
    if (kind) score += 20;
    if (determined) score += 5;
    if (capitalised.has(word)) score += 4;
    if (/(?:ly|ed)$/.test(word)) score -= 10;
    if (/ing$/.test(word)) score -= 3;
    if (!best || score >= best.score) best = { word, score, strong: Boolean(kind) || determined || capitalised.has(word) };
  });
  if (!best || best.score < 3) return undefined;
  const displayed = capitalised.has(best.word) ? capitalise(best.word) : best.word;
  return { word: displayed, kind: KIND_OF_WORD.get(best.word), strong: best.strong };
}
