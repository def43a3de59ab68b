/**
 * Recall: the offline Bela answers questions about what the member told her ("what's my sister's
 * name?", "where do I work?", "when is my interview?") from their memories and from what they said
 * earlier in the conversation (read with the offline memory extractor; the newest statement wins),
 * and says honestly when she does not know. Returning after a plan of theirs has passed, she asks
 * how it went. Her words are in copy-recall.ts.
 */
import type { ChatRequest } from '../../ports/chat-model';
import type { KnownMemory } from '../../ports/memory-extractor';
import { calendarDay, daysBetween, lastDayOf, weekdayWord } from '../offline-memory/dates';
import type { Fact } from '../offline-memory/facts';
import { type KnownFact, knownFacts, knownMemories, type SaidMessage } from '../offline-memory/knowledge';
import { PARTNER_RELATIONS as PARTNERS, SIBLING_RELATIONS } from '../offline-memory/vocabulary';
import { contentWords } from '../offline-memory/operations';
import { clauseOf } from '../offline-memory/wording';
import { spokenList } from '../offline-memory/words';
import {
  EVERYTHING_LINES, FIRST_RECALL_HELLOS, HOW_DID_IT_GO, KNOWN_LINES, OTHER_SIBLING_LINES, OTHER_WORD_LINES, KNOWN_NAME_LINES, KNOWN_OWN_NAME_LINES, RECALL_FOLLOW_UPS, RECALL_HELLOS, REMEMBERED_LINES, RETURN_HELLOS, UNKNOWN_LINES,
} from './copy-recall';
import type { Reading } from './reading';
import { classesAsked, memoriesAnswering, namesClassAsked, saidBack } from './recall-meaning';
import { asksAboutMember } from './by-meaning/asks-about-member';
import { partsOf, saidPlainly, theQuestion } from './by-meaning/question-asked';
import { FORGOTTEN_LINES, MEMORY_OFF_LINES, NOT_YET_LINES } from './by-meaning/copy-not-yet';
import { saidAsEvidence } from './by-meaning/said-evidence';
import { recallQuestionOf, type RecallQuestion } from './recall-question';
import { GOES_SOMEWHERE, TRIP_WORDS } from './trip-words';

export { recallQuestionOf, type RecallQuestion } from './recall-question';

/** What a question the patterns read asks of a memory found by meaning: its words for a plan, a name for a name. */
function strictness(question: RecallQuestion | undefined): { strict?: 'words' | 'name' } {
  if (question?.about === 'plan') return { strict: 'words' };
  if ((question?.about === 'person' && question.field === 'name') || question?.about === 'name' || (question?.about === 'pet' && question.species)) return { strict: 'name' };
  return {};
}

const UNKNOWN: ReadonlySet<readonly string[]> = new Set(Object.values(UNKNOWN_LINES));

/** Relations that answer for each other: "my kids" are sons and daughters, "my partner" a husband or a girlfriend. */
const KIN: Readonly<Record<string, readonly string[]>> = {
  child: ['child', 'kid', 'son', 'daughter', 'baby', 'twin', 'boy', 'girl'],
  partner: [...PARTNERS],
  sibling: [...SIBLING_RELATIONS],
};
// (Known only as their partner or their child, one answers for a husband or a son asked about: "Dermot and I had our anniversary".)
const sameKin = (known: string, asked: string) => known === asked || (KIN[asked]?.includes(known) ?? false) || (KIN[known]?.includes(asked) ?? false);

/** "Lena and Mateo", "Anna, Maya & Zoe": the names a list says, each once. */
const namesListed = (list: string) => list.split(/\s*(?:,|&|\band\b)\s*/).map((name) => name.trim()).filter(Boolean);

/** The names of the member's children, however many memories name them ("Lena and Mateo" is two; "Their kids are called A, B and C." too). */
function childNames(facts: Fact[]): string[] {
  const named = (fact: Fact): string | undefined => {
    if (fact.type === 'person') return sameKin(fact.relation, 'child') ? fact.name : undefined;
    if (fact.type !== 'note' || !/^person:(?:kid|kids|child|children|son|sons|daughter|daughters)\b/.test(fact.slot)) return undefined;
    return /\b(?:are|is)\s+called\s+([^.]+)\.?$/u.exec(fact.text)?.[1];
  };
  return [...new Set(facts.flatMap((fact) => namesListed(named(fact) ?? '')))];
}

