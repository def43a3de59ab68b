/**
 * The memory's one voice: the member's own words turned to the third person ("i play the cello" →
 * "They play the cello."), as wording.ts writes the patterns' facts; and a request about how Bela
 * talks to them, kept as they asked it.
 */
import type { Note } from './frames';
import { slug } from './facts';

const THEY: [RegExp, string][] = [
  [/\bi am\b/gi, 'they are'], [/\bi'm\b|\bim\b/gi, 'they’re'], [/\bi've\b|\bive\b/gi, 'they’ve'], [/\bi'd\b/gi, 'they’d'], [/\bi'll\b/gi, 'they’ll'],
  [/\bi was\b/gi, 'they were'], [/\bwe were\b/gi, 'they were'], [/\bwe're\b/gi, 'they’re'], [/\bwe've\b/gi, 'they’ve'], [/\bwe are\b/gi, 'they are'],
  [/\bmyself\b/gi, 'themselves'], [/\bmine\b/gi, 'theirs'], [/\bmy\b/gi, 'their'], [/\bme\b/gi, 'them'], [/\bi\b/gi, 'they'], [/\bwe\b/gi, 'they'],
  [/\bour\b/gi, 'their'], [/\bours\b/gi, 'theirs'], [/\b(with|to|for|about|at|of|let|give|gave|tell|told|join|joined|visit|visits|visited|see|saw)\s+us\b/gi, '$1 them'], [/\bthey has\b/gi, 'they have'], [/\bthey is\b/gi, 'they are'],
];

/** The member's words in the memory's voice: "i play the cello" → "They play the cello." */
export function inTheirVoice(text: string, subjectless: 'verb' | 'state' | 'thing' | undefined): string {
  let said = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of THEY) said = said.replace(pattern, replacement);
  if (subjectless && /^\p{Lu}\p{Ll}/u.test(said) && !/^(?:I)\b/.test(said)) said = said.charAt(0).toLowerCase() + said.slice(1);
  if (subjectless === 'verb') said = `they ${said}`;
  // "severe allergy", "a gluten intolerance": a condition is had, not been.
  else if (subjectless === 'state' && /^(?:a\s+|an\s+)?(?:[\p{L}-]+\s+){0,2}(?:allergy|intolerance|condition|disorder|diagnosis|deficiency)\b/iu.test(said)) said = `they have ${/^(?:a|an)\s/i.test(said) ? '' : /^[aeiou]/i.test(said) ? 'an ' : 'a '}${said}`;
  else if (subjectless === 'state') said = /^(?:a|an|the)\b/i.test(said) ? `they are ${said}` : `they are ${/^(?:big|huge|massive|die-hard|lifelong)?\s*fan\b/i.test(said) ? 'a ' : ''}${said}`;
  else if (subjectless === 'thing') said = `their ${said}`;
  said = said.replace(/[\s.,;:!?]+$/u, '');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}

/**
 * How the member asks Bela to talk to them ("use British spelling with me please", "keep it light
 * with me", "don't use emojis", "talk to me like a friend"): a request about her replies, kept as
 * they asked it.
 */
export function styleNoteOf(text: string): Note | undefined {
  const asked = /^(?:please\s+|pls\s+|can you\s+|could you\s+|just\s+|honestly\s+)*(?:talk|speak|write|reply|answer|respond|keep (?:it|things)|use|don't use|dont use|do not use|stop using|no more|be|address me|i'd prefer|i prefer|prefer|i'd like you to|i want you to|i'd rather you)\b/i;
  if (!asked.test(text)) return undefined;
  // ("my" alone is no sign: "no more of those chocolates my sister sends" is about the chocolates.)
  if (!/\b(?:me|you|your|name|nickname|replies|answers|messages|spelling|emojis?|tone|language|english|british|american|casual|formal|light|lighthearted|serious|short|brief|friend|blunt|direct|honest)\b/i.test(text)) return undefined;
  if (/\b(?:if|would you|could you)\b/i.test(text) && /\?/.test(text)) return undefined;
  const said = inTheirVoice(text.replace(/^(?:please|pls|just|honestly)\s+/i, ''), undefined).replace(/\.$/, '');
  const topic = /\b(spelling|emojis?|language|english|spanish|french|german|portuguese|tone|name|friend|light\w*|short|brief|blunt|direct|formal|casual)\b/i.exec(text)?.[1]?.toLowerCase() ?? 'manner';
  return { type: 'note', kind: 'style', slot: `style:${slug(topic)}`, text: `They asked Bela: ${said.charAt(0).toLowerCase()}${said.slice(1)}.` };
}

