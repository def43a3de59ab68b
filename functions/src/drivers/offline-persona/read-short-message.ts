/**
 * Reads a message that is only a short reaction or a scrap ("ok", "idk", "really?", "test", a stray
 * "Enter", "asdfgh", "..."). Each pattern must match the whole normalised message, so a longer
 * message is never mistaken for one of these.
 */
import type { ShortKind } from './reading';
import { wordsOf } from './text-helpers';

const WHOLE: [ShortKind, RegExp][] = [
  ['ping', /^ (test|testing|test test|testing testing|test \d+|testing \d+|test message|are (you|u) there|(you|u) there|r u there|any ?(one|body) there|is any ?(one|body) there|hello any ?(one|body) there|can (you|u) hear me|is this working|does this (thing )?work|are (you|u) (working|awake|online)|(you|u) awake) $/],
  ['doubt', /^ (really|seriously|srsly|are (you|u) sure|(you|u) sure|for real|fr|is that true|no way|oh really|really though|truly|is it|are (you|u)|do (you|u)|did (you|u)|(really )?(do )?(you|u) think so) $/],
  ['clarify', /^ (why|why not|how come|how so|what do (you|u) mean|what does that mean|what|huh|wdym|come again|sorry what|pardon|explain|meaning) $/],
  ['opinion', /^ (what do (you|u) think|what would (you|u) do|(your|ur|any) thoughts|thoughts|what do (you|u) think about (it|that|this)|whats your (take|opinion)|your (take|opinion)) $/],
  ['yes', /^ (yes|yeah|yea|yep|yup|ya|yas|sure|ok|okay|okey|okk|k|kk|alright|all right|right|true|fine|cool|nice|neat|sounds good|got it|i see|mhm|exactly|indeed|me too|same|same here|agreed|of course|definitely|totally|absolutely|for sure|yes please|fair|fair enough|makes sense|ok cool|ok then|okay then|ok sure|yeah sure|sure thing|go on|go ahead|why not|please|yes bela|ok bela|okay bela)( then)? $/],
  ['no', /^ (no|nope|nah|naw|not really|no thanks|no thank you|not yet|never|not at all|no bela|nope nope|whatever|meh) $/],
  ['sorry', /^ (sorry|im sorry|so sorry|sorry bela|my bad|oops|oopsie|whoops|sorry about that|apologies|my apologies) $/],
  ['sigh', /^ (ugh+|argh+|urgh+|sigh|ffs|smh|blah|oof|bleh) $/],
  ['unsure', /^ (idk|i dont know|dont know|dunno|i dunno|maybe|perhaps|hm+|not sure|im not sure|no idea|i have no idea|who knows|i guess|guess so|possibly|kinda|sort of|maybe not|(i )?(dont|dunno|do not|idk) (know )?what to (say|talk about)|i dunno what to (say|talk about)) $/],
  ['quiet', /^ (nothing|nothing much|not much|nm|nmu|nothing really|not a lot|just chilling|chilling|chillin|just chillin|just relaxing|relaxing|the usual|same old|same as always|same old same old|just hanging out|hanging out|nothing special|just sitting here|just here|not much you|nothing much you) $/],
  ['filler', /^ (anyway|anyways|so|well|oh|ah|ahh|um+|uh+|oh ok|oh okay|ah ok|ah okay|wow|oh wow|damn|dang|interesting|oh nice|lol ok|ok lol|ok so|okay so|so yeah|yeah so|right then|hmm ok|hm ok|i see i see|ok ok|okay okay|oh i see) $/],
  ['keystroke', /^ (enter|send|submit|click|tab|space|esc|escape|shift|return|backspace|delete|del|ctrl|alt|cmd|refresh|undo|paste|copy|ctrl [a-z]|cmd [a-z]|f\d+) $/],
];

/** Abbreviations without vowels that are not keyboard mash. */
const ABBREVIATIONS = new Set(
  'brb gn ttyl thx nm nmu wyd hbu wbu ty pls plz hm hmm mhm k kk smh tbh btw lmk nvm jk ngl fml wtf hmu rn bc bf gf ppl ffs idc ily ikr smth sth fr srsly wdym gtg g2g bbl'.split(' '),
);
const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz'];

/** A word typed by running a finger along the keyboard, or with no vowel at all, or one letter held down. */
function isMash(word: string): boolean {
  if (ABBREVIATIONS.has(word) || /\d/.test(word)) return false;
  if (/(.)\1{3,}/.test(word)) return true;
  if (word.length >= 4 && KEYBOARD_RUNS.some((row) => Array.from({ length: row.length - 3 }, (_, i) => row.slice(i, i + 4)).some((run) => word.includes(run)))) return true;
  return word.length >= 3 && !/[aeiouy]/.test(word);
}

/** Emoji variation selectors and skin tones, which may follow any emoji. */
const MODIFIER = String.raw`\uFE0F|[\u{1F3FB}-\u{1F3FF}]`;
/** Smileys and hearts typed or sent as emoji, and nothing else. */
const SMILE_ONLY = new RegExp(String.raw`^(?:\s|[:;=8xX]-?[)\]DPp3]|<3|\(:|[\u{1F600}-\u{1F60F}\u{1F617}-\u{1F61D}\u{1F642}\u{1F643}\u{1F970}\u{263A}\u{2764}\u{1F495}-\u{1F498}]|${MODIFIER})+$`, 'u');
/** Thumbs up, OK hand, a tick: a yes. */
const THUMBS_ONLY = new RegExp(String.raw`^(?:\s|[\u{1F44D}\u{1F44C}\u{2705}\u{1F64C}]|${MODIFIER})+$`, 'u');

/** What kind of short message `original` (normalised as `text`) is, if it is one. */
export function shortKindOf(original: string, text: string): ShortKind | undefined {
  if (SMILE_ONLY.test(original.trim())) return 'smile';
  if (THUMBS_ONLY.test(original.trim())) return 'yes';
  const words = wordsOf(text);
  if (words.length === 0) return /\p{Extended_Pictographic}/u.test(original) ? 'emoji' : 'silence';
  for (const [kind, pattern] of WHOLE) if (pattern.test(text)) return kind;
  if (words.length <= 2 && words.every(isMash)) return 'mash';
  if (words.length === 1 && /^\p{L}+$/u.test(words[0]!)) return 'one-word';
  return undefined;
}
