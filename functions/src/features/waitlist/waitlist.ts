/** The waitlist: `waitlist/{lower-cased e-mail}`. A listed e-mail gets the longer trial. */
import type { DocStore } from '../../ports/doc-store';

export const waitlistPath = (email: string) => `waitlist/${email.trim().toLowerCase()}`;

export async function isOnWaitlist(docs: DocStore, email: string | null | undefined): Promise<boolean> {
  if (!email) return false;
  return (await docs.get(waitlistPath(email))) !== null;
}

export async function addToWaitlist(docs: DocStore, email: string, now: Date): Promise<boolean> {
  const path = waitlistPath(email);
  if (await docs.get(path)) return false;
  await docs.set(path, { email: email.trim().toLowerCase(), addedAt: now });
  return true;
}
