/**
 * The customer portal at a portal session's `url` (GET /p/session/:id): the plan and its price,
 * the status, the next billing date (or the date a cancelling subscription ends), the saved card
 * and the invoices, with `Cancel subscription` (at the period end) and `Renew` (undo that). Both
 * are form posts answered with a 303 back to the page (post/redirect/get).
 */
import { periodOf, type Subscription } from '../billing-objects';
import { setCancelAtPeriodEnd } from '../billing/subscription-lifecycle';
import { formatDate } from '../calendar';
import { formatAmount, formatPrice } from '../money';
import { htmlResult, redirect, type Route, type RouteResult } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { PortalSession } from '../stripe-objects';
import { html, messagePage, renderPage } from './html';

const NOTICES: Record<string, string> = {
  canceled: 'Your subscription has been canceled. You keep access until the end of the period you paid for.',
  renewed: 'Your subscription has been renewed.',
};

/** The subscription the portal is about: the newest that has not ended, else the newest. */
function currentSubscription(ctx: SandboxContext, customer: string): Subscription | undefined {
  const newestFirst = Object.values(ctx.store.state.subscriptions)
    .filter((subscription) => subscription.customer === customer)
    .reverse();
  return newestFirst.find((subscription) => subscription.status !== 'canceled') ?? newestFirst[0];
}

function statusLines(subscription: Subscription) {
  const end = formatDate(periodOf(subscription).end);
  if (subscription.status === 'canceled') {
    const ended = formatDate(subscription.ended_at ?? periodOf(subscription).end);
    return html`<p>Status: <strong>Canceled</strong></p><p>Your subscription ended on ${ended}.</p>`;
  }
  if (subscription.cancel_at_period_end) {
    return html`<p>Status: <strong>Active, cancels at the end of the period</strong></p>
<p>Your subscription will end on ${end}.</p>`;
  }
  if (subscription.status === 'past_due') {
    return html`<p>Status: <strong>Past due</strong>: the last payment failed.</p><p>Next billing date: ${end}</p>`;
  }
  return html`<p>Status: <strong>Active</strong></p><p>Next billing date: ${end}</p>`;
}

function actions(session: PortalSession, subscription: Subscription) {
  if (subscription.status === 'canceled') return '';
  const hidden = html`<input type="hidden" name="subscription" value="${subscription.id}">`;
  return subscription.cancel_at_period_end
    ? html`<form method="post" action="/p/session/${session.id}/renew">${hidden}
<button type="submit">Renew</button></form>`
    : html`<form method="post" action="/p/session/${session.id}/cancel">${hidden}
<button type="submit" class="secondary">Cancel subscription</button></form>`;
}

function renderPortal(ctx: SandboxContext, session: PortalSession, notice: string | undefined): string {
  const subscription = currentSubscription(ctx, session.customer);
  const back = session.return_url
    ? html`<p><a href="${session.return_url}">← Return to ${ctx.businessName}</a></p>`
    : '';
  const header = html`${back}<p class="badge">Test mode</p><h1>Manage your subscription</h1>${
    notice ? html`<p class="notice" role="status">${notice}</p>` : ''
  }`;
  if (!subscription) {
    return renderPage('Your subscription', html`<section>${header}<p>You have no subscription.</p></section>`);
  }
  const item = subscription.items.data[0]!;
  const product = ctx.store.state.products[item.price.product];
  const card = subscription.default_payment_method
    ? ctx.store.state.paymentMethods[subscription.default_payment_method]?.card
    : undefined;
  const invoices = Object.values(ctx.store.state.invoices)
    .filter((invoice) => invoice.parent.subscription_details.subscription === subscription.id && invoice.status !== 'draft')
    .reverse();
  const plan = html`<section aria-labelledby="plan-title">${header}
<h2 id="plan-title">Current plan</h2>
<p class="price">${product?.name ?? 'Subscription'} — ${formatPrice(item.price, item.quantity)}</p>
${statusLines(subscription)}
${card ? html`<p>Card: ${card.brand[0]!.toUpperCase() + card.brand.slice(1)} ending in ${card.last4}</p>` : ''}
${actions(session, subscription)}
</section>`;
  const history = html`<section aria-labelledby="invoices-title">
<h2 id="invoices-title">Invoice history</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>${invoices.map(
    (invoice) =>
      html`<tr><td>${formatDate(invoice.created)}</td><td>${formatAmount(invoice.total, invoice.currency)}</td><td>${
        invoice.status === 'paid' ? 'Paid' : 'Unpaid'
      }</td></tr>`,
  )}</tbody></table>
</section>`;
  return renderPage('Your subscription', html`${plan}${history}`);
}

/** Runs a portal action on the subscription the page showed, then goes back to the page. */
function portalAction(ctx: SandboxContext, cancel: boolean): Route['handle'] {
  return ({ pathParams, params }) => {
    const session = ctx.store.find('portalSessions', pathParams.id!);
    if (!session) return notFound();
    const id = typeof params.subscription === 'string' ? params.subscription : '';
    const subscription = ctx.store.find('subscriptions', id);
    if (!subscription || subscription.customer !== session.customer) return notFound();
    if (subscription.status !== 'canceled' && subscription.cancel_at_period_end !== cancel) {
      setCancelAtPeriodEnd(ctx, subscription, cancel);
    }
    return redirect(`/p/session/${session.id}?notice=${cancel ? 'canceled' : 'renewed'}`);
  };
}

const notFound = (): RouteResult =>
  htmlResult(messagePage('Not found', 'This portal link is not valid. Open the portal again from the app.'), 404);

export function portalPageRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/p/session/:id',
      kind: 'page',
      handle: ({ pathParams, params }) => {
        const session = ctx.store.find('portalSessions', pathParams.id!);
        if (!session) return notFound();
        const { notice } = params;
        const message = typeof notice === 'string' && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined;
        return htmlResult(renderPortal(ctx, session, message));
      },
    },
    { method: 'POST', pattern: '/p/session/:id/cancel', kind: 'page', handle: portalAction(ctx, true) },
    { method: 'POST', pattern: '/p/session/:id/renew', kind: 'page', handle: portalAction(ctx, false) },
  ];
}
