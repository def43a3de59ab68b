/** The line under a reply after which Bela's memory changed, before and after the member's Undo. */
import type { MemoryChange } from '@bela/contracts/memories';

export function memoryChangeText(change: MemoryChange, undone = false): string {
  switch (change.op) {
    case 'add':
      return undone ? `Bela won't remember: ${change.text}` : `Bela will remember: ${change.text}`;
    case 'update':
      return undone ? `Bela kept: ${change.previousText ?? change.text}` : `Bela updated: ${change.text}`;
    case 'delete':
      return undone ? `Bela still remembers: ${change.text}` : `Bela forgot: ${change.text}`;
  }
}
