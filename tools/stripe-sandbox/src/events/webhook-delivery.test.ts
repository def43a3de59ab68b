import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_WEBHOOK_SECRET } from '../local-secret';
import { startSandbox } from '../sandbox';
import { FAST_RETRIES, payWithCard, createCheckout, startFixture, stripeClient, type Fixture } from '../testing/sandbox-fixture';
import { signPayload } from './sign-payload';

const fixtures: Fixture[] = [];
async function fixtureWith(options: Parameters<typeof startFixture>[0] = {}) {
  const fixture = await startFixture(options);
  fixtures.push(fixture);
  return fixture;
}
afterAll(() => Promise.all(fixtures.map((f) => f.close())));

type SandboxEventRecord = { event: { id: string; type: string }; delivery: { status: string; attempts: number; last_error: string | null } };
const sandboxEvents = async (url: string) =>
  ((await (await fetch(`${url}/_sandbox/events?limit=1000`)).json()) as { data: SandboxEventRecord[] }).data;

describe('signing', () => {
  it('produces the header the Stripe SDK verifies', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signPayload(payload, 'whsec_test', 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    const stripe = new Stripe('sk_test_x');
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_test', 0)).not.toThrow();
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other', 0)).toThrow(/No signatures found/);
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, 'whsec_test', 0)).toThrow();
  });
});

