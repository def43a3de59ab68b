/**
 * Reads the question a message asks directly, so the reply answers it: a choice between two things
 * (read-choice.ts), advice on what to do or say, a yes/no question about the member's own matter, or
 * a question about Bela herself. compromise splits the message into sentences ("thanks. what should
 * I say to my manager?"), so the question is read on its own wherever it stands, and finds the person
 * it is about ("my manager"). What the question asks for is read from its opening words ("what
 * should I say", "is it ok to", "do you"): short, fixed patterns, which compromise does not classify.
 */
import { nlp } from '../lazy-nlp';
import { choiceOf } from './read-choice';
import type { AdviceTheme, Asked, BelaSubject, YesNoLean } from './reading';
import { normalise } from './text-helpers';

/** A sentence that asks, or offers a choice: a question mark, a question's first word, or "can't decide". */
function asks(sentence: string, text: string): boolean {
  return /\?\s*$/.test(sentence) || QUESTION_START.test(text) || /\b(cant|cannot|can not) decide\b/.test(text);
}

/** Words that may open a message before its question: "so", "ok", "hey bela", "haha". */
const LEAD = String.raw`^ (?:(?:so|ok|okay|hmm|and|but|well|hey|bela|honestly|haha|lol|also|then|right|um|oh|thanks|thank you)\b ?)*`;
const QUESTION_START = new RegExp(`${LEAD}(?:should|shall|would|could|can|do|does|did|is|are|am|was|were|will|have|has|which|what|whats|how|any|may|might)\\b`);

/** "What should I say to ...", "how do I ...", "any tips for ...": a request for advice. */
const ADVICE = new RegExp(
  `${LEAD}(?:(?:what|how) (?:should|shall|do|can|could|would) (?:i|we) (?:say|tell|text|write|reply|answer|respond|word)\\b` +
    String.raw`|how (?:do|can|should|could|would|shall) (?:i|we) \w+` +
    String.raw`|what (?:should|shall|could|can|do) (?:i|we) (?:get|buy|give|wear|bring|do)\b(?! for (?:work|a living|fun)\b)` +
    String.raw`|how to \w+` +
    String.raw`|(?:any|some|got any|give me (?:some|any)?) ?(?:tips|advice|ideas|suggestions)\b` +
    String.raw`|what would (?:you|u) (?:say|do) (?:to|about|if|in)\b)` +
    String.raw`|\b(?:tips|advice) (?:for|on|about)\b`,
);

/** What the advice is about, by the words of the question; the first that matches wins. */
const ADVICE_THEMES: [AdviceTheme, RegExp][] = [
  ['gift', /\b(?:get|buy|give) (?:\w+ )?(?:for (?:\w+ )?(?:birthday|anniversary|christmas)|\w+ (?:a )?(?:present|gift))\b|\b(?:get|buy|give) (?:him|her|them|my \w+)\b|\b(?:present|gift)s?\b/],
  ['wear', /\bwear\b|\boutfit\b/],
  ['talk', /\b(?:say|tell|text|write|reply|answer|respond|word|talk to|ask|bring (?:it|this|that) up|bring up|apologi[sz]e|confront|explain|break it)\b/],
  ['date', /\b(?:date|dates|dating|crush)\b/],
  ['prepare', /\b(?:prepare|get ready|interview|presentation|exam|exams|test|speech|pitch|revise|study)\b/],
  ['sleep', /\b(?:sleep|asleep|insomnia|nap)\b/],
  ['calm', /\b(?:panic\w*|anxious|anxiety|stress\w*|worry\w*|nervous|calm|overthink\w*|relax)\b/],
  ['friends', /\b(?:make friends|new friends|meet (?:new )?people|friends as an adult|lonely)\b/],
  ['focus', /\b(?:focus|procrastinat\w*|motivat\w*|productive|get started|lazy|concentrate)\b/],
  ['plans', /\b(?:together|this weekend|tonight|today|for fun|visit\w*|plans?)\b/],
];

/** "Can you help me?", "I need advice": an open request, answered with an invitation to tell more. */
const OPEN_REQUEST = /^ (?:\w+ )?(?:can|could|would|will) (?:you|u) (?:please )?help me\b|\bi need (?:some |your )?(?:help|advice)\b|\bcan i ask (?:you )?(?:for )?(?:some )?(?:advice|help)\b/;
/** "Is it just me, or ...?" */
const JUST_ME = /^ (?:\w+ )?is it (?:just )?me\b/;
/** "Do you know what I mean?" asks whether she understands. */
const UNDERSTANDS = /\b(?:do|did) (?:you|u) (?:know|get|see|understand) what i mean\b|^ (?:you|u) know what i mean\b|\bdo (?:you|u) understand\b/;
/** What a member's own yes/no question asks about, when Bela can lean on it; any other is left to other rules. */
const LEANABLE = /\b(?:ok|okay|fine|alright|allowed|normal|weird|bad|wrong|rude|stupid|selfish|silly|crazy|dumb|pathetic|lazy|mean|sad|strange|embarrassing|cringe|too late|too early|too soon|in time|enough time|a good idea|a bad idea|worth it|smart|too much|overreacting|overthinking|the right thing|right thing)\b/;

