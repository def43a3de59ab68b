import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIntervals } from './calendar';
import { runCli } from './cli-commands';
import { advanceDays, createCheckout, startFixture, subscribe, type Fixture } from './testing/sandbox-fixture';

// Each test starts its own sandbox: moving the clock must not disturb another test's subscriptions.
let fixture: Fixture;
const fixtures: Fixture[] = [];
async function freshSandbox() {
  fixture = await startFixture();
  fixtures.push(fixture);
  return fixture;
}
afterAll(() => Promise.all(fixtures.map((f) => f.close())));

const eventsAbout = async (id: string) => {
  await fixture.sandbox.deliveriesSettled();
  return fixture.receiver
    .accepted()
    .filter((d) => d.event.data.object.id === id || (d.event.data.object as { parent?: { subscription_details?: { subscription?: string } } }).parent?.subscription_details?.subscription === id)
    .map((d) => d.event);
};

describe('clock endpoints', () => {
  beforeAll(freshSandbox);

  it('tells the time and moves it on by days (JSON) or seconds (form)', async () => {
    const clock = (await (await fetch(`${fixture.sandbox.url}/_sandbox/clock`)).json()) as { now: number; offset_seconds: number };
    expect(Math.abs(clock.now - Date.now() / 1000)).toBeLessThan(5);
    expect(clock.offset_seconds).toBe(0);
    const byDays = await advanceDays(fixture.sandbox, 2);
    expect(byDays.now - clock.now).toBeGreaterThanOrEqual(2 * 86_400);
    const bySeconds = await fetch(`${fixture.sandbox.url}/_sandbox/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'seconds=60',
    });
    expect(((await bySeconds.json()) as { offset_seconds: number }).offset_seconds).toBe(2 * 86_400 + 60);
    const backwards = await fetch(`${fixture.sandbox.url}/_sandbox/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"days":-1}',
    });
    expect(backwards.status).toBe(400);
  });

  it('is driven by the CLI', async () => {
    const lines: string[] = [];
    const io = { baseUrl: fixture.sandbox.url, print: (line: string) => lines.push(line) };
    expect(await runCli(['advance', '1'], io)).toBe(0);
    expect(lines[0]).toMatch(/^Sandbox clock is now \d{4}-\d\d-\d\dT/);
    expect(await runCli(['advance', 'soon'], io)).toBe(1);
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(await runCli(['clock'], { baseUrl: 'http://127.0.0.1:9', print: (line) => lines.push(line) })).toBe(1);
    expect(lines.at(-1)).toMatch(/No Stripe sandbox answers/);
  });
});

