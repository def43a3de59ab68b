/**
 * A favourite named without its kind, which the words before it give: "I adore cheese, I'm French
 * so of course, my favourite is Comté", "we tried every pastry in Lisbon and my fave was the pastel
 * de nata". Said plainly with the kind ("My favourite cheese is Comté.") for the clause readers.
 */
import { nlp } from '../lazy-nlp';
import { IMAGINED_OR_ASKED } from './in-passing-guards';

const FAVOURITE_ALONE = /\bmy\s+(?:absolute\s+|all[- ]time\s+|personal\s+)?(?:favou?rite|fave|fav)(?:\s+one)?\s+(?:is|was|has to be|=|would be|will always be)\s+((?:the\s+)?[\p{L}'-]+(?:\s+(?!with\b|and\b|but\b|because\b|though\b)[\p{L}'-]+){0,3})/iu;

export function favouriteOfWhatCameBefore(message: string): string | undefined {
  const alone = FAVOURITE_ALONE.exec(message);
  if (!alone || IMAGINED_OR_ASKED.test(message)) return undefined;
  // The last thing named before it, in the plural or not: "the cheese" → "cheese", "pastries" → "pastry".
  const named = nlp(message.slice(0, alone.index)).match('#Noun').not('#Pronoun').not('#Person').not('#Place').not('#Demonym').not('#Value').not('#Date').last();
  const said = (named.text('normal') as string).split(/\s+/).pop() ?? '';
  // ("pastries" → "pastry": compromise's singular of the word as a noun.)
  const kind = said && (nlp(said).nouns().toSingular().text('normal') as string);
  if (!kind || kind.length < 3) return undefined;
  return `My favourite ${kind} is ${alone[1]!.replace(/^the\s+/i, '')}.`;
}
