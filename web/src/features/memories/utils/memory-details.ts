/**
 * What the memory page says about one memory: when and how Bela came to know it ("Learned March
 * 3", "Added by you on March 3"), and the address of the message it came from.
 */
import type { Memory, MemorySource } from '@bela/contracts/memories';
import { paths } from '../../../config/paths';

/** 'March 3' this year, 'March 3, 2025' another (in the reader's locale); null for an unreadable date. */
export function memoryDay(iso: string, now: Date = new Date(), locale?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(locale, { month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

/**
 * "Learned March 3" for one Bela learned, "Added by you on March 3" for one the member wrote; an
 * edit keeps how it began (decision 0036) and adds "edited by you" to one Bela learned.
 */
export function memoryOriginText(memory: Pick<Memory, 'origin' | 'createdAt'> & Partial<Pick<Memory, 'editedAt'>>, now: Date = new Date()): string {
  const day = memoryDay(memory.createdAt, now);
  if (memory.origin === 'member') return day ? `Added by you on ${day}` : 'Added by you';
  const learned = day ? `Learned ${day}` : 'Learned from a chat';
  return memory.editedAt ? `${learned}, edited by you` : learned;
}

/** The message a memory came from: its current version's, or else the latest earlier version's that had one. */
export function memorySourceOf(memory: Pick<Memory, 'source' | 'history'>): MemorySource | null {
  return memory.source ?? memory.history.find((version) => version.source !== null)?.source ?? null;
}

/**
 * The chat opened at a message: `/chat?c=<conversation>&message=<message>`, the address a search
 * hit opens (the chat feature's `use-message-focus.ts`, which scrolls to it and highlights it).
 */
export function messageAddress(source: MemorySource): string {
  const query = new URLSearchParams({ c: source.conversationId, message: source.messageId });
  return `${paths.chat}?${query.toString()}`;
}
