import { existsSync, readdirSync, writeFileSync } from 'node:fs';
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
