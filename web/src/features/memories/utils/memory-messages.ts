/** The memory page's own texts, and how a failure reads: the server's message when it sent one. */
import { clientErrorCodes, isApiError, isServerError } from '../../../lib/api-error';

export const memoryMessages = {
  loadFailed: "We couldn't load what Bela knows.",
  loadMoreFailed: "We couldn't load more memories.",
  saveFailed: "The memory couldn't be saved. Please try again.",
  deleteFailed: "The memory couldn't be deleted. Please try again.",
  switchFailed: "The setting couldn't be changed. Please try again.",
  clearFailed: "Bela couldn't forget everything just now. Please try again.",
  empty: "Bela doesn't know anything about you yet.",
  emptyHint: 'As you chat, she keeps short notes of what you tell her: your name, the people in your life, your plans. They will show here, and you can add one yourself.',
  switchedOff: "Bela won't learn or use memories. What she knows is kept until you delete it.",
  switchedOn: 'Bela learns from your chats and uses what she knows in her replies.',
} as const;

/** The server's message (the catalogue's, e.g. a memory too long or too many), or `fallback` for the client's own failures. */
export function memoryErrorMessage(error: unknown, fallback: string): string {
  if (isServerError(error) && error.message) return error.message;
  if (isApiError(error) && (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout)) return `${fallback} ${error.message}`;
  return fallback;
}

/**
 * How a refusal reads under the field: a crisis statement is met with care (the server's message
 * points to help), not in the error colour; everything else is an error.
 */
export type MemoryRefusalTone = 'error' | 'care';
export const memoryRefusalTone = (error: unknown): MemoryRefusalTone => (isApiError(error) && error.code === 'memory-crisis' ? 'care' : 'error');
