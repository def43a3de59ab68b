/**
 * The intent rules: turns the conversation (last user message, earlier turns, the user's name) into
 * a Reading. Patterns run on normalised text, so "What's up?!" is matched as " whats up ".
 */
import type { ChatTimeContext, ChatTurn } from '../../ports/chat-model';
import { classifySelfHarm } from '../local-safety-classifier';
import { nlp } from '../lazy-nlp';
import { friendlyName } from './friendly-name';
import { topicOf } from './find-topic';
import { OFFERS } from './copy-small-talk';
import { askedOf } from './read-question';
import { shortKindOf } from './read-short-message';
import type { AboutKind, AdviceKind, FavouriteKind, Feeling, Reading, SuggestionKind, Topic } from './reading';
import { capitalise, normalise, WHO_AM_I, wordsOf } from './text-helpers';

export function lastUserMessage(messages: ChatTurn[]): string {
  return [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

export function lastAssistantMessage(messages: ChatTurn[]): string | undefined {
  return [...messages].reverse().find((m) => m.role === 'assistant')?.content;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** How many of the member's messages after a crisis are answered quietly. */
export const QUIET_AFTER_CRISIS = 5;

/**
 * Whether this message is one of the first few after a crisis: the member's crisis message (the
 * store keeps it, and leaves the crisis card out), or the card itself where a caller kept it (it
 * always gives the 988 line), among the earlier messages, followed by fewer than QUIET_AFTER_CRISIS
 * of the member's messages.
 */
function afterCrisisOf(earlier: ChatTurn[]): boolean {
  let since = 0;
  for (let i = earlier.length - 1; i >= 0 && since < QUIET_AFTER_CRISIS; i -= 1) {
    const { role, content } = earlier[i]!;
    if (role === 'assistant' && /\b988\b/.test(content)) return true;
    if (role !== 'user') continue;
    if (classifySelfHarm(content).selfHarm) return true;
    since += 1;
  }
  return false;
}

/** People and pets whose death is a loss ("my phone died" is not). */
const LOVED = 'dog|cat|pet|puppy|kitten|mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|nan|nana|friend|brother|sister|husband|wife|partner|son|daughter|uncle|aunt|cousin|hamster|rabbit|bird|horse';

/** Checked in order, first match wins: "not happy" is read as sad before "happy" is tried. */
const FEELINGS: [Feeling, RegExp][] = [
  ['grieving', new RegExp(String.raw`\b((?:${LOVED}) (?:\w+ )?(?:died|passed away)|(?:he|she|they) (?:just )?(?:died|passed away)|funeral|lost my (?:${LOVED})|had to put (?:\w+ )?(?:down|to sleep))\b`)],
  [
    'sad',
    /\b(sad|depressed|lonely|upset|heartbroken|crying|cried|miserable|hopeless|(?:feel|feeling|felt|been|so|bit|pretty) (?:down|awful|terrible|alone)|(?:bad|rough|hard|awful|terrible|horrible) (?:day|week|shift)|lost my job|broke up|breakup|dumped me|divorce|(?:is|are|got|been|feel|feeling) (?:really |so )?sick|in (?:the )?hospital|(?:work|today|school|life|it|the day|this week) (?:was|is|has been|been) (?:so |really |pretty )?(?:rough|awful|terrible|horrible|hard|bad|exhausting|a nightmare)|not (?:so |very |really |feeling )?(?:good|great|ok|okay|fine|happy)|feel like crap|guilty|ashamed|(?:im|i am|feel|feeling|felt|kind of|kinda|so|really|bit|pretty) hurt|(?:want|going|about|could) to cry|whats wrong with me|why me|whats the point(?! of))\b/,
  ],
  ['anxious', /\b(anxious|anxiety|stressed|stress|stressful|nervous|worried|worrying|overwhelmed|panic|panicking|scared)\b/],
  ['sleepless', /\b(cant sleep|cannot sleep|couldnt sleep|can not sleep|insomnia|not sleeping|unable to sleep|wide awake|still awake)\b/],
  ['angry', /\b(angry|mad|furious|annoyed|pissed|frustrated|frustrating|irritated|fed up)\b/],
  ['tired', /\b(tired|exhausted|sleepy|drained|worn out|knackered|long day|no energy|wiped out|slept (?:so |really )?(?:badly|terribly|awfully|awful|terrible|horribly|like crap)|(?:barely|hardly|didnt) slept?|bad night)\b/],
  ['bored', /\b(bored|boring|nothing to do)\b/],
  // "great" or "amazing" tell a mood only when said of oneself or of the day, not of "a great book".
  [
    'happy',
    /\b(happy|excited|thrilled|good news|got the job|got a job|new job|got hired|got promoted|promotion|passed (?:my|the) \w+|best day|so good)\b|\b(?:feel|feeling|felt|im|i am|am|so|really|was|its|doing|been|day was) (?:great|amazing|awesome|fantastic|wonderful)\b|^ (?:great|amazing|awesome|fantastic|wonderful|so great) $/,
  ],
];

/** Something other than the member said to be bad: the weather, the traffic, a film. */
const THING_COMPLAINT = /\b(?:the |this |that )?(?:weather|traffic|rain|wifi|internet|signal|food|film|movie|show|episode|game|match|service|queue|commute|train|bus|flight)s? (?:\w+ )?(?:has been|have been|was|is|been|were) (?:so |really |pretty )?(?:awful|terrible|horrible|bad|rubbish|dreadful)\b/;

const SAD_EMOJI = /[\u{1F622}\u{1F62D}\u{1F61E}\u{1F614}\u{1F641}\u{2639}\u{1F494}]/u;

function feelingOf(original: string, text: string): Feeling | undefined {
  if (SAD_EMOJI.test(original)) return 'sad';
  for (const [feeling, pattern] of FEELINGS) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "not tired", "not bored": a negated feeling says little; "not good" is caught above as sad.
    const before = text.slice(0, match.index).trim().split(' ').slice(-2);
    if (feeling !== 'sad' && (before.includes('not') || before.includes('never') || before.includes('dont'))) continue;
    // "the weather has been awful": a complaint about a thing, not how the member feels.
    if (feeling === 'sad' && THING_COMPLAINT.test(text) && !/\b(i|im|ive|me|my)\b/.test(text)) continue;
    return feeling;
  }
  return undefined;
}

function adviceOf(text: string, question: boolean): AdviceKind | undefined {
  const asking = question || has(text, /\b(should i|advice|recommend|suggest|what do i do|what should)\b/);
  if (!asking) return undefined;
  if (has(text, /\b(doctor|medicine|medication|meds|symptom|symptoms|diagnos\w*|prescription|dose|dosage|rash|fever|pregnant|infection|pain in|antibiotics|pills|painkillers?|ibuprofen|paracetamol|aspirin|tablets)\b/)) return 'medical';
  if (has(text, /\b(lawyer|lawsuit|sue|legal|illegal|court|contract|custody|visa|arrested|landlord|evict\w*)\b/)) return 'legal';
  if (has(text, /\b(invest|investing|investment|stock|stocks|crypto|bitcoin|loan|mortgage|tax|taxes|savings|retirement|debt|shares)\b/)) return 'financial';
  return undefined;
}

function aboutOf(text: string): AboutKind | undefined {
  if (has(text, /\b(whats|what is) (your|ur) name\b|\bwho are you\b.*\bname\b|\byour real name\b/)) return 'name';
  if (has(text, /\bhow old are (you|u)\b|\byour age\b/)) return 'age';
  if (has(text, /\bwhere (are|r) (you|u) from\b|\bwhere do (you|u) live\b|^ where (are|r) (you|u)( right now| now)? $/)) return 'origin';
  if (has(text, /\bwhat (are|r) (you|u) (doing|up to)\b|\bwyd\b|\bwhat (have|ve) (you|u) been (doing|up to)\b/)) return 'doing';
  if (has(text, /\bwhat did (you|u) do\b|\bhow (was|is|s) your (day|morning|evening|night|week|weekend)\b|\bhows your (day|morning|evening|week)\b|\byour day\b/)) return 'day';
  if (has(text, /\bwhat do (you|u) (like|love|enjoy)\b|\byour (favorite|favourite)\b|\bwhat are your hobbies\b|\bwhat do (you|u) do for fun\b/)) return 'likes';
  if (has(text, /\b(are|r) (you|u) (a |really a )?(spy|secret agent|agent)\b|\bwhat do (you|u) do\b|\byour (job|mission|missions|cover story)\b/)) return 'job';
  if (has(text, /\bwho (are|r) (you|u)\b|\btell me about (yourself|you)\b|\babout yourself\b|\bwho is bela\b/)) return 'general';
  if (has(text, /\bwhat do (you|u) look like\b|\bhow do (you|u) look\b/)) return 'looks';
  if (has(text, /\bwhat (are|r) (you|u) wearing\b|\bwhat do (you|u) (wear|have on)\b/)) return 'wearing';
  return undefined;
}

const FAVOURITES: Record<string, FavouriteKind> = {
  movie: 'film', film: 'film', show: 'film', series: 'film', song: 'music', band: 'music', music: 'music', album: 'music',
  food: 'food', meal: 'food', dish: 'food', book: 'book', novel: 'book', drink: 'drink', cocktail: 'drink', color: 'colour',
  colour: 'colour', place: 'place', city: 'place', country: 'place', season: 'season', animal: 'animal', pet: 'animal',
};

function favouriteOf(text: string): FavouriteKind | undefined {
  const match = /\b(?:your|ur|(?:do|have) (?:you|u) (?:have|got) a) favourite (\w+)\b/.exec(text);
  return match ? FAVOURITES[match[1]!] : undefined;
}

const SUGGESTIONS: [SuggestionKind, RegExp][] = [
  ['cook', /\bwhat (should|shall|could|can) (i|we) (cook|make|eat|bake|have for (dinner|lunch|breakfast))\b|\b(recommend|suggest) (me )?(a |some |any )?(recipe|dinner|dish)\b/],
  ['watch', /\bwhat (should|shall|could|can) (i|we) (watch|stream)\b|\b(recommend|suggest) (me )?(a |some |any )?(movie|movies|film|films|show|series)\b|\b(movie|film|show) (recommendations|suggestions|ideas)\b/],
  ['read', /\bwhat (should|shall|could|can) (i|we) read\b|\b(recommend|suggest) (me )?(a |some |any )?(book|books|novel)\b|\bbook (recommendations|suggestions)\b/],
  ['listen', /\bwhat (should|shall|could|can) (i|we) listen to\b|\b(recommend|suggest) (me )?(a |some |any )?(song|songs|music|album|band)\b/],
  ['play', /\bwhat (should|shall|could|can) (i|we) play\b|\b(recommend|suggest) (me )?(a |some |any )?(game|games)\b/],
  ['do', /\bwhat (should|shall|could|can) (i|we) do( (today|tonight|now|later|this weekend|for fun))? $|\bany (ideas|suggestions) for (today|tonight|the weekend|this weekend)\b|\bi (dont|do not) know what to do (today|tonight|with myself)\b/],
];

const suggestionOf = (text: string) => SUGGESTIONS.find(([, pattern]) => pattern.test(text))?.[0];

/** The latest feeling in the member's `earlier` messages. */
function moodOf(earlier: ChatTurn[]): Feeling | undefined {
  for (const turn of [...earlier].reverse()) {
    const feeling = feelingOf(turn.content, normalise(turn.content));
    if (feeling) return feeling;
  }
  return undefined;
}

/** A topic from an earlier message about the user's own life (not a question to Bela, not a one-word scrap). */
function earlierTopicOf(turns: ChatTurn[]): Topic | undefined {
  let earlier: Topic | undefined;
  for (const turn of turns) {
    const text = normalise(turn.content);
    if (/\?\s*$/.test(turn.content) || wordsOf(text).length < 2 || shortKindOf(turn.content, text)) continue;
    const topic = topicOf(turn.content, text);
    if (topic?.strong && (topic.kind || !earlier?.kind)) earlier = topic;
  }
  return earlier;
}

/**
 * How the member speaks of the one they are telling about, in this message or the one before: "she"
 * or "he" when they use only that person's pronouns (she, her, hers; he, him, his), so Bela says "her
 * name", not "their name". Nothing when they say "they", or both.
 */
function pronounOf(turns: ChatTurn[], topic: Topic | undefined): { pronoun?: 'she' | 'he' } {
  const words = new Set(wordsOf(normalise(turns.map((turn) => turn.content).join(' '))));
  const she = ['she', 'her', 'hers', 'herself', 'shes'].some((word) => words.has(word));
  const he = ['he', 'him', 'his', 'himself', 'hes'].some((word) => words.has(word));
  const they = ['they', 'them', 'their', 'theyre', 'theyve'].some((word) => words.has(word));
  if (they || (she && he)) return {};
  if (she || he) return { pronoun: she ? 'she' : 'he' };
  // No pronoun yet: a word that says it ("my daughter", "my uncle").
  const said = topic ? GENDERED.get(topic.word.toLowerCase()) : undefined;
  return said ? { pronoun: said } : {};
}

/** Kin and partner words that say "she" or "he". */
const GENDERED = new Map<string, 'she' | 'he'>([
  ...['mum', 'mom', 'mother', 'sister', 'daughter', 'wife', 'girlfriend', 'grandma', 'granny', 'grandmother', 'aunt', 'niece', 'stepmum', 'stepmom', 'fiancee'].map((word) => [word, 'she'] as const),
  ...['dad', 'father', 'brother', 'son', 'husband', 'boyfriend', 'grandpa', 'grandad', 'granddad', 'grandfather', 'uncle', 'nephew', 'stepdad', 'fiance'].map((word) => [word, 'he'] as const),
]);

/** A feeling about something to come, or a worry: what makes a matter worth coming back to. */
const WEIGHT = /\b(nervous|worried|worrying|scared|terrified|anxious|dreading|dread|stressed|stressing|excited|cant wait|eek|nerve wracking|freaking out|on edge|hospital|surgery|operation|ill|sick|injured)\b/;
/** When a thing is to happen, said after it: "on Friday", "tomorrow", "next week". */
const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const AHEAD_WORDS = `on (?:${WEEKDAYS})|(?:${WEEKDAYS})|tomorrow|tonight|next (?:week|month|year|${WEEKDAYS})|this (?:weekend|week|month)|in (?:a|two|three|a few) (?:days|weeks)`;
const AHEAD = new RegExp(`\\b(?:${AHEAD_WORDS})\\b`);

/** "your trip to japan" → "your trip to Japan": places compromise knows, capitalised as written in English. */
function withPlaceCapitals(phrase: string): string {
  if (!/\b(to|in|from|at)\b/.test(phrase)) return phrase;
  const places = new Set((nlp(phrase).places().out('array') as string[]).flatMap((place) => place.toLowerCase().split(/\s+/)));
  return places.size ? phrase.replace(/\p{L}+/gu, (word) => (places.has(word.toLowerCase()) ? capitalise(word) : word)) : phrase;
}

/**
 * Something the member brought up earlier in the chat that carries weight (a topic told with a
 * feeling or a worry, or with a day to come: "an interview on Friday, I'm nervous"), which Bela has
 * not come back to since, as a noun phrase from her side: "the interview on Friday", "your sister".
 */
function earlierMatterOf(history: ChatTurn[]): Topic | undefined {
  const turns = history.slice(0, -1);
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i]!;
    if (turn.role !== 'user' || /\?\s*$/.test(turn.content)) continue;
    const text = normalise(turn.content);
    if (shortKindOf(turn.content, text) || (!WEIGHT.test(text) && !AHEAD.test(text))) continue;
    // "an interview on Friday", "has surgery on Thursday", "my driving test is next week": the thing
    // said just before its day (or "is" and its day), with what was said of it; else the message's topic.
    const said = ` ${turn.content.toLowerCase().replace(/[\u2018\u2019`]/g, "'").replace(/[^\p{L}\p{N}']+/gu, ' ').trim()} `;
    let dated = new RegExp(`\\b(a|an|the|my|our|has|have|got|having) ((?:(?!(?:a|an|the|my|our) )[a-z']+ ){0,2}[a-z']{3,}) (?:is |are |was )?(${AHEAD_WORDS})\\b`).exec(said);
    const topic = topicOf(turn.content, text);
    // "having pasta tonight" is no matter; "has surgery on Thursday, I'm worried" is.
    if (dated && /^(has|have|got|having)$/.test(dated[1]!) && !WEIGHT.test(text)) dated = null;
    let phrase: string;
    let word: string;
    if (dated) {
      const [, determiner, thing, when] = dated as unknown as [string, string, string, string];
      word = thing.split(' ').at(-1)!;
      phrase = `${determiner === 'my' || determiner === 'our' ? 'your' : 'the'} ${thing} ${when.replace(new RegExp(`\\b(${WEEKDAYS})\\b`), (day) => capitalise(day))}`;
    } else if (topic?.strong && (/^your\b/.test(topic.phrase) || (topic.kind && WEIGHT.test(text)))) {
      // Otherwise one of the member's own ("my sister is moving to Canada next month"), or a known
      // kind of topic told with a feeling or a worry.
      const owned = /^(your|his|her|their)\b/.test(topic.phrase) || /^\p{Lu}/u.test(topic.word);
      phrase = owned ? topic.phrase : `the ${topic.word}`;
      word = topic.word;
    } else continue;
    phrase = withPlaceCapitals(phrase);
    // Already come back to: a later reply of Bela's, past the one that answered it, names it.
    const since = turns.slice(i + 2).filter((later) => later.role === 'assistant');
    if (since.some((reply) => reply.content.includes(phrase))) return undefined;
    return { word, phrase, strong: true };
  }
  return undefined;
}

