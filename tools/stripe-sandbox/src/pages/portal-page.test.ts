import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../calendar';
import { postForm, startFixture, subscribe, type Fixture } from '../testing/sandbox-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.close());

async function openPortal(customer: string) {
  const portal = await fixture.stripe.billingPortal.sessions.create({ customer, return_url: 'http://localhost:5000/account' });
  return portal.url;
}

const subscriptionIdIn = (html: string) => /name="subscription" value="(sub_\w+)"/.exec(html)?.[1];

describe('portal page', () => {
  it('shows the plan, the status, the next billing date and the return link', async () => {
    const { customer, subscription } = await subscribe(fixture);
    const html = await (await fetch(await openPortal(customer.id))).text();
    const periodEnd = subscription.items.data[0]!.current_period_end;
    expect(html).toContain('Bela Premium — $9.00 / month');
    expect(html).toContain('Status: <strong>Active</strong>');
    expect(html).toContain(`Next billing date: ${formatDate(periodEnd)}`);
    expect(html).toContain('Card: Visa ending in 4242');
    expect(html).toContain('<button type="submit" class="secondary">Cancel subscription</button>');
    expect(html).not.toContain('>Renew</button>');
    expect(html).toContain('<a href="http://localhost:5000/account">← Return to Bela</a>');
    expect(html).toMatch(/<td>\$9\.00<\/td><td>Paid<\/td>/);
  });

  it('cancels at the period end, then renews', async () => {
    const { customer, subscription } = await subscribe(fixture);
    const url = await openPortal(customer.id);
    const periodEnd = subscription.items.data[0]!.current_period_end;

    const cancel = await postForm(`${url}/cancel`, { subscription: subscriptionIdIn(await (await fetch(url)).text())! });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toMatch(new RegExp(`^/p/session/bps_\\w+\\?notice=canceled$`));
    const cancelling = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd });

    const afterCancel = await (await fetch(new URL(cancel.headers.get('location')!, url))).text();
    expect(afterCancel).toContain(`Your subscription will end on ${formatDate(periodEnd)}.`);
    expect(afterCancel).toContain('<button type="submit">Renew</button>');
    expect(afterCancel).not.toContain('Cancel subscription</button>');
    expect(afterCancel).toContain('role="status"');

    const renew = await postForm(`${url}/renew`, { subscription: subscription.id });
    expect(renew.status).toBe(303);
    expect(await fixture.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    const afterRenew = await (await fetch(url)).text();
    expect(afterRenew).toContain(`Next billing date: ${formatDate(periodEnd)}`);

    await fixture.sandbox.deliveriesSettled();
    const updates = fixture.receiver
      .accepted()
      .filter((d) => d.event.type === 'customer.subscription.updated' && d.event.data.object.id === subscription.id);
    expect(updates.map((d) => d.event.data.object.cancel_at_period_end)).toEqual([true, false]);
    expect(updates[0]!.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(updates[1]!.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: true });
  });

  it("acts only on a subscription of the portal session's customer, and only same-origin", async () => {
    const mine = await subscribe(fixture);
    const theirs = await subscribe(fixture);
    const url = await openPortal(mine.customer.id);
    expect((await postForm(`${url}/cancel`, { subscription: theirs.subscription.id })).status).toBe(404);
    expect((await postForm(`${url}/cancel`, { subscription: mine.subscription.id }, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await fixture.stripe.subscriptions.retrieve(theirs.subscription.id)).cancel_at_period_end).toBe(false);
    expect((await fixture.stripe.subscriptions.retrieve(mine.subscription.id)).cancel_at_period_end).toBe(false);
  });

  it('says when there is no subscription', async () => {
    const customer = await fixture.stripe.customers.create({ email: 'nobody@bela.local' });
    expect(await (await fetch(await openPortal(customer.id))).text()).toContain('You have no subscription.');
  });
});
