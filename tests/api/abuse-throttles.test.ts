/**
 * What an abuser would try first, through the real app and the Stripe sandbox: the routes that
 * spend money or mail are limited per account and per address (429 with Retry-After and the
 * catalogue's wait message); two checkouts started at once leave one Stripe customer; nobody can
 * lock another member out by naming their address; an IPv6 client is counted by its /64.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { payWithCard } from '../../tools/stripe-sandbox/src/testing/sandbox-fixture';
import { uniqueEmail, type TestAccount } from '../support/auth-emulator';
import { type ApiHarness, type ApiResponse } from './api-harness';
import { startPaymentsHarness, type PaymentsHarness } from './payments-harness';
import { member } from './chat-support';

let api: ApiHarness;
let sandbox: RunningSandbox;
let stripe: Stripe;

let payments: PaymentsHarness;

beforeAll(async () => {
  payments = await startPaymentsHarness({ stripeKey: 'sk_test_abuse_tests' });
  ({ api, sandbox, stripe } = payments);
});
afterAll(async () => {
  await payments?.close();
});

const TOO_MANY = { code: 'too-many-requests', message: 'Too many requests. Please wait a moment and try again.' };
const record = async (uid: string) => (await api.services.docs.get<Record<string, any>>(`users/${uid}`))!.data;
const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * Runs `attempt` until one run falls within one fixed window of the limit: the count starts again
 * with each window, so a run that straddles two proves nothing and is made again, afresh.
 */
async function withinOneWindow<T>(windowSeconds: number, attempt: () => Promise<T>): Promise<T> {
  const window = () => Math.floor(Date.now() / 1000 / windowSeconds);
  for (;;) {
    const started = window();
    const result = await attempt();
    if (window() === started) return result;
  }
}

