/**
 * `startSandbox`: the whole sandbox in-process (store, clock, events, webhook delivery, routes,
 * HTTP server). main.ts runs it from the command line; tests and the stack script call it
 * directly, with port 0 for any free port.
 */
import type { AddressInfo } from 'node:net';
import { BillingClock, startDueTimer } from './billing-clock';
import { runDueTransitions } from './billing/due-transitions';
import { EventLog } from './events/event-log';
import { WebhookDelivery } from './events/webhook-delivery';
import { IdempotencyCache } from './idempotency';
import { LOCAL_WEBHOOK_SECRET } from './local-secret';
import { checkoutPageRoutes } from './pages/checkout-page';
import { messagePage } from './pages/html';
import { portalPageRoutes } from './pages/portal-page';
import { billingPortalSessionRoutes } from './resources/billing-portal-sessions';
import { chargeRoutes } from './resources/charges';
import { checkoutSessionRoutes } from './resources/checkout-sessions';
import { customerRoutes } from './resources/customers';
import { eventRoutes } from './resources/events';
import { invoiceRoutes } from './resources/invoices';
import { priceRoutes } from './resources/prices';
import { productRoutes } from './resources/products';
import { sandboxControlRoutes } from './resources/sandbox-controls';
import { subscriptionRoutes } from './resources/subscriptions';
import { htmlResult, Router } from './router';
import type { SandboxContext } from './sandbox-context';
import { createSandboxServer } from './server';
import { Store } from './store';

export const DEFAULT_PORT = 12111;
export const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:5001/demo-bela/us-central1/stripeWebhook';
export const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

export interface SandboxOptions {
  /** Default 12111; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the sandbox is for this machine only. */
  host?: string;
  /** The origin written into checkout and portal URLs; default http://<host>:<port>. */
  publicUrl?: string;
  /** Where state is saved between runs; in memory only when omitted. */
  stateFile?: string;
  /** Where events are POSTed; null records them without sending. Default: the functions emulator. */
  webhookUrl?: string | null;
  /** Signs the events; default LOCAL_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Waits between delivery attempts (attempts = delays + 1); default 0.5 s, 1 s, 2 s, 4 s. */
  retryDelaysMs?: readonly number[];
  /** How long one delivery attempt may take; default 5 s. */
  deliveryTimeoutMs?: number;
  /** Event types to send, `*` for all, `invoice.*` for a family; default all. */
  enabledEvents?: readonly string[];
  /** How often real time is checked for period ends that came due; default 60 s, 0 never. */
  dueCheckIntervalMs?: number;
  /** The merchant's name on the pages; default Bela. */
  businessName?: string;
  /** Where the sandbox reports failures (delivery given up, unreadable state file…); default silent. */
  log?: (line: string) => void;
}

export interface RunningSandbox {
  /** The base URL for the SDK and the pages, e.g. http://127.0.0.1:12111. */
  url: string;
  port: number;
  webhookUrl: string | null;
  webhookSecret: string;
  /** Resolves once every queued webhook delivery has succeeded or been given up. */
  deliveriesSettled(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: ReturnType<typeof createSandboxServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: is a Stripe sandbox already running? Set STRIPE_SANDBOX_PORT to use another.`)
          : error,
      );
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const webhookUrl = options.webhookUrl === undefined ? DEFAULT_WEBHOOK_URL : options.webhookUrl;
  const webhookSecret = options.webhookSecret ?? LOCAL_WEBHOOK_SECRET;
  const store = new Store(options.stateFile ?? null, log);
  const clock = new BillingClock(store);
  const delivery = new WebhookDelivery({
    url: webhookUrl,
    secret: webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    timeoutMs: options.deliveryTimeoutMs ?? 5_000,
    enabledEvents: options.enabledEvents ?? ['*'],
    onChange: () => store.persist(),
    log,
  });
  const events = new EventLog(store, clock, delivery);
  // publicUrl is known once the server listens (port 0); routes read it from ctx at request time.
  const ctx: SandboxContext = { store, clock, events, publicUrl: '', businessName: options.businessName ?? 'Bela' };
  const idempotency = new IdempotencyCache();
  const router = new Router().add([
    ...customerRoutes(ctx),
    ...productRoutes(ctx),
    ...priceRoutes(ctx),
    ...checkoutSessionRoutes(ctx),
    ...billingPortalSessionRoutes(ctx),
    ...subscriptionRoutes(ctx),
    ...invoiceRoutes(ctx),
    ...chargeRoutes(ctx),
    ...eventRoutes(ctx),
    ...checkoutPageRoutes(ctx),
    ...portalPageRoutes(ctx),
    ...sandboxControlRoutes(ctx, { webhookUrl, onReset: () => idempotency.clear() }),
    {
      method: 'GET',
      pattern: '/',
      kind: 'page',
      handle: () =>
        htmlResult(
          messagePage(
            'Stripe sandbox',
            `${ctx.businessName}'s local stand-in for Stripe is running. Point the Stripe SDK at this address; ` +
              'see tools/stripe-sandbox/README.md.',
          ),
        ),
    },
  ]);
  const server = createSandboxServer({
    router,
    idempotency,
    publicUrl: () => ctx.publicUrl,
    afterChange: () => store.persist(),
    log,
  });
  const port = await listen(server, options.port ?? DEFAULT_PORT, host);
  const url = `http://${host}:${port}`;
  ctx.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  // Deliveries interrupted by the last shutdown resume; period ends passed while stopped are run.
  for (const record of store.state.events) if (record.delivery.status === 'pending') delivery.enqueue(record);
  runDueTransitions(ctx);
  store.persist();
  const stopTimer = startDueTimer(ctx, options.dueCheckIntervalMs ?? 60_000, () => store.persist());

  return {
    url,
    port,
    webhookUrl,
    webhookSecret,
    deliveriesSettled: () => delivery.settled(),
    close: async () => {
      stopTimer();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await delivery.close();
      store.persist();
    },
  };
}
