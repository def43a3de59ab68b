/**
 * POST /ai/chat/stop: tells the server to stop the reply being written in a conversation, and how
 * much of it the member's screen showed (`shownChars`): the server stores the reply cut there, so
 * the stopped reply reads as it did on screen. The client also ends its stream; this reaches the
 * reply wherever it runs, even where a proxy keeps the server from noticing the stream's end. Best
 * effort: a failure changes nothing shown.
 */
import type { chatEndpoints } from '@bela/contracts/chat';
import { apiPost } from '../../../lib/api-client';

export function requestStop(conversationId: string, shownChars?: number): void {
  apiPost<typeof chatEndpoints.stop>('/ai/chat/stop', { conversationId, ...(shownChars !== undefined ? { shownChars } : {}) }).catch((error: unknown) =>
    console.warn('Stop not sent', error),
  );
}
