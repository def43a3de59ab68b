// Every endpoint the app uses, called through the real `stripe` SDK against a sandbox on a free port.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from './events/event-log';
import { createCheckout, startFixture, subscribe, type Fixture } from './testing/sandbox-fixture';

let fixture: Fixture;
let stripe: Stripe;

beforeAll(async () => {
  fixture = await startFixture({ webhookUrl: null });
  stripe = fixture.stripe;
});
afterAll(() => fixture.close());

describe('customers', () => {
  it('creates, retrieves, updates and lists by e-mail', async () => {
    const created = await stripe.customers.create({ email: 'ada@bela.local', name: 'Ada', metadata: { uid: 'u-ada' } });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@bela.local', name: 'Ada', metadata: { uid: 'u-ada' }, livemode: false });
    expect(created.id).toMatch(/^cus_\w{24}$/);
    expect(await stripe.customers.retrieve(created.id)).toEqual(created);

    const updated = await stripe.customers.update(created.id, { name: 'Ada L.', metadata: { plan: 'premium' } });
    expect(updated.metadata).toEqual({ uid: 'u-ada', plan: 'premium' });

    await stripe.customers.create({ email: 'other@bela.local' });
    const list = await stripe.customers.list({ email: 'ada@bela.local' });
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(list.data.map((customer) => customer.id)).toEqual([created.id]);
  });

  it('pages through lists newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await stripe.customers.create({ email: `page${i}@bela.local` })).id);
    const first = await stripe.customers.list({ limit: 2 });
    expect(first.data.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const next = await stripe.customers.list({ limit: 1, starting_after: ids[1] });
    expect(next.data[0]!.id).toBe(ids[0]);
  });
});

describe('products and prices', () => {
  it('creates, retrieves and lists a recurring monthly price', async () => {
    const product = await stripe.products.create({ name: 'Bela Premium', metadata: { tier: 'premium' } });
    expect(product).toMatchObject({ object: 'product', name: 'Bela Premium', active: true });
    expect(await stripe.products.retrieve(product.id)).toEqual(product);
    expect((await stripe.products.list({ active: true })).data.map((p) => p.id)).toContain(product.id);

    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 900,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'bela_premium_monthly',
    });
    expect(price).toMatchObject({
      object: 'price',
      type: 'recurring',
      unit_amount: 900,
      currency: 'usd',
      product: product.id,
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect(price.id).toMatch(/^price_/);
    const retrieved = await stripe.prices.retrieve(price.id, { expand: ['product'] });
    expect((retrieved.product as Stripe.Product).name).toBe('Bela Premium');
    const byKey = await stripe.prices.list({ lookup_keys: ['bela_premium_monthly'] });
    expect(byKey.data.map((p) => p.id)).toEqual([price.id]);
    expect((await stripe.prices.list({ product: product.id })).data).toHaveLength(1);
  });

  it('updates products and prices, moving a lookup key only when asked', async () => {
    const product = await stripe.products.create({ name: 'Old name' });
    const renamed = await stripe.products.update(product.id, { name: 'Bela Premium', description: 'Unlimited chat' });
    expect(renamed).toMatchObject({ name: 'Bela Premium', description: 'Unlimited chat' });
    const first = await stripe.prices.create({ product: product.id, unit_amount: 900, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'premium' });
    await expect(
      stripe.prices.create({ product: product.id, unit_amount: 1200, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'premium' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const second = await stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'premium',
      transfer_lookup_key: true,
    });
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    expect((await stripe.prices.list({ lookup_keys: ['premium'] })).data.map((p) => p.id)).toEqual([second.id]);
    expect(await stripe.prices.update(first.id, { active: false })).toMatchObject({ active: false });
    expect((await stripe.products.update(product.id, { default_price: second.id })).default_price).toBe(second.id);
  });
});

describe('checkout sessions', () => {
  it('creates a subscription-mode session whose url is the hosted page', async () => {
    const { session, customer, price } = await createCheckout(stripe);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'u1',
      metadata: { uid: 'u1' },
      amount_total: 900,
      currency: 'usd',
      subscription: null,
      success_url: 'http://localhost:5000/account?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fixture.sandbox.url}/c/pay/${session.id}`);

    const withLines = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items', 'customer'] });
    expect(withLines.line_items!.data).toHaveLength(1);
    expect(withLines.line_items!.data[0]).toMatchObject({ object: 'item', quantity: 1, amount_total: 900 });
    expect(withLines.line_items!.data[0]!.price!.id).toBe(price.id);
    expect((withLines.customer as Stripe.Customer).email).toBe('member@bela.local');
    const lines = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data[0]!.price!.id).toBe(price.id);
    // Unless asked for, line items are not part of the session.
    expect('line_items' in (await stripe.checkout.sessions.retrieve(session.id))).toBe(false);
  });

  it('after payment carries the subscription, amounts and the customer details', async () => {
    const { session, subscription } = await subscribe(fixture);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'subscription.latest_invoice'] });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 900,
      currency: 'usd',
      customer_details: { email: 'member@bela.local' },
      url: null,
    });
    const expanded = paid.subscription as Stripe.Subscription;
    expect(expanded.id).toBe(subscription.id);
    expect((expanded.latest_invoice as Stripe.Invoice).status).toBe('paid');
    expect((await stripe.checkout.sessions.list({ subscription: subscription.id })).data.map((s) => s.id)).toEqual([session.id]);
  });

  it('accepts inline price_data and expires open sessions', async () => {
    const customer = await stripe.customers.create({ email: 'inline@bela.local' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 900, recurring: { interval: 'month' }, product_data: { name: 'Bela Premium' } },
        },
      ],
      success_url: 'http://localhost:5000/ok',
    });
    expect(session.amount_total).toBe(900);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
  });
});

