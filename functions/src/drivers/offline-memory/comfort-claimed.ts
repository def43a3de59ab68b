/**
 * A comfort claimed of a dish, in passing: a verb of mending or carrying the member ("fixes",
 * "sorts me out", "gets me through", "keeps me going", "cheers me up", "repairs") said of them, of
 * everything or of a bad time, and the dish the claim points to. That dish is the one after "is"
 * ("the only thing that fixes me is a bowl of canjica"), or the nearest one the member ate, made or
 * had before the claim ("made kimchi jjigae at 11pm b/c it's the only thing that fixes a bad day",
 * "a wee slice of clootie dumpling: that's what gets me through a dreich week", "jollof rice at
 * mum's, nothing fixes me like it", "I eat Maultaschen ... It repairs everything").
 *
 * Not read: a question, a hypothetical, sarcasm, and a dish someone else has between it and the
 * claim ("my sister eats pho, it fixes her"). Whose recipe it is ("my mother's recipe") is no
 * one else's dish.
 */
import { nlp } from '../lazy-nlp';
import { dishNamedIn, isFoodWord, mayNameDish, SERVED_ON_WORDS } from './food-words';
import { LOW_MOMENT_WORDS } from './vocabulary';

/** A verb of mending that names the member itself ("gets me through"), or one said of them, of everything or of a bad time ("fixes a bad day"). */
const MENDS_ME = String.raw`(?:gets?\s+me\s+through|keeps?\s+me\s+going|cheers?\s+me\s+up|picks?\s+me\s+up|perks?\s+me\s+up|sorts?\s+me\s+out)`;
const MENDING = String.raw`(?:fix(?:es)?|sorts?|repairs?|restores?|heals?|cures?|comforts?|soothes?|mends?)`;
const WHAT_IT_MENDS = String.raw`(?:me|everything|anything|it\s+all|my\s+(?:mood|soul|day|week|evening)|(?:a|any|the|every|one\s+of\s+those)\s+(?:[\p{L}-]+\s+)?(?:day|days|week|weeks|night|nights|shift|shifts|mood|evening|evenings))`;
/** Who claims it: "the only thing that", "that's what", "nothing (else)", "it always", or the dish itself ("a mug of cocoa gets me through"). */
const CLAIMER = String.raw`(?:(?:always|really|honestly|just)\s+|the\s+only\s+thing\s+(?:that\s+)?|(?:that|it|this)(?:'s|\s+is)\s+what\s+|(?:thats|its)\s+what\s+|what\s+(?:always|really|actually)\s+|nothing\s+(?:else\s+)?|(?:it|that|which|this)\s+(?:always\s+|really\s+|just\s+|honestly\s+)?)`;
const CLAIM = new RegExp(String.raw`\b(${CLAIMER}?)(?:${MENDS_ME}(?:\s+${WHAT_IT_MENDS})?|${MENDING}\s+${WHAT_IT_MENDS})\b`, 'iu');
/** "A big bowl of ramen is what I want whenever I'm feeling low", "ramen is my go to when im sad": the dish they reach for at a low moment, said before it. */
const WANTED_WHEN_LOW = new RegExp(String.raw`\b(?:is|are|'s)\s+(?:exactly\s+|always\s+|just\s+|all\s+)?(?:what\s+(?:i|we)\s+(?:always\s+|usually\s+|really\s+|just\s+)?(?:want|need|crave|eat|have|make|cook|reach for|go for|turn to|order)|my\s+(?:absolute\s+|ultimate\s+|total\s+)?(?:go[- ]?to|fave|favourite|favorite|cure|fix|medicine|thing|fallback|default))\s+(?:food\s+|meal\s+|dish\s+)?(?:when|whenever|after|on|if)\b[^.!?]*?\b(?:${LOW_MOMENT_WORDS})\b`, 'iu');
/** "When I've had a rough day, a bowl of ramen is what I reach for": the low moment said first, then the dish they reach for. */
const LOW_THEN_WANTED = new RegExp(String.raw`\b(?:when|whenever|after|on|if)\b[^.!?]*?\b(?:${LOW_MOMENT_WORDS})\b[^.!?,]*,\s*([^.!?]+?)\s+(?:is|are|'s)\s+(?:exactly\s+|always\s+|just\s+|all\s+)?(?:what\s+(?:i|we)\s+(?:want|need|crave|eat|have|make|cook|reach for|go for|turn to|order)|my\s+(?:go[- ]?to|cure|fix|medicine))\b`, 'iu');
/** "For me the best food when I am sad is ramen": the best food at a low moment, stated after it. */
const BEST_WHEN_LOW_IS = new RegExp(String.raw`\b(?:the\s+)?(?:best|only|perfect|ultimate)\s+(?:food|thing|meal|dish|cure|medicine)\s+(?:for\s+me\s+)?(?:when|whenever|if|after|on)\b[^.!?]*?\b(?:${LOW_MOMENT_WORDS})\b[^.!?]*?\s(?:is|are|=)\s+([^.!?]+)`, 'iu');
/** "My go-to when I'm sad is a bowl of ramen": their go-to in a low moment, named after it. */
const MY_GO_TO_WHEN_LOW_IS = new RegExp(String.raw`\bmy\s+(?:go[- ]?to|comfort|fix|cure|medicine)(?:\s+(?:food|meal|dish|thing|order|snack))?\s+(?:when|whenever|if|after|on)\b[^.!?]*?\b(?:${LOW_MOMENT_WORDS})\b[^.!?]*?\s(?:is|are|=)\s+([^.!?]+)`, 'iu');
/** "When work is awful the only cure is tonkotsu ramen": the low moment first, then what alone mends it. */
const LOW_THEN_ONLY_CURE = new RegExp(String.raw`\b(?:when|whenever|after|on|if)\b[^.!?]*?\b(?:${LOW_MOMENT_WORDS})\b[^.!?]*?\b(?:the\s+)?(?:only|best|one|surest)\s+(?:cure|fix|remedy|answer|medicine|thing\s+that\s+(?:helps|works|fixes\s+(?:it|me)|sorts\s+me\s+out))\s+(?:is|=)\s+([^.!?]+)`, 'iu');
/** "Ramen is the answer to every bad day", "pho is my cure for everything": a dish said to mend, as its subject. */
const DISH_MENDS = /^(?:honestly\s+|tbh\s+)?(?:(?:a|an|some|the)\s+)?((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)\s+(?:is|are)\s+(?:always\s+)?(?:the|my)\s+(?:answer|cure|fix|remedy|antidote|medicine)\s+(?:to|for)\s+(?:everything|(?:every|a|any|all|my)\s+(?:[\p{L}-]+\s+)?(?:day|days|week|weeks|mood|moods|shift|shifts|problem|problems))\b/iu;
/** "what I always do when I'm wiped out: a pot pie": what the member does at a low moment, then the dish. */
const WHAT_I_DO_WHEN_LOW = new RegExp(String.raw`\bwhat\s+i\s+(?:always\s+|usually\s+)?(?:do|eat|make|have|cook)\s+(?:when|whenever|after)\s+[^:—–]{0,30}?\b(?:${LOW_MOMENT_WORDS})\b[^:—–]{0,20}?[:—–]\s*([^.!?]+)`, 'iu');
/** "always pho when stressed", "always a fry-up after a rough week": the dish they always have at a low moment, as a note. */
const ALWAYS_WHEN_LOW = new RegExp(String.raw`\balways\s+(?:(?:a|an|some)\s+)?((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)\s+(?:when|whenever|after|if|on)\s+(?:i'm\s+|im\s+|i\s+am\s+|i\s+feel\s+|feeling\s+|a\s+)?(?:[\p{L}-]+\s+)?(?:${LOW_MOMENT_WORDS})\b`, 'iu');
/** A dish said first, then to have long been what the member turns to: ", been my go to since I was a kid". */
const GONE_TO = /,\s*(?:it's\s+|its\s+|that's\s+|thats\s+)?(?:been|always been|is|has been|has always been)\s+my\s+go[- ]?to\b(?!\s+(?:place|spot|person|guy|girl|song|band|show|film|movie|book|drink|coffee|tea|pub|bar|shop|route))/iu;
/** A dish stated after the claim: "... is a bowl of canjica with cinnamon". */
// (An occasion may come between: "... that sorts me out after a double shift is ...".)
const STATED_AFTER = /^\s*(?:(?:after|when|whenever|on|in|at|during|if)\b[^,.!?]{0,30}?\s+)?(?:is|was|=|:)\s+(.+)$/iu;
/** A dish eaten, made, had: "I eat Maultaschen with onions", "made kimchi jjigae at 11pm", "sunday = jollof rice at mum's". */
const EATEN = new RegExp(String.raw`(?:\b(?:eat|eats|ate|eating|have|having|had|make|makes|made|making|cook|cooks|cooked|cooking|order|ordered|get|grab|grabbed)|=)\s+(?:(?:a|an|some|the|my|our|me|myself)\s+)?(?:(?:wee|little|big|huge|proper|hot|warm|good)\s+)?(?:(?:bowl|plate|slice|piece|portion|pot|mug|cup|tub|helping)\s+of\s+)?((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+(?:\s+on\s+(?:${SERVED_ON_WORDS}))?)(?=\s+(?:with|from|at|in|on|for|when|after|before|b\/c|because|cos|coz|and|while|every|late|tonight|today|again)\b|\s*[,.;:!?—–-]|$)`, 'giu');
/** A serving of a dish: "a wee slice of clootie dumpling", "a bowl of canjica". */
const SERVED = /\b(?:bowl|plate|slice|piece|portion|pot|mug|cup|tub|helping)\s+of\s+((?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+)(?=\s+(?:with|from|at|in|on|for|when|after|and|,)\b|\s*[,.;:!?—–-]|$)/giu;
/** What makes the claim not the member's own, or not meant. */
/** "Bad day? Ramen.": a question of one to three words, answered by the member in the next words. */
export const ANSWERED_AT_ONCE = /(^|[.!?]\s+)((?:\p{L}+\s+){0,2}\p{L}+)\?\s+(?=\p{L}[^?]*?(?:[.!]|$))/gu;
const NOT_MEANT = /\b(?:if|would|wish|someday|one day)\b|\?|🙄|\byeah,? right\b|\bsaid no one\b|\/s\b/iu;
/** Someone else's doings between the dish and the claim. */
const SOMEONE_ELSES = /\b(?:he|she|they|his|her|their|your|you)\b|\bmy\s+(?:[\p{L}-]+\s+)?(?:son|daughter|sister|brother|mum|mom|dad|mother|father|wife|husband|partner|friend|cousin|neighbour|neighbor|colleague|boss|kid|kids)\b(?!'s\s+(?:recipe|cooking|way))/iu;

/** Words that name no dish, though they may follow "made" or "had" ("had a rough day", "made it home"). */
const NOT_A_DISH = /^(?:it|that|this|one|some|time|sure|do|a|an|the|day|days|week|night|shift|home|plans|fun|breakfast|lunch|dinner|tea|supper|food|something|anything)$/i;

/** A dish, not a person: "had Jorge over" names no food. */
const isDish = (dish: string) => !NOT_A_DISH.test(dish) && mayNameDish(dish) && !nlp(dish).has('#Person');

/** What a sentence says was eaten, made or served, in its order, dish or not ("had Jorge over"). */
const eatenIn = (sentence: string) =>
  [...sentence.matchAll(EATEN), ...sentence.matchAll(SERVED)].map((match) => ({ dish: match[1]!.trim(), at: match.index! })).sort((a, b) => a.at - b.at);

/** The dish before the claim: the first of the nearest sentence that names one ("clootie dumpling, ... with a cup of tea" is the dumpling), or none; only the claim's own sentence when the dish is its subject. */
function dishBefore(text: string, ownSentenceOnly: boolean): string | undefined {
  const sentences = text.split(/(?<=[.!?])\s+/u).map((sentence) => sentence.trim()).filter(Boolean);
  for (const sentence of sentences.reverse().slice(0, ownSentenceOnly ? 1 : undefined)) {
    // ("had Jorge over for a beer": a sentence whose verb of eating names no dish names none by its other words.)
    const eaten = eatenIn(sentence);
    const dish = eaten.length > 0 ? eaten.find(({ dish: said }) => isDish(said))?.dish : dishNamedIn(sentence, sentence.length);
    if (dish) return dish;
  }
  return undefined;
}

/** The dish stated after the claim: its serving's dish, or the phrase up to a break. */
function dishStated(text: string): string | undefined {
  // ("cheese on toast": a dish served on a bread is one dish.)
  const onBread = new RegExp(String.raw`^(?:(?:a|an|some|the|my|our)\s+)?((?:[\p{L}'-]+\s+){0,2}?([\p{L}'-]+)\s+on\s+(?:${SERVED_ON_WORDS}))\b`, 'iu').exec(text.trim());
  if (onBread && isDish(onBread[2]!)) return onBread[1];
  const served = [...text.matchAll(SERVED)][0]?.[1];
  if (served && isDish(served)) return served.trim();
  const phrase = /^(?:(?:a|an|some|the|my|our)\s+)?((?:[\p{L}'-]+\s+){0,3}?[\p{L}'-]+)(?=\s+(?:with|from|at|in|on|and|made|the way)\b|\s*[,.;:!?—–-]|$)/iu.exec(text.trim())?.[1];
  return phrase && isDish(phrase) ? phrase : undefined;
}

/** The sentence kept: a dish's first word in lower case when it is a food word written with a capital only because it began a sentence ("Ramen is ...", "Cheese toasties, can't beat 'em"). */
export const comfortFoodSaid = (dish: string) => `My comfort food is ${dish.replace(/^\p{Lu}\p{Ll}+/u, (first) => (isFoodWord(first.toLowerCase()) ? first.toLowerCase() : first))}.`;

/** "My comfort food is <dish>." when the message claims a dish comforts the member, or nothing. */
export function comfortClaimed(message: string): string | undefined {
  // ("Bad day? Ramen. Breakup? Ramen.": a question the member answers at once asks Bela nothing.)
  const text = message.replace(/\s+/g, ' ').replace(/[‘’]/g, "'").replace(ANSWERED_AT_ONCE, '$1$2: ');
  // "tonight I'm doing what I always do when I'm wiped out: a homemade chicken pot pie (... if I had to)": an "if" after the dish is its own.
  const done = WHAT_I_DO_WHEN_LOW.exec(text);
  const meant = done && !NOT_MEANT.test(text.slice(0, done.index + done[0].length - done[1]!.length).split(/[.;—–]\s/).pop()!);
  // (The phrase as said, "chicken pot pie", unless it is a serving of one: "a big dish of mac and cheese" is mac and cheese.)
  const doneStated = meant ? dishStated(done[1]!) : undefined;
  const doneDish = !meant ? undefined : doneStated && !/\bof\b/i.test(doneStated) ? doneStated : (dishNamedIn(done[1]!.split(/[(,;.!?]/)[0]!) ?? doneStated);
  if (doneDish) return comfortFoodSaid(doneDish.replace(/^(?:(?:a|an|some|my)\s+)?(?:homemade\s+|home-made\s+)?/i, ''));
  if (NOT_MEANT.test(text)) return undefined;
  const mends = text.split(/(?<=[.!?])\s+/u).map((sentence) => DISH_MENDS.exec(sentence)).find(Boolean);
  if (mends && isDish(mends[1]!)) return comfortFoodSaid(mends[1]!);
  const best = BEST_WHEN_LOW_IS.exec(text) ?? LOW_THEN_ONLY_CURE.exec(text) ?? MY_GO_TO_WHEN_LOW_IS.exec(text);
  const bestDish = best ? dishStated(best[1]!) : undefined;
  if (bestDish) return comfortFoodSaid(bestDish);
  const lowFirst = LOW_THEN_WANTED.exec(text);
  const reachedFor = lowFirst ? dishBefore(lowFirst[1]!, true) : undefined;
  if (reachedFor) return comfortFoodSaid(reachedFor);
  const wanted = WANTED_WHEN_LOW.exec(text);
  if (wanted) {
    const dish = dishBefore(text.slice(0, wanted.index), true);
    if (dish) return comfortFoodSaid(dish);
  }
  // "pho tonight. always pho when stressed".
  const always = ALWAYS_WHEN_LOW.exec(text);
  if (always && isDish(always[1]!)) return comfortFoodSaid(always[1]!);
  // "nothing beats a meat pie from the bakery on a cold day, been my go to since I was a nipper".
  const goTo = GONE_TO.exec(text);
  const goneTo = goTo ? dishBefore(text.slice(0, goTo.index), true) : undefined;
  if (goneTo) return comfortFoodSaid(goneTo);
  const claim = CLAIM.exec(text);
  if (!claim) return undefined;
  // "nothing fixes me like a bowl of pho" names the dish after "like": read by the favourites' patterns (UNBEATEN), not here.
  const after = text.slice(claim.index + claim[0].length);
  if (/^\s+(?:quite\s+)?like\s+(?!(?:it|them|'em|em|that|this|those)\b)/i.test(after)) return undefined;
  const stated = /^the\s+only\s+thing/i.test(claim[0]) ? STATED_AFTER.exec(after) : null;
  if (stated) {
    const dish = dishStated(stated[1]!);
    return dish ? comfortFoodSaid(dish) : undefined;
  }
  const before = text.slice(0, claim.index);
  const dish = dishBefore(before, !claim[1]);
  if (!dish) return undefined;
  // Nothing of someone else's between the dish and the claim (a recipe of their mother's is theirs to eat).
  const between = before.slice(before.lastIndexOf(dish) + dish.length);
  if (SOMEONE_ELSES.test(between.replace(/\bmy\s+[\p{L}-]+(?:\s+[\p{L}-]+)?'s\s+(?:recipe|cooking|way)\b/giu, ''))) return undefined;
  return comfortFoodSaid(dish);
}
