/**
 * A member's question as it asks, without what is said around it: "tired. what am i allergic to
 * again", "ok random q, do u remember where im based rn", "Kindly recall the name of my sibling that
 * I shared earlier", "What is the name of my pet? I mentioned it to you.", "Oi, what's me job
 * again?", "wht's my siblngs name, did i tell u". The chatter before the question, the checks on
 * Bela after it ("did I tell you", "reckon you'd know"), dialect's "me" for "my" and a typo in a word
 * a question about the member turns on go; what remains is read as before (recall.ts,
 * recall-meaning.ts). Found in the paraphrase pairs' development half (bench/understanding).
 */
import { KIN_WORDS, RELATIONS, SPECIES } from '../../offline-memory/vocabulary';
import { kindsOf } from './meaning';
import { withApostrophes } from '../text-helpers';

/** The words a question about the member turns on, which a typo must not hide ("siblngs", "prtners", "instrumnet"). */
const KEY_WORDS: readonly string[] = (
  'sibling siblings brother brothers sister sisters partner partners husband wife boyfriend girlfriend children daughter daughters ' +
  'instrument instruments allergic allergy allergies favourite favorite comfort occupation profession wedding married remember ' +
  'called name names remind living where what which'
).split(' ');
const IS_KEY_WORD = new Set(KEY_WORDS);