describe('billing portal sessions', () => {
  it('answers the url of the sandbox portal page', async () => {
    const customer = await stripe.customers.create({ email: 'portal@bela.local' });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:5000/account' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://localhost:5000/account' });
    expect(portal.url).toBe(`${fixture.sandbox.url}/p/session/${portal.id}`);
  });
});

describe('subscriptions', () => {
  it('retrieves a subscription with the period on its item only, as in this API version', async () => {
    const { subscription, customer, price } = await subscribe(fixture);
    const item = subscription.items.data[0]!;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id, cancel_at_period_end: false, canceled_at: null });
    expect(item.price.id).toBe(price.id);
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);
    expect(subscription).not.toHaveProperty('current_period_start');
    expect(subscription).not.toHaveProperty('current_period_end');
  });

  it('lists by customer and status, updates cancel_at_period_end and cancels', async () => {
    const { subscription, customer } = await subscribe(fixture);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([subscription.id]);

    const cancelling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ cancel_at_period_end: true, status: 'active', cancel_at: subscription.items.data[0]!.current_period_end });
    expect(cancelling.canceled_at).toEqual(expect.any(Number));
    const renewed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(renewed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });

    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    // Canceled subscriptions are left out unless asked for, as on Stripe.
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
  });
});

describe('invoices', () => {
  it('retrieves and lists the paid invoice of a checkout', async () => {
    const { subscription, customer } = await subscribe(fixture);
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      amount_paid: 900,
      amount_due: 900,
      customer: customer.id,
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    expect(invoice).not.toHaveProperty('subscription'); // dropped in this version: see parent
    expect(invoice.status_transitions.paid_at).toEqual(expect.any(Number));
    expect(invoice.lines.data[0]!.period).toEqual({
      start: subscription.items.data[0]!.current_period_start,
      end: subscription.items.data[0]!.current_period_end,
    });
    expect((await stripe.invoices.list({ customer: customer.id })).data.map((i) => i.id)).toEqual([invoice.id]);
    expect((await stripe.invoices.list({ subscription: subscription.id })).data.map((i) => i.id)).toEqual([invoice.id]);
  });
});

describe('events and protocol details', () => {
  it('lists and retrieves events', async () => {
    const customer = await stripe.customers.create({ email: 'events@bela.local' });
    const events = await stripe.events.list({ type: 'customer.created', limit: 100 });
    const event = events.data.find((e) => (e.data.object as Stripe.Customer).id === customer.id)!;
    expect(event).toMatchObject({ object: 'event', api_version: API_VERSION, livemode: false });
    expect(await stripe.events.retrieve(event.id)).toEqual(event);
  });

  it('uses the API version of the installed SDK', () => {
    expect(API_VERSION).toBe(Stripe.API_VERSION);
  });

  it('replays an idempotent request instead of acting twice', async () => {
    const first = await stripe.products.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    const again = await stripe.products.create({ name: 'Once' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(stripe.products.create({ name: 'Different' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });
});
