/**
 * The one writer of a member's subscription fields: it asks the provider what is true now and
 * writes the derived record. Webhook events and verify-session both call it, and neither trusts
 * an event's payload, so repeated, reordered or stale events cannot corrupt a member's access.
 */
import type { Payments } from '../../ports/payments';
import type { Logger } from '../../platform/logger';
import type { SubscriptionFields, UserStore } from '../../stores/users';
import { deriveSubscription } from './subscription-state';

export interface SyncDeps {
  payments: Payments;
  users: UserStore;
  logger: Logger;
}

/** Syncs the member who owns the customer; null when no member does (logged, nothing written). */
export async function syncCustomer(deps: SyncDeps, customerId: string, uid?: string): Promise<SubscriptionFields | null> {
  const owner = uid ?? (await deps.users.findUidByStripeCustomer(customerId));
  if (!owner) {
    deps.logger.warn('payment event for an unknown customer', { customerId });
    return null;
  }
  const [subscriptions, lastPaymentAt] = await Promise.all([deps.payments.listSubscriptions(customerId), deps.payments.lastPaymentAt(customerId)]);
  const fields = deriveSubscription(subscriptions, lastPaymentAt);
  await deps.users.setSubscription(owner, fields);
  return fields;
}
