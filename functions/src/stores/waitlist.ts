/**
 * Owner of `waitlist/{lower-cased e-mail}`. A listed e-mail gets the longer trial. An entry is
 * keyed on an address only: a member's export and deletion reach it once they have verified it.
 */
import type { DocStore } from '../ports/doc-store';
import { serialise } from './document-pages';

const waitlistPath = (email: string) => `waitlist/${email.trim().toLowerCase()}`;

export class WaitlistStore {
  constructor(private readonly docs: DocStore) {}

  async has(email: string | null | undefined): Promise<boolean> {
    if (!email) return false;
    return (await this.docs.get(waitlistPath(email))) !== null;
  }

  /** False when the e-mail was listed already. */
  async add(email: string, now: Date): Promise<boolean> {
    const path = waitlistPath(email);
    if (await this.docs.get(path)) return false;
    await this.docs.set(path, { email: email.trim().toLowerCase(), addedAt: now });
    return true;
  }

  /** The entry of a verified address, as its owner's export holds it (none, or one). */
  async exportOf(verifiedEmail: string): Promise<Record<string, unknown>[]> {
    const found = await this.docs.get(waitlistPath(verifiedEmail));
    return found ? [{ id: found.id, ...serialise(found.data) }] : [];
  }

  async remove(email: string): Promise<void> {
    await this.docs.delete(waitlistPath(email));
  }
}
