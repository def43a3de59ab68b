/**
 * The 'Subscription details' of the Account Information dialog, read from the user info the server
 * keeps in step with Stripe. Display only: access itself is `userInfo.access`, computed server-side.
 */
import type { UserInfo } from '@bela/contracts/auth';
import { subscriptionPrice } from '../../../utils/pricing';
import { formatDate } from './format-date';

type SubscriptionFields = Pick<
  UserInfo,
  'subscriptionStatus' | 'subscriptionPeriodStart' | 'subscriptionPeriodEnd' | 'lastPaymentDate' | 'cancelAtPeriodEnd'
>;

export interface SubscriptionNotice {
  severity: 'info' | 'warning';
  text: string;
}

export interface SubscriptionSummary {
  status: string;
  /** 'Plan': 'Premium, USD 9.00/month' for a subscriber; 'Premium': the price for anyone else. */
  planLabel: string;
  plan: string;
  /** 'May 20, 2026 – June 20, 2026', or null when there is no period. */
  period: string | null;
  lastPayment: string | null;
  /** The next billing date of an active subscription that is not being cancelled. */
  renewsOn: string | null;
  notice: SubscriptionNotice | null;
  /** Subscribed at some point: Stripe's portal has something to manage (or renew). */
  canManage: boolean;
}

const NONE = 'none';

function statusLabel(status: string, cancelAtPeriodEnd: boolean): string {
  switch (status) {
    case '':
    case NONE:
      return 'No subscription';
    case 'active':
      return cancelAtPeriodEnd ? 'Active, cancels at period end' : 'Active';
    case 'cancelled':
    case 'canceled':
      return 'Cancelled';
    default:
      return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
  }
}

function noticeFor(info: SubscriptionFields, end: string | null): SubscriptionNotice | null {
  const status = info.subscriptionStatus;
  if (status === 'active' && info.cancelAtPeriodEnd && end) {
    return { severity: 'info', text: `Your subscription ends on ${end}; you keep access until then.` };
  }
  if ((status === 'cancelled' || status === 'canceled') && end) return { severity: 'info', text: `Your subscription ended on ${end}.` };
  if (status === 'past_due' || status === 'unpaid') {
    return { severity: 'warning', text: 'Your last payment did not go through. Update your card in subscription management to keep Premium.' };
  }
  return null;
}

export function subscriptionSummary(info: SubscriptionFields, locale?: string): SubscriptionSummary {
  const subscribed = Boolean(info.subscriptionStatus) && info.subscriptionStatus !== NONE;
  const start = formatDate(info.subscriptionPeriodStart, locale);
  const end = formatDate(info.subscriptionPeriodEnd, locale);
  let period: string | null = null;
  if (subscribed && start && end) period = `${start} – ${end}`;
  else if (subscribed && end) period = `Until ${end}`;
  return {
    status: statusLabel(info.subscriptionStatus, info.cancelAtPeriodEnd),
    planLabel: subscribed ? 'Plan' : 'Premium',
    plan: subscribed ? `Premium, ${subscriptionPrice()}/month` : `${subscriptionPrice()}/month, cancel any time`,
    period,
    lastPayment: formatDate(info.lastPaymentDate, locale),
    renewsOn: info.subscriptionStatus === 'active' && !info.cancelAtPeriodEnd ? end : null,
    notice: noticeFor(info, end),
    canManage: subscribed,
  };
}
