/**
 * Does the member's message ask Bela for a photo? ("send me a pic", "can I see you?", "what are you
 * up to? show me", "selfie?"). Read clause by clause, a clause asks when it is a request to show,
 * send or share a photo (or to see her), and not the member's own offer or story ("I'll send you a
 * picture", "I sent my mum a pic", "want to see?"), nor a negation ("don't send me pictures").
 * Scored on asking-corpus.ts (asking.test.ts prints the figures).
 */

/** Photo nouns, and their common misspellings one letter apart (a swapped pair, a dropped letter). */
const PHOTO_WORDS = ['pic', 'pics', 'pix', 'picture', 'pictures', 'photo', 'photos', 'photograph', 'selfie', 'selfies', 'image', 'images', 'snap', 'snaps', 'snapshot', 'shot'];

/** True when `word` is `target` with two neighbouring letters swapped or one letter dropped (long words only). */
function nearly(word: string, target: string): boolean {
  if (target.length < 6 || Math.abs(word.length - target.length) > 1) return false;
  if (word.length === target.length) {
    const diff = [...word].flatMap((ch, k) => (ch === target[k] ? [] : [k]));
    return diff.length === 2 && diff[1] === diff[0]! + 1 && word[diff[0]!] === target[diff[1]!] && word[diff[1]!] === target[diff[0]!];
  }
  if (word.length === target.length - 1) for (let k = 0; k < target.length; k += 1) if (target.slice(0, k) + target.slice(k + 1) === word) return true;
  return false;
}

const isPhotoWord = (word: string) => PHOTO_WORDS.includes(word) || PHOTO_WORDS.some((target) => nearly(word, target));

/** Words that make the clause the member's own doing or offer, before the request verb. */
const FIRST_PERSON = /\b(i|i'll|ill|i'm|im|i've|ive|i'd|we|we'll|we're|let me|lemme|my|he|she|they|you|u)\b/;
const NEGATION = /\b(don't|dont|do not|never|no|stop|not|without)\b/;
/** Objects of "see" that mean her, or a photo of her. */
const HER = '(you|u|yourself|ya|your face|what you look like|where you are|it|this|that|them)';

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\bpl[sz]e?\b|\bplease\b/g, 'please')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One clause: a sentence, or a part after a comma or an ellipsis. */
const clausesOf = (text: string) => text.split(/[.!?;,\n]+|\.\.\.|\/\//).map((clause) => clause.trim()).filter(Boolean);

function clauseAsks(clause: string): boolean {
  const words = clause.match(/[a-z']+/g) ?? [];
  if (!words.length) return false;
  // "selfie?", "pics please", "pic pls": a photo noun on its own (or with please/another/more/a).
  if (words.length <= 3 && words.some(isPhotoWord) && words.every((word) => isPhotoWord(word) || ['please', 'another', 'more', 'a', 'one', 'new', 'some', 'any'].includes(word))) return true;

  // Ask to see her: "can I see you", "may I see a picture of you", "let me see", "lemme see u".
  if (/\b(can|could|may) i (see|have|get)\b/.test(clause)) {
    const rest = clause.replace(/^.*?\b(can|could|may) i (see|have|get)\b/, '').trim();
    if (!rest || new RegExp(`^${HER}\\b`).test(rest) || rest.split(' ').slice(0, 3).some(isPhotoWord)) return true;
  }
  if (/^(oh |ok |okay |well |so )*(let me|lemme) see\b/.test(clause)) {
    const rest = clause.replace(/^.*?\b(let me|lemme) see\b/, '').trim();
    if (!rest || new RegExp(`^${HER}\\b`).test(rest) || /^(a|the|your|some)\b/.test(rest)) return true;
  }
  if (/\blet'?s see (this|that|it|the|your|a)\b/.test(clause)) return true;

  // "I want to see you", "I wanna see what you look like", "dying to see this", "would love to see a picture".
  const wantSee = clause.match(new RegExp(`\\b(want to|wanna|would love to|'d love to|love to|dying to|need to) see ${HER}\\b`));
  if (wantSee && !/\b(do|would|did|if) (you|u)\b/.test(clause) && !NEGATION.test(clause.slice(0, wantSee.index))) return true;
  const loveSeePhoto = clause.match(/\b(love to|like to|want to|wanna) see (a|an|some|your|another|more)\b(.*)$/);
  if (loveSeePhoto && (loveSeePhoto[3] ?? '').split(' ').slice(0, 4).some(isPhotoWord) && !/\b(do|would|did) (you|u)\b/.test(clause)) return true;

  // "show me", "show me where you are", "show me your outfit", not "show me how to ...".
  const show = clause.match(/\bshow (me|us)\b(.*)$/);
  if (show && !NEGATION.test(clause.slice(0, show.index)) && !FIRST_PERSON.test(clause.slice(0, show.index).replace(/\bcan (you|u)\b|\bcould (you|u)\b|\bwould (you|u)\b|\bwill (you|u)\b/g, ''))) {
    const rest = (show[2] ?? '').trim();
    if (!rest || /^(it|that|this|them|you|u|yourself|what|where|your|a|an|the|some|one|another|more|pic|pics)\b/.test(rest)) {
      if (!/^(how|why|some (kindness|love|respect|mercy))\b/.test(rest) && !/^(your|a|the|some) (way|kindness|love)\b/.test(rest)) return true;
    }
  }

  // Request verbs with a photo noun: "send me a pic", "share the photo", "drop a pic", "take a selfie for me".
  const verb = clause.match(/\b(send|sending|show|share|give|drop|post|take|snap|get)\b/);
  if (verb) {
    const before = clause.slice(0, verb.index);
    const after = clause.slice((verb.index ?? 0) + verb[0].length).trim().split(' ').slice(0, 5);
    const namesPhoto = after.some(isPhotoWord);
    const ownDoing = FIRST_PERSON.test(before.replace(/\b(can|could|would|will|won't) (you|u)\b/g, '').replace(/\bcan i\b|\bcould i\b|\bmay i\b/g, ''));
    const takeForMe = verb[1] !== 'take' || /\bfor me\b/.test(clause);
    const getAsk = verb[1] !== 'get' || /\b(can|could|may) i get\b/.test(clause);
    if (namesPhoto && !ownDoing && takeForMe && getAsk && !NEGATION.test(before)) return true;
  }

  // "any pics from your trip?", "got any new pics?", "took any pictures of it?", "do you have any photos of yourself?"
  if (/\b(any|got)\b/.test(clause) && words.some(isPhotoWord) && !/^(i|we|my)\b/.test(clause) && !NEGATION.test(clause)) {
    const at = words.findIndex((word) => word === 'any' || word === 'got');
    if (words.slice(at + 1, at + 4).some(isPhotoWord)) return true;
  }

  // "a photo of you at the beach would be nice", "pic of you?"
  if (/\b(pic|pics|picture|pictures|photo|photos|selfie|selfies) of (you|u|yourself)\b/.test(clause) && !FIRST_PERSON.test(clause.replace(/\b(of|can|could) (you|u|yourself)\b/g, '').replace(/\bwould love\b|\bi'd love\b|\bi would love\b/g, 'want'))) return true;
  if (/\b(would love|i'd love|i would love|i want|i need) (a|an|some|another|one|more)\b/.test(clause) && words.some(isPhotoWord) && !NEGATION.test(clause)) return true;
  return false;
}

/** Whether the member's message asks Bela for a photo. */
export function asksForPhoto(text: string): boolean {
  return clausesOf(normalise(text)).some(clauseAsks);
}
