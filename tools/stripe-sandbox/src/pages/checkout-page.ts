/**
 * The hosted checkout page at a session's `url` (GET /c/pay/:id) and its form post. It shows what
 * is bought, the price, the customer's e-mail and a card form. Posting a test card that pays
 * completes the session and redirects (303) to `success_url`; a declined card or an invalid field
 * re-renders the page with the message, and nothing is created.
 */
import { completeCheckout, successUrlFor } from '../billing/checkout-completion';
import { formatAmount, formatPrice } from '../money';
import { htmlResult, redirect, type Route, type RouteResult } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { CheckoutSession } from '../stripe-objects';
import { checkCard, type CardField } from '../test-cards';
import { html, messagePage, renderPage } from './html';

interface FormState {
  values: { cardNumber: string; expiration: string; name: string; email: string };
  error?: { message: string; field?: CardField | 'email' };
}

const EMPTY_FORM: FormState = { values: { cardNumber: '', expiration: '', name: '', email: '' } };

function knownEmail(ctx: SandboxContext, session: CheckoutSession): string | null {
  const customer = session.customer ? ctx.store.state.customers[session.customer] : undefined;
  return customer?.email ?? session.customer_email;
}

function field(id: CardField | 'email' | 'name', label: string, state: FormState, attributes: Record<string, string>) {
  const invalid = state.error?.field === id;
  const value = id === 'number' ? state.values.cardNumber : id === 'cvc' ? '' : state.values[id];
  const extra = Object.entries(attributes).map(([key, val]) => html` ${key}="${val}"`);
  return html`<label for="${id}">${label}</label>
<input id="${id}" name="${id === 'number' ? 'cardNumber' : id}" value="${value}"${extra}${
    invalid ? html` aria-invalid="true" aria-describedby="form-error"` : ''
  }>`;
}

function renderCheckout(ctx: SandboxContext, session: CheckoutSession, state: FormState): string {
  const lines = ctx.store.state.checkoutExtras[session.id]?.lineItems ?? [];
  const first = lines[0]!;
  const productName = ctx.store.state.products[first.price.product]?.name ?? first.description;
  const email = knownEmail(ctx, session);
  const summary = html`<section aria-labelledby="summary-title">
${session.cancel_url ? html`<p><a href="${session.cancel_url}">← Back to ${ctx.businessName}</a></p>` : ''}
<p class="badge">Test mode</p>
<h1 id="summary-title">Subscribe to ${productName}</h1>
<p class="price">${formatPrice(first.price)}</p>
${
  lines.length > 1 || first.quantity > 1
    ? html`<ul>${lines.map(
        (line) => html`<li>${line.quantity} × ${line.description}: ${formatPrice(line.price, line.quantity)}</li>`,
      )}</ul>
<p>Total due today: ${formatAmount(session.amount_total, session.currency)}</p>`
    : ''
}
${email ? html`<p>Email: <strong>${email}</strong></p>` : ''}
</section>`;
  const form = html`<section aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${state.error ? html`<p class="alert" role="alert" id="form-error">${state.error.message}</p>` : ''}
<form class="pay" method="post" action="/c/pay/${session.id}" novalidate>
${email ? '' : field('email', 'Email', state, { type: 'email', autocomplete: 'email', required: 'required' })}
${field('number', 'Card number', state, {
  inputmode: 'numeric',
  autocomplete: 'cc-number',
  placeholder: '1234 1234 1234 1234',
  required: 'required',
})}
${field('expiration', 'Expiration', state, { autocomplete: 'cc-exp', placeholder: 'MM / YY', required: 'required' })}
${field('cvc', 'CVC', state, { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', required: 'required' })}
${field('name', 'Name on card', state, { autocomplete: 'cc-name' })}
<button type="submit">Subscribe</button>
</form>
<p class="muted">Stripe sandbox: no real payment is made. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined;
use any future expiration date and any CVC.</p>
</section>`;
  return renderPage(`Subscribe to ${productName}`, html`${summary}${form}`, 'columns');
}

/** The page for a session that can no longer be paid, or null while it is open. */
function closedSessionPage(ctx: SandboxContext, session: CheckoutSession | undefined): RouteResult | null {
  if (!session) {
    return htmlResult(messagePage('Checkout not found', 'This checkout link is not valid. Start again from the app.'), 404);
  }
  if (session.status === 'complete') {
    const page = messagePage('You are subscribed', 'This checkout session is complete.', {
      href: successUrlFor(session),
      text: 'Continue',
    });
    return htmlResult(page);
  }
  if (session.status === 'expired') {
    const back = session.cancel_url ? { href: session.cancel_url, text: `← Back to ${ctx.businessName}` } : undefined;
    return htmlResult(messagePage('Checkout expired', 'This checkout session has expired. Start again from the app.', back), 410);
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function payWithCard(ctx: SandboxContext, session: CheckoutSession, params: Record<string, unknown>): RouteResult {
  const state: FormState = {
    values: {
      cardNumber: text(params.cardNumber),
      expiration: text(params.expiration),
      name: text(params.name).trim(),
      email: text(params.email).trim(),
    },
  };
  const retry = (error: FormState['error'], status: number) =>
    htmlResult(renderCheckout(ctx, session, { ...state, error }), status);
  const email = knownEmail(ctx, session) ?? state.values.email;
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    return retry({ message: 'Enter a valid email address.', field: 'email' }, 400);
  }
  const check = checkCard(
    { number: state.values.cardNumber, expiration: state.values.expiration, cvc: text(params.cvc) },
    ctx.clock.nowDate(),
  );
  if (!check.ok) return retry({ message: check.message, field: check.field }, 400);
  const result = completeCheckout(ctx, session, check.card, { email, name: state.values.name || null });
  if (!result.ok) return retry({ message: result.decline.message, field: 'number' }, 402);
  return redirect(result.redirectTo);
}

export function checkoutPageRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/c/pay/:id',
      kind: 'page',
      handle: ({ pathParams }) => {
        const session = ctx.store.find('checkoutSessions', pathParams.id!);
        return closedSessionPage(ctx, session) ?? htmlResult(renderCheckout(ctx, session!, EMPTY_FORM));
      },
    },
    {
      method: 'POST',
      pattern: '/c/pay/:id',
      kind: 'page',
      handle: ({ pathParams, params }) => {
        const session = ctx.store.find('checkoutSessions', pathParams.id!);
        return closedSessionPage(ctx, session) ?? payWithCard(ctx, session!, params);
      },
    },
  ];
}
