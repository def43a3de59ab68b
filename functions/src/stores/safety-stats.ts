/** Owner of `safetyStats/{yyyy-mm-dd}`: crisis referrals per day, with no text and no user. */
import { FieldValues, type DocStore } from '../ports/doc-store';

const day = (d: Date) => d.toISOString().slice(0, 10);

export class SafetyStatsStore {
  constructor(private readonly docs: DocStore) {}

  /** Counted for the yearly SB 243 report; neither the message nor the user is recorded. */
  async countCrisisReferral(at: Date): Promise<void> {
    await this.docs.set(`safetyStats/${day(at)}`, { date: day(at), crisisReferrals: FieldValues.increment(1) }, { merge: true });
  }
}