/** What one recall reply says, before its words are picked. */
interface Answer {
  lines: readonly string[];
  slots: Record<string, string>;
  followUp?: readonly string[];
}

/** What the member said in this conversation, each message with Bela's reply before it. */
function saidIn(request: ChatRequest): SaidMessage[] {
  const said: SaidMessage[] = [];
  let previousReply: string | undefined;
  for (const turn of request.messages) {
    if (turn.role === 'assistant') previousReply = turn.content;
    if (turn.role !== 'user') continue;
    said.push({ text: turn.content, ...(previousReply ? { previousReply } : {}) });
    previousReply = undefined;
  }
  return said;
}

const today = (now: Date) => calendarDay(now, 0);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function answerOf(question: RecallQuestion, facts: Fact[], now: Date): Answer | undefined {
  const newest = <T extends Fact['type']>(type: T, keep: (fact: Extract<Fact, { type: T }>) => boolean = () => true) =>
    [...facts].reverse().find((fact): fact is Extract<Fact, { type: T }> => fact.type === type && keep(fact as Extract<Fact, { type: T }>));
  const known = (fact: Fact, followUp: readonly string[] | undefined, lines: readonly string[] = KNOWN_LINES): Answer => ({ lines, slots: { fact: clauseOf(fact, 'you') }, ...(followUp ? { followUp } : {}) });
  const unknown = (key: string, slots: Record<string, string> = {}): Answer => ({ lines: UNKNOWN_LINES[key]!, slots });
  // A memory kept in the member's words under the slot the question asks of ("They work as a
  // software dev at a startup."): it answers when no structured fact does, so she never says she
  // does not know what a memory she was given says.
  const note = (slot: string) => newest('note', (fact) => fact.slot === slot);

  switch (question.about) {
    case 'name': {
      const fact = newest('name');
      return fact ? { lines: KNOWN_OWN_NAME_LINES, slots: { value: fact.name }, followUp: RECALL_FOLLOW_UPS.name } : undefined;
    }
    case 'person': {
      const { relation, field } = question;
      const either = (kin: string) => sameKin(kin, relation) || (question.or !== undefined && sameKin(kin, question.or));
      // "Can you name all my children?" of children named one at a time ("our eldest Siobhán", "Aoife, the baby"): every name.
      const children = relation === 'child' && (field === 'name' || field === 'any') ? childNames(facts) : [];
      if (children.length > 1) return { lines: KNOWN_LINES, slots: { fact: `your kids are called ${spokenList(children)}` }, followUp: RECALL_FOLLOW_UPS.everything };
      // ("names of my children": one of them named before "They have a child.")
      const fact = (field === 'name' || field === 'any' ? newest('person', (f) => either(f.relation) && Boolean(f.name)) : undefined) ?? newest('person', (f) => either(f.relation));
      const slots = { relation };
      // "Their son Dev is four.": a person kept in the member's words answers who they are.
      // ("Their little girl is called Ingrid." names a child that "They have a child." does not.)
      const said = fact?.name || (field !== 'any' && field !== 'name') ? undefined : newest('note', (f) => either(/^person:([^:]+)/.exec(f.slot)?.[1]?.replace(/-/g, ' ') ?? ''));
      // "Their boss is called Joanna and she's lovely": asked after as she, not they.
      if (said) return known(said, RECALL_FOLLOW_UPS[/\b(?:she|she's|her)\b/i.test(said.text) ? 'person-she' : /\b(?:he|he's|him|his)\b/i.test(said.text) ? 'person-he' : 'person']!);
      // "Do I have a sister?" of a member who told of a brother only: no, and the brother.
      const otherSibling = relation === 'sister' ? 'brother' : relation === 'brother' ? 'sister' : undefined;
      // ("Their only brother is called Ravi.": one kept in the member's words answers too.)
      const sibling = !fact && (question.asked || field === 'name') && otherSibling ? (newest('person', (f) => f.relation === otherSibling) ?? newest('note', (f) => f.slot.startsWith(`person:${otherSibling}`))) : undefined;
      if (sibling) return { lines: OTHER_SIBLING_LINES, slots: { fact: clauseOf(sibling, 'you'), asked: relation } };
      // "what's my bf's name?" of a member who told of a husband: the partner they have, by the word they used.
      const partner = !fact && !question.asked && PARTNERS.has(relation) ? newest('person', (f) => PARTNERS.has(f.relation) && Boolean(f.name)) : undefined;
      if (partner) return { lines: OTHER_WORD_LINES, slots: { fact: clauseOf(partner, 'you'), name: partner.name! }, followUp: RECALL_FOLLOW_UPS['person-named'] };
      if (!fact && question.asked) return unknown('person-exists', { asked: question.asked });
      if (!fact) return unknown(field === 'any' ? 'person' : `person-${field}`, slots);
      if (field !== 'any' && !fact[field]) return unknown(`person-${field}`, slots);
      // (Asked of "my sibling" or "my partner", one told of as a sister or a husband is said so.)
      const shown: Fact = field === 'any' ? fact : { type: 'person', relation: KIN[relation] ? fact.relation : relation, ...(fact.name ? { name: fact.name } : {}), ...(field !== 'name' ? { [field]: fact[field] } : {}) };
      return known(shown, fact.name ? RECALL_FOLLOW_UPS['person-named'] : RECALL_FOLLOW_UPS.person);
    }
    case 'pet': {
      const fact = newest('pet', (f) => !question.species || f.species === question.species);
      // "what's my kitty called?" of a member who told of a dog: the pet they have, by its own species.
      const other = !fact && question.species ? newest('pet', (f) => Boolean(f.name)) : undefined;
      if (other) return { lines: OTHER_WORD_LINES, slots: { fact: clauseOf(other, 'you'), name: other.name! }, followUp: RECALL_FOLLOW_UPS['pet-named'] };
      if (!fact) return question.species ? unknown('pet-name', { species: question.species }) : unknown('pet');
      if (!fact.name) return question.species ? unknown('pet-name', { species: fact.species }) : known(fact, RECALL_FOLLOW_UPS.pet);
      // "what pet do I have?" is answered with what it is as well as its name: "your gecko is called Noodle".
      if (!question.species) return { ...known(fact, RECALL_FOLLOW_UPS['pet-named']), slots: { fact: clauseOf(fact, 'you'), name: fact.name } };
      return { lines: KNOWN_NAME_LINES, slots: { value: fact.name, name: fact.name }, followUp: RECALL_FOLLOW_UPS['pet-named'] };
    }
    case 'work': {
      const fact = newest('work') ?? newest('study');
      if (fact) return known(fact, RECALL_FOLLOW_UPS[fact.type]);
      const said = note('work') ?? note('study');
      return said ? known(said, RECALL_FOLLOW_UPS.work) : unknown('work');
    }
    case 'study': {
      const fact = newest('study') ?? note('study');
      return fact ? known(fact, RECALL_FOLLOW_UPS.study) : unknown('study');
    }
    case 'home': {
      const fact = newest('home') ?? note('city');
      return fact ? known(fact, RECALL_FOLLOW_UPS.home) : unknown('home');
    }
    case 'origin': {
      const fact = newest('origin') ?? note('hometown');
      return fact ? known(fact, RECALL_FOLLOW_UPS.origin) : unknown('origin');
    }
    case 'birthday': {
      const fact = newest('birthday');
      return fact ? known(fact, RECALL_FOLLOW_UPS.birthday) : unknown('birthday');
    }
    case 'favourite': {
      const fact = newest('favourite', (f) => f.category === question.category);
      return fact ? known(fact, RECALL_FOLLOW_UPS.favourite) : unknown('favourite', { category: question.category });
    }
    case 'likes': {
      const wanted = question.dislikes ? ['hate', 'dislike'] : ['love', 'like'];
      const likes = facts.filter((fact): fact is Extract<Fact, { type: 'like' }> => fact.type === 'like' && wanted.includes(fact.feeling)).slice(-2);
      if (likes.length === 0) return unknown(question.dislikes ? 'dislikes' : 'likes');
      return { lines: KNOWN_LINES, slots: { fact: likes.map((fact) => clauseOf(fact, 'you')).join(', and ') }, followUp: RECALL_FOLLOW_UPS[question.dislikes ? 'dislikes' : 'likes'] };
    }
    case 'plan':
    case 'plans': {
      const plans = facts.filter((fact): fact is Extract<Fact, { type: 'plan' }> => fact.type === 'plan');
      const words = question.about === 'plan' ? question.words : [];
      const matching = words.length ? plans.filter((plan) => contentWords(plan.event).some((word) => words.includes(word)) || (words.some((word) => TRIP_WORDS.includes(word)) && GOES_SOMEWHERE.test(plan.event))) : plans;
      if (matching.length === 0) {
        return words.length ? unknown('plan', { event: `your ${words.join(' ')}` }) : unknown('plans');
      }
      const day = today(now);
      const upcoming = matching.filter((plan) => daysBetween(day, { day: lastDayOf(plan.date) }) >= 0).sort((x, y) => x.date.day.getTime() - y.date.day.getTime());
      const plan = upcoming[0] ?? matching[matching.length - 1]!;
      const past = daysBetween(day, { day: lastDayOf(plan.date) }) < 0;
      return { lines: KNOWN_LINES, slots: { fact: clauseOf(plan, 'you', { past }) }, followUp: RECALL_FOLLOW_UPS[past ? 'plan-past' : 'plan'] };
    }
    case 'everything': {
      const order: Fact['type'][] = ['name', 'person', 'pet', 'work', 'home', 'study', 'like', 'plan'];
      const chosen = order.flatMap((type) => newest(type) ?? []).slice(0, 3);
      if (chosen.length === 0) return unknown('everything');
      const clauses = chosen.map((fact) => (fact.type === 'person' && fact.name ? clauseOf({ type: 'person', relation: fact.relation, name: fact.name }, 'you') : clauseOf(fact, 'you')));
      const listed = spokenList(clauses);
      return { lines: EVERYTHING_LINES, slots: { fact: listed }, followUp: RECALL_FOLLOW_UPS.everything };
    }
  }
}

