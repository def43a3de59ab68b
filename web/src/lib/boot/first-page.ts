/**
 * The first screen's data from an early request (`early-request.ts`), for the feature that sent it:
 * the answer taken once and read, with the account whose token the server accepted. The feature
 * puts it where its screen reads it (the chat: its query cache, `features/chat/api/get-messages.ts`)
 * and names the account to the session while Firebase restores it (`provisionalUid`).
 */
import { parseEnvelope } from '../api-envelope';
import { takeEarlyAnswer } from './early-request';

export interface FirstPage<T> {
  /** The account whose kept ID token the server accepted. */
  uid: string;
  /** The answer's data (the envelope's `data`). */
  data: T;
}

/**
 * The early answer sent under `key`, taken and read; null when none was sent, or it was refused or
 * failed (the screen then asks the ordinary way, as if it had never been sent).
 */
export async function takeFirstPage<T>(key: string): Promise<FirstPage<T> | null> {
  const early = takeEarlyAnswer(key);
  if (!early) return null;
  try {
    const { uid, response } = await early;
    return { uid, data: await parseEnvelope<T>(response) };
  } catch {
    return null;
  }
}
