// Failures answered in Stripe's error shape, so the SDK raises the error classes it raises against Stripe.
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, stripeClient, subscribe, type Fixture } from './testing/sandbox-fixture';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await startFixture({ webhookUrl: null });
});
afterAll(() => fixture.close());

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as any;
  }
  throw new Error('expected the call to fail');
};

describe('Stripe-shaped errors', () => {
  it('answers 404 resource_missing for an unknown id', async () => {
    const error = await failureOf(fixture.stripe.customers.retrieve('cus_missing'));
    expect(error.type).toBe('StripeInvalidRequestError');
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such customer: 'cus_missing'" });
    expect(error.requestId).toMatch(/^req_/);
    const subscription = await failureOf(fixture.stripe.subscriptions.retrieve('sub_missing'));
    expect(subscription).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_missing'" });
  });

  it('names the parameter that refers to a missing object', async () => {
    const error = await failureOf(
      fixture.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: 'cus_nobody',
        line_items: [{ price: 'price_x', quantity: 1 }],
        success_url: 'http://localhost/ok',
      }),
    );
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'customer' });
  });

  it('answers 400 for missing, unknown and invalid parameters', async () => {
    const missing = await failureOf(fixture.stripe.products.create({} as any));
    expect(missing).toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, code: 'parameter_missing', param: 'name' });
    const unknown = await failureOf(fixture.stripe.customers.create({ favourite_colour: 'red' } as any));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'favourite_colour' });
    const mode = await failureOf(
      fixture.stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://localhost/ok', line_items: [] }),
    );
    expect(mode).toMatchObject({ statusCode: 400, param: 'mode' });
  });

  it('answers 401 for a missing, live or malformed key', async () => {
    const wrongKey = await failureOf(stripeClient(fixture.sandbox.port, 'sk_live_abcdefghijklmnop').customers.list());
    expect(wrongKey.type).toBe('StripeAuthenticationError');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.message).toMatch(/^Invalid API Key provided: sk_live_\**mnop/);

    const anonymous = await fetch(`${fixture.sandbox.url}/v1/customers`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringMatching(/API key/) } });

    const basic = await fetch(`${fixture.sandbox.url}/v1/customers`, {
      headers: { Authorization: `Basic ${Buffer.from('sk_test_curl:').toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('answers 404 for an endpoint the sandbox does not implement', async () => {
    const response = await fetch(`${fixture.sandbox.url}/v1/payment_intents`, { headers: { Authorization: 'Bearer sk_test_x' } });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/payment_intents\)/);
  });

  it('refuses to change a canceled subscription or to expand a plain field', async () => {
    const { subscription } = await subscribe(fixture);
    await fixture.stripe.subscriptions.cancel(subscription.id);
    const update = await failureOf(fixture.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    expect(update).toMatchObject({ statusCode: 400, message: expect.stringMatching(/canceled subscription/) });
    const cancelAgain = await failureOf(fixture.stripe.subscriptions.cancel(subscription.id));
    expect(cancelAgain.statusCode).toBe(400);

    const expand = await failureOf(fixture.stripe.customers.list({ expand: ['data.email'] }));
    expect(expand).toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (data.email).' });
  });

  it('answers only requests addressed to this machine, and control posts from no other site', async () => {
    const statusFor = (host: string) =>
      new Promise<number>((resolve) => {
        get({ host: '127.0.0.1', port: fixture.sandbox.port, path: '/_sandbox', headers: { Host: host } }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
      });
    expect(await statusFor('rebound.example:80')).toBe(403);
    expect(await statusFor(`localhost:${fixture.sandbox.port}`)).toBe(200);
    const reset = await fetch(`${fixture.sandbox.url}/_sandbox/reset`, { method: 'POST', headers: { Origin: 'http://evil.example' } });
    expect(reset.status).toBe(403);
  });
});