/** Damerau–Levenshtein distance of at most one: a letter missing, added, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word WordNet does not know that is one edit from a key word is that word. */
const spelled = (said: string) => {
  const [word, owned = ''] = /^(.*?)('s)?$/u.exec(said)!.slice(1);
  const lower = word!.toLowerCase();
  if (lower === 'wht' || lower === 'wot' || lower === 'whst' || lower === 'waht') return `what${owned}`;
  if (lower === 'wrok' || lower === 'wokr' || lower === 'wrk') return `work${owned}`;
  if (lower === 'whr' || lower === 'wher') return `where${owned}`;
  // (Four letters and fewer are left alone: "that" is one letter from "what".)
  if (lower.length < 5 || IS_KEY_WORD.has(lower) || kindsOf(lower).size > 1) return said;
  const key = KEY_WORDS.find((candidate) => oneEditApart(lower, candidate));
  return key ? `${key}${owned}` : said;
};

/** Checks on Bela said after (or inside) the question: they ask nothing more. */
const CHECKS =
  /[\s,.;!-]*\b(?:(?:do|did|can|could|would)\s+(?:you|u|ya)\s+(?:still\s+|even\s+|actually\s+)?(?:know|kno|remember|recall|recollect)(?:\s+(?:it|that|this|them|the (?:city|name|names|answer)))?|as (?:you|u) understand it|your (?:move|turn|go)|over to (?:you|u)|i (?:forgor|forgot|forget)|(?:would|wouldn't) (?:you|u) say|(?:do|d') ?(?:you|u|ya) reckon|names? please(?: haha| lol)?|testing (?:you|u)(?: lol| haha)?|i dare (?:you|u)|i (?:was |have |already )?(?:say|said|tell|telled) (?:you|u)(?: (?:before|already|earlier))?(?:,? i think)?|i (?:think i )?(?:mentioned|told|telled|said|shared)(?: it| this| that)?(?: (?:to|with))?(?: (?:you|u|ya|ye))?(?: (?:before|earlier|already|last time|some days back|in (?:an|our|a|the) (?:earlier|previous|other|last) (?:chat|conversation)))?|did i (?:tell|mention)(?: it)?(?: to)? (?:you|u|ye)|(?:i )?reckon (?:you|u)'?d know|tell me once|just testing (?:you|u)|let'?s see if (?:you|u) remember|going by what i told (?:you|u)|from our earlier (?:chat|conversation)|that i (?:shared|mentioned) earlier|can (?:you|u) recall|did (?:you|u) keep that in (?:memory|mind)|according to (?:you|u|your (?:notes|memory|records))|(?:you|u) (?:know|remember|recall) (?:it|that|this)|as far as (?:you|u) know|(?:lol\s+)?(?:you|u) know this|if (?:you|u) (?:remember|recall|still know)|you remember(?: na| right)?|do (?:you|u) remember|(?:you|u) know)\b[\s.!?]*(?=[,.;!?]|$)/giu;

/**
 * A question asked as a wish to know, or as a statement checked after it: "I would like to know if
 * you remember my occupation", "I wonder whether you recall ...", "you remember my work right?",
 * "Can you say where I live?": asked as "do you remember ...", as the readers expect.
 */
const ASKED_INDIRECTLY: readonly [RegExp, string][] = [
  [/\b(?:i'?d|i would|i wanna|i want to|i wanted to|i'm curious to|im curious to)\s+(?:like\s+to\s+|love\s+to\s+)?(?:know|check|see|ask|learn|find out)\s+(?:if|whether)\s+(?:you|u)\s+(?:still\s+|can\s+|could\s+)?(remember|recall|recollect|know)\b/giu, 'do you $1'],
  [/\bi\s+wonder(?:ed)?\s+(?:if|whether)\s+(?:you|u)\s+(?:still\s+|can\s+|could\s+)?(remember|recall|know)\b/giu, 'do you $1'],
  [/^\s*(?:you|u)\s+(?:still\s+)?(remember|recall|know)\s+([^?]+?)[\s,]+(?:right|yeah|yes|innit|no|yh|ya)\s*\?/iu, 'do you $1 $2?'],
  [/\b(can|could)\s+(?:you|u)\s+say\b/giu, '$1 you tell me'],
  // "Do you know which month the wedding is?", "do u remember whos getting married n when": the question inside.
  [/(?:\b(?:do|did|can|could)\s+|^\s*|,\s*)(?:you|u)\s+(?:still\s+|even\s+|really\s+|actually\s+)?(?:know|remember|recall|recollect)\s+(?=(?:what|what's|which|who|who's|whos|whose|where|when|how)\b)/iu, ''],
  [/\b(who's|whos|who is|whose\s+wedding\s+(?:it\s+)?is|which month)\b([^?]*?)\s+(?:n|and|&)\s+when\b/iu, '$1$2, and when'],
  // "my roommate ... asked what my comfort food is": the question someone else asked of the member's own.
  [/^.*?\b(?:asked(?:\s+me)?|asks(?:\s+me)?|wants?\s+to\s+know|wanted\s+to\s+know|wondering|asking)\s+(?=(?:what|where|who|which)\s+(?:my|our|i)\b)/iu, ''],
  // "the wedding thing right? who and when": who is getting married, and when.
  [/^[^.!?]*\bwedding\b[^.!?]*[.!?]+\s*(?:right\s*\?\s*)?who\s+(?:and|n|&)\s+when\b/iu, "who's getting married, and when"],
];

/** What a terse question ("Dog's name?", "Kids' names?") may be about: the member's own people, pets, work, home and likes. */
const TERSE_TOPIC = /\b(?:kids?'?|children|child|sons?|daughters?|spouse|partner|husband|wife|boyfriend|girlfriend|fianc[ée]e?|siblings?|brothers?|sisters?|dog|cat|pet|pets|job|occupation|city|allerg(?:y|ies)|instrument|comfort food|favou?rite food)(?:'s|s')?(?:\s+(?:names?|situation))?$/u;

/** One of the member's people, pets or facts spoken of with an article before the question ("I mentioned a sibling"). */
const LEAD_TOPIC = new RegExp(String.raw`\b(?:a|an|the)\s+(?:[\p{L}'-]+\s+)?(siblings?|kids|children|(?:${KIN_WORDS})s?|allergy|allergies|job|work|career|profession|trade|occupation|instrument|pet|pets|town|city|home|food|dish|wedding|name)\b`, 'iu');

/** A lead that says the member told Bela of what follows: "I told you about my career at some point". */
const TOLD_ABOUT = /\b(?:told|tell|mentioned|mention|brought up|said|talked about|spoke of|gave|on record|on file|noted|kept)\b/i;

/** The same, ending the phrase: "my dog", "my little sister", not "my friend doesn't". */
const LEAD_TOPIC_LAST = new RegExp(`(?:${LEAD_TOPIC.source})(?:'?s?'?\\s+names?)?$`, 'iu');

/** Said before a question to lead into it: "kindly", "pop quiz:", "ok random q,". */
const LEAD_WORDS = /^\s*(?:kindly|please|pls|plz|pop quiz|test time|quick one|quick q|random q|ok random q|sorry to ask again|abeg|oi|go on then|yo|hey|ok so|okay so)\b[\s,:;!.-]*/iu;

/** Where a question starts after something else was said. */
const QUESTION_START = /(?:[.!?:;—–,]|\p{Extended_Pictographic}|\s-\s|\bbut\b|\bso\b)\s*(?=(?:what|what's|whats|which|who|who's|whos|whose|where|where's|wheres|when|how|do|does|did|am|have|can|could|remind|tell me|name|recall|remember|any idea)\b)/iu;
const STARTS_AS_QUESTION = /^\s*(?:what|what's|whats|which|who|who's|whos|whose|where|where's|wheres|when|how|do|does|did|am|is|are|was|were|have|has|can|could|would|remind|tell me|name|recall|remember|any idea|bet|guess\s+(?:who|what|where|which))\b/iu;

/**
 * Bela named as the one asked, and a greeting to her before the question: "bela what am i allergic
 * to again", "Hola Bela, you remember ...", "Good morning, Bela. ...", "Bela how are you, you
 * remember ...", "..., Bela?": the question alone remains.
 */
const TO_BELA = [
  /^\s*(?:(?:hi|hey|hello|hola|hiya|yo|oi|ok|okay|so|story|awright|alright|morning|good (?:morning|afternoon|evening))\s*(?:o\s+)?,?\s*)?bela\b(?:\s*,?\s*how are (?:you|u)(?: doing)?)?(?:\s*[!?]+)?[\s,!.:;-]*/iu,
  /,\s*bela\s*,/giu,
  /,\s*bela\s*(?=[?.!]*\s*$)/iu,
];
const withoutBelaNamed = (text: string) => TO_BELA.reduce((said, pattern) => said.replace(pattern, (match) => (match.startsWith(',') && match.endsWith(',') ? ' ' : '')), text);

export function theQuestion(said: string): string {
  let text = withoutBelaNamed(withApostrophes(said)).replace(/[\p{L}']+/gu, spelled);
  // Texting's numbers for words: "allergic 2", "4 a living".
  text = text.replace(/\b(allergic|go|talk|married|engaged|listen|moved|move|used)\s+2\b/giu, '$1 to').replace(/\b4\s+(?=(?:a living|work|a job|money|a crust)\b)/giu, 'for ');
  // "what's me job", "me kids": dialect's "me" for "my" before what is theirs.
  text = text.replace(/\b(?:me|ma)\s+(?=(?:job|kids|weans|bairns|wife|husband|partner|fella|missus|brother|sister|sibling|dog|cat|pet|name|house|home|instrument|allergy|favourite|wee)\b)/giu, 'my ');
  // Scots and Irish: "can ye mind the names o' ma weans?" ("mind" is remember, "o'" of).
  text = text.replace(/\b(?:can|do|d'|dae)\s*(?:ye|youse|you|u)\s+(?:mind|ken)\b/giu, 'do you remember').replace(/\bo'(?=\s)/giu, 'of');
  // "boyfriend of me, name?": a learner's "my boyfriend's name?".
  text = text
    .replace(/\b([\p{L}'-]+)\s+of\s+me\b/giu, (whole, who: string) => (RELATIONS[who.toLowerCase()] || SPECIES[who.toLowerCase()] ? `my ${who}` : whole))
    .replace(/(^|[.:!]\s*)(my|our)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s*,\s*names?\s*\?/giu, "$1what is $2 $3's name?");
  // A learner's order: "you can say me?", "you can tell me?": can you tell me.
  text = text.replace(/\b(?:you|u)\s+(?:can|could)\s+(?:say|tell)\s+(?:me|to me)\b/giu, 'can you tell me');
  // "brother's name, test", "Sis's name, you got it?", "Hubby's name? Bet you ...": a terse ask for one of theirs' name.
  text = text.replace(new RegExp(String.raw`^\s*(?:my\s+|the\s+)?(${KIN_WORDS}|pet|sib)(?:'s|s)\s+names?\b[^?]*\??`, 'iu'), "what is my $1's name?");
  // "dog? name?", "sister - name?", "siblings, names?": one of theirs said first, then a bare ask for the name.
  text = text.replace(new RegExp(String.raw`^\s*(?:my\s+|the\s+)?(${KIN_WORDS}|pet|sib)(s?)\s*(?:\?+|[,:]|\s[-–—])\s*(names?)\s*\?*\s*$`, 'iu'), (_whole, who: string, plural: string, name: string) =>
    plural ? `what are my ${who}s' names?` : name.toLowerCase() === 'names' ? `what are my ${who}'s names?` : `what is my ${who}'s name?`);
  // "Occupation — do you know mine?", "I feel like we talked about comfort food once — what's mine?": the topic said, then "mine".
  const mine = new RegExp(String.raw`\b(?:the\s+|my\s+)?(occupation|job|work|career|comfort food|allergy|allergies|instrument|pet|town|city|home|(?:${KIN_WORDS}))\b[^?]*?(?:[—–:,-]|\.)\s*(?:(?:do|did|can|would)\s+(?:you|u)\s+(?:know|remember|recall)|what(?:'s|\s+is))\s+mine\b`, 'iu').exec(text);
  if (mine) return `what is my ${mine[1]!.toLowerCase()}?`;
  const before = text;
  for (const [pattern, plainly] of ASKED_INDIRECTLY) text = text.replace(pattern, plainly);
  // ("do u remember what my kids r called": asked, though the mark was never typed.)
  if (text !== before && !/\?/.test(text)) text = `${text.replace(/[\s.!]+$/, '')}?`;
  // (A check said after the question takes its question mark with it: the question keeps one.)
  const unchecked = text.replace(CHECKS, '').trim();
  const asked = unchecked ? (/\?/.test(text) && !/\?\s*$/.test(unchecked) ? `${unchecked.replace(/[\s,.;!-]+$/, '')}?` : unchecked) : text;
  text = asked.replace(LEAD_WORDS, '');
  // "pop quiz: my occupation. go": a quiz put to Bela asks, with or without its mark.
  if (text !== asked && !/\?\s*$/.test(text) && /^\s*(?:pop quiz|test time|quick one|quick q|random q|ok random q)\b/i.test(asked)) text = `${text.replace(/(?:[.!,\s]+go)?[.!\s]*$/i, '')}?`;
  if (!STARTS_AS_QUESTION.test(text)) {
    const start = QUESTION_START.exec(text);
    // "My dog, what is her name?": one of theirs named before the question is what it asks about, and stays with it.
    // ("I told you I play an instrument — which one?": what they said they do is the topic too.)
    // ("Cat knocked my tea over. Remember her name?": one of theirs said first without "my", as phones drop it, is theirs.)
    const lead = start
      ? text
          .slice(0, start.index)
          .replace(/^\s*i\s+(?:told|mentioned to|said to)\s+(?:you|u)\s+(?:that\s+)?/i, '')
          .replace(new RegExp(String.raw`^\s*(?:the\s+)?(?=(?:${KIN_WORDS})(?:'s)?\s)`, 'iu'), 'my ')
      : '';
    // "I told you where I moved. Where was it?": what they told is the question.
    if (start && /^\s*(?:where|what|which|who|whose|when)\s+(?:i|my|we|our)\b/i.test(lead) && lead !== text.slice(0, start.index)) return `${lead.trim().replace(/[.!,;:]+$/, '')}?`;
    // ("In a prior conversation I mentioned a sibling. Could you tell me their name?": one of theirs spoken of as "a sibling" is theirs too.)
    const spokenOf = LEAD_TOPIC.exec(lead);
    // ("ah, I play one instrument, I told you. Which one is it?": what they do, however the lead opens; not "my friend doesn't believe ...".)
    const doing = /\bi\s+(?:play|do|work|live|have|am|study)\b[^.!?]*/i.exec(lead)?.[0];
    // (The one named last before the question: "My mum asked about my sibling — what's their name?".)
    const phrases = [...lead.matchAll(/\b((?:my|our)\s+[\p{L}'-]+)(\s+[\p{L}'-]+)?/giu)].reverse();
    // (One of theirs named alone before the question, or told about: "My dog, what ...", "I told you about my career — what ...";
    // not the subject of a clause of its own: "my friend doesnt believe you remember stuff. what town ...".)
    // (A question that points back with "his", "her", "its" or "their" is about the one the lead spoke of: "My husband's snoring. Do you know his name?".)
    const pointsBack = /\b(?:his|her|its|their|them|he|she|they)\b/i.test(text.slice(start?.index ?? 0));
    const ownedAlone = (words: string) => pointsBack || TOLD_ABOUT.test(text.slice(0, start!.index)) || lead.trim().replace(/[\s.,;:!?—–-]+$/u, '').toLowerCase().endsWith(words.toLowerCase());
    // ("... my cat, or was it my mum? What is its name?": "its" is an animal's.)
    const animal = (words: string) => Boolean(SPECIES[words.replace(/^(?:my|our)\s+/i, '').toLowerCase()]) || /\bpets?$/i.test(words);
    const candidates = phrases.flatMap((phrase) => [phrase[0], phrase[1]!].map((words) => words.replace(/'s$/i, ''))).filter((words) => LEAD_TOPIC_LAST.test(words.replace(/^(?:my|our)/i, 'the')) && ownedAlone(words));
    const owned = (/\bits\b/i.test(text.slice(start?.index ?? 0)) ? candidates.find(animal) : undefined) ?? candidates[0];
    // "my go to when im down, what is it": a question of "it" alone asks what the lead said of theirs.
    const itAlone = start ? /^\s*(what|who|where|when)(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:it|that|this|they|those)(?:\s+again)?\s*\?*\s*$/i.exec(text.slice(start.index + start[0].length)) : null;
    if (itAlone && /^\s*(?:my|our)\s/i.test(lead)) return `${itAlone[1]!.toLowerCase()} is ${lead.trim().replace(/[.!,;:]+$/, '')}?`;
    // "my fiancée thinks you've forgotten her name already. have you?": a bare tag after it, and what comes before is the question.
    if (start && /^\s*(?:have|do|did|can|could|will|would|are|were)\s+(?:you|u|ya|i)\s*\?+\s*$/i.test(text.slice(start.index + start[0].length))) return `${lead.trim().replace(/[.!,;:]+$/, '')}?`;
    const topic = start ? (doing?.trim() ?? owned ?? (spokenOf ? `my ${spokenOf[1]}` : undefined)) : undefined;
    if (start) text = `${text.slice(start.index + start[0].length)}${topic ? ` (${topic})` : ''}`;
  }
  // "Dog's name?", "Kids' names?", "Spouse?": a terse question of a few words, with no one named, asks about the member's own.
  const terse = /^\s*(?:and\s+)?(?:the\s+|ur\s+)?((?:[\p{L}'-]+\s+){0,3}[\p{L}'-]+)\s*\?+\s*$/u.exec(text);
  const thing = terse?.[1]!.toLowerCase();
  if (thing && TERSE_TOPIC.test(thing) && !/\b(?:my|your|you|u|i|me|we|our|it|this|that|he|she|they|what|who|where|which|how|when|why|is|are|do|does|did)\b/i.test(thing)) {
    return `what ${/\bnames$/.test(thing) ? 'are' : 'is'} my ${thing.replace(/\s*\bsituation$/, '')}?`;
  }
  return text.trim() || asked;
}

/** A question's idioms said plainly: "for a living" and "line of work" as work (not where they live, nor a coastline), "big day" and "getting hitched" as a wedding. */
export const saidPlainly = (question: string) =>
  question
    .replace(/\bfor a living\b/gi, 'for work')
    .replace(/\b(?:line of work|line of business)\b/gi, 'work')
    // "what's my gig", "my hustle": their work ("the gig on Friday" is a concert).
    .replace(/\bmy\s+(?:gig|hustle|day job)\b/gi, 'my job')
    // "what do I do?", "what I do when I clock in": asked of the member alone, what they do is their work.
    .replace(/\bwhat\s+(?:is\s+it\s+(?:that\s+)?)?(?:do\s+)?i\s+(?:actually\s+|really\s+|even\s+)?do\b(?:\s+(?:when i clock in|all day|at work|for a crust|to earn (?:a|my) (?:living|crust)|day to day))?(?=\s*(?:[?.!,]|$|\((?:my|our)\b))/gi, 'what do I do for work')
    .replace(/\bbig day\b/gi, 'wedding')
    // "who is marry soon?": a learner's "is getting married".
    .replace(/\b(is|are)\s+(?:getting\s+)?marry\b/gi, '$1 getting married')
    // "what name my dog have?", "by what name does my dog go?": a learner's and a formal "what is my dog called?".
    .replace(/\b(?:by\s+)?what\s+name\s+(?:does\s+|do\s+)?(my|our)\s+([\p{L}'-]+)\s+(?:have|has|go(?:es)?(?:\s+by)?)\b/giu, 'what is $1 $2 called')
    // "my wife's good name": Indian English's "good name" is the name.
    .replace(/\bgood\s+name\b/gi, 'name')
    // "my instrument of choice", "my offspring": what they play, their children.
    .replace(/\b(instrument|food|dish|tipple)\s+of\s+choice\b/gi, '$1')
    .replace(/\boffspring\b/gi, 'children')
    // "what my kids r called": texting's "r" for "are".
    .replace(/(?<=\p{L}\s)r(?=\s+(?:called|named)\b)/giu, 'are')
    // "what it is I play", "what is it that I do": what they play, what they do.
    .replace(/\bwhat\s+(?:it\s+is|is\s+it)\s+(?:that\s+)?(i|we)\s+(?!do\b)/giu, 'what do $1 ')
    // "(you remember) what my brother is called?", "asked what my comfort food is (before I lose it)": the question's own order.
    .replace(/\bwhat\s+(my|our)\s+([\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+(is|are)\s+(called|named)\b/giu, 'what $3 $1 $2 $4')
    .replace(/\bwhat\s+(my|our)\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s+(is|are|was|were)\b/giu, 'what $3 $1 $2')
    // "Which instrument's mine?": what is my instrument.
    .replace(/\b(?:which|what)\s+([\p{L}]+)(?:'s|\s+is)\s+mine\b/giu, 'what is my $1')
    // "my go to when im down": their comfort food; "the little furball", "my fur baby": their pet.
    .replace(/\bmy\s+go[- ]?to\s+(?:food\s+|meal\s+|dish\s+)?(?:when|whenever|if)\b[^?,.]*/giu, 'my comfort food')
    .replace(/\b(?:the|my|our)\s+(?:little\s+)?(?:furball|fur ?baby|fluffball|furry friend|floof)\b/giu, 'my pet')
    // "What's the doggo's name?", "the dog's name": one of their own animals.
    .replace(new RegExp(String.raw`\bthe\s+(${Object.keys(SPECIES).join('|')})(?:'s|s)?\s+name\b`, 'giu'), "my $1's name")
    // "my sib", "my sibs": a brother or sister.
    .replace(/\bsib(s?)\b/gi, 'sibling$1')
    // "what do I call my sister?": her name.
    .replace(/\bwhat\s+do\s+(?:i|we)\s+call\s+(my|our)\s+([\p{L}' -]+?)(?=\s*(?:[?.!,]|$))/giu, 'what is $1 $2 called')
    // "which neck of the woods am I in?", "where's my patch?": where they live.
    .replace(/\b(?:which|what)\s+(?:neck of the woods|part of the world)\s+(?:am|do)\s+(?:i|we)(?:\s+(?:in|live in|living in))?\b/gi, 'where do I live')
    .replace(/\bwhere(?:'s| is)\s+my\s+(?:patch|stomping ground|manor|turf)\b/gi, 'where do I live')
    .replace(/\b(?:getting hitched|tying the knot|getting wed)\b/gi, 'getting married')
    .replace(/\bhang (?:my|our) hats?\b/gi, 'live')
    // "what do I crave when I'm sad": what they eat then.
    .replace(/\bcrave\b/gi, 'eat')
    // "where "here" is for me": where they live.
    .replace(/\bwhere\s+["“']?here["”']?\s+is\s+for\s+(?:me|us)\b/gi, 'where I live')
    // "how is called my pet?": a learner's order for "what is my pet called?".
    .replace(/\bhow\s+(?:is|are)\s+(?:it\s+)?called\s+(my\s+[\p{L}' -]+?)(?=\s*(?:[?.!,]|$))/giu, 'what is $1 called')
    // "what food makes me react badly": what they are allergic to.
    .replace(/\bwhat\s+(?:food\s+|foods\s+)?(?:makes|make|gives|give)\s+me\s+(?:react(?:\s+badly)?|a reaction|ill|sick|hives|itchy|swell(?:\s+up)?)\b/gi, 'what am I allergic to')
    // "the wedding thing", "that allergy thing": the thing itself.
    .replace(/\b(the|that|my)\s+(wedding|allergy|job|work|pet|instrument|food)\s+thing\b/gi, '$1 $2')
    // "who's the person I'm dating", "the other half": their partner.
    .replace(/\b(?:the\s+(?:person|guy|girl|man|woman|one)|who)\s+(?:i'?m|i am|im)\s+(?:dating|seeing|going out with|with|married to|engaged to)\b/gi, 'my partner')
    .replace(/\bthe\s+(?:other|better)\s+half\b/gi, 'my partner')
    // "what can't I have in a fry-up": what they cannot eat.
    .replace(/\bcan'?t\s+i\s+(?:have|touch|go near)\b/gi, "can't I eat")
    // "what I like to eat when I am tired from marking": their comfort food.
    .replace(/\bwhat\s+(?:do\s+)?i\s+(?:like\s+to\s+|want\s+to\s+|tend\s+to\s+|usually\s+|always\s+)?(?:eat|have|cook|make|order)\s+when\s+i(?:'m|\s+am|\s+feel|\s+get|m)?\s+(?:\p{L}+\s+)?(?:tired|sad|down|low|stressed|weary|blue|upset|rough|homesick|anxious|ill|sick|fed up)\b[^?]*/giu, 'what is my comfort food')
    .replace(/\b(?:9|nine)\s*(?:to|-|til|till)\s*(?:5|five)\b/gi, 'job');

/** Where a question of several parts breaks: "+", "&", ", and what ...", "; who ...", "? " before another. */
const ASKING_NEXT = String.raw`(?=(?:what|what's|whats|who|who's|whose|where|when|when's|which|how)\b)`;
const PART_BREAK = new RegExp(String.raw`\s*(?:\s\+\s|\s&\s|,?\s+and\s+${ASKING_NEXT}|[,;]\s*${ASKING_NEXT}|\s[–—-]\s+${ASKING_NEXT}|\?\s+(?=\S))\s*`, 'iu');

/** The parts of a question of several ("who's my partner + what's our kid called?"): each its own question; one part for a question of one. */
export const partsOf = (question: string): string[] => question.split(PART_BREAK).map((part) => part.trim()).filter((part) => part.length > 2);
