/**
 * The end of a checkout session: paid with a card on the hosted page (which creates the customer
 * if the session had none, saves the card, starts the subscription and its first paid invoice),
 * or expired. A declined card saves nothing and leaves the session open for another try; when the
 * session names its customer, the attempt is recorded as a failed charge, as Stripe does.
 */
import { customerDetailsFields } from '../declared-fields';
import { createCustomer } from '../resources/customers';
import type { SandboxContext } from '../sandbox-context';
import type { CheckoutSession } from '../stripe-objects';
import type { CardDecline, ValidCard } from '../test-cards';
import { recordDeclinedCheckout } from './charges';
import { savePaymentMethod } from './payment-methods';
import { startSubscription } from './subscription-lifecycle';

export type CheckoutResult = { ok: true; redirectTo: string } | { ok: false; decline: CardDecline };

/** Stripe replaces this literal in `success_url` with the session's id. */
export const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

export const successUrlFor = (session: CheckoutSession) =>
  session.success_url.replaceAll(SESSION_ID_TEMPLATE, session.id);

export function completeCheckout(
  ctx: SandboxContext,
  session: CheckoutSession,
  card: ValidCard,
  payer: { email: string | null; name: string | null },
): CheckoutResult {
  if (card.decline) {
    recordDeclinedCheckout(ctx, session, card, payer, ctx.clock.now());
    return { ok: false, decline: card.decline };
  }
  const extras = ctx.store.state.checkoutExtras[session.id];
  if (!extras) throw new Error(`Checkout session ${session.id} has no line items`);
  const at = ctx.clock.now();
  const customer = session.customer
    ? ctx.store.get('customers', session.customer)
    : createCustomer(ctx, { email: payer.email ?? undefined, name: payer.name ?? undefined });
  const email = customer.email ?? payer.email;
  const paymentMethod = savePaymentMethod(ctx, customer.id, card, { email, name: payer.name });
  const subscription = startSubscription(ctx, {
    customer: customer.id,
    lineItems: extras.lineItems,
    paymentMethod: paymentMethod.id,
    metadata: extras.subscriptionMetadata,
    at,
  });
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: customer.id,
    subscription: subscription.id,
    invoice: subscription.latest_invoice,
    customer_details: { ...customerDetailsFields(), address: null, email, name: payer.name, phone: null, tax_exempt: 'none', tax_ids: [] },
    url: null, // Stripe drops the URL once a session is no longer open
  } satisfies Partial<CheckoutSession>);
  ctx.events.emit('checkout.session.completed', session, { at });
  return { ok: true, redirectTo: successUrlFor(session) };
}

export function expireCheckout(ctx: SandboxContext, session: CheckoutSession, at = ctx.clock.now()): void {
  session.status = 'expired';
  session.url = null;
  ctx.events.emit('checkout.session.expired', session, { at });
}