/** Fills a line's placeholders; undefined when one has no value. */
function render(line: string, slots: Record<string, string>): string | undefined {
  let missing = false;
  const text = line.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key] ?? (key !== key.toLowerCase() ? slots[key.toLowerCase()] : undefined);
    if (value === undefined) {
      missing = true;
      return '';
    }
    return key === key.toLowerCase() ? value : capitalise(value);
  });
  return missing ? undefined : text;
}

/** The same pick for the same random values and salt; lines Bela just said are skipped while others are left. */
function picker(reading: Reading, random: () => number, salt: number) {
  return (lines: readonly string[], slots: Record<string, string>): string => {
    const rendered = lines.flatMap((line) => render(line, slots) ?? []);
    const fresh = rendered.filter((line) => !reading.recent.includes(line));
    const pool = fresh.length ? fresh : rendered;
    return pool[(Math.floor(random() * pool.length) + salt) % pool.length] ?? '';
  };
}

const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|my|me|mine|myself)\b/i;

/** A question for a fact (what, which, who, where, when, how many), not a yes or no or a request. */
const ASKS_WHAT = /^\s*(?:(?:remind me|tell me|do you (?:remember|know)|can you (?:remind me|tell me))\s+)?(?:what|whats|what's|which|who|whose|where|when|how (?:many|much|old|long|often))\b/i;

const REMEMBERS = /\b(?:remember|recall|know)\b/i;

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
/** "how many kids have I got?" answered by "your kids are called Lena and Mateo": the count said too ("(two of them)"). */
function withCount(question: string, said: string): string {
  const listed = /\bhow many\b/i.test(question) ? /\b(?:called|named|are)\s+((?:\p{Lu}[\p{L}'-]+,\s*)*\p{Lu}[\p{L}'-]+\s+and\s+\p{Lu}[\p{L}'-]+)/u.exec(said)?.[1] : undefined;
  const count = listed ? namesListed(listed).length : 0;
  return count >= 2 && count < COUNT_WORDS.length ? `${said} (${COUNT_WORDS[count]} of them)` : said;
}

/** A memory that names a day of the week: the only ones that can hold a plan. */
const DATED = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/i;

/** The name the member told Bela they go by, from a memory that says it. */
export function toldName(memories: readonly KnownMemory[]): string | undefined {
  const said = memories.filter((memory) => /\bname\b|\bgo by\b/i.test(memory.text)).flatMap((memory) => knownFacts([memory], [], memory.updatedAt).map((known) => known.fact));
  const fact = said.find((candidate) => candidate.type === 'name');
  return fact?.type === 'name' ? fact.name : undefined;
}

/** The member's name: from a memory that says it, or their profile. */
function memberName(memories: readonly KnownMemory[], reading: Reading): string | undefined {
  return toldName(memories) ?? reading.name;
}

/** A pattern's answer that does not name the class of thing the question asks for ("colour", "genre", "car"). */
const missesClassAsked = (question: string, found: Answer | undefined) => Boolean(found) && classesAsked(question).length > 0 && !namesClassAsked(question, Object.values(found!.slots).join(' '));

export interface Recall {
  kind: 'answer' | 'how-did-it-go';
  answer: Answer;
  /** The member's name, from memory or their profile, for a greeting. */
  member?: string;
}

/**
 * What recall makes of this request: an answer to a question about the member, a question about a
 * plan that has just passed (first reply of a conversation, to a greeting), or nothing (the model
 * composes as usual). Computed once a reply; `recallText` then picks the words.
 */
export function recallFor(request: ChatRequest, reading: Reading, now: Date): Recall | undefined {
  if (reading.crisis) return undefined;
  const said = saidIn(request);
  const last = theQuestion(said[said.length - 1]?.text ?? '');
  const question = recallQuestionOf(saidPlainly(last));
  const memories = request.memories ?? [];
  const byMeaning = asksAboutMember(last);
  // What they told, read once and only when a question needs it; within the chat, their own earlier sentences are evidence too.
  let facts: Fact[] | undefined;
  let evidence: KnownMemory[] | undefined;
  const factsKnown = () => (facts ??= knownFacts(memories, said, now).map((known: KnownFact) => known.fact));
  const evidenceKnown = () => (evidence ??= [...knownMemories(memories, said, now), ...saidAsEvidence(said.slice(0, -1), now)]);
  const memberKnown = () => {
    const nameFact = [...factsKnown()].reverse().find((fact) => fact.type === 'name');
    return nameFact?.type === 'name' ? nameFact.name : reading.name;
  };
  const rememberedLines = REMEMBERS.test(last) ? REMEMBERED_LINES : KNOWN_LINES;
  const parts = partsAnswered(last, factsKnown, evidenceKnown, now);
  if (parts) {
    const member = memberKnown();
    return { kind: 'answer', answer: { lines: rememberedLines, slots: { fact: parts.join(', and ') }, followUp: RECALL_FOLLOW_UPS.everything }, ...(member ? { member } : {}) };
  }
  if (question || byMeaning) {
    const member = memberKnown();
    const found = question ? answerOf(question, factsKnown(), now) : undefined;
    const unknown = !found || UNKNOWN.has(found.lines);
    // A question the patterns do not answer is read for its meaning against every memory; not
    // "do I have kids?", whose answer is whether such a memory exists.
    // A question the patterns read is about the member however it is worded ("what is my work, you remember?").
    // ("what colour do I like best?" read as "what do I like?": a memory that names the colour asked for answers it better.)
    if ((unknown || missesClassAsked(last, found)) && !(question?.about === 'person' && question.asked)) {
      const answering = memoriesAnswering(last, evidenceKnown(), strictness(question));
      // (A pattern's answer stands, said as below, unless a memory names the class it missed.)
      if (answering.length > 0 && (unknown || answering.some((memory) => namesClassAsked(last, memory.text)))) {
        return { kind: 'answer', answer: { lines: rememberedLines, slots: { fact: withCount(last, answering.map(saidBack).join(', and ')) }, followUp: RECALL_FOLLOW_UPS.everything }, ...(member ? { member } : {}) };
      }
    }
    // "Do you remember ...?" is answered "Yes — ...", "what's ...?" is not.
    const answer = found && found.lines === KNOWN_LINES && REMEMBERS.test(last) ? { ...found, lines: REMEMBERED_LINES } : found;
    // Memory switched off or everything forgotten, and the chat does not answer: she says she is not using memories.
    const notice = request.memoryNotice;
    if (notice && (byMeaning || question) && (!answer || UNKNOWN.has(answer.lines)) && !reading.afterCrisis) {
      return { kind: 'answer', answer: { lines: notice.memory === 'off' ? MEMORY_OFF_LINES : FORGOTTEN_LINES, slots: {} }, ...(member ? { member } : {}) };
    }
    if (answer) return { kind: 'answer', answer, ...(member ? { member } : {}) };
    // She knows them, and nothing she knows answers: she says so plainly, not that she knows nothing.
    const knowsThem = memories.length > 0 || said.length > 1;
    if (byMeaning && knowsThem && !reading.afterCrisis && ASKS_WHAT.test(last) && FIRST_PERSON.test(last)) return { kind: 'answer', answer: { lines: NOT_YET_LINES, slots: {} }, ...(member ? { member } : {}) };
    return undefined;
  }
  // Back in a new conversation with a greeting: a plan that passed in the last week. Only memories
  // that name a day are read (a member may have hundreds).
  if (!reading.firstTurn || !reading.greeting || reading.question || reading.feeling || reading.goodbye || memories.length === 0) return undefined;
  const day = today(now);
  const passed = memories
    .filter((memory) => DATED.test(memory.text))
    .flatMap((memory) => knownFacts([memory], [], now).map((known) => known.fact))
    .filter((fact): fact is Extract<Fact, { type: 'plan' }> => fact.type === 'plan')
    .map((plan) => ({ plan, ago: -daysBetween(day, { day: lastDayOf(plan.date) }) }))
    .filter(({ ago }) => ago >= 1 && ago <= 7)
    .sort((x, y) => x.ago - y.ago)[0];
  if (!passed) return undefined;
  const member = memberName(memories, reading);
  const { plan, ago } = passed;
  const event = `${plan.owned ? 'your' : 'the'} ${plan.event}`;
  const when = plan.date.span ? `last ${plan.date.span}` : ago === 1 ? 'yesterday' : `on ${weekdayWord(plan.date)}`;
  return { kind: 'how-did-it-go', answer: { lines: HOW_DID_IT_GO, slots: { event, when } }, ...(member ? { member } : {}) };
}

/**
 * "who's my partner + what's our kid called?", "Where do I work, and what's my dog called?": a
 * question of several parts, each a question of the member's own that a memory answers on its own.
 * Each part's answer, when every part has one and no two are the same; otherwise none (the whole
 * question is read as one).
 */
function partsAnswered(question: string, facts: () => Fact[], evidence: () => KnownMemory[], now: Date): string[] | undefined {
  const parts = partsOf(question);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const answers: string[] = [];
  for (const part of parts) {
    const asked = recallQuestionOf(part);
    const found = asked ? answerOf(asked, facts(), now) : undefined;
    if (found && !UNKNOWN.has(found.lines) && found.slots['fact']) answers.push(found.slots['fact']);
    else if (!asked && asksAboutMember(part)) {
      const answering = memoriesAnswering(part, evidence(), {});
      if (answering.length === 0) return undefined;
      answers.push(answering.map(saidBack).join(', and '));
    } else return undefined;
  }
  return new Set(answers).size === answers.length ? answers : undefined;
}

/** The reply's words for a recall, at most `maxTokens` words. */
export function recallText(recall: Recall, reading: Reading, random: () => number, salt: number, maxTokens: number): { text: string; truncated: boolean } {
  const pick = picker(reading, random, salt);
  const memberSlots: Record<string, string> = recall.member ? { member: recall.member } : {};
  const parts: string[] = [];
  if (recall.kind === 'how-did-it-go') {
    parts.push(pick(RETURN_HELLOS, memberSlots), pick(recall.answer.lines, recall.answer.slots));
  } else {
    if (reading.firstTurn) parts.push(pick(reading.known ? RECALL_HELLOS : FIRST_RECALL_HELLOS, memberSlots));
    const answer = pick(recall.answer.lines, recall.answer.slots);
    parts.push(answer);
    if (recall.answer.followUp && !answer.endsWith('?')) parts.push(pick(recall.answer.followUp, recall.answer.slots));
  }
  const words = parts.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  const limit = Math.max(1, Math.floor(maxTokens));
  // The answer comes before the follow-up: drop the follow-up first when the reply must be short.
  if (words.length > limit && parts.length > 1) {
    const shorter = parts.slice(0, -1).join(' ').split(/\s+/);
    if (shorter.length <= limit) return { text: shorter.join(' '), truncated: false };
  }
  return { text: words.slice(0, limit).join(' '), truncated: words.length > limit };
}