/** `limit + 1` calls: the statuses, and the last answer (the one over the limit). */
async function overTheLimit(limit: number, send: (i: number) => Promise<ApiResponse>) {
  const statuses: number[] = [];
  let last: ApiResponse | undefined;
  for (let i = 0; i <= limit; i += 1) {
    last = await send(i);
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

function expectRefusedWithWait(last: ApiResponse, windowSeconds: number) {
  expect(last.status).toBe(429);
  expect(last.json.error).toEqual(TOO_MANY);
  const wait = Number(last.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('the limits where money is spent', () => {
  it('answers the 21st verify-session of a member in a minute with 429 and Retry-After', async () => {
    const { statuses, last } = await withinOneWindow(60, async () => {
      const ada = await member(api);
      const checkout = await api.post('/stripe/create-checkout', {}, { token: ada.idToken });
      expect(checkout.status).toBe(200);
      const sessionId = sessionIdOf(checkout.json.data.url);
      return overTheLimit(20, () => api.post('/stripe/verify-session', { sessionId }, { token: ada.idToken }));
    });
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expectRefusedWithWait(last, 60);
  });

  it('answers a member past 10 checkouts in an hour with 429, and another member still checks out', async () => {
    const { statuses, last } = await withinOneWindow(3600, async () => {
      const ada = await member(api);
      return overTheLimit(10, () => api.post('/stripe/create-checkout', {}, { token: ada.idToken }));
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expectRefusedWithWait(last, 3600);
    const bo = await member(api);
    expect((await api.post('/stripe/create-checkout', {}, { token: bo.idToken })).status).toBe(200);
  });

  it('answers a member past 10 portal sessions in an hour with 429', async () => {
    const { statuses, last } = await withinOneWindow(3600, async () => {
      const ada = await member(api);
      await api.services.users.setStripeCustomer(ada.uid, (await stripe.customers.create({ email: ada.email })).id);
      return overTheLimit(10, () => api.post('/stripe/create-portal', {}, { token: ada.idToken }));
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expectRefusedWithWait(last, 3600);
  });

  it('answers one address past 30 checkouts in an hour with 429, whichever members ask', async () => {
    const { statuses, last } = await withinOneWindow(3600, async () => {
      const office = `198.18.200.${Math.floor(Math.random() * 250) + 1}`;
      const members: TestAccount[] = [];
      for (let i = 0; i < 4; i += 1) members.push(await member(api));
      return overTheLimit(30, (i) => api.post('/stripe/create-checkout', {}, { token: members[i % 4]!.idToken, headers: from(office) }));
    });
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expectRefusedWithWait(last, 3600);
  });
});

describe('the first checkout', () => {
  it('creates one Stripe customer when two start at once, and a payment on either session makes the member paid', async () => {
    const ada = await member(api);
    // The race as it happens in production: every request has read the member's record (no customer
    // yet) before any asks Stripe for one. In process the requests could take turns, so the
    // customer creations wait for each other here (for a second at most).
    const payments = api.services.payments;
    const createCustomer = payments.createCustomer.bind(payments);
    const waiting: Array<() => void> = [];
    payments.createCustomer = async (input) => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 3) waiting.forEach((go) => go());
        setTimeout(resolve, 1_000);
      });
      return createCustomer(input);
    };
    let answers: ApiResponse[];
    try {
      answers = await Promise.all([1, 2, 3].map(() => api.post('/stripe/create-checkout', {}, { token: ada.idToken })));
    } finally {
      payments.createCustomer = createCustomer;
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(waiting).toHaveLength(3);

    const customers = (await stripe.customers.list({ email: ada.email })).data;
    expect(customers).toHaveLength(1);
    const customerId = customers[0]!.id;
    expect((await record(ada.uid)).stripeCustomerId).toBe(customerId);
    for (const answer of answers) {
      const session = await stripe.checkout.sessions.retrieve(sessionIdOf(answer.json.data.url));
      expect(session.customer).toBe(customerId);
    }

    // The member pays on the session the last answer opened: it is theirs, so it grants access.
    const url = answers[2]!.json.data.url as string;
    expect((await payWithCard(url, '4242 4242 4242 4242')).status).toBe(303);
    await sandbox.deliveriesSettled();
    expect(await record(ada.uid)).toMatchObject({ stripeCustomerId: customerId, subscriptionStatus: 'active', paymentStatus: 'paid' });
    const verified = await api.post('/stripe/verify-session', { sessionId: sessionIdOf(url) }, { token: ada.idToken });
    expect(verified.json.data).toMatchObject({ verified: true, subscriptionStatus: 'active' });
  });
});

describe('the limits where mail is sent', () => {
  const message = (i: number) => ({ name: 'Ada', email: 'ada@example.test', message: `Message ${i}` });

  it('answers one address past 10 contact messages in an hour with 429, and stores nothing more', async () => {
    const { statuses, last, address } = await withinOneWindow(3600, async () => {
      const address = `198.18.201.${Math.floor(Math.random() * 250) + 1}`;
      return { address, ...(await overTheLimit(10, (i) => api.post('/email/contact', message(i), { headers: from(address) }))) };
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expectRefusedWithWait(last, 3600);
    expect((await api.post('/email/contact', message(99), { headers: from(address) })).status).toBe(429);
    // Another address may still write.
    expect((await api.post('/email/contact', message(100))).status).toBe(201);
  });

  // Counted per member: the contact route knows its sender (a bearer is optional there).
  it(
    'answers a signed-in member past 5 contact messages in an hour with 429, from any address',
    async () => {
      const { statuses, last } = await withinOneWindow(3600, async () => {
        const ada = await member(api);
        return overTheLimit(5, (i) => api.post('/email/contact', { ...message(i), email: ada.email }, { token: ada.idToken }));
      });
      expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
      expectRefusedWithWait(last, 3600);
    },
  );
});

describe('nobody can lock out someone else', () => {
  const INVALID = 'Invalid email or password. Please try again.';
  const forgedFailure = (address: string, email: string) =>
    api.post('/utility/track-login', { loginMethod: 'email', success: false, errorMessage: INVALID, email }, { headers: from(address) });
  const login = (address: string, account: TestAccount) =>
    api.post('/auth/login', { uid: account.uid, email: account.email, loginMethod: 'email' }, { token: account.idToken, headers: from(address) });

  it('ten forged track-login failures naming a member do not lock the member out', async () => {
    // An unverified member: a verified one is never refused anyway.
    const victim = await member(api, { verified: false });
    for (let i = 0; i < 10; i += 1) expect((await forgedFailure(`198.18.202.${i + 1}`, victim.email)).status).toBe(201);
    // More still, from one address: that address is held to its own limit.
    expect((await forgedFailure('198.18.202.1', victim.email)).status).toBe(201);

    const home = '198.18.203.1';
    const r = await login(home, victim);
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ status: 'success', statusCode: 'ok' });
    // Their own mistyped password is still just one failure of their address.
    expect((await forgedFailure(home, victim.email.toUpperCase())).status).toBe(201);
    expect((await login(home, victim)).status).toBe(200);
  });

  it('ten refused logins with a forged token naming a member do not lock the member out', async () => {
    const victim = await member(api, { verified: false });
    for (let i = 0; i < 10; i += 1) {
      const r = await api.post('/auth/login', { uid: victim.uid, email: victim.email, loginMethod: 'email' }, { token: 'forged.token.value', headers: from(`198.18.204.${i + 1}`) });
      expect(r.status).toBe(401);
    }
    expect((await login('198.18.205.1', victim)).status).toBe(200);
  });
});

describe('an IPv6 client', () => {
  /** The first four groups of a /64 of the documentation range no other run of this file uses. */
  const randomNetwork = (subnet: number) => `2001:db8:${(Math.floor(Math.random() * 0xfffe) + 1).toString(16)}:${subnet}`;

  it('is counted by its /64: two addresses in one /64 share the failed-login limit, a neighbouring /64 does not', async () => {
    const failure = (address: string) =>
      api.post('/utility/track-login', { loginMethod: 'email', success: false, email: uniqueEmail('v6') }, { headers: from(address) });
    const { statuses, network } = await withinOneWindow(15 * 60, async () => {
      const network = randomNetwork(1);
      const run: number[] = [];
      // Half the failures from one address, half from another of the same /64, written differently.
      for (let i = 0; i < 5; i += 1) run.push((await failure(`${network}::a`)).status);
      for (let i = 0; i < 5; i += 1) run.push((await failure(`${network.toUpperCase()}:0:0:0:b`)).status);
      run.push((await failure(`${network}:1234:5678:9abc:def0`)).status);
      return { statuses: run, network };
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const neighbour = network.replace(/:1$/, ':2');
    expect((await failure(`${neighbour}::a`)).status).toBe(201);
  });

  it('shares the contact limit with the rest of its /64', async () => {
    const { statuses } = await withinOneWindow(3600, async () => {
      const network = randomNetwork(7);
      const run: number[] = [];
      for (let i = 0; i <= 10; i += 1) {
        run.push((await api.post('/email/contact', { name: 'Ada', email: 'ada@example.test', message: `v6 ${i}` }, { headers: from(`${network}::${(i + 1).toString(16)}`) })).status);
      }
      return { statuses: run };
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
