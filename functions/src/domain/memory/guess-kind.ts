/**
 * The kind of a memory the member wrote without choosing one, from its words. A first guess the
 * member can change on the memory page; learned memories get their kind from the extractor.
 */
import type { MemoryKind } from '@bela/contracts/memories';
import { keywordsOf } from './select-memories';

/** Checked in this order: the first kind with a word of the memory wins. */
const KIND_WORDS: [MemoryKind, string[]][] = [
  ['style', ['answer', 'repl', 'talk', 'tone', 'emoji', 'short', 'long', 'formal', 'casual', 'speak', 'write', 'language']],
  ['plans', ['tomorrow', 'tonight', 'next', 'plan', 'appointment', 'interview', 'exam', 'trip', 'wedding', 'birthday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'week', 'weekend', 'month']],
  ['people', ['sister', 'brother', 'mother', 'mom', 'mum', 'father', 'dad', 'parent', 'friend', 'partner', 'wife', 'husband', 'boyfriend', 'girlfriend', 'son', 'daughter', 'child', 'kid', 'grandma', 'grandpa', 'cousin', 'aunt', 'uncle', 'boss', 'colleague', 'dog', 'cat', 'pet']],
  ['work', ['work', 'job', 'career', 'office', 'company', 'study', 'student', 'school', 'university', 'college', 'degree', 'nurse', 'teacher', 'engineer', 'doctor', 'manager']],
  ['places', ['live', 'lives', 'city', 'country', 'town', 'moved', 'home', 'born', 'from']],
  ['likes', ['like', 'love', 'enjoy', 'hate', 'dislike', 'favourite', 'favorite', 'prefer', 'fan']],
];

export function guessKind(text: string): MemoryKind {
  const words = [...keywordsOf(text)];
  for (const [kind, markers] of KIND_WORDS) {
    if (words.some((word) => markers.some((marker) => word === marker || (marker.length > 3 && word.startsWith(marker))))) return kind;
  }
  return 'identity';
}
