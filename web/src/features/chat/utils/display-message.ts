/** Messages as the thread shows them: stored ones, and the ones the client adds on its own. */
import type { ChatMessage } from '@bela/contracts/chat';

export interface DisplayMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  /**
   * 'crisis': a crisis referral (988); 'apology': the failure bubble (not stored); 'stopped': a
   * reply the user stopped (not stored).
   */
  kind?: 'crisis' | 'apology' | 'stopped';
}

/** A stored message; the server's `crisis: true` becomes `kind: 'crisis'`. */
export function toDisplay({ crisis, ...message }: ChatMessage): DisplayMessage {
  return crisis ? { ...message, kind: 'crisis' } : message;
}

/** An id for a message the server has not named (yet); unique enough to key a row. */
export function localId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A message written now by the client, with a local id. */
export function localMessage(role: DisplayMessage['role'], content: string, kind?: DisplayMessage['kind']): DisplayMessage {
  return { id: localId(`local-${kind ?? role}`), role, content, createdAt: new Date().toISOString(), ...(kind ? { kind } : {}) };
}
