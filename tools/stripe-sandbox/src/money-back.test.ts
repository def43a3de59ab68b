/**
 * Charges and the ways money goes back or stops coming: refunds, disputes (chargebacks), paused
 * collection and deleted customers, through the real SDK, the sandbox's endpoints and its CLI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-commands';
import { advanceDays, startFixture, subscribe, type Fixture } from './testing/sandbox-fixture';

// Each test starts its own sandbox: moving the clock must not disturb another test's subscriptions.
const fixtures: Fixture[] = [];
async function freshSandbox() {
  const fixture = await startFixture();
  fixtures.push(fixture);
  return fixture;
}
afterAll(() => Promise.all(fixtures.map((f) => f.close())));

const delivered = async (fixture: Fixture, type: string) => {
  await fixture.sandbox.deliveriesSettled();
  return fixture.receiver.accepted().filter((d) => d.event.type === type).map((d) => d.event);
};

const control = (fixture: Fixture, path: string, body: object = {}) =>
  fetch(`${fixture.sandbox.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('charges', () => {
  it('makes each paid invoice a succeeded charge of the customer, announced before invoice.paid', async () => {
    const fixture = await freshSandbox();
    const { customer } = await subscribe(fixture);
    const charges = await fixture.stripe.charges.list({ customer: customer.id });
    expect(charges.data).toHaveLength(1);
    const [charge] = charges.data;
    expect(charge).toMatchObject({ object: 'charge', amount: 900, currency: 'usd', status: 'succeeded', paid: true, refunded: false, disputed: false, customer: customer.id });
    expect(charge!.payment_method_details?.card?.last4).toBe('4242');
    expect(await fixture.stripe.charges.retrieve(charge!.id)).toEqual(charge);
    const types = (await delivered(fixture, 'charge.succeeded')).map((e) => e.data.object.id);
    expect(types).toEqual([charge!.id]);

    await advanceDays(fixture.sandbox, 31);
    expect((await fixture.stripe.charges.list({ customer: customer.id })).data).toHaveLength(2);
  });

  it('records a declined renewal as a failed charge', async () => {
    const fixture = await freshSandbox();
    const { subscription, customer } = await subscribe(fixture);
    await control(fixture, `/_sandbox/subscriptions/${subscription.id}/card`, { number: '4000000000000341' });
    await advanceDays(fixture.sandbox, 31);
    const [latest] = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    expect(latest).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' });
    expect(await delivered(fixture, 'charge.failed')).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds a charge in part, then the rest, with refund.created and charge.refunded each time', async () => {
    const fixture = await freshSandbox();
    const { customer } = await subscribe(fixture);
    const [charge] = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    const part = await fixture.stripe.refunds.create({ charge: charge!.id, amount: 300, reason: 'requested_by_customer' });
    expect(part).toMatchObject({ object: 'refund', amount: 300, charge: charge!.id, status: 'succeeded', reason: 'requested_by_customer' });
    expect(await fixture.stripe.charges.retrieve(charge!.id)).toMatchObject({ amount_refunded: 300, refunded: false });
    const rest = await fixture.stripe.refunds.create({ charge: charge!.id });
    expect(rest.amount).toBe(600);
    expect(await fixture.stripe.charges.retrieve(charge!.id)).toMatchObject({ amount_refunded: 900, refunded: true });
    expect((await fixture.stripe.refunds.list({ charge: charge!.id })).data.map((r) => r.id)).toEqual([rest.id, part.id]);
    expect(await fixture.stripe.refunds.retrieve(part.id)).toEqual(part);

    const refunded = await delivered(fixture, 'charge.refunded');
    expect(refunded.map((e) => [e.data.object['amount_refunded'], e.data.object['refunded']])).toEqual([
      [300, false],
      [900, true],
    ]);
    expect(refunded[0]!.data.previous_attributes).toMatchObject({ amount_refunded: 0 });
    expect((await delivered(fixture, 'refund.created')).map((e) => e.data.object.id)).toEqual([part.id, rest.id]);
  });

  it('refuses to refund more than is left, or a charge refunded already', async () => {
    const fixture = await freshSandbox();
    const { customer } = await subscribe(fixture);
    const [charge] = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    await expect(fixture.stripe.refunds.create({ charge: charge!.id, amount: 901 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(fixture.stripe.refunds.create({ charge: 'ch_missing' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await fixture.stripe.refunds.create({ charge: charge!.id });
    await expect(fixture.stripe.refunds.create({ charge: charge!.id })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded', message: expect.stringMatching(/already been refunded/) });
  });
});

describe('disputes', () => {
  it("opens a dispute on a customer's latest charge, naming the charge", async () => {
    const fixture = await freshSandbox();
    const { customer } = await subscribe(fixture);
    const [charge] = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    const answer = await control(fixture, `/_sandbox/charges/${customer.id}/dispute`, { reason: 'unrecognized' });
    expect(answer.status).toBe(200);
    const { dispute } = (await answer.json()) as { dispute: { id: string } };
    expect(await fixture.stripe.disputes.retrieve(dispute.id)).toMatchObject({ object: 'dispute', charge: charge!.id, amount: 900, reason: 'unrecognized', status: 'needs_response' });
    expect((await fixture.stripe.disputes.list({ charge: charge!.id })).data).toHaveLength(1);
    expect((await fixture.stripe.charges.retrieve(charge!.id)).disputed).toBe(true);
    const [event] = await delivered(fixture, 'charge.dispute.created');
    expect(event!.data.object).toMatchObject({ id: dispute.id, object: 'dispute', charge: charge!.id });
    // Once is enough.
    expect((await control(fixture, `/_sandbox/charges/${charge!.id}/dispute`)).status).toBe(400);
  });

  it('disputes every payment made with 4000 0000 0000 0259, as Stripe test mode does', async () => {
    const fixture = await freshSandbox();
    const { customer } = await subscribe(fixture, '4000 0000 0000 0259');
    const [charge] = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    expect(charge).toMatchObject({ status: 'succeeded', disputed: true });
    expect((await delivered(fixture, 'charge.dispute.created')).map((e) => e.data.object['charge'])).toEqual([charge!.id]);
  });
});

describe('paused collection', () => {
  it('stays active but charges nothing while paused, and charges again once resumed', async () => {
    const fixture = await freshSandbox();
    const { subscription, customer } = await subscribe(fixture);
    const paused = await fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } });
    expect(paused).toMatchObject({ status: 'active', pause_collection: { behavior: 'void', resumes_at: null } });
    const [update] = await delivered(fixture, 'customer.subscription.updated');
    expect(update!.data.previous_attributes).toEqual({ pause_collection: null });

    expect((await advanceDays(fixture.sandbox, 31)).renewed).toEqual([subscription.id]);
    const [voided] = (await fixture.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(voided).toMatchObject({ status: 'void', amount_paid: 0 });
    expect((await fixture.stripe.charges.list({ customer: customer.id })).data).toHaveLength(1);
    expect(await delivered(fixture, 'invoice.voided')).toHaveLength(1);

    const resumed = await fixture.stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    expect(resumed.pause_collection).toBeNull();
    await advanceDays(fixture.sandbox, 31);
    expect((await fixture.stripe.charges.list({ customer: customer.id })).data).toHaveLength(2);
  });

  it('resumes by itself at resumes_at, and keeps drafts or marks invoices uncollectible as asked', async () => {
    const fixture = await freshSandbox();
    const { subscription } = await subscribe(fixture);
    const resumesAt = subscription.items.data[0]!.current_period_end + 86_400;
    await fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'mark_uncollectible', resumes_at: resumesAt } });
    const summary = await advanceDays(fixture.sandbox, 32);
    expect(summary).toMatchObject({ renewed: [subscription.id], resumed: [subscription.id] });
    const [uncollectible] = (await fixture.stripe.invoices.list({ subscription: subscription.id })).data;
    expect(uncollectible).toMatchObject({ status: 'uncollectible' });
    expect((await fixture.stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull();
    const resume = (await delivered(fixture, 'customer.subscription.updated')).at(-1)!;
    expect(resume).toMatchObject({ created: resumesAt, data: { previous_attributes: { pause_collection: { behavior: 'mark_uncollectible' } } } });

    await fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'keep_as_draft' } });
    await advanceDays(fixture.sandbox, 31);
    expect((await fixture.stripe.invoices.list({ subscription: subscription.id })).data[0]).toMatchObject({ status: 'draft' });
  });

  it('refuses an unknown behavior, a past resumes_at or pausing an ended subscription', async () => {
    const fixture = await freshSandbox();
    const { subscription } = await subscribe(fixture);
    await expect(fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'nap' as 'void' } })).rejects.toMatchObject({ statusCode: 400 });
    await expect(fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void', resumes_at: 1 } })).rejects.toMatchObject({ statusCode: 400 });
    await fixture.stripe.subscriptions.cancel(subscription.id);
    await expect(fixture.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('deleting a customer', () => {
  it('ends their subscriptions, answers them as deleted and leaves them out of lists', async () => {
    const fixture = await freshSandbox();
    const { subscription, customer } = await subscribe(fixture);
    expect(await fixture.stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect(await fixture.stripe.customers.retrieve(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect((await fixture.stripe.customers.list({ email: customer.email! })).data).toEqual([]);
    expect((await fixture.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    await expect(fixture.stripe.customers.del(customer.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(fixture.stripe.customers.update(customer.id, { name: 'Gone' })).rejects.toMatchObject({ statusCode: 404 });
    const types = (await fixture.sandbox.deliveriesSettled(), fixture.receiver.accepted().map((d) => d.event.type));
    expect(types.slice(-2)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
  });
});

describe('the CLI', () => {
  it('pauses, resumes, refunds and disputes', async () => {
    const fixture = await freshSandbox();
    const lines: string[] = [];
    const io = { baseUrl: fixture.sandbox.url, print: (line: string) => lines.push(line) };
    const { subscription, customer } = await subscribe(fixture);
    expect(await runCli(['pause', subscription.id, 'keep_as_draft'], io)).toBe(0);
    expect((await fixture.stripe.subscriptions.retrieve(subscription.id)).pause_collection).toMatchObject({ behavior: 'keep_as_draft' });
    expect(await runCli(['resume', subscription.id], io)).toBe(0);
    expect((await fixture.stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull();

    expect(await runCli(['refund', customer.id, '100'], io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Refunded 100 of ch_\w+ \(100 of 900 refunded\): re_\w+\.$/);
    expect(await runCli(['refund', customer.id, 'lots'], io)).toBe(1);
    expect(await runCli(['dispute', customer.id], io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Disputed ch_\w+ \(fraudulent\): dp_\w+\.$/);
    expect(await runCli(['dispute', 'ch_missing'], io)).toBe(1);
  });
});
