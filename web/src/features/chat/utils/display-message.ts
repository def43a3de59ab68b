/** Messages as the thread shows them: stored ones, and the ones the client adds on its own. */
import type { ChatMessage } from '@bela/contracts/chat';
import type { MemoryChange, UsedMemory } from '@bela/contracts/memories';
import type { PhotoAttachment } from '@bela/contracts/gallery';

export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /**
   * 'crisis': a crisis referral (988); 'apology': the failure bubble (not stored); 'stopped': a
   * reply the member stopped (stored as Bela had written it).
   */
  kind?: 'crisis' | 'apology' | 'stopped';
  /** A regenerated reply: how many alternatives it has, and the zero-based index of the one shown. */
  alternatives?: number;
  chosen?: number;
  /** An edited message of the member's: how many versions it has, and the one shown. */
  versions?: number;
  version?: number;
  /** A reply composed with memories: the ones it was given. */
  memories?: UsedMemory[];
  /** A reply after which Bela learned something from the member's message: what changed. */
  learned?: MemoryChange[];
  /** A photo Bela shared with the reply (issue 42), signed for this member. */
  attachments?: PhotoAttachment[];
  /** Bela wrote it first, at the member's invitation (a check-in, issue 44). */
  checkIn?: boolean;
}

/** A stored message; the server's `crisis: true` becomes `kind: 'crisis'`, `stopped: true` `kind: 'stopped'`. */
export function toDisplay({ crisis, stopped, ...message }: ChatMessage): DisplayMessage {
  if (crisis) return { ...message, kind: 'crisis' };
  return stopped ? { ...message, kind: 'stopped' } : message;
}

/** A message the server has not stored (or not named yet): its id is the client's own. */
export const isLocal = (message: DisplayMessage): boolean => message.id.startsWith('local-');

/** An id for a message the server has not named (yet); unique enough to key a row. */
export function localId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A message written now by the client, with a local id. */
export function localMessage(role: DisplayMessage['role'], content: string, kind?: DisplayMessage['kind']): DisplayMessage {
  return { id: localId(`local-${kind ?? role}`), role, content, createdAt: new Date().toISOString(), ...(kind ? { kind } : {}) };
}