/** A yes/no question: an auxiliary verb first, then who it is about. */
const YES_NO = new RegExp(`${LEAD}(is|are|am|was|were|do|does|did|can|could|should|shall|will|would|have|has|may|might|must|isnt|arent|wont|cant|shouldnt|wouldnt|doesnt|dont) (\\w+)`);
/** "Do you think ...?" asks Bela's view of the member's matter, not about Bela. */
const ASKS_VIEW = /\b(?:do|dont|would) (?:you|u) (?:think|reckon|believe|feel like|guess) (?:that )?(?!so\b|in\b|about\b|of\b)\w+/;
/** "Can I ask you something?", "can we talk about something else?": asking leave to talk, not a yes/no matter. */
const LEAVE_TO_TALK = /^ (?:\w+ )?(?:can|could|may) (?:i|we) (?:ask|tell|talk|chat|say|change|have|get|see|vent|rant)\b/;
/** Questions to Bela that are requests, knowledge or memory, not about her: another rule answers them. */
const NOT_ABOUT_HER =
  /\b(?:can|could|would|will) (?:you|u) (?:please )?(?:help|tell|give|explain|recommend|suggest|send|show|remind|talk|say|make|write|play|pick|choose|describe|share|stop)\b|\bdo (?:you|u) (?:know|remember|recall|mean)\b|\b(?:are|r) (?:you|u) (?:there|still there|awake|sure|kidding|serious|ok with)\b|\bdid (?:you|u) (?:know|forget|remember|get|see|hear)\b/;

/** What a question about Bela is about, by its words; the first that matches wins. */
const BELA_SUBJECTS: [BelaSubject, RegExp][] = [
  ['opinion', /\bwhat do (?:you|u) think (?:about|of) (?!me\b|us\b|that\b|it\b|this\b)/],
  ['memory', /\b(?:remember|forget)\b/],
  ['pets', /\b(?:pets?|cats?|dogs?|animals?|kittens?)\b/],
  ['food', /\b(?:eat|eating|eaten|ate|food|hungry|cook|cooking|dinner|lunch|breakfast|drink|drinking)\b/],
  ['sleep', /\b(?:sleep|sleeping|dream|dreams|bed|nap)\b/],
  ['low', /\b(?:lonely|sad|bored|scared|afraid|jealous|angry|upset|cry|tired)\b/],
  ['happy', /\b(?:happy|ok|okay|alright|good|well|fine)\b/],
  ['people', /\b(?:friends?|family|boyfriend|girlfriend|partner|married|single|sisters?|brothers?|parents|kids)\b/],
  ['music', /\b(?:music|sing|singing|dance|dancing|songs?|instruments?|piano|guitar)\b/],
  ['travel', /\b(?:travel\w*|been to|visit\w*|countries|abroad|holiday|vacation)\b/],
  ['belief', /\b(?:believe|faith|god|ghosts?|fate|luck|soulmates?|destiny)\b/],
  ['languages', /\b(?:languages?|speak|french|spanish|german|portuguese|italian)\b/],
  ['feelings', /\b(?:feel|feelings|emotions|love|laugh|miss)\b/],
];

/** The lean of a yes/no question about the member's own matter, by its words. */
function leanOf(text: string, aux: string, subject: string): YesNoLean {
  const negative = /\b(?:weird|bad|wrong|stupid|selfish|rude|silly|crazy|dumb|pathetic|lazy|mean|sad|strange|embarrassing|cringe|a bad idea|too much|overreacting)\b/.test(text);
  if (/^ (?:\w+ )*?am i (?:overthinking|overreacting|crazy|wrong|being|too)\b/.test(text)) return 'a-little';
  if (aux === 'should' && /\b(?:quit|leave|move|moving|break up|divorce|marry|propose|drop out|resign|sell)\b/.test(text)) return 'big';
  if (aux === 'should' && /\b(?:my ex|revenge|drunk|\d+ ?am|middle of the night)\b/.test(text)) return 'not-now';
  if (aux === 'should') return 'should';
  if (/\b(?:too late|too early|too soon|in time|enough time)\b/.test(text)) return 'time';
  // "Is it normal to feel this upset?" is about a feeling of the member's; "is that sad?" is not.
  const own = /\b(?:i|im|me|my|feel|feeling|felt|ive)\b/.test(text);
  if (own && /\b(?:feel|feeling|felt|nervous|upset|sad|scared|cried|cry|crying|jealous|angry|miss|lonely|anxious|numb)\b/.test(text)) return negative && !/\b(?:normal|ok|okay|fine|alright)\b/.test(text) ? 'feelings-no' : 'feelings-yes';
  if (/\b(?:will|would|going to|gonna)\b|\b\w+ll\b|\bid\b/.test(text) && aux !== 'is' && aux !== 'can') return 'hope';
  const resting = /\b(?:skip|skipping|rest|sleep|nap|day off|stay in|cancel|say no|eat|eating|order|bed|treat|lie in|not go|break|quit for today)\b/.test(text);
  if (negative) return resting ? 'rest-no' : 'no';
  if (/^(?:can|could|may)$/.test(aux) && /^(?:i|we)$/.test(subject)) return /\b(?:you|u)\b/.test(text) ? 'welcome' : 'can';
  return resting ? 'rest-yes' : 'yes';
}

