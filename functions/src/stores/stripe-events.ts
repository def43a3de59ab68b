/** Owner of `stripeEvents/{eventId}`: the webhook events already handled, so a repeat does nothing. */
import { DocStoreError, type DocStore, type WriteOps } from '../ports/doc-store';
import { deleteAll } from './document-pages';

/** Handled events are kept this long (Stripe retries a delivery for up to three days). */
const KEEP_DAYS = 30;

export class StripeEventStore {
  constructor(private readonly docs: DocStore) {}

  async handled(eventId: string): Promise<boolean> {
    return (await this.docs.get(`stripeEvents/${eventId}`)) !== null;
  }

  /** Records a handled event; false when it was recorded already (a concurrent delivery). */
  async markHandled(eventId: string, type: string, at: Date, alsoWrite?: (ops: WriteOps) => void): Promise<boolean> {
    try {
      // What the event counts (alsoWrite) is written with its record, or not at all.
      await this.docs.batch((ops) => {
        ops.create(`stripeEvents/${eventId}`, { type, handledAt: at, expireAt: new Date(at.getTime() + KEEP_DAYS * 86_400_000) });
        alsoWrite?.(ops);
      });
      return true;
    } catch (error) {
      if (error instanceof DocStoreError && error.code === 'already-exists') return false;
      throw error;
    }
  }

  purgeExpired(now: Date): Promise<number> {
    return deleteAll(this.docs, 'stripeEvents', [{ field: 'expireAt', op: '<=', value: now }]);
  }
}
