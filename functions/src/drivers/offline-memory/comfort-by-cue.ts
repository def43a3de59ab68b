/**
 * A comfort food told in words no comfort pattern lists (comfort-claimed.ts, said-in-passing.ts): one sentence of the
 * member's that says comfort in any of its usual words ("comfort", "cheers me up", "my go-to", "when I'm down",
 * "after a long day", "homesick", "a hug in a bowl", "nothing a bowl of pho can't fix") and names one dish, read
 * the way a person does, by what the sentence is about rather than by its order: "nothing a bowl of pho can't fix
 * honestly, that's my go-to when I'm down", "it's my comfort dish when I'm tired", "whenever i'm stressed i bake
 * banana bread and eat half of it warm".
 *
 * Not read: a question, a wish or an "if", a sentence that refuses or dislikes ("never understood why people find
 * it comforting"), one that speaks of someone else's eating, and a sentence with two dishes (which one is unsaid).
 */
import { dishNamedIn, foodNamedIn } from './food-words';
import { LOW_MOMENT_WORDS } from './vocabulary';
import { unknownWord } from './wordnet-words';
import { escapedForRegExp } from './words';

const LOW = String.raw`(?:${LOW_MOMENT_WORDS})`;
const COMFORT_CUE = new RegExp(
  [
    String.raw`\bcomfort(?:ing|s)?\b`,
    String.raw`\b(?:cheers?|picks?|perks?)\s+me\s+up\b`,
    String.raw`\bmakes?\s+me\s+(?:feel\s+)?(?:better|happy|happier|human)\b`,
    String.raw`\bmy\s+(?:ultimate\s+|absolute\s+|usual\s+)?go[- ]?to\b`,
    String.raw`\b(?:when|whenever|if|every\s+time)\s+(?:i'?m|im|i\s+am|i\s+feel|i'?m\s+feeling|im\s+feeling|feeling|i\s+get|i've\s+had|ive\s+had|i\s+have\s+had)\s+(?:(?:a|so|really|super|a\s+bit|kinda)\s+)?${LOW}\b`,
    String.raw`\b(?:after|on)\s+(?:a|an|one\s+of\s+those)\s+(?:[\p{L}-]+\s+)?${LOW}\s+(?:day|week|night|shift)s?\b`,
    String.raw`\bhug\s+in\s+a\s+(?:bowl|mug|plate|cup)\b`,
    String.raw`\bsoul\s+food\b`,
    String.raw`\b(?:can'?t|cannot|won'?t)\s+(?:fix|cure|sort)\b`,
    String.raw`\bhomesick\b`,
    String.raw`\bpick[- ]me[- ]up\b`,
  ].join('|'),
  'iu',
);
/** A refusal or a dislike, a wish, or a doubt: the sentence tells no comfort of theirs. */
const NOT_THEIR_COMFORT = /\b(?:hate|hated|loathe|never|not|no\s+longer|used\s+to|gross|disgusting|if|would|wish|someday|one\s+day|maybe|might|needs?\s+(?:a|to\s+find)|says|said|told\s+me|thinks)\b|(?<!can)n't\b|\?/iu;
/** Someone else eating, making or loving it. */
const OTHERS_COMFORT = /\b(?:he|she|they|his|her|their|your|you|people|everyone)\s+(?:\p{L}+\s+)?(?:eats?|makes?|cooks?|loves?|likes?|finds?|swears?)\b|\b(?!(?:it|that|what|there|here|one|who|he|she)'s)\p{L}+'s\s+(?:[\p{L}-]+\s+)?(?:comfort|go[- ]?to)\b/iu;

/** "My ultimate comfort meal? ...": a label of comfort, no verb in it, asked and answered at once. */
const LABEL_ASKED = /(\bmy\s+(?:[\p{L}-]+\s+){0,2}?(?:comfort|go[- ]?to)(?:\s+[\p{L}-]+){0,2})\?\s+(?=\p{L})/giu;
/** A sentence that opens by pointing back at what was just named: "it's what I eat ...", "that's my go-to". */
const POINTS_BACK = /^(?:and\s+)?(?:it|that|this|which)(?:'s|\s+is|\s+was)\b/i;
/** A dish WordNet does not know, named as what they make or eat ("make shakshuka tonight"). */
function madeOrEaten(sentence: string): string | undefined {
  // ("a recipe for dal": what a recipe is for is a dish, whatever WordNet makes of the word.)
  const recipe = /\brecipe\s+for\s+(?:a\s+|an\s+|some\s+|good\s+|proper\s+)?((?:\p{L}[\p{L}-]*\s+)?\p{L}[\p{L}-]{2,})(?=\s*[?.!,]|\s*$)/iu.exec(sentence);
  if (recipe) return recipe[1]!.toLowerCase();
  const made = /\b(?:eat|eating|make|making|cook|cooking|order|ordering|bake|baking|have|having|crave|craving)\s+(?:a\s+|an\s+|some\s+|my\s+|homemade\s+)?(\p{L}[\p{L}-]{3,})\b/iu.exec(sentence);
  return made && unknownWord(made[1]!) ? made[1]!.toLowerCase() : undefined;
}

/** The dish of one sentence of the member's that says comfort and names one dish, or nothing. */
export function comfortByCue(message: string): string | undefined {
  // ("My ultimate comfort meal? Mashed potatoes with loads of butter": a label asked and answered at once is one sentence.)
  const sentences = message.replace(/\s+/g, ' ').replace(LABEL_ASKED, '$1: ').split(/(?<=[.!?…])\s+/u);
  for (const [at, sentence] of sentences.entries()) {
    const cue = COMFORT_CUE.exec(sentence);
    if (!cue || NOT_THEIR_COMFORT.test(sentence) || OTHERS_COMFORT.test(sentence)) continue;
    // ("a recipe for dal? it's what i eat when im homesick": "it" is the dish of the sentence before.)
    const before = POINTS_BACK.test(sentence) ? sentences[at - 1] : undefined;
    const dish = dishNamedIn(sentence, cue.index) ?? madeOrEaten(sentence) ?? (before ? (dishNamedIn(before) ?? madeOrEaten(before)) : undefined);
    if (!dish) continue;
    // (Two dishes apart in one sentence: which one comforts is not said.)
    // (What the dish is served with is part of it: "mashed potatoes with loads of butter".)
    const rest = sentence.replace(new RegExp(String.raw`${escapedForRegExp(dish)}(?:\s+(?:with|on|and|n|&|in|plus|topped\s+with)\s+[^,.;!?]{1,40})?`, 'u'), ' ');
    if (foodNamedIn(rest) && dishNamedIn(rest)) continue;
    return dish;
  }
  return undefined;
}
