/**
 * The API in process beside the Stripe sandbox, whose webhook deliveries reach the API's own
 * `stripeWebhook` app: what the billing, abuse, business and support tests share. The webhook can
 * be taken down for a while (deliveries answer 503, and the sandbox retries them).
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createWebhookApp } from '../../functions/src/api-app';
import { startSandbox, type RunningSandbox } from '../../tools/stripe-sandbox/src/sandbox';
import { startApi, type ApiHarness } from './api-harness';

export interface PaymentsHarness {
  api: ApiHarness;
  sandbox: RunningSandbox;
  /** The Stripe SDK pointed at the sandbox. */
  stripe: Stripe;
  /** Where the sandbox delivers webhook events (the API's webhook app). */
  webhookUrl: string;
  /** While down, every delivery answers 503. */
  setWebhookDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startPaymentsHarness(
  options: Parameters<typeof startApi>[0] & { retryDelaysMs?: number[]; stripeKey?: string } = {},
): Promise<PaymentsHarness> {
  const { retryDelaysMs = [50, 100, 200], stripeKey = 'sk_test_payments_harness', ...apiOptions } = options;
  // The webhook endpoint listens first, so the sandbox knows where to deliver; its app is set once the API is up.
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  let down = false;
  const server = createServer((req, res) => (down ? res.writeHead(503).end() : handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const sandbox = await startSandbox({ port: 0, webhookUrl, retryDelaysMs, dueCheckIntervalMs: 0 });
  const api = await startApi({ ...apiOptions, env: { STRIPE_API_BASE: sandbox.url, ...apiOptions.env } });
  handler = createWebhookApp(api.services) as unknown as RequestListener;
  return {
    api,
    sandbox,
    stripe: new Stripe(stripeKey, { host: '127.0.0.1', port: sandbox.port, protocol: 'http' }),
    webhookUrl,
    setWebhookDown: (value) => {
      down = value;
    },
    close: async () => {
      await api.close();
      await sandbox.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
