/**
 * Every object and event the sandbox serves, checked against the installed SDK's declarations for
 * the API version it pins (testing/sdk-declarations.ts): each required field present (`null` where
 * the sandbox has nothing), no field the version dropped or never had, values of the declared
 * types and literals. One sandbox walks a member's whole billing life through the real SDK, then
 * every answer and event it kept is read back raw and checked, so a drift fails here, not on Stripe.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPANDABLE } from './expand';
import { advanceDays, createCheckout, payWithCard, startFixture, subscribe, type Fixture } from './testing/sandbox-fixture';
import { DECLARATION_OF, SdkDeclarations, checkServed } from './testing/sdk-declarations';

let fixture: Fixture;
let stripe: Stripe;
const declarations = new SdkDeclarations();
/** Every raw answer read back, by what was asked. */
const answers: { where: string; body: unknown }[] = [];

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${fixture.sandbox.url}${path}`, { headers: { Authorization: 'Bearer sk_test_declarations' } });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  answers.push({ where: `GET ${path}`, body });
  return body;
}

const control = (path: string, body: object = {}) =>
  fetch(`${fixture.sandbox.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** Pages through a list endpoint (newest first), recording every page. */
async function getAll(path: string): Promise<{ id: string }[]> {
  const all: { id: string }[] = [];
  let after: string | undefined;
  for (;;) {
    const separator = path.includes('?') ? '&' : '?';
    const page = (await get(`${path}${separator}limit=100${after ? `&starting_after=${after}` : ''}`)) as { data: { id: string }[]; has_more: boolean };
    all.push(...page.data);
    if (!page.has_more) return all;
    after = page.data.at(-1)!.id;
  }
}

beforeAll(async () => {
  fixture = await startFixture();
  stripe = fixture.stripe;

  // A member's billing life, touching every object and event the sandbox serves.
  const { customer, subscription } = await subscribe(fixture);
  await stripe.customers.update(customer.id, { name: 'Ada Member', metadata: { plan: 'premium' } });
  await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:5000/account' });
  await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
  await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
  await advanceDays(fixture.sandbox, 31); // a paid renewal
  await control(`/_sandbox/subscriptions/${subscription.id}/pause`, { behavior: 'void' });
  await advanceDays(fixture.sandbox, 31); // a voided renewal
  await control(`/_sandbox/subscriptions/${subscription.id}/resume`);
  await control(`/_sandbox/subscriptions/${subscription.id}/card`, { number: '4000000000000341' });
  await advanceDays(fixture.sandbox, 31); // a failed renewal: past_due
  const [latest] = (await stripe.charges.list({ customer: customer.id, limit: 100 })).data.filter((c) => c.status === 'succeeded');
  await stripe.refunds.create({ charge: latest!.id, amount: 300, reason: 'requested_by_customer' });
  await control(`/_sandbox/charges/${latest!.id}/dispute`);
  await stripe.subscriptions.cancel(subscription.id);

  // A declined checkout card, an expired session and a deleted customer.
  const declined = await createCheckout(stripe, { email: 'declined@bela.local' });
  await payWithCard(declined.session.url!, '4000 0000 0000 0002');
  await stripe.checkout.sessions.expire(declined.session.id);
  await stripe.customers.del(declined.customer.id);
  await stripe.prices.update(declined.price.id, { active: false });
  await fixture.sandbox.deliveriesSettled();

  // Read everything back raw, plain and expanded.
  for (const path of ['/v1/customers', '/v1/products', '/v1/prices', '/v1/checkout/sessions', '/v1/subscriptions?status=all', '/v1/invoices', '/v1/charges', '/v1/refunds', '/v1/disputes', '/v1/events']) {
    await getAll(path);
  }
  await get(`/v1/customers/${declined.customer.id}`);
  await get(`/v1/checkout/sessions/${declined.session.id}/line_items`);
  const session = (await stripe.checkout.sessions.list({ subscription: subscription.id })).data[0]!;
  await get(`/v1/checkout/sessions/${session.id}?expand[]=line_items&expand[]=customer&expand[]=invoice&expand[]=subscription.latest_invoice`);
  await get(`/v1/subscriptions/${subscription.id}?expand[]=customer&expand[]=default_payment_method&expand[]=latest_invoice`);
  await get(`/v1/invoices?customer=${customer.id}&expand[]=data.customer&expand[]=data.parent.subscription_details.subscription`);
  await get(`/v1/charges?customer=${customer.id}&expand[]=data.customer`);
  await get(`/v1/refunds?expand[]=data.charge`);
  await get(`/v1/disputes?expand[]=data.charge`);
  await get(`/v1/prices?expand[]=data.product`);
  answers.push({ where: 'POST /v1/billing_portal/sessions', body: await rawPortalSession(customer.id) });
  for (const delivery of fixture.receiver.accepted()) answers.push({ where: `webhook ${delivery.event.id}`, body: delivery.event });
}, 30_000);
afterAll(() => fixture.close());

/** The portal session as answered (it cannot be read back: Stripe has no GET for it). */
async function rawPortalSession(customer: string) {
  const response = await fetch(`${fixture.sandbox.url}/v1/billing_portal/sessions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_declarations', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, return_url: 'http://localhost:5000/account' }).toString(),
  });
  return response.json();
}

describe('what the sandbox serves matches the SDK declarations of the pinned API version', () => {
  it('has every declared field, no undeclared one, and declared values', () => {
    const problems = answers.flatMap(({ where, body }) => checkServed(declarations, body, where));
    // One line per distinct problem (the same drift shows in many answers).
    const distinct = [...new Set(problems.map((p) => p.replace(/^[^<]*</, '<').replace(/\[\d+\]/g, '[]')))];
    expect(distinct).toEqual([]);
  });

  it('covered every object type the product uses and the events the sandbox emits', () => {
    const served = new Set<string>();
    const events = new Set<string>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      if (typeof record.object === 'string') served.add(record.object);
      if (record.object === 'event') events.add(String(record.type));
      Object.values(record).forEach(visit);
    };
    answers.forEach(({ body }) => visit(body));
    expect([...served].sort()).toEqual([...Object.keys(DECLARATION_OF), 'event', 'list'].sort());
    expect([...events].sort()).toEqual(
      [
        'billing_portal.session.created',
        'charge.dispute.created',
        'charge.failed',
        'charge.refunded',
        'charge.succeeded',
        'checkout.session.completed',
        'checkout.session.expired',
        'customer.created',
        'customer.deleted',
        'customer.subscription.created',
        'customer.subscription.deleted',
        'customer.subscription.updated',
        'customer.updated',
        'invoice.created',
        'invoice.finalized',
        'invoice.paid',
        'invoice.payment_failed',
        'invoice.payment_succeeded',
        'invoice.voided',
        'payment_method.attached',
        'price.created',
        'price.updated',
        'product.created',
        'refund.created',
      ].sort(),
    );
    if (process.env.SDK_DECLARATIONS_REPORT) {
      console.log(`checked ${answers.length} answers and events: ${declarations.checkedTypes.size} declared types, ${declarations.checkedFields.size} declared fields`);
    }
  });

  it('expands exactly the fields the declarations make expandable', () => {
    // Each field the sandbox expands is one Stripe expands…
    for (const [object, paths] of Object.entries(EXPANDABLE)) {
      const declared = DECLARATION_OF[object];
      if (!declared) throw new Error(`no declaration mapped for ${object}`);
      expect(paths.filter((path) => !declarations.isExpandable(...declared, path)), object).toEqual([]);
    }
    // …and each id it serves where Stripe would expand one is in its list.
    const missing = new Set<string>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (typeof value !== 'object' || value === null) return;
      const record = value as Record<string, unknown>;
      const declared = typeof record.object === 'string' ? DECLARATION_OF[record.object] : undefined;
      if (declared) {
        for (const field of declarations.expandableFields(...declared)) {
          if (typeof record[field] === 'string' && !(EXPANDABLE[record.object as string] ?? []).includes(field)) missing.add(`${String(record.object)}.${field}`);
        }
      }
      Object.values(record).forEach(visit);
    };
    answers.forEach(({ body }) => visit(body));
    expect([...missing]).toEqual([]);
  });

  it('refuses to expand a field Stripe does not expand, as Stripe does', async () => {
    const charge = (await stripe.charges.list({ limit: 100 })).data.find((c) => c.payment_method);
    expect(charge!.payment_method).toMatch(/^pm_/);
    await expect(stripe.charges.retrieve(charge!.id, { expand: ['payment_method'] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      raw: { type: 'invalid_request_error', message: 'This property cannot be expanded (payment_method).' },
    });
  });
});