/** Bela has come back to `word` since the member last said it: a reply after the one that answered them names it. */
function cameBack(history: ChatTurn[], word: string): boolean {
  const said = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  let mention = -1;
  history.forEach((turn, i) => {
    if (turn.role === 'user' && i < history.length - 1 && said.test(turn.content)) mention = i;
  });
  return mention >= 0 && history.slice(mention + 2).some((turn) => turn.role === 'assistant' && said.test(turn.content));
}

/** X in "do you like X?", when it is a thing rather than a pronoun, a verb or a clause. */
function likesThingOf(text: string): string | undefined {
  const match = /\bdo (?:you|u) (?:like|love|enjoy) ((?:\w+ ){0,2}?\w+?)(?: so much| that much| a lot| at all| too| though| then| bela)? $/.exec(text);
  const thing = match?.[1];
  if (!thing || /^(me|it|that|this|them|him|her|to|being|when|how|what|my name|us)\b/.test(thing)) return undefined;
  return thing.replace(/^my /, 'your ');
}

/** Every rule is checked independently; compose-reply.ts decides which of them the reply answers. */
export function readMessage(messages: ChatTurn[], userName: string | undefined, time?: ChatTimeContext): Reading {
  const original = lastUserMessage(messages);
  const text = normalise(original);
  const history = messages.filter((m) => m.role !== 'system');
  const greeting = has(text, /^ (hi+|hey+|heya|hel+o+|hiya|howdy|yo|hola|sup|greetings|good (morning|afternoon|evening)|morning|evening|ciao|salut|bonjour|hallo|hej|hai)\b/);
  // "hello??" is a greeting, not a question to answer.
  const question = !(greeting && wordsOf(text).length <= 2) && (/\?\s*$/.test(original) || has(text, /^ (who|what|whats|why|how|when|where|which|can|could|should|would|do|does|did|is|are|will|have|r) /));
  // ("morning!", "evening all": the greeting said short, at the start.)
  const greetingTime = (/\bgood (morning|afternoon|evening)\b/.exec(text) ?? /^\s*(?:(?:hi|hey|hello|and a)\s+)?(?:good\s*)?(mornin|morning|afternoon|evening)g?\b/.exec(text))?.[1]?.replace(/^mornin$/, 'morning') as Reading['greetingTime'];
  let short = shortKindOf(original, text);
  // A yes to something Bela just offered ("Shall I tell you a story?") takes her up on it.
  const lastReply = lastAssistantMessage(messages) ?? '';
  const agrees = has(text, /^ (yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|all right|please|yes please|go on|go ahead|why not|definitely|absolutely|of course|sure thing|ok sure|yeah sure)( bela)? $/);
  const accepted = agrees ? (Object.keys(OFFERS) as (keyof typeof OFFERS)[]).find((offer) => lastReply.includes(OFFERS[offer])) : undefined;
  if (accepted) short = undefined;
  // Only the member's first message of a conversation is a first turn. Bela may have answered an
  // earlier one without her reply in the history (the store leaves a crisis card out of it), so any
  // earlier message means she has spoken, and she does not introduce herself again.
  const firstTurn = history.length <= 1;
  // A whole-message reaction ("what do you think?", "really?") is read as such, not as a question to answer.
  const asked = shortKindOf(original, text) ? undefined : askedOf(original);
  // "Do you get lonely?" or "is that sad?" names a feeling without saying the member has it.
  const ownFeeling = !asked || (asked.kind === 'yes-no' && has(text, /\b(i|im|me|my|feel|feeling|felt|ive)\b/)) || asked.kind === 'advice' || asked.kind === 'choice';
  const feeling = ownFeeling ? feelingOf(original, text) : undefined;
  const topic = topicOf(original, text);
  const awayADay = time !== undefined && time.gap.days !== null && time.gap.days >= 1 && time.gap.kind !== 'within-hour';

  return {
    name: friendlyName(userName),
    firstTurn,
    known: time !== undefined && time.gap.kind !== 'first',
    ...(time?.partOfDay ? { partOfDay: time.partOfDay } : {}),
    ...(time ? { daysAway: time.gap.days } : {}),
    sessionStart: firstTurn || awayADay,
    crisis: classifySelfHarm(original).selfHarm,
    afterCrisis: afterCrisisOf(history.slice(0, -1)),
    changeSubject: has(text, /\b(something else|change the subject|talk about anything|distract me|take my mind off)\b/),
    toldAsPast: has(text, /\b(went|was|were|had|did|spent|saw|visited|came|got|yesterday|last)\b/) && !has(text, /\b(will|going to|gonna|next|planning|plan to)\b/),
    reachingOut: has(
      text,
      /\b(call|text|ring|phone|try) (the|that|this) (number|helpline|hotline|line)\b|\b988\b|\b(call|text|ring|talk to|reach out to|see) (a |my )?(helpline|hotline|therapist|counsell?or|doctor|mom|mum|dad|sister|brother|friend|best friend|partner)\b/,
    ),
    identity: has(
      text,
      /\b(are|r) (you|u) (a |an )?(real|human|person|bot|robot|ai|alive|machine|computer|program|chatbot|fake|an ai)\b|\b(is this|am i talking to|am i chatting with) (a |an )?(real )?(person|human|bot|ai|robot|machine)\b|\b(you are|youre|ur) (a |an )?(bot|ai|robot|not real|fake)\b|\bis bela real\b/,
    ),
    explicit: has(text, /\b(sex|sexy|nude|nudes|naked|horny|boobs|tits|dick|pussy|fuck me|strip|lingerie|nsfw|porn)\b/),
    advice: adviceOf(text, question),
    goodbye: has(
      text,
      /\b(bye|goodbye|good night|goodnight|gn|see you|see ya|cya|talk later|talk to you later|ttyl|gotta go|gotta run|got to go|have to go|have to run|heading off|heading out|off to bed|going to bed|going to sleep|brb|be right back|bbl|gtg|g2g)\b|^ ((ok|okay|alright|right) )?(later|laters|night|nite|night night|nighty night)( then| bela| all)? $/,
    ),
    backSoon: has(text, /\b(brb|be right back|bbl|back in a (bit|minute|sec|second|moment))\b/),
    sleepy: has(text, /\b(good night|goodnight|gn|bed|sleep)\b|^ ((ok|okay|alright|right) )?(night|nite|night night|nighty night)( then| bela| all)? $/),
    love: has(text, /\bi (love|adore) (you|u)\b|\bdo (you|u) (love|like) me\b|\bi (really )?like (you|u)\b|\bmarry me\b|\bbe my (girlfriend|gf)\b/),
    miss: has(text, /\bi miss(ed)? (you|u)\b/),
    compliment: has(text, /\b(you are|youre|ur) (so |really |very |just )?(beautiful|pretty|cute|gorgeous|hot|lovely|sweet|funny|amazing|smart|the best|stunning|adorable|clever|charming|kind)\b|\byou look (so |really )?(good|great|beautiful|pretty|lovely|stunning)\b|\bi (love|like|adore) (your|ur) (voice|smile|style|eyes|humour|humor|laugh|name|vibe|personality|accent|sense of humour|sense of humor)\b/),
    thanks: has(text, /(?<!\bno )\b(thanks|thank you|thx|ty|appreciate it)\b/),
    joke: has(text, /\b(tell|know) (me )?(a |any |another )?joke\b|\bmake me laugh\b|\bsomething funny\b/),
    story: accepted === 'story' || accepted === 'anotherStory' || has(text, /\btell me (a |another |one more )?(story|tale)\b|\bstory time\b|\btell me something (interesting|fun|random|cool|new)\b|\b(got|know) (a |any )?(good )?stor(y|ies)\b/),
    pickTopic: accepted === 'topic',
    hug: has(text, /\b(i need|i want|i could use|give me|can i (have|get)|can (you|u) give me|send me|i wish i had) (a |some )?(big )?(hug|hugs|cuddle|cuddles)\b|^ (hug|hugs|hug me|hugs please|big hug) $/),
    photo: has(
      text,
      /\b(send|show|share|give)( me)?( a| an| some| your| another| more| one more)? (pic|pics|picture|pictures|photo|photos|selfie|selfies|image|images|snap)\b|\b(pic|picture|photo|selfie|image)s? of (you|u|yourself)\b|\b(can|could|may) i see (you|u)\b|\bselfie\b|\b(any|got) (pics|photos|pictures)\b/,
    ),
    askMyName: has(text, new RegExp(String.raw`\b(whats|what is) my name\b|\bdo (you|u) (know|remember) my name\b|${WHO_AM_I}`)),
    // "a cat called Miso", "her name is Ana", or a name beside what it names: "my cat Luna".
    gaveName: has(text, /\b(called|named)\b|\bname (is|was)\b|\bnames are\b/) || /\b(?:[Mm]y|[Oo]ur) \p{Ll}+,? \p{Lu}\p{Ll}+\b/u.test(original),
    ...pronounOf(history.filter((m) => m.role === 'user').slice(-2), topic),
    // "Do you like cats or dogs?" asks for a pick, not whether she likes "cats or dogs".
    likesThing: asked?.kind === 'choice' ? undefined : likesThingOf(text),
    about: accepted === 'day' ? 'day' : aboutOf(text),
    favourite: favouriteOf(text),
    suggestion: suggestionOf(text),
    decision: has(text, /^ (should i|do (you|u) think i should|shall i) \w+/),
    howAreYou: has(
      text,
      /\bhow (are|r) (you|u|ya)\b|\bhow ru\b|\bhru\b|\bhow (is|s) (it going|your day|life|everything)\b|\bhows (it going|your day|life|everything)\b|\bhow have (you|u) been\b|\b(whats|what is) up\b|\bwassup\b|\bhow are things\b|\bhow (you|u|ya) doing\b|\bhow do (you|u) do\b|^ (and (you|u)|wbu|hbu|what about (you|u)|how about (you|u)|(and )?how are (you|u)|(are )?(you|u) (ok|okay|alright|all right)( bela)?) $/,
    ),
    greeting,
    greetingTime,
    feeling,
    ...(asked ? { asked } : {}),
    mood: feeling ?? moodOf(history.filter((m) => m.role === 'user').slice(-4, -1)),
    laugh: has(text, /^ (lol|lmao|haha\w*|hehe\w*|ahah\w*|rofl|xd)\b/) || /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}]/u.test(original),
    question,
    short,
    topic,
    ...((topic) => (topic && !cameBack(history, topic.word) ? { earlierTopic: topic } : {}))(earlierTopicOf(history.filter((m) => m.role === 'user').slice(0, -1))),
    ...((matter) => (matter ? { earlierMatter: matter } : {}))(earlierMatterOf(history)),
    recent: history
      .filter((m) => m.role === 'assistant')
      .slice(-6)
      .map((m) => m.content)
      .join('\n'),
  };
}
