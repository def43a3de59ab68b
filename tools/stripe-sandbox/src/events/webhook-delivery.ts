/**
 * Delivers events to the webhook URL as Stripe does: a signed JSON POST, where any 2xx answer is
 * success and anything else (another status, a refused connection, a timeout) is retried after
 * the next delay of the schedule, then given up as `failed`.
 *
 * Events about one customer go out one at a time, in the order they happened, so a receiver never
 * sees `customer.subscription.deleted` before the `created` it follows. Different customers do not
 * wait for each other. Nothing here runs inside an API request: callers never wait for delivery.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { StripeEvent } from '../stripe-objects';
import type { EventRecord } from '../store';
import { signPayload } from './sign-payload';

export interface WebhookDeliveryOptions {
  /** Where events are POSTed; null records them without sending them. */
  url: string | null;
  secret: string;
  /** The waits between attempts; attempts = delays + 1. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  /** Event types to send (`*` for all); others are recorded as skipped, like an endpoint's selection. */
  enabledEvents: readonly string[];
  /** Called whenever a delivery status changes, so that it can be persisted. */
  onChange: () => void;
  log: (line: string) => void;
}

type AttemptOutcome = { ok: boolean; status: number | null; error: string | null };

/** Deliveries are ordered per customer; events about no customer share one queue. */
function queueKey(event: StripeEvent): string {
  const object = event.data.object;
  if (object.object === 'customer') return object.id;
  const customer = 'customer' in object ? object.customer : null;
  return typeof customer === 'string' ? customer : 'account';
}

export class WebhookDelivery {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly options: WebhookDeliveryOptions) {}

  /** Sets the record's delivery status and, unless skipped, queues it. Returns at once. */
  enqueue(record: EventRecord): void {
    const skipReason = !this.options.url
      ? 'no webhook URL configured'
      : this.isEnabled(record.event.type)
        ? null
        : 'event type not enabled';
    if (skipReason || this.stopping.signal.aborted) {
      record.delivery.status = skipReason ? 'skipped' : 'pending';
      record.delivery.last_error = skipReason;
      return;
    }
    record.delivery.status = 'pending';
    const key = queueKey(record.event);
    const link = (this.queues.get(key) ?? Promise.resolve())
      // setImmediate: the API answer is written before any delivery work starts.
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => this.deliver(record));
    this.queues.set(key, link);
    void link.finally(() => {
      if (this.queues.get(key) === link) this.queues.delete(key);
    });
  }

  /** Resolves once every queued delivery has succeeded or been given up. */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
  }

  /** Stops sending; unfinished deliveries stay `pending` and resume when the sandbox restarts. */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private isEnabled(type: string): boolean {
    return this.options.enabledEvents.some((pattern) =>
      pattern === '*' ? true : pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type,
    );
  }

  private async deliver(record: EventRecord): Promise<void> {
    // Stripe sends the event pretty-printed; the signature covers exactly these bytes.
    const payload = JSON.stringify(record.event, null, 2);
    for (;;) {
      if (this.stopping.signal.aborted) return;
      const outcome = await this.attempt(payload);
      if (this.stopping.signal.aborted && !outcome.ok) return;
      const delivery = record.delivery;
      delivery.attempts += 1;
      delivery.last_attempt_at = Math.floor(Date.now() / 1000);
      delivery.last_response_status = outcome.status;
      delivery.last_error = outcome.error;
      const retryIndex = delivery.attempts - 1;
      if (outcome.ok || retryIndex >= this.options.retryDelaysMs.length) {
        delivery.status = outcome.ok ? 'delivered' : 'failed';
        if (!outcome.ok) {
          const { type, id } = record.event;
          this.options.log(
            `Stripe sandbox: gave up delivering ${type} ${id} after ${delivery.attempts} attempts (${outcome.error}).`,
          );
        }
        this.options.onChange();
        return;
      }
      this.options.onChange();
      try {
        await sleep(this.options.retryDelaysMs[retryIndex], undefined, { signal: this.stopping.signal });
      } catch {
        return; // stopping
      }
    }
  }

  private async attempt(payload: string): Promise<AttemptOutcome> {
    try {
      const response = await fetch(this.options.url!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signPayload(payload, this.options.secret),
          'User-Agent': 'Stripe/1.0 (Bela Stripe sandbox)',
        },
        body: payload,
        redirect: 'manual', // Stripe counts a redirect as a failed delivery
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      const text = await response.text().catch(() => '');
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, error: null };
      return { ok: false, status: response.status, error: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { ok: false, status: null, error: cause?.code ?? (error as Error).message };
    }
  }
}
