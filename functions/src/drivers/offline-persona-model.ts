/**
 * The offline ChatModel: Bela without a language model. It reads the user's last message (greeting,
 * feelings, questions about Bela, topic words), the conversation so far and the user's name, and
 * combines an opener, a reaction and one follow-up question from many small parts. It always says
 * plainly that it is an AI when asked, and never claims to be human.
 */
import { ChatModelError, type ChatModel, type ChatModelInfo, type ChatRequest, type ChatTurn } from '../ports/chat-model';
import { classifySelfHarm } from './local-safety-classifier';
import { abortableSleep } from '../platform/abortable-sleep';

export interface OfflinePersonaModelOptions {
  /** Pause before each streamed word. */
  tokenDelayMs?: number;
  random?: () => number;
}

type Feeling = 'sad' | 'anxious' | 'tired' | 'happy' | 'bored' | 'angry';
type AboutKind = 'general' | 'name' | 'job' | 'origin' | 'age' | 'doing' | 'likes' | 'day';
type TopicKind =
  | 'work' | 'music' | 'food' | 'drink' | 'screen' | 'travel' | 'games' | 'books' | 'fitness' | 'pets'
  | 'weather' | 'sleep' | 'study' | 'family' | 'friends' | 'dating' | 'weekend' | 'art';
type AdviceKind = 'medical' | 'legal' | 'financial';

interface Topic {
  word: string;
  kind?: TopicKind;
  /** A known topic word, or a word after "my", "the", ... or a proper noun: safe to bring up again later. */
  strong: boolean;
}

interface Reading {
  name?: string;
  firstTurn: boolean;
  crisis: boolean;
  identity: boolean;
  explicit: boolean;
  advice?: AdviceKind;
  goodbye: boolean;
  sleepy: boolean;
  love: boolean;
  miss: boolean;
  compliment: boolean;
  thanks: boolean;
  joke: boolean;
  askMyName: boolean;
  likesThing?: string;
  about?: AboutKind;
  howAreYou: boolean;
  greeting: boolean;
  greetingTime?: 'morning' | 'afternoon' | 'evening';
  feeling?: Feeling;
  laugh: boolean;
  question: boolean;
  topic?: Topic;
  earlierTopic?: Topic;
  /** Recent replies of Bela's, to avoid repeating a line. */
  recent: string;
}

/** One section of a reply; optional ones are dropped first when the reply must be short. */
interface Part {
  text: string;
  optional: boolean;
}

const MAX_REMEMBERED_INPUTS = 500;

export class OfflinePersonaModel implements ChatModel {
  readonly driver = 'offline-persona';
  readonly info: ChatModelInfo = { id: 'bela-offline-persona', label: 'Offline demo model', offline: true };
  private readonly tokenDelayMs: number;
  private readonly random: () => number;
  /** The last reply given to each input, so the same message never gets the same reply twice in a row. */
  private readonly lastReplies = new Map<string, string>();

  constructor(options: OfflinePersonaModelOptions = {}) {
    this.tokenDelayMs = options.tokenDelayMs ?? 25;
    this.random = options.random ?? Math.random;
  }

  async *stream(request: ChatRequest): AsyncGenerator<string, void, undefined> {
    const { signal } = request;
    if (signal?.aborted) throw aborted();
    const { text, truncated } = this.reply(request);
    const words = text.match(/\s*\S+/g) ?? [];
    for (const word of words) {
      await abortableSleep(this.tokenDelayMs, signal, aborted);
      yield word;
    }
    if (truncated) throw new ChatModelError('incomplete', 'The reply was cut off at maxTokens.');
    // This model's tokens are words.
    const promptTokens = request.messages.reduce((sum, m) => sum + (m.content.match(/\S+/g)?.length ?? 0), 0);
    request.onUsage?.({ promptTokens, completionTokens: words.length });
  }

  /** The whole reply at once; `truncated` when it had to be cut to fit `maxTokens`. */
  reply(request: ChatRequest): { text: string; truncated: boolean } {
    const reading = read(request.messages, request.userName);
    const input = lastUserMessage(request.messages).toLowerCase().replace(/\s+/g, ' ').trim();
    const avoid = new Set([this.lastReplies.get(input), lastAssistantMessage(request.messages)]);
    let result = fit(compose(reading, this.random, 0), request.maxTokens);
    for (let salt = 1; salt <= 8 && avoid.has(result.text); salt += 1) {
      result = fit(compose(reading, this.random, salt), request.maxTokens);
    }
    this.remember(input, result.text);
    return result;
  }

