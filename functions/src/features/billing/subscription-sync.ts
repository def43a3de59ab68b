/**
 * The one writer of a member's subscription fields: it asks the provider what is true now and
 * writes the derived record. Webhook events and verify-session both call it, and neither trusts
 * an event's payload, so repeated, reordered or stale events cannot corrupt a member's access.
 *
 * Only state at least as new as what is stored is written (UserStore.setSubscriptionIfNewer): a
 * sync whose read of the provider began before the stored one's did, or that follows an event
 * older than the newest event a sync followed, writes nothing. Two deliveries racing each other,
 * or an old event retried after a newer one (whose read already saw everything the old one did),
 * cannot put back what a newer sync replaced. Event times are compared with event times (the
 * provider's clock), read times with read times (ours).
 */
import type { Payments } from '../../ports/payments';
import type { Logger } from '../../platform/logger';
import type { SubscriptionFields, UserRecord, UserStore } from '../../stores/users';
import type { WriteOps } from '../../ports/doc-store';
import type { BusinessStatsStore } from '../../stores/business-stats';
import { transitionCounts, trialCutShort } from './business-counts';
import { deriveSubscription } from './subscription-state';
import { UPGRADE_CLICK_COUNTS_MS, type PhotoMomentStore } from '../../stores/photo-moments';

export interface SyncDeps {
  payments: Payments;
  users: UserStore;
  logger: Logger;
  /** The server clock read times are taken from (the real one unless a test sets its own). */
  now?: () => Date;
  /** The business counters, moved in the same transaction as a state change (business-counts.ts). */
  business?: BusinessStatsStore;
  /** When the member last clicked a locked photo in chat (issue 42): a subscription within 24 hours counts for it. */
  photoMoments?: PhotoMomentStore;
}

export interface SyncResult {
  uid: string;
  /** What the member's record holds after the sync. */
  fields: SubscriptionFields;
  /** False when a newer sync had written already (this one's state was older). */
  written: boolean;
}

/**
 * Syncs the member who owns the customer; null when no member does (logged, nothing written).
 * `eventAt`: the provider's time of the event that asked for the sync, if one did.
 */
export async function syncSubscription(
  deps: SyncDeps,
  customerId: string,
  options: { uid?: string; eventAt?: Date } = {},
): Promise<SyncResult | null> {
  const owner = options.uid ?? (await deps.users.findUidByStripeCustomer(customerId));
  if (!owner) {
    deps.logger.warn('payment event for an unknown customer', { customerId });
    return null;
  }
  const readAt = (deps.now ?? (() => new Date()))();
  const [subscriptions, lastPaymentAt] = await Promise.all([deps.payments.listSubscriptions(customerId), deps.payments.lastPaymentAt(customerId)]);
  const fields = deriveSubscription(subscriptions, lastPaymentAt);
  const business = deps.business;
  const clickedAt = business && deps.photoMoments ? (await deps.photoMoments.state(owner).catch(() => null))?.upgradeClickAt : null;
  const afterPhotoClick = clickedAt instanceof Date && readAt.getTime() - clickedAt.getTime() <= UPGRADE_CLICK_COUNTS_MS;
  const count = business
    ? (before: UserRecord, tx: WriteOps) => {
        const counted = transitionCounts(before, fields);
        const delta = afterPhotoClick && counted.newSubscriptions ? { ...counted, photoSubscriptions: 1 } : counted;
        const trialEnd = trialCutShort(before, delta, readAt);
        business.count(tx, readAt, before, trialEnd ? { ...delta, trialsConvertedEarly: 1 } : delta);
        if (trialEnd) business.count(tx, trialEnd, before, { trialsEnding: -1 });
      }
    : undefined;
  const stored = await deps.users.setSubscriptionIfNewer(owner, fields, { readAt, eventAt: options.eventAt ?? null }, count);
  if (stored.written) return { uid: owner, fields, written: true };
  deps.logger.info('subscription sync older than the stored state: nothing written', { customerId, eventAt: options.eventAt?.toISOString() });
  return { uid: owner, fields: stored.fields, written: false };
}

/** The member's subscription fields after a sync; null when no member owns the customer. */
export async function syncCustomer(deps: SyncDeps, customerId: string, uid?: string): Promise<SubscriptionFields | null> {
  return (await syncSubscription(deps, customerId, uid ? { uid } : {}))?.fields ?? null;
}
