/**
 * Everything that happens because time passed: subscriptions reaching their period end (renewed,
 * or ended when set to cancel or still unpaid), paused collection reaching its `resumes_at`, and
 * open checkout sessions reaching `expires_at`.
 * They are carried out one at a time in the order they fall due, each at its own moment, so that
 * advancing a year renews a monthly subscription twelve times with the right dates.
 */
import { periodOf } from '../billing-objects';
import type { SandboxContext } from '../sandbox-context';
import { expireCheckout } from './checkout-completion';
import { endSubscription, renewSubscription, setPauseCollection } from './subscription-lifecycle';

export interface DueSummary {
  renewed: string[];
  paymentFailed: string[];
  ended: string[];
  /** Subscriptions whose paused collection resumed at its `resumes_at`. */
  resumed: string[];
  expiredSessions: string[];
}

// A guard against a bug looping forever; ten years of monthly renewals for many subscriptions fit.
const MAX_STEPS = 100_000;

type DueStep = { at: number; run: (summary: DueSummary) => void };

function nextDueStep(ctx: SandboxContext, now: number): DueStep | null {
  let next: DueStep | null = null;
  for (const subscription of Object.values(ctx.store.state.subscriptions)) {
    const at = periodOf(subscription).end;
    if (subscription.status === 'canceled' || at > now || (next && next.at <= at)) continue;
    next = {
      at,
      run: (summary) => {
        if (subscription.cancel_at_period_end || subscription.status === 'past_due') {
          const reason = subscription.cancel_at_period_end ? 'cancellation_requested' : 'payment_failed';
          endSubscription(ctx, subscription, at, reason);
          summary.ended.push(subscription.id);
        } else if (renewSubscription(ctx, subscription)) summary.renewed.push(subscription.id);
        else summary.paymentFailed.push(subscription.id);
      },
    };
  }
  for (const subscription of Object.values(ctx.store.state.subscriptions)) {
    const at = subscription.pause_collection?.resumes_at;
    if (subscription.status === 'canceled' || at == null || at > now || (next && next.at <= at)) continue;
    next = {
      at,
      run: (summary) => {
        setPauseCollection(ctx, subscription, null, at);
        summary.resumed.push(subscription.id);
      },
    };
  }
  for (const session of Object.values(ctx.store.state.checkoutSessions)) {
    const at = session.expires_at;
    if (session.status !== 'open' || at > now || (next && next.at <= at)) continue;
    next = {
      at,
      run: (summary) => {
        expireCheckout(ctx, session, at);
        summary.expiredSessions.push(session.id);
      },
    };
  }
  return next;
}

export function runDueTransitions(ctx: SandboxContext): DueSummary {
  const summary: DueSummary = { renewed: [], paymentFailed: [], ended: [], resumed: [], expiredSessions: [] };
  const now = ctx.clock.now();
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const due = nextDueStep(ctx, now);
    if (!due) return summary;
    due.run(summary);
  }
  throw new Error('Stripe sandbox: too many due transitions at once');
}