describe('period ends', () => {
  it('renews a subscription: new period, new paid invoice, invoice.paid and customer.subscription.updated', async () => {
    await freshSandbox();
    const { subscription } = await subscribe(fixture);
    const first = subscription.items.data[0]!;
    const summary = await advanceDays(fixture.sandbox, 31);
    expect(summary.renewed).toEqual([subscription.id]);

    const renewed = await fixture.stripe.subscriptions.retrieve(subscription.id);
    const item = renewed.items.data[0]!;
    expect(renewed.status).toBe('active');
    expect(item.current_period_start).toBe(first.current_period_end);
    expect(item.current_period_end).toBe(addIntervals(first.current_period_start, 'month', 2));
    const invoices = await fixture.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
      ['subscription_cycle', 'paid', 900],
      ['subscription_create', 'paid', 900],
    ]);
    expect(invoices.data[0]!.status_transitions.paid_at).toBe(first.current_period_end);
    expect(invoices.data[0]!.lines.data[0]!.period).toEqual({ start: item.current_period_start, end: item.current_period_end });

    const events = await eventsAbout(subscription.id);
    const renewal = events.filter((event) => event.created === first.current_period_end);
    expect(renewal.map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    expect(renewal[0]!.data.previous_attributes).toMatchObject({
      items: { data: [expect.objectContaining({ current_period_end: first.current_period_end })] },
      latest_invoice: subscription.latest_invoice,
    });
  });

  it('renews once per period when the clock jumps several periods', async () => {
    await freshSandbox();
    const { subscription } = await subscribe(fixture);
    const summary = await advanceDays(fixture.sandbox, 95);
    expect(summary.renewed).toEqual([subscription.id, subscription.id, subscription.id]);
    const invoices = await fixture.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(4);
    const start = subscription.items.data[0]!.current_period_start;
    expect(invoices.data.map((invoice) => invoice.status_transitions.paid_at)).toEqual([3, 2, 1, 0].map((n) => addIntervals(start, 'month', n)));
  });

  it('ends a subscription set to cancel at the period end, with customer.subscription.deleted', async () => {
    await freshSandbox();
    const { subscription } = await subscribe(fixture);
    await fixture.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const summary = await advanceDays(fixture.sandbox, 31);
    expect(summary.ended).toEqual([subscription.id]);
    expect(summary.renewed).toEqual([]);
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const ended = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd, cancel_at_period_end: true });
    expect((await fixture.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const last = (await eventsAbout(subscription.id)).at(-1)!;
    expect(last).toMatchObject({ type: 'customer.subscription.deleted', created: periodEnd });
    expect(last.data.object.status).toBe('canceled');
  });

  it('fails a renewal on a card that declines later, then ends the subscription a period on', async () => {
    await freshSandbox();
    const { subscription } = await subscribe(fixture);
    const card = await fetch(`${fixture.sandbox.url}/_sandbox/subscriptions/${subscription.id}/card`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: '4000 0000 0000 0341' }),
    });
    expect(card.status).toBe(200);
    const summary = await advanceDays(fixture.sandbox, 31);
    expect(summary.paymentFailed).toEqual([subscription.id]);
    expect((await fixture.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const [latest] = (await fixture.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(latest).toMatchObject({ status: 'open', amount_paid: 0, attempt_count: 1 });
    const types = (await eventsAbout(subscription.id)).map((event) => event.type);
    expect(types.slice(-3)).toEqual(['invoice.finalized', 'invoice.payment_failed', 'customer.subscription.updated']);

    expect((await advanceDays(fixture.sandbox, 31)).ended).toEqual([subscription.id]);
    expect(await fixture.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
  });

  it('recovers a past-due subscription when a working card is saved', async () => {
    await freshSandbox();
    const { subscription } = await subscribe(fixture);
    const saveCard = (number: string) =>
      fetch(`${fixture.sandbox.url}/_sandbox/subscriptions/${subscription.id}/card`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `number=${number}`,
      });
    await saveCard('4000000000000341');
    await advanceDays(fixture.sandbox, 31);
    expect((await (await saveCard('4242424242424242')).json()) as object).toMatchObject({ status: 'active' });
    const [latest] = (await fixture.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(latest).toMatchObject({ status: 'paid', attempt_count: 2 });
  });

  it('expires checkout sessions a day after they were created', async () => {
    await freshSandbox();
    const { session } = await createCheckout(fixture.stripe);
    const summary = (await advanceDays(fixture.sandbox, 1.5)) as { expiredSessions?: string[] };
    expect(summary.expiredSessions).toEqual([session.id]);
    expect(await fixture.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
    expect((await fetch(session.url!)).status).toBe(410);
  });
});

describe('addIntervals', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('keeps the anchor day, falling back to the end of shorter months', () => {
    const anchor = at('2025-01-31T10:00:00Z');
    expect(addIntervals(anchor, 'month', 1)).toBe(at('2025-02-28T10:00:00Z'));
    expect(addIntervals(anchor, 'month', 2)).toBe(at('2025-03-31T10:00:00Z'));
    expect(addIntervals(at('2024-01-31T00:00:00Z'), 'month', 1)).toBe(at('2024-02-29T00:00:00Z'));
    expect(addIntervals(at('2025-11-15T00:00:00Z'), 'month', 3)).toBe(at('2026-02-15T00:00:00Z'));
    expect(addIntervals(at('2024-02-29T00:00:00Z'), 'year', 1)).toBe(at('2025-02-28T00:00:00Z'));
    expect(addIntervals(anchor, 'week', 2)).toBe(anchor + 14 * 86_400);
  });
});