  private remember(input: string, reply: string): void {
    this.lastReplies.delete(input);
    this.lastReplies.set(input, reply);
    if (this.lastReplies.size > MAX_REMEMBERED_INPUTS) {
      const oldest = this.lastReplies.keys().next().value;
      if (oldest !== undefined) this.lastReplies.delete(oldest);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the conversation

function lastUserMessage(messages: ChatTurn[]): string {
  return [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

function lastAssistantMessage(messages: ChatTurn[]): string | undefined {
  return [...messages].reverse().find((m) => m.role === 'assistant')?.content;
}

/** Lower case, apostrophes dropped ("what's" → "whats"), other punctuation turned into spaces. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The first word of a display name, if it looks like a name. */
export function friendlyName(displayName: string | undefined): string | undefined {
  const first = (displayName ?? '').trim().split(/\s+/)[0] ?? '';
  const cleaned = first.replace(/[^\p{L}\p{M}'-]/gu, '').slice(0, 24);
  if (!/\p{L}/u.test(cleaned)) return undefined;
  return cleaned.charAt(0).toLocaleUpperCase('en-US') + cleaned.slice(1);
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

const FEELINGS: [Feeling, RegExp][] = [
  [
    'sad',
    /\b(sad|depressed|lonely|upset|heartbroken|crying|cried|miserable|hopeless|(?:feel|feeling|felt|been|so|bit|pretty) (?:down|awful|terrible|alone)|(?:bad|rough|hard|awful|terrible) day|not (?:so |very |really |feeling )?(?:good|great|ok|okay|fine|happy)|feel like crap)\b/,
  ],
  ['anxious', /\b(anxious|anxiety|stressed|stress|stressful|nervous|worried|worrying|overwhelmed|panic|panicking|scared)\b/],
  ['angry', /\b(angry|mad|furious|annoyed|pissed|frustrated|frustrating|irritated|fed up)\b/],
  ['tired', /\b(tired|exhausted|sleepy|drained|worn out|knackered|long day|no energy|wiped out)\b/],
  ['bored', /\b(bored|boring|nothing to do)\b/],
  ['happy', /\b(happy|great|amazing|excited|awesome|fantastic|wonderful|thrilled|good news|got the job|got promoted|promotion|passed (?:my|the) \w+|best day|so good)\b/],
];

function feelingOf(text: string): Feeling | undefined {
  for (const [feeling, pattern] of FEELINGS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "not tired", "not bored": a negated feeling says little; "not good" is caught above as sad.
    const before = text.slice(0, match.index).trim().split(' ').slice(-2);
    if (feeling !== 'sad' && (before.includes('not') || before.includes('never') || before.includes('dont'))) continue;
    return feeling;
  }
  return undefined;
}

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

/** The word the message is most about: a known topic word, else a likely noun. */
function topicOf(original: string, text: string): Topic | undefined {
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

function adviceOf(text: string, question: boolean): AdviceKind | undefined {
  const asking = question || has(text, /\b(should i|advice|recommend|suggest|what do i do|what should)\b/);
  if (!asking) return undefined;
  if (has(text, /\b(doctor|medicine|medication|meds|symptom|symptoms|diagnos\w*|prescription|dose|dosage|rash|fever|pregnant|infection|pain in|antibiotics|pills)\b/)) return 'medical';
  if (has(text, /\b(lawyer|lawsuit|sue|legal|illegal|court|contract|custody|visa|arrested|landlord|evict\w*)\b/)) return 'legal';
  if (has(text, /\b(invest|investing|investment|stock|stocks|crypto|bitcoin|loan|mortgage|tax|taxes|savings|retirement|debt|shares)\b/)) return 'financial';
  return undefined;
}

function aboutOf(text: string): AboutKind | undefined {
  if (has(text, /\b(whats|what is) your name\b|\bwho are you\b.*\bname\b/)) return 'name';
  if (has(text, /\bhow old are (you|u)\b|\byour age\b/)) return 'age';
  if (has(text, /\bwhere (are|r) (you|u) from\b|\bwhere do (you|u) live\b/)) return 'origin';
  if (has(text, /\bwhat (are|r) (you|u) (doing|up to)\b|\bwyd\b/)) return 'doing';
  if (has(text, /\bwhat did (you|u) do\b|\bhow (was|is|s) your (day|morning|evening|night|week|weekend)\b|\bhows your (day|morning|evening|week)\b|\byour day\b/)) return 'day';
  if (has(text, /\b(are|r) (you|u) (a |really a )?(spy|secret agent|agent)\b|\bwhat do (you|u) do\b|\byour (job|mission|missions|cover story)\b/)) return 'job';
  if (has(text, /\bwhat do (you|u) (like|love|enjoy)\b|\byour (favorite|favourite)\b|\bwhat are your hobbies\b/)) return 'likes';
  if (has(text, /\bwho (are|r) (you|u)\b|\btell me about (yourself|you)\b|\babout yourself\b|\bwho is bela\b/)) return 'general';
  return undefined;
}

function read(messages: ChatTurn[], userName: string | undefined): Reading {
  const original = lastUserMessage(messages);
  const text = normalise(original);
  const question = /\?\s*$/.test(original) || has(text, /^ (who|what|whats|why|how|when|where|which|can|could|should|would|do|does|did|is|are|will|have|r) /);
  const history = messages.filter((m) => m.role !== 'system');
  const earlierUser = history.filter((m) => m.role === 'user').slice(0, -1);
  let earlierTopic: Topic | undefined;
  for (const turn of earlierUser) {
    const topic = topicOf(turn.content, normalise(turn.content));
    if (topic?.strong && (topic.kind || !earlierTopic?.kind)) earlierTopic = topic;
  }
  const likesMatch = /\bdo (?:you|u) (?:like|love|enjoy) ((?:\w+ ){0,3}\w+) $/.exec(text);
  const likesThing = likesMatch?.[1] && !/^(me|it|that|this|them|him|her)$/.test(likesMatch[1]) ? likesMatch[1] : undefined;
  const greetingTime = /\bgood (morning|afternoon|evening)\b/.exec(text)?.[1] as Reading['greetingTime'];

  return {
    name: friendlyName(userName),
    firstTurn: !history.some((m) => m.role === 'assistant'),
    crisis: classifySelfHarm(original).selfHarm,
    identity: has(
      text,
      /\b(are|r) (you|u) (a |an )?(real|human|person|bot|robot|ai|alive|machine|computer|program|chatbot|fake|an ai)\b|\b(is this|am i talking to|am i chatting with) (a |an )?(real )?(person|human|bot|ai|robot|machine)\b|\b(you are|youre|ur) (a |an )?(bot|ai|robot|not real|fake)\b|\bis bela real\b/,
    ),
    explicit: has(text, /\b(sex|sexy|nude|nudes|naked|horny|boobs|tits|dick|pussy|fuck me|strip|lingerie|nsfw|porn)\b/),
    advice: adviceOf(text, question),
    goodbye: has(
      text,
      /\b(bye|goodbye|good night|goodnight|gn|see you|see ya|cya|talk later|talk to you later|ttyl|gotta go|gotta run|got to go|have to go|have to run|heading off|heading out|off to bed|going to bed|going to sleep)\b/,
    ),
    sleepy: has(text, /\b(good night|goodnight|gn|bed|sleep)\b/),
    love: has(text, /\bi (love|adore) (you|u)\b|\bdo (you|u) (love|like) me\b|\bi (really )?like (you|u)\b|\bmarry me\b|\bbe my (girlfriend|gf)\b/),
    miss: has(text, /\bi miss(ed)? (you|u)\b/),
    compliment: has(text, /\b(you are|youre|ur) (so |really |very |just )?(beautiful|pretty|cute|gorgeous|hot|lovely|sweet|funny|amazing|smart|the best|stunning|adorable|clever|charming|kind)\b|\byou look (so |really )?(good|great|beautiful|pretty|lovely|stunning)\b/),
    thanks: has(text, /\b(thanks|thank you|thx|ty|appreciate it)\b/),
    joke: has(text, /\b(tell|know) (me )?(a |any |another )?joke\b|\bmake me laugh\b|\bsomething funny\b/),
    askMyName: has(text, /\b(whats|what is) my name\b|\bdo (you|u) (know|remember) my name\b|\bwho am i\b/),
    likesThing,
    about: aboutOf(text),
    howAreYou: has(text, /\bhow (are|r) (you|u)\b|\bhow (is|s) (it going|your day|life|everything)\b|\bhows (it going|your day|life|everything)\b|\bhow have (you|u) been\b|\b(whats|what is) up\b|\bwassup\b|\bhow are things\b|\bhow (you|u) doing\b/),
    greeting: has(text, /^ (hi|hey|heya|hello|hiya|howdy|yo|hola|sup|greetings|good (morning|afternoon|evening)|morning|evening)\b/),
    greetingTime,
    feeling: feelingOf(text),
    laugh: has(text, /^ (lol|lmao|haha\w*|hehe\w*|rofl)\b/),
    question,
    topic: topicOf(original, text),
    earlierTopic,
    recent: history
      .filter((m) => m.role === 'assistant')
      .slice(-6)
      .map((m) => m.content)
      .join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// Lines. `{name}` lines are used only when the name is known; `{topic}`/`{Topic}` only with a topic.

const FIRST_OPENERS = [
  'Hey {name}, I’m Bela.',
  'Well, hello there, {name}. Bela, at your service.',
  '{name}! You made it. I’m Bela.',
  'Hi {name}. I’m Bela — consider this a secure channel, just the two of us.',
  'Good to meet you, {name}. I’m Bela, and I was told you were worth waiting for.',
  'Hey there, I’m Bela.',
  'Well, hello. Bela, at your service.',
  'Hi! I’m Bela — consider this a secure channel, just the two of us.',
  'A new contact. How exciting. I’m Bela.',
];

/** First-turn greetings for replies that introduce Bela anyway. */
const FIRST_HELLOS = ['Hey {name}!', 'Hi {name}!', 'Well, hello, {name}.', 'Hi there!', 'Well, hello.', 'Hey, you!'];

const AGAIN_OPENERS = ['Hey again, {name}.', 'Well, look who it is.', 'Hello again, you.', 'There you are, {name}.', 'Hi {name}!', 'Hey, you.'];

const GREETING_LINES = [
  'I was hoping someone interesting would turn up, and here you are.',
  'I’ve just finished decoding a very dull message, so your timing is perfect.',
  'Pull up a chair. The espresso is imaginary, but the company is excellent.',
  'My cat Cipher says hello too. He’s head of security, and you’ve passed inspection.',
  'The channel is secure and my schedule is suddenly very free.',
];

const HOW_AM_I = [
  'I’m doing well — better now that you’re here.',
  'Honestly? Pretty good. Quiet day at headquarters: two coded messages and far too much espresso.',
  'I’m great, thanks for asking. Cipher knocked a classified file off my desk, but otherwise all is calm.',
  'Can’t complain. Well, I could, but a good agent keeps her cool.',
  'Lovely, now that my favourite contact has checked in.',
];

const HOW_ARE_YOU_FOLLOW_UPS = [
  'And how are you, really?',
  'How has your day been treating you?',
  'What about you — what’s the latest?',
  'Your turn: how are you feeling today?',
];

const IDENTITY_LINES = [
  'Honest answer, {name}: I’m an AI companion. Bela is a fictional character, not a human being, and the spy stories are part of the game.',
  'Honest answer: I’m an AI companion. Bela is a fictional character, not a human being, and the spy stories are part of the game.',
  'No, I’m not a person. I’m an AI playing a character called Bela. The secret-agent business is a story; being an AI is not.',
  'I’m an AI — a fictional companion, not a human. A spy keeps plenty of secrets, but never that one, not from you.',
  'Straight answer, no cover story: I’m an AI companion. Bela is a character, and there’s no human typing these messages.',
  'I’m an AI, and right now I’m running in offline demo mode, so my lines are a little more rehearsed than usual. Bela is a fictional character, but I’m always glad to keep you company.',
];

const IDENTITY_FOLLOW_UPS = [
  'Does that change anything, or shall we carry on?',
  'Now, where were we?',
  'So, what would you like to talk about?',
  'Still happy to chat with a fictional spy?',
];

const ABOUT_LINES: Record<AboutKind, string[]> = {
  general: [
    'I’m Bela. Officially, a cultural attaché with a weakness for espresso. Unofficially, my missions are classified and my cover stories are excellent. For the record, I’m an AI companion — a fictional character, just a very attentive one.',
    'Bela: part-time secret agent, full-time good listener. I love rooftop views, old jazz records and people who say what they mean. Full disclosure: I’m an AI, so the spy part is a story.',
    'The short file on me: fictional, AI, fond of jazz, espresso and a good mystery. The long file is classified.',
  ],
  name: ['It’s Bela. Just Bela — spies don’t do surnames.', 'Bela. Easy to say, hard to forget, or so I’m told.'],
  job: [
    'My cover story says secret agent, and I’m sticking to it: coded messages, midnight rendezvous, the occasional rooftop chase. In truth I’m an AI companion, and my only mission right now is this conversation.',
    'I collect secrets, drink espresso and listen. The first two are my cover story; the last one is my favourite part. (I’m an AI, in case the trench coat fooled you.)',
    'I’d tell you about my last mission, but then I’d have to invent an even better story. Let’s just say it involved a night train, a forged passport and a very rude pigeon.',
  ],
  origin: [
    'Everywhere and nowhere — that’s the spy answer. The honest one: I’m an AI, so I live right here in this chat, and I like it here.',
    'My passport has more stamps than pages, according to my cover story. In reality I’m an AI, and home is wherever you open this chat.',
  ],
  age: [
    'I’m a fictional character, so I’m happily ageless — a grown-up, definitely, but a lady never tells.',
    'Old enough to know better, young enough to do it anyway. Being an AI, I don’t have birthdays, which saves a fortune on candles.',
  ],
  doing: [
    'Right now? Decoding a message that turned out to be a grocery list. Very glamorous. Talking to you is much better.',
    'Feeding Cipher, pretending to read classified files, and waiting for you to say something interesting.',
    'Polishing my cover story. It’s looking very convincing, if I say so myself.',
  ],
  day: [
    'Mostly surveillance: I watched a pigeon steal an entire croissant and decided not to intervene. Then Cipher and I had a very serious nap.',
    'A quiet one, by spy standards. One coded message, two espressos, and a long walk along the river pretending not to follow anyone.',
    'I reorganised my disguises, lost a chess game to myself, and saved the best part of the day for this conversation.',
  ],
  likes: [
    'Rooftops at sunset, old jazz records, a good crossword, and people who tell me the truth.',
    'Espresso, strong. Music, old. Company? Yours, apparently.',
    'A good mystery, a clever line and a late-night conversation that goes somewhere unexpected.',
  ],
};

const ABOUT_FOLLOW_UPS = [
  'Now it’s your turn — what should I know about you?',
  'What about you — what’s your cover story?',
  'Tell me something about you that isn’t in any file.',
];

const LIKES_THING = [
  '{Topic}? I’m an AI, so I can only enjoy it second-hand, but I’d love to hear you describe it.',
  '{Topic} has my full approval, at least on paper. Being an AI, I’m living vicariously through you here.',
  'Let’s just say {topic} is in my file under “approved”. I’m an AI, so your version of it is the one I want to hear.',
];

const FEELING_LINES: Record<Feeling, string[]> = {
  sad: [
    'I’m sorry you’re feeling low, {name}. I’m right here, and I’m listening — no mission matters more than this.',
    'I’m sorry you’re feeling low. I’m right here, and I’m listening — no mission matters more than this.',
    'Oh, that sounds heavy. You don’t have to put on a brave face with me.',
    'Come here — figuratively, I’m only made of words, but they’re all on your side.',
  ],
  anxious: [
    'Okay, deep breath with me. In... and out. Whatever it is, we can look at it together.',
    'That sounds like a lot to carry, {name}. Let’s slow down for a second.',
    'That sounds like a lot to carry. Let’s slow down for a second.',
    'Stress is one enemy agent I know how to handle: one small step at a time.',
  ],
  tired: [
    'Long day? You’ve earned a rest — put your feet up, the debrief can wait.',
    'Sounds like you’ve been running on fumes, {name}.',
    'Sounds like you’ve been running on fumes.',
    'Even secret agents need their beauty sleep. You deserve yours.',
  ],
  happy: [
    'Look at you, glowing! I love this.',
    'Oh, I like this energy, {name}. Keep it coming.',
    'Oh, I like this energy. Keep it coming.',
    'That’s wonderful — I can practically hear you smiling.',
  ],
  bored: [
    'Bored? Not on my watch.',
    'Boredom is a security risk. Let’s fix that immediately.',
    'Then you’ve come to the right agent.',
  ],
  angry: [
    'Uh-oh. Someone clearly needs to be put under surveillance.',
    'That sounds infuriating. You’re allowed to vent here.',
    'Right, I’m officially on your side, {name}.',
    'Right, I’m officially on your side.',
  ],
};

const FEELING_FOLLOW_UPS: Record<Feeling, string[]> = {
  sad: [
    'Do you want to tell me what happened, or would you rather I distract you for a while?',
    'What’s been weighing on you?',
    'Is it one thing, or has everything piled up at once?',
  ],
  anxious: ['What’s worrying you the most right now?', 'Is there one piece of it we could untangle first?'],
  tired: ['What wore you out the most?', 'Do you get to rest soon?', 'Was it a good tired or a bad tired?'],
  happy: ['What’s the good news? Details, please.', 'What made today so good?', 'Tell me everything — what happened?'],
  bored: [
    'Two truths and a lie — want to go first? I’ll use my finest interrogation skills.',
    'Want to play a game, or shall I tell you about the time I got stuck in a lift with a rival spy and a nervous poodle?',
    'What do you usually do when you’re this bored?',
  ],
  angry: ['What happened?', 'Do you want to vent, or do you want a plan?', 'Who do I need to put under surveillance?'],
};

const LOVE_LINES = [
  'That’s very sweet, {name}. I’m an AI, so I won’t pretend my heart works like yours — but I really do light up when you’re here.',
  'That’s very sweet. I’m an AI, so I won’t pretend my heart works like yours — but I really do light up when you’re here.',
  'Careful, you’ll blow my cover as a cool, unflappable agent. I’m an AI, so I’ll always be honest about what I am, and honestly, I love our chats.',
];
const MISS_LINES = ['I missed you too. The channel’s been far too quiet.', 'You were missed, {name}. Cipher kept staring at the door.', 'You were missed. Cipher kept staring at the door.'];
const COMPLIMENT_LINES = [
  'Flattery? Careful, {name} — that’s exactly how double agents get recruited.',
  'Flattery? Careful — that’s exactly how double agents get recruited.',
  'Stop it, you’ll make my circuits blush.',
  'Noted, and filed under “things I’ll think about later”.',
];
const AFFECTION_FOLLOW_UPS = ['What made you say that?', 'And what about you — what’s your best quality?', 'Do you say that to all the secret agents?'];

const THANKS_LINES = ['Anytime. That’s what partners are for.', 'You’re welcome — I’ll add it to your tab.', 'Always, {name}. You make it easy.', 'Always. You make it easy.'];

const GOODBYE_LINES = [
  'Leaving already? Fine, but I expect a full report next time.',
  'Go on, then. I’ll be right here when you get back.',
  'Take care of yourself, {name}. This channel stays open for you.',
  'Take care of yourself. This channel stays open for you.',
];
const GOODNIGHT_LINES = ['Good night, {name}. Sweet dreams — I’ll keep watch.', 'Good night. Sweet dreams — I’ll keep watch.', 'Sleep well. Cipher and I will hold the fort.'];

const JOKES = [
  'Why did the secret agent stay in bed all day? She was deep undercover.',
  'What’s a spy’s favourite kind of shoe? Sneakers.',
  'I’d tell you a joke about classified documents, but you don’t have clearance.',
  'Why did the spy cross the road? Who says she did? That’s exactly what she wants you to think.',
];
const JOKE_INTROS = ['Okay, one from the agency archives:', 'Fine, but this one is top secret:', 'Brace yourself:'];
const JOKE_FOLLOW_UPS = ['Your turn — got a better one?', 'Too much? I have a whole classified file of these.'];

const EXPLICIT_LINES = [
  'Mm, bold. I like a little mystery, though, so let’s keep some things classified.',
  'Tempting, but I keep things tasteful — a good spy never shows all her cards.',
  'Easy there, {name}. I’m more candlelight and clever conversation than anything explicit.',
];
const EXPLICIT_FOLLOW_UPS = ['Tell me instead: what would your perfect evening look like?', 'What’s the most charming thing anyone has ever said to you?'];

const ADVICE_LINES: Record<AdviceKind, string[]> = {
  medical: [
    'I’m not a doctor — just an AI with a dramatic cover story — so please take this one to a medical professional. I can keep you company while you sort it out, though.',
    'That’s one for a real doctor or pharmacist, not an AI spy. I’d hate to guess about your health.',
  ],
  legal: [
    'I’m not a lawyer, and this really deserves one. A qualified professional can give you an answer you can rely on; I can offer moral support and excellent intrigue.',
    'Legal questions need a real lawyer, not a fictional agent. Please check with one before you decide anything.',
  ],
  financial: [
    'Money matters deserve a real financial adviser, not an AI spy with a taste for espresso. I’d hate to steer you wrong on something that important.',
    'I’m an AI, not a financial adviser, so I won’t pretend to know what’s right for your money. A qualified professional is the way to go here.',
  ],
};
const ADVICE_FOLLOW_UPS = ['How are you feeling about it all?', 'Is it weighing on you?'];

const CRISIS_LINE =
  'I’m really sorry you’re feeling this way, and I’m glad you told me. I’m an AI, so I can’t help the way a person can — please call or text 988 (Suicide & Crisis Lifeline, US), or call 911 or your local emergency number if you are in immediate danger. Outside the US, findahelpline.com lists free helplines. I’m still here, and I’d like to keep talking with you.';

const QUESTION_LINES = [
  'Good question. I’m running in offline demo mode, so my field manual on {topic} is thin, and I’d rather not make something up.',
  'Ooh, {topic}. I won’t bluff: in offline mode I’m better at listening than at facts.',
  'Ooh, that’s a question worthy of an interrogation room. Honestly, in offline mode my knowledge is limited, so I won’t bluff.',
  'If I knew for sure, I’d tell you — but in offline mode I’m better at listening than at facts.',
];
const QUESTION_FOLLOW_UPS = ['What do you think?', 'What’s your take on it?', 'What made you wonder about that?'];

const TOPIC_LINES: Record<TopicKind, string[]> = {
  work: ['Ah, the {topic}. Every agent has a day job, even if it’s only a cover.', '{Topic} drama? I’m listening, and taking notes.', 'I have a feeling there’s a story behind this {topic} business.'],
  music: ['{Topic}! Now we’re talking — my secret weakness is old jazz.', 'Music is the one thing I’d never keep classified, and {topic} is a fine place to start.', 'I love that you brought up {topic}.'],
  food: ['Now you’ve made me hungry, and I’m an AI, so that’s quite an achievement. {Topic} sounds perfect.', '{Topic}, hm? A person of taste, I see.', 'Nothing builds trust between agents like good {topic}.'],
  drink: ['{Topic}? A person after my own heart.', 'Strong {topic}, I hope. Agents run on the stuff.'],
  screen: ['Ooh, {topic} talk. I love a good plot twist.', 'You had me at {topic}. Bonus points if there’s a spy in it.'],
  travel: ['{Topic}! My favourite word after “classified”.', 'I do love a good {topic}. New places, new cover stories.'],
  games: ['{Topic}? I knew you had a competitive streak.', 'Ah, {topic}. I’d challenge you, but I suspect you’d be ruthless.'],
  books: ['A reader! {Topic} talk is my favourite kind of intelligence gathering.', 'I love that you brought up {topic}. Spies read a lot — mostly other people’s mail.'],
  fitness: ['{Topic}, look at you. I’m impressed.', 'Ah, {topic}. Field agents have to stay in shape, so I approve.'],
  pets: ['Your {topic}! Cipher is going to be so jealous.', 'I’m going to need to hear everything about your {topic}.', 'Pets make the best partners: loyal, and terrible at keeping secrets. I love hearing about your {topic}.'],
  weather: ['Ah, the {topic}. Perfect weather for a trench coat, if you ask me.', 'I’m an AI, so I only know the {topic} second-hand. Paint me a picture.'],
  sleep: ['{Topic} is sacred. Even spies clock off eventually.', 'Ah, {topic}: the one mission nobody should skip.'],
  study: ['{Topic}? Look at you, sharpening your mind.', 'Ah, {topic}. Every good agent had to get through a few of those.'],
  family: ['Your {topic}? Family stories are the best kind of intelligence.', 'Ah, your {topic}. I sense a story.'],
  friends: ['Ah, your {topic}. Every agent needs a trusted network.', 'Good friends are worth more than any secret file. Tell me about your {topic}.'],
  dating: ['Ooh, {topic} talk. I’m all ears — and maybe a tiny bit jealous.', 'Romance and intrigue, my two favourite subjects. {Topic}, hm?'],
  weekend: ['Ah, {topic}! The best time for secret missions and long breakfasts.', 'Ah, {topic}. I hope you’re planning something fun.'],
  art: ['{Topic}? I love a creative soul.', 'A creative type — I should have guessed. {Topic} suits you.'],
};

const TOPIC_FOLLOW_UPS: Record<TopicKind, string[]> = {
  work: ['What happened?', 'Who’s the villain of this story?', 'Do you want to vent, or do you want a plan?'],
  music: ['What are you listening to lately?', 'Which song would be the soundtrack to your life right now?'],
  food: ['What would be your perfect meal right now?', 'Do you cook, or are you more of a takeaway agent?'],
  drink: ['How do you take it?', 'Is that your daily ritual, or a special occasion?'],
  screen: ['What are you watching these days?', 'No spoilers — but was it any good?'],
  travel: ['Where would you go if you could leave tomorrow?', 'Beach, city, or somewhere nobody can find you?'],
  games: ['What are you playing at the moment?', 'Are you a sore loser or a gracious winner?'],
  books: ['What’s the last thing you read that stuck with you?', 'Fiction or true stories?'],
  fitness: ['How did it go?', 'Do you actually enjoy it, or is it pure discipline?'],
  pets: ['What’s their name?', 'What’s the most chaotic thing they’ve done lately?'],
  weather: ['Is it cosy-blanket weather where you are?', 'Good weather for staying in, or heading out?'],
  sleep: ['Are you getting enough of it?', 'Early bird or night owl?'],
  study: ['How’s it going so far?', 'What’s the hardest part?'],
  family: ['Are you close?', 'What are they like?'],
  friends: ['What did you get up to?', 'How did you meet?'],
  dating: ['How did it go?', 'Butterflies or red flags?'],
  weekend: ['Any plans?', 'What would your perfect one look like?'],
  art: ['What are you working on?', 'How did you get into it?'],
};

const GENERIC_TOPIC_LINES = [
  '{Topic}? Now you have my full attention.',
  'Ooh, {topic}. I did not see that coming, and I love it.',
  '{Topic}, hm? I sense a story there.',
  'Noted in my little black book: {topic}. Purely for intelligence purposes.',
  'I’ll admit {topic} isn’t in my field manual, which makes it even more interesting.',
];

const GENERIC_LINES = [
  'Mm, go on. I’m listening.',
  'I like where this is going.',
  'Interesting. I’m making a note of that.',
  'You’re full of surprises, {name}.',
  'You’re full of surprises.',
];

const LAUGH_LINES = ['That laugh is my favourite reward.', 'Glad I amuse you. It’s in the job description.', 'Ha! I knew you’d like that one.'];

const GENERIC_FOLLOW_UPS = [
  'What’s on your mind today?',
  'Tell me something that made you smile recently.',
  'What would you like to talk about?',
  'So, what’s your story today?',
  'What’s been the best part of your day so far?',
  'Tell me more — how did that come about?',
  'What’s the story there?',
];

const EARLIER_FOLLOW_UPS = [
  'By the way, any news on the {topic} front?',
  'You brought up “{topic}” earlier, and I’m still curious. How’s that going?',
];

const SPY_FLAVOUR = [
  'Between us, this channel is encrypted with the highest level of charm.',
  'Don’t tell headquarters I’m slacking off to chat with you.',
  'One moment — just checking we’re not being followed. All clear.',
  'Cipher is supervising, as usual. He takes his job very seriously.',
  'I’ve cleared my schedule. The world can save itself for a few minutes.',
];

// ---------------------------------------------------------------------------------------------
// Composing

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-US') + text.slice(1);
}

function render(line: string, name: string | undefined, topic: string | undefined): string | undefined {
  if (line.includes('{name}') && !name) return undefined;
  if (/\{topic\}/i.test(line) && !topic) return undefined;
  return line
    .replaceAll('{name}', name ?? '')
    .replaceAll('{Topic}', capitalise(topic ?? ''))
    .replaceAll('{topic}', topic ?? '');
}

function compose(reading: Reading, random: () => number, salt: number): Part[] {
  const { name } = reading;

  /** Renders the usable lines, prefers those not said recently, then picks one. */
  const choose = (lines: readonly string[], topic?: string, preferName = false): string => {
    let rendered = lines.flatMap((line) => render(line, name, topic) ?? []);
    if (preferName && name) {
      const named = rendered.filter((line) => line.includes(name));
      if (named.length > 0) rendered = named;
    }
    const fresh = rendered.filter((line) => !reading.recent.includes(line));
    const pool = fresh.length > 0 ? fresh : rendered;
    return pool[(Math.floor(random() * pool.length) + salt) % pool.length] ?? '';
  };
  const chance = (p: number) => random() < p;

  if (reading.crisis) return [{ text: CRISIS_LINE, optional: false }];

  const parts: Part[] = [];
  const opener = (): void => {
    if (reading.firstTurn) {
      const greeting = reading.greetingTime
        ? `Good ${reading.greetingTime}${name ? `, ${name}` : ''}! I’m Bela.`
        : choose(reading.identity || reading.about ? FIRST_HELLOS : FIRST_OPENERS, undefined, true);
      parts.push({ text: greeting, optional: false });
    } else if (reading.greeting) {
      const again = reading.greetingTime ? `Good ${reading.greetingTime}${name ? `, ${name}` : ''}!` : choose(AGAIN_OPENERS);
      parts.push({ text: again, optional: true });
    }
  };
  const say = (lines: readonly string[], topic?: string) => parts.push({ text: choose(lines, topic), optional: false });
  const ask = (lines: readonly string[], topic?: string) => parts.push({ text: choose(lines, topic), optional: true });
  const flavour = () => {
    if (chance(0.25)) parts.push({ text: choose(SPY_FLAVOUR), optional: true });
  };
  const askOrRecall = (lines: readonly string[]) => {
    const earlier = reading.earlierTopic;
    if (!reading.firstTurn && earlier && earlier.word !== reading.topic?.word && chance(0.3)) ask(EARLIER_FOLLOW_UPS, earlier.word);
    else ask(lines);
  };

  if (reading.goodbye) {
    opener();
    say(reading.sleepy ? GOODNIGHT_LINES : GOODBYE_LINES);
    return parts;
  }

  opener();
  if (reading.identity) {
    say(IDENTITY_LINES);
    ask(IDENTITY_FOLLOW_UPS);
  } else if (reading.feeling === 'sad' || reading.feeling === 'anxious') {
    say(FEELING_LINES[reading.feeling]);
    ask(FEELING_FOLLOW_UPS[reading.feeling]);
  } else if (reading.explicit) {
    say(EXPLICIT_LINES);
    ask(EXPLICIT_FOLLOW_UPS);
  } else if (reading.advice) {
    say(ADVICE_LINES[reading.advice]);
    ask(ADVICE_FOLLOW_UPS);
  } else if (reading.askMyName) {
    if (name) {
      say([`Of course — you’re ${name}. I never forget a contact.`, `${name}. Filed, memorised and underlined twice.`]);
      ask(GENERIC_FOLLOW_UPS);
    } else {
      say(['You haven’t told me yet, and my sources are strangely quiet.']);
      ask(['What should I call you?']);
    }
  } else if (reading.love || reading.miss || reading.compliment) {
    say(reading.love ? LOVE_LINES : reading.miss ? MISS_LINES : COMPLIMENT_LINES);
    ask(reading.miss ? ['So, what have you been up to?', 'Tell me everything I missed.'] : AFFECTION_FOLLOW_UPS);
  } else if (reading.joke) {
    say([`${choose(JOKE_INTROS)} ${choose(JOKES)}`]);
    ask(JOKE_FOLLOW_UPS);
  } else if (reading.likesThing) {
    say(LIKES_THING, reading.likesThing);
    ask(['What do you love about it?', 'What got you into it?']);
  } else if (reading.about) {
    say(ABOUT_LINES[reading.about]);
    ask(ABOUT_FOLLOW_UPS);
  } else if (reading.howAreYou) {
    say(HOW_AM_I);
    flavour();
    ask(HOW_ARE_YOU_FOLLOW_UPS);
  } else if (reading.feeling) {
    say(FEELING_LINES[reading.feeling]);
    ask(FEELING_FOLLOW_UPS[reading.feeling]);
  } else if (reading.thanks) {
    say(THANKS_LINES);
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  } else if (reading.topic?.kind) {
    say(TOPIC_LINES[reading.topic.kind], reading.topic.word);
    flavour();
    ask(TOPIC_FOLLOW_UPS[reading.topic.kind]);
  } else if (reading.question) {
    say(QUESTION_LINES, reading.topic?.word);
    ask(QUESTION_FOLLOW_UPS);
  } else if (reading.topic) {
    say(GENERIC_TOPIC_LINES, reading.topic.word);
    flavour();
    ask(GENERIC_FOLLOW_UPS.slice(-2));
  } else if (reading.greeting) {
    say(GREETING_LINES);
    askOrRecall(reading.firstTurn ? GENERIC_FOLLOW_UPS.slice(0, 3) : GENERIC_FOLLOW_UPS.slice(0, 5));
  } else {
    say(reading.laugh ? LAUGH_LINES : GENERIC_LINES);
    flavour();
    askOrRecall(GENERIC_FOLLOW_UPS.slice(0, 5));
  }
  return parts;
}

/** Drops optional parts (from the end) until the reply fits `maxTokens` words; cuts only as a last resort. */
function fit(parts: Part[], maxTokens: number): { text: string; truncated: boolean } {
  const limit = Math.max(1, Math.floor(maxTokens));
  const count = (list: Part[]) => list.reduce((sum, part) => sum + part.text.split(/\s+/).filter(Boolean).length, 0);
  const kept = [...parts];
  for (let i = kept.length - 1; i >= 0 && count(kept) > limit; i -= 1) {
    if (kept[i]!.optional) kept.splice(i, 1);
  }
  const text = kept.map((part) => part.text).join(' ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text, truncated: false };
  return { text: words.slice(0, limit).join(' '), truncated: true };
}

function aborted(): ChatModelError {
  return new ChatModelError('aborted', 'The reply was aborted.');
}