describe('webhook delivery', () => {
  it('delivers every event of a checkout as a signed Stripe event the SDK accepts', async () => {
    const fixture = await fixtureWith();
    const { session } = await createCheckout(fixture.stripe);
    await payWithCard(session.url!, '4242424242424242');
    await fixture.sandbox.deliveriesSettled();
    const verifier = new Stripe('sk_test_x');
    const events = fixture.receiver.deliveries.map(({ body, headers }) =>
      verifier.webhooks.constructEvent(body, headers['stripe-signature'] as string, LOCAL_WEBHOOK_SECRET),
    );
    // Product and price events have no customer: they are not ordered with the customer's.
    const types = events.map((event) => event.type);
    expect(types.filter((type) => type.startsWith('product.') || type.startsWith('price.'))).toEqual([
      'product.created',
      'price.created',
    ]);
    expect(types.filter((type) => !type.startsWith('product.') && !type.startsWith('price.'))).toEqual([
      'customer.created',
      'payment_method.attached',
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'charge.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
      expect(event.id).toMatch(/^evt_/);
    }
    const completed = events.at(-1)! as Stripe.CheckoutSessionCompletedEvent;
    expect(completed.data.object).toMatchObject({ id: session.id, status: 'complete', client_reference_id: 'u1' });
    // Caused by an API call: the event names the request; caused by the page: nulls.
    expect(events.find((event) => event.type === 'customer.created')!.request).toMatchObject({ id: expect.stringMatching(/^req_/), idempotency_key: expect.any(String) });
    expect(completed.request).toEqual({ id: null, idempotency_key: null });
    expect(fixture.receiver.deliveries[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('signs with STRIPE_WEBHOOK_SECRET when one is given', async () => {
    const fixture = await fixtureWith({ webhookSecret: 'whsec_from_env' });
    await fixture.stripe.customers.create({ email: 'secret@bela.local' });
    await fixture.sandbox.deliveriesSettled();
    const { body, headers } = fixture.receiver.deliveries[0]!;
    const verifier = new Stripe('sk_test_x');
    expect(verifier.webhooks.constructEvent(body, headers['stripe-signature'] as string, 'whsec_from_env').type).toBe('customer.created');
    expect(() => verifier.webhooks.constructEvent(body, headers['stripe-signature'] as string, LOCAL_WEBHOOK_SECRET)).toThrow();
  });

  it('retries a failing receiver until it answers 2xx', async () => {
    const fixture = await fixtureWith();
    fixture.receiver.answerWith([500, 503]);
    const customer = await fixture.stripe.customers.create({ email: 'retry@bela.local' });
    await fixture.sandbox.deliveriesSettled();
    expect(fixture.receiver.deliveries.map((d) => d.event.data.object.id)).toEqual([customer.id, customer.id, customer.id]);
    const [record] = await sandboxEvents(fixture.sandbox.url);
    expect(record!.delivery).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gives up after the retry schedule, then delivers again on request', async () => {
    const fixture = await fixtureWith();
    fixture.receiver.answerWith([500, 500, 500, 500, 500]);
    await fixture.stripe.customers.create({ email: 'down@bela.local' });
    await fixture.sandbox.deliveriesSettled();
    expect(fixture.receiver.deliveries).toHaveLength(FAST_RETRIES.length + 1);
    const [record] = await sandboxEvents(fixture.sandbox.url);
    expect(record!.delivery).toMatchObject({ status: 'failed', attempts: 5, last_error: expect.stringMatching(/^HTTP 500/) });

    const redeliver = await fetch(`${fixture.sandbox.url}/_sandbox/events/${record!.event.id}/redeliver`, { method: 'POST' });
    expect(redeliver.status).toBe(200);
    await fixture.sandbox.deliveriesSettled();
    expect((await sandboxEvents(fixture.sandbox.url))[0]!.delivery).toMatchObject({ status: 'delivered', attempts: 6 });
  });

  it('retries when nothing listens yet', async () => {
    // A port that was free a moment ago: connections are refused until the receiver starts there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const sandbox = await startSandbox({ port: 0, webhookUrl: `http://127.0.0.1:${port}/hook`, retryDelaysMs: [100, 200, 400], dueCheckIntervalMs: 0 });
    try {
      await stripeClient(sandbox.port).customers.create({ email: 'late@bela.local' });
      // Start listening only once the first attempt has been refused.
      while ((await sandboxEvents(sandbox.url))[0]!.delivery.attempts === 0) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const late = await rawReceiver({ port });
      await sandbox.deliveriesSettled();
      expect(late.count()).toBe(1);
      const [record] = await sandboxEvents(sandbox.url);
      expect(record!.delivery.status).toBe('delivered');
      expect(record!.delivery.attempts).toBeGreaterThanOrEqual(2);
      await late.close();
    } finally {
      await sandbox.close();
    }
  });

  it("keeps the order of one customer's events while another customer's are retried", async () => {
    const fixture = await fixtureWith();
    fixture.receiver.answerWith([500]);
    const first = await fixture.stripe.customers.create({ email: 'first@bela.local' });
    await fixture.stripe.customers.update(first.id, { name: 'First' });
    const second = await fixture.stripe.customers.create({ email: 'second@bela.local' });
    await fixture.sandbox.deliveriesSettled();
    const accepted = fixture.receiver.accepted().map((d) => `${d.event.type} ${d.event.data.object.id}`);
    expect(accepted.filter((line) => line.endsWith(first.id))).toEqual([`customer.created ${first.id}`, `customer.updated ${first.id}`]);
    expect(accepted).toContain(`customer.created ${second.id}`);
  });

  it('records events without sending them when there is no webhook URL or the type is not enabled', async () => {
    const silent = await fixtureWith({ webhookUrl: null });
    await silent.stripe.customers.create({ email: 'quiet@bela.local' });
    expect((await sandboxEvents(silent.sandbox.url))[0]!.delivery).toMatchObject({ status: 'skipped', last_error: 'no webhook URL configured' });

    const selective = await fixtureWith({ enabledEvents: ['customer.subscription.*', 'checkout.session.completed'] });
    await selective.stripe.customers.create({ email: 'filtered@bela.local' });
    await selective.sandbox.deliveriesSettled();
    expect(selective.receiver.deliveries).toHaveLength(0);
    expect((await sandboxEvents(selective.sandbox.url))[0]!.delivery.status).toBe('skipped');
  });

  it('never makes the API wait for a slow receiver', async () => {
    const slow = await rawReceiver({ delayMs: 400 });
    const fixture = await fixtureWith({ webhookUrl: slow.url });
    const started = Date.now();
    await fixture.stripe.customers.create({ email: 'fast@bela.local' });
    expect(Date.now() - started).toBeLessThan(300);
    await fixture.sandbox.deliveriesSettled();
    expect(slow.count()).toBe(1);
    await slow.close();
  });
});

/** A bare receiver on a chosen port, answering 200 after an optional delay. */
async function rawReceiver(options: { port?: number; delayMs?: number }) {
  let count = 0;
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        count += 1;
        response.writeHead(200).end();
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