/** "my manager" → "your manager": the person an advice question is about, when it names one. */
function personOf(sentence: string): string | undefined {
  const found = nlp(sentence).match('(my|our) #Adjective? #Actor+').first().text('normal');
  return found ? found.replace(/^(?:my|our) /, 'your ').replace(/[^\p{L}\s’']/gu, '').trim() : undefined;
}

/** The direct question of one sentence, if it asks one. */
function askedIn(sentence: string): Asked | undefined {
  const text = normalise(sentence);
  if (OPEN_REQUEST.test(text)) return { kind: 'advice', theme: 'open' };
  if (JUST_ME.test(text)) return { kind: 'yes-no', lean: 'not-just-you' };
  if (UNDERSTANDS.test(text)) return { kind: 'about-bela', subject: 'understand', yesNo: true };
  const choice = / (?:or|between) /.test(text) ? choiceOf(sentence) : undefined;
  if (choice) return { kind: 'choice', choice };
  if (ADVICE.test(text)) {
    const theme = ADVICE_THEMES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
    const person = theme === 'talk' ? personOf(sentence) : undefined;
    return { kind: 'advice', theme, ...(person ? { person } : {}) };
  }
  const yesNo = YES_NO.exec(text);
  if (!yesNo) {
    // "What did you have for dinner?", "where do you live?": a question about her.
    if (/^ (?:\w+ )?(?:what|where|when|who|how|why|which)\b.*\b(?:you|u|your|yourself)\b/.test(text) && !NOT_ABOUT_HER.test(text) && !/\b(?:what about|how about) (?:you|u)\b/.test(text)) {
      return { kind: 'about-bela', subject: subjectOf(text), yesNo: false };
    }
    return undefined;
  }
  const [, aux = '', subject = ''] = yesNo;
  if (LEAVE_TO_TALK.test(text)) return undefined;
  if (subject === 'you' || subject === 'u') {
    // "Do you think it will rain?" asks for a fact she does not have.
    if (ASKS_VIEW.test(text) && /\b(?:rain|snow|sunny|weather|storm|win|score|price|stocks?)\b/.test(text)) return undefined;
    if (ASKS_VIEW.test(text)) return { kind: 'yes-no', lean: leanOf(text.replace(ASKS_VIEW, (m) => m.split(' ').at(-1)!), 'will', 'it') };
    if (NOT_ABOUT_HER.test(text)) return undefined;
    return { kind: 'about-bela', subject: subjectOf(text), yesNo: true };
  }
  // "Is this real life?", "are they open on Sundays?", "do I need a coat?": facts she does not have, left to other rules.
  if (!/^(?:should|can|could|may|will|would|am)$/.test(aux) && !LEANABLE.test(text)) {
    return /\b(?:your|yours|yourself)\b/.test(text) ? { kind: 'about-bela', subject: subjectOf(text), yesNo: true } : undefined;
  }
  return { kind: 'yes-no', lean: leanOf(text, aux, subject) };
}

function subjectOf(text: string): BelaSubject {
  return BELA_SUBJECTS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

/** The direct question of `original`: the last sentence that asks one. */
export function askedOf(original: string): Asked | undefined {
  if (!/[?]|\b(?:or|between|should|tips|advice|help|how)\b/i.test(original) && !QUESTION_START.test(normalise(original))) return undefined;
  const sentences = (nlp(original).sentences().out('array') as string[]).map((s) => s.trim()).filter(Boolean);
  const short = original.split(/\s+/).length <= 6;
  for (const sentence of sentences.reverse()) {
    const text = normalise(sentence);
    if (!asks(sentence, text) && !(short && / or /.test(text)) && !OPEN_REQUEST.test(text)) continue;
    // "I'm so stressed, how do I stop panicking?": the question may follow a clause of its own.
    const clauses = sentence.split(/[,;:]\s*/).slice(1).reverse();
    for (const part of [sentence, ...clauses]) {
      const asked = askedIn(part);
      if (asked) return asked;
    }
  }
  return undefined;
}
