import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './sandbox';
import { advanceDays, startFixture, stripeClient, subscribe } from './testing/sandbox-fixture';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stripe-sandbox-state-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('keeps customers, subscriptions, invoices and the clock across a restart', async () => {
    const stateFile = path.join(dir, 'nested', 'stripe-sandbox.json');
    const first = await startFixture({ stateFile });
    const { customer, subscription } = await subscribe(first);
    const advanced = await advanceDays(first.sandbox, 31);
    await first.close();
    expect(existsSync(stateFile)).toBe(true);

    const second = await startSandbox({ port: 0, stateFile, webhookUrl: null, dueCheckIntervalMs: 0 });
    try {
      const stripe = stripeClient(second.port);
      expect((await stripe.customers.retrieve(customer.id)) as { email: string }).toMatchObject({ email: 'member@bela.local' });
      const restored = await stripe.subscriptions.retrieve(subscription.id);
      expect(restored.status).toBe('active');
      expect(restored.items.data[0]!.current_period_start).toBe(subscription.items.data[0]!.current_period_end);
      expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(2);
      const clock = (await (await fetch(`${second.url}/_sandbox/clock`)).json()) as { now: number };
      expect(clock.now).toBeGreaterThanOrEqual(advanced.now);
    } finally {
      await second.close();
    }
  });

  it('brings objects written by an older sandbox to the pinned API version on load', async () => {
    const stateFile = path.join(dir, 'older', 'stripe-sandbox.json');
    const first = await startFixture({ stateFile });
    const { session, subscription } = await subscribe(first);
    await first.close();
    // As an older sandbox wrote them: dropped fields present, current ones missing, the old ui_mode.
    const state = JSON.parse(readFileSync(stateFile, 'utf8'));
    const invoiceId = subscription.latest_invoice as string;
    Object.assign(state.subscriptions[subscription.id], { current_period_start: 1, current_period_end: 2 });
    delete state.subscriptions[subscription.id].billing_mode;
    Object.assign(state.invoices[invoiceId], { subscription: subscription.id });
    delete state.invoices[invoiceId].issuer;
    state.checkoutSessions[session.id].ui_mode = 'hosted';
    writeFileSync(stateFile, JSON.stringify(state));

    const second = await startSandbox({ port: 0, stateFile, webhookUrl: null, dueCheckIntervalMs: 0 });
    try {
      const stripe = stripeClient(second.port);
      const restored = await stripe.subscriptions.retrieve(subscription.id);
      expect(restored).not.toHaveProperty('current_period_start');
      expect(restored.billing_mode).toEqual({ flexible: null, type: 'classic' });
      const invoice = await stripe.invoices.retrieve(invoiceId);
      expect(invoice).not.toHaveProperty('subscription');
      expect(invoice.issuer).toEqual({ type: 'self' });
      expect((await stripe.checkout.sessions.retrieve(session.id)).ui_mode).toBe('hosted_page');
    } finally {
      await second.close();
    }
  });

  it('keeps state in memory only without a state file', async () => {
    const fixture = await startFixture();
    await fixture.stripe.customers.create({ email: 'memory@bela.local' });
    await fixture.close();
    const again = await startFixture();
    expect((await again.stripe.customers.list()).data).toEqual([]);
    await again.close();
  });

  it('sets an unreadable state file aside and starts afresh', async () => {
    const stateFile = path.join(dir, 'broken.json');
    writeFileSync(stateFile, '{ not json');
    const lines: string[] = [];
    const sandbox = await startSandbox({ port: 0, stateFile, webhookUrl: null, dueCheckIntervalMs: 0, log: (line) => lines.push(line) });
    await sandbox.close();
    expect(lines[0]).toMatch(/could not read .*broken\.json/);
    expect(readdirSync(dir).some((name) => name.startsWith('broken.json.unreadable-'))).toBe(true);
  });

  it('forgets everything on POST /_sandbox/reset', async () => {
    const fixture = await startFixture();
    await subscribe(fixture);
    await advanceDays(fixture.sandbox, 3);
    const reset = await fetch(`${fixture.sandbox.url}/_sandbox/reset`, { method: 'POST' });
    expect(((await reset.json()) as { offset_seconds: number }).offset_seconds).toBe(0);
    expect((await fixture.stripe.customers.list()).data).toEqual([]);
    expect((await fixture.stripe.subscriptions.list({ status: 'all' })).data).toEqual([]);
    await fixture.close();
  });
});
