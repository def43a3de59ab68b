/**
 * An allergy told by its reaction, in passing: the ingredient a dish had in it, or the food that
 * "sets me off", in a sentence where the member reacts ("my throat goes itchy", "I swell up", "I'm
 * allergic", "epipen"). "had to send back a smoothie bc it had kiwi in it and my throat goes itchy",
 * "I had to ask if the rice had shrimp in it because I'm allergic", "the doctor has confirmed it:
 * it's hazelnuts that set me off".
 *
 * Not read: a question, a hypothetical, and a reaction of someone else's ("my son swells up if
 * his cereal has nuts in it"). The ingredient must be a food (food-words.ts).
 */
import { isFoodWord } from './food-words';
import { kindsOf } from '../offline-persona/by-meaning/meaning';

/** The member reacting: "my throat goes itchy", "I swell up", "I'm allergic", "my epipen", "I get hives". */
const REACTS = /\b(?:(?:i|i'd)\s+(?:end|ended)\s+up\s+in\s+(?:a&e|the\s+er|er|hospital|the\s+hospital)|(?:could|can|will|would)\s+(?:land|put|send)\s+me\s+in\s+(?:a&e|the\s+er|er|hospital|the\s+hospital)|(?:i'm|im|i am|i get|i got|i'm so|i'm super|i'm really)\s+(?:\p{L}+\s+)?(?:allergic|hives|a rash|itchy|wheezy)|my\s+(?:throat|lips|mouth|tongue|face|skin|eyes)\s+(?:goes|go|went|gets|got|swells?|swelled|itch(?:es)?|tingles?|closes?)|i\s+(?:swell|swelled|swole|blow|blew|puff|puffed)\s+up|(?:my\s+)?epi-?pen|anaphyla\w*|(?:sets?|set)\s+me\s+off|(?:gives?|gave)\s+me\s+(?:hives|a\s+rash|welts|a\s+reaction)|(?:\bi\s+(?:always\s+|usually\s+|just\s+|still\s+)?|(?:^|[,.;!]\s*))(?:come|came|break|broke)\s+out\s+in\s+(?:hives|a\s+rash|welts|blotches))\b/iu;
/** The ingredient a dish had in it: "it had kiwi in it", "the rice had shrimp in it", "anything with nuts in it". */
const IN_IT = /\b(?:had|has|have|contained|contains|with)\s+(?:any\s+|some\s+|a\s+bit\s+of\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+in\s+(?:it|them)\b/iu;
/** What sets them off: "it's hazelnuts that set me off", "shellfish sets me off". */
const SETS_OFF = /\b(?:it's|its|it is)\s+(?:the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+that\s+(?:sets?|set)\s+me\s+off\b|(?:^|[,.;:!]\s*)([\p{L}-]+)\s+(?:always\s+)?sets?\s+me\s+off\b/iu;
/** "I come out in hives from kiwi fruit", "broke out in a rash after eating mango": the food the reaction comes from. */
const BREAKS_OUT_FROM = /(?:\bi\s+(?:always\s+|usually\s+|just\s+|still\s+)?|(?:^|[,.;!]\s*))(?:come|came|break|broke)\s+out\s+in\s+(?:hives|a\s+rash|welts|blotches)\s+(?:from|after|off|with)\s+(?:any\s+|eating\s+|even\s+a\s+bit\s+of\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;
/** "anything with peanuts could land me in hospital", "prawns could put me in A&E": what would send them there. */
const SENDS_TO_HOSPITAL = /(?:^|[,.;:!]\s*|\b(?:anything|something|food|stuff)\s+with\s+(?:even\s+a\s+trace\s+of\s+|any\s+)?)([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:could|can|will|would)\s+(?:land|put|send)\s+me\s+in\b/iu;
/** "since my EpiPen is for shellfish", "I carry an EpiPen for sesame": what the pen is for. */
const PEN_FOR = /(?<!\b(?:his|her|their|your|[\p{L}]+'s)\s+)\bepi-?pens?\s+(?:is\s+|are\s+)?(?:for|because of)\s+(?:my\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;
/** "my throat closes up if I eat kiwi", "... whenever I have prawns": the food whose eating brings it on. */
const WHEN_EATEN = /\b(?:if|when|whenever|after|every\s+time)\s+i\s+(?:eat|have|touch|take|try)\s+(?:any\s+|even\s+a\s+bit\s+of\s+|a\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;
/** "amoxicillin gives me hives": what gives it, said first. */
const GIVES_IT = /(?:^|[,.;:!]\s*)([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:always\s+)?(?:gives?|gave)\s+me\s+(?:hives|a\s+rash|welts|a\s+reaction)\b/iu;
/** "peanuts and me do not mix": a food they cannot have, said with a reaction beside it. */
const DONT_MIX = /\b([\p{L}-]+)\s+and\s+(?:me|i)\s+(?:do not|don't|dont|really don't|just don't)\s+mix\b/iu;
/** "Can't do peanuts, they make my throat close up": a food they cannot have, with a reaction beside it. */
const CANT_HAVE = /\b(?:can't|cant|cannot|can not|couldn't)\s+(?:do|have|eat|touch|go near)\s+(?:any\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)\b/iu;
/** "they make my throat close up": "they" is the food doing it, not another person. */
const FOOD_DOES_IT = /\b(?:they|it)\s+(?:make|makes|made|give|gives|gave|send|sends|sent)\s+(?=my\s|me\s)/giu;
/** Someone else reacting, imagining, asking, or no reaction ("luckily I'm not allergic"). */
const NOT_THEIRS = /\b(?:(?:not|never|no longer|isn't|don't|doesn't|didn't|wasn't)\s+(?:\p{L}+\s+)?(?:allergic|react\w*|itchy|swell)|if\s+i\s+(?:ever|were|was|had)|would|wish|he|she|his|her|he's|she's|they|their|they're)\b|\?/iu;

/** A phrase whose last word is a food ("tiger prawns", "kiwi"), or none. */
function foodPhrase(phrase: string | undefined): string | undefined {
  const words = phrase?.trim().split(/\s+/) ?? [];
  const last = words[words.length - 1];
  if (!last) return undefined;
  // (A medicine too: "amoxicillin gives me hives".)
  const food = isFoodWord(last) || (/s$/i.test(last) && isFoodWord(last.replace(/e?s$/i, ''))) || kindsOf(last.toLowerCase()).has('drug');
  if (!food) return words.length > 1 ? foodPhrase(words.slice(1).join(' ')) : undefined;
  return words.join(' ').toLowerCase();
}

/** A food or a medicine, or a substance or a material that gives them a reaction ("Latex gives me hives"). */
function allergenPhrase(phrase: string | undefined): string | undefined {
  const last = phrase?.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (!last) return undefined;
  const kinds = kindsOf(last);
  return foodPhrase(phrase) ?? (kinds.has('substance') || kinds.has('material') || kinds.has('animal') ? phrase!.trim().toLowerCase() : undefined);
}

/** "I'm allergic to <food>." when a sentence of the message tells an allergy by the member's reaction, or nothing. */
export function allergyByReaction(message: string): string | undefined {
  // (Each sentence, and each part between semicolons: "... my EpiPen is for shellfish; my colleague Bryce and his gluten thing" are two.)
  for (const sentence of message.replace(/[‘’]/g, "'").split(/(?<=[.!?;])\s+/u)) {
    if (!REACTS.test(sentence) || NOT_THEIRS.test(sentence.replace(FOOD_DOES_IT, ''))) continue;
    const setsOff = SETS_OFF.exec(sentence);
    const food = foodPhrase(IN_IT.exec(sentence)?.[1]) ?? foodPhrase(BREAKS_OUT_FROM.exec(sentence)?.[1]) ?? foodPhrase(PEN_FOR.exec(sentence)?.[1]) ?? foodPhrase(setsOff?.[1] ?? setsOff?.[2]) ?? foodPhrase(DONT_MIX.exec(sentence)?.[1]) ?? foodPhrase(CANT_HAVE.exec(sentence)?.[1]) ?? foodPhrase(WHEN_EATEN.exec(sentence)?.[1]) ?? foodPhrase(SENDS_TO_HOSPITAL.exec(sentence)?.[1]) ?? allergenPhrase(GIVES_IT.exec(sentence)?.[1]);
    if (food) return `I'm allergic to ${food}.`;
  }
  return undefined;
}
