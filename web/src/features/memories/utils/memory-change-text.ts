/** The line under a reply after which Bela's memory changed, before and after the member's Undo. */
import type { MemoryChange } from '@bela/contracts/memories';

/** Sentence openers lowered after "Bela will remember:" (a name is kept as it is). */
const COMMON_OPENER = /^(My|The|A|An|Your|She|He|It|We|Our|His|Her|This|That)\b/;

/**
 * Bela's note about the member, said to the member: "Their sister is Ana." reads "your sister is
 * Ana", "They work as a nurse." reads "you work as a nurse". A note written otherwise (by the member)
 * keeps its words; only a common sentence opener is lowered.
 */
export function toMember(text: string): string {
  const said = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^They're\b/, "you're")
    .replace(/^They are\b/, 'you are')
    .replace(/^Their\b/, 'your')
    .replace(/^They\b/, 'you');
  return COMMON_OPENER.test(said) ? said[0]!.toLowerCase() + said.slice(1) : said;
}

export function memoryChangeText(change: MemoryChange, undone = false): string {
  switch (change.op) {
    case 'add':
      return undone ? `Bela won't remember: ${toMember(change.text)}` : `Bela will remember: ${toMember(change.text)}`;
    case 'update':
      return undone ? `Bela kept: ${toMember(change.previousText ?? change.text)}` : `Bela updated: ${toMember(change.text)}`;
    case 'delete':
      return undone ? `Bela still remembers: ${toMember(change.text)}` : `Bela forgot: ${toMember(change.text)}`;
  }
}
