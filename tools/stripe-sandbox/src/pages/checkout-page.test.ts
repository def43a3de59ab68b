import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, payWithCard, postForm, startFixture, type Fixture } from '../testing/sandbox-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.close());

const page = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

/** The number of objects of each kind the sandbox holds, seen through its status endpoint. */
const counts = async () =>
  ((await (await fetch(`${fixture.sandbox.url}/_sandbox`)).json()) as { counts: Record<string, number> }).counts;

describe('hosted checkout page', () => {
  it('shows the product, the price, the e-mail and a labelled card form, offline', async () => {
    const { session } = await createCheckout(fixture.stripe, { email: 'reader@bela.local' });
    const { status, html, headers } = await page(session.url!);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('Bela Premium');
    expect(html).toContain('$9.00 / month');
    expect(html).toContain('reader@bela.local');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiration', 'Expiration'],
      ['cvc', 'CVC'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`<input id="${id}"`);
    }
    expect(html).toContain('<button type="submit">Subscribe</button>');
    expect(html).toContain('<a href="http://localhost:5000/account?checkout=cancel">← Back to Bela</a>');
    expect(html).toContain(`<form class="pay" method="post" action="/c/pay/${session.id}"`);
    // Nothing to fetch from elsewhere: no scripts, stylesheets or images.
    expect(html).not.toMatch(/<script|<link|<img|https?:\/\/(?!localhost:5000)/);
  });

  it('escapes everything it echoes', async () => {
    const { session } = await createCheckout(fixture.stripe, { productName: '<script>alert("x")</script> & Co' });
    const { html } = await page(session.url!);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');

    const declined = await payWithCard(session.url!, '"><img src=x onerror=alert(1)>');
    const body = await declined.text();
    expect(declined.status).toBe(400);
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('pays with 4242 4242 4242 4242: completes the session and redirects with its id', async () => {
    const { session, customer } = await createCheckout(fixture.stripe);
    const response = await payWithCard(session.url!, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5000/account?checkout=success&session_id=${session.id}`,
    );
    const completed = await fixture.stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = await fixture.stripe.subscriptions.retrieve(completed.subscription as string);
    const item = subscription.items.data[0]!;
    expect(subscription.status).toBe('active');
    expect(Math.abs(item.current_period_start - Date.now() / 1000)).toBeLessThan(60);
    const start = new Date(item.current_period_start * 1000);
    const oneMonthLater = new Date(start);
    oneMonthLater.setUTCMonth(start.getUTCMonth() + 1);
    if (oneMonthLater.getUTCDate() !== start.getUTCDate()) oneMonthLater.setUTCDate(0); // 31 Jan → end of Feb
    expect(item.current_period_end).toBe(oneMonthLater.getTime() / 1000);
    const invoices = await fixture.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(['paid']);

    // The page of a completed session says so instead of offering to pay again.
    const again = await page(session.url!);
    expect(again.html).toContain('This checkout session is complete.');
    expect((await payWithCard(session.url!, '4242424242424242')).status).toBe(200);
    expect((await fixture.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 on the page: a failed charge of the customer, and nothing else', async () => {
    const { session, customer } = await createCheckout(fixture.stripe);
    await fixture.sandbox.deliveriesSettled();
    const before = await counts();
    const response = await payWithCard(session.url!, '4000 0000 0000 0002');
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain('<p class="alert" role="alert" id="form-error">Your card was declined.</p>');
    expect(html).toContain('aria-invalid="true"');
    // The attempt is a failed charge (and its event); no card is saved, no subscription starts.
    const after = await counts();
    expect(after).toEqual({ ...before, events: before.events! + 1 });
    const charges = (await fixture.stripe.charges.list({ customer: customer.id })).data;
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'failed', paid: false, amount: 900, failure_code: 'card_declined', outcome: { reason: 'generic_decline' } });
    expect(charges[0]!.payment_method_details?.card?.last4).toBe('0002');
    expect(await fixture.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', subscription: null });
  });

  it('shows a validation message for invalid numbers, dates and codes', async () => {
    const { session } = await createCheckout(fixture.stripe);
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ cardNumber: '4242' }, 'Your card number is incomplete.'],
      [{ cardNumber: '' }, 'Your card number is incomplete.'],
      [{ cardNumber: '4242424242424242', expiration: '01 / 20' }, "Your card's expiration date is in the past."],
      [{ cardNumber: '4242424242424242', expiration: '13 / 40' }, "Your card's expiration month is invalid."],
      [{ cardNumber: '4242424242424242', cvc: '1' }, "Your card's security code is incomplete."],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm(session.url!, { expiration: '12 / 34', cvc: '123', ...fields });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`role="alert" id="form-error">${message.replace("'", '&#39;')}</p>`);
    }
    expect((await fixture.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('asks for the e-mail when the session has no customer, and creates one', async () => {
    const price = (await fixture.stripe.prices.list({ limit: 1 })).data[0]!;
    const session = await fixture.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://localhost:5000/done',
    });
    expect((await page(session.url!)).html).toContain('<label for="email">Email</label>');
    expect((await payWithCard(session.url!, '4242424242424242')).status).toBe(400);
    const paid = await payWithCard(session.url!, '4242424242424242', { email: 'new@bela.local' });
    expect(paid.status).toBe(303);
    const completed = await fixture.stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect(completed.customer_details?.email).toBe('new@bela.local');
    expect(completed.customer).toMatchObject({ object: 'customer', email: 'new@bela.local' });
  });

  it('accepts form posts from its own origin only', async () => {
    const { session } = await createCheckout(fixture.stripe);
    const fields = { cardNumber: '4242424242424242', expiration: '12 / 34', cvc: '123' };
    expect((await postForm(session.url!, fields, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await postForm(session.url!, fields, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await postForm(session.url!, fields, { Origin: 'null' })).status).toBe(403);
    expect((await fixture.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const sameOrigin = await postForm(session.url!, fields, { Origin: fixture.sandbox.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(sameOrigin.status).toBe(303);
  });

  it("takes a browser's same-origin form post even when its Origin is opaque", async () => {
    const { session } = await createCheckout(fixture.stripe);
    const fields = { cardNumber: '4242424242424242', expiration: '12 / 34', cvc: '123' };
    expect((await postForm(session.url!, fields, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(303);
    expect((await page(session.url!)).headers.get('referrer-policy')).toBe('same-origin');
  });

  it('answers 404 for an unknown session', async () => {
    expect((await page(`${fixture.sandbox.url}/c/pay/cs_test_unknown`)).status).toBe(404);
  });
});
